/**
 * What an OpenStreetMap "golf course" row really is, read from its name
 * (docs/decisions/0060-honest-place-lists.md; tested on the real rows of
 * data/places/osm_golf_courses_us_2026-01-02.csv.gz in tests/unit/golf-names.test.ts).
 * The extract has only names and points, so the name decides: a golf course
 * stays golf, a mini-golf course is labelled for what it is (a kids' activity),
 * and driving ranges, disc golf and the pieces of a course (a hole, a tee, a
 * green) are left out with the reason counted. Client-safe.
 */

export type GolfReading =
  | { kind: "golf" | "mini_golf"; name: string }
  | { drop: "part of a course" | "driving range or practice area" | "disc golf or foot golf" | "closed" | "no name" };

/** A name that says it is (also) a real course: a range or mini golf beside it does not make it one. */
const COURSE = /\b(golf (course|club|links?)|country club|par[- ]?3|links|executive course|pitch (&|and) putt)\b/i;

/** Pieces of a course mapped on their own: 'Hole 1', '#2 Green', '10TH TEE BOX', 'Copper Rock Golf Course - Hole 15'. */
const PARTS = [
  /^#\s*\d/, // '#2 Green', '#5 Blue'
  /^\d+\s+holes?$/i, // '16 holes'
  /\bholes?\s*#?\d+([-–,]\s*\d+)*\s*$/i, // 'Candler Hills Hole 1', 'Holes 1-2,9'
  /\b\d+(st|nd|rd|th)\s+hole$/i, // 'Fairway 9th Hole', 'ClubHouse & 19th Hole'
  /\b(\d+(st|nd|rd|th)?|#\d+)\s+(tee( box)?|green|fairway|sand|bunker)\b/i, // '1st Tee', '10TH FAIRWAY'
  /\b(tees?( box)?|green|fairway|sand|bunker)\s*#?\d+\b/i, // 'black tee 1', 'green #4'
  /^(practice |practice putting |putting )?greens?$/i, // 'Putting Green', 'Practice Green'
  /\b(putting|chipping|nursery|practice) greens?$/i, // 'Hagstette Family Putting Green', 'MacGregor Downs Chipping Green'
  /^clubhouse$/i,
  /\bpractice bunker\b/i,
];
const RANGE =
  /\b(driving range|golf range|practice (range|area|center|facility|grounds|holes)|range|top ?golf|simulator|indoor golf)\b/i;
/** The range of a course, named after it: 'Sea Pines Golf Course Driving Range' (not '… Golf Course and Driving Range'). */
const RANGE_OF_A_COURSE = /(?<!\b(and|&) )\b(driving range|practice area|practice facility)$/i;
// 'Winged Foot Golf Club' is a golf club, not foot golf.
const DISC = /\b(disc|frisbee)\s*golf\b|\bfoot\s*golf\b(?!\s+club)/i;
const MINI = /\b(mini[- ]?golf|miniature golf|mini[- ]putt|putt[- ]putt|adventure golf|crazy golf|putting course)\b/i;
const CLOSED = /\((former|closed|demolished|abandoned)\)|^former\b/i;
/** A golf word with digits glued to its end: 'Sharp Park Golf Course50'. */
const GLUED_DIGITS = /\b(course|club|links|golf)\d+$/i;
/** Only a code: 'TX0'. */
const CODE_ONLY = /^[A-Z]{1,3}\d+$/;

export function readGolfName(raw: string): GolfReading {
  const name = raw.trim().replace(/\s+/g, " ").replace(GLUED_DIGITS, "$1");
  if (!name || CODE_ONLY.test(name)) return { drop: "no name" };
  if (CLOSED.test(name)) return { drop: "closed" };
  if (PARTS.some((p) => p.test(name))) return { drop: "part of a course" };
  const course = COURSE.test(name);
  if (DISC.test(name) && !/\bgolf\b/i.test(name.replace(DISC, ""))) return { drop: "disc golf or foot golf" };
  if (MINI.test(name) && !course) return { kind: "mini_golf", name };
  if (RANGE_OF_A_COURSE.test(name) || (RANGE.test(name) && !course)) return { drop: "driving range or practice area" };
  return { kind: "golf", name };
}
