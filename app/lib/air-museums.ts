/**
 * Which IMLS museums are about flying (docs/decisions/0060-honest-place-lists.md):
 * read from the museum's name and its discipline, tested on the real rows of
 * the 2018 files (tests/unit/air-museums.test.ts). Client-safe.
 *
 * A word that always means flying in a museum's name is enough (AVIATION,
 * AIRCRAFT, WARBIRD, EAA …). AIR counts as a word of its own, except in the
 * false friends listed below ('open air', 'air defense artillery'). SPACE
 * counts only as space flight (a space center, an air and space museum, a
 * space museum), never as a room (an art space, a gallery space, open space).
 * WINGS counts unless the name speaks of birds, butterflies or a world quest.
 * Zoos, gardens and children's museums are never air museums, whatever their
 * name ('Wild Wings' is a bird park, 'Gull Wings' a children's museum), nor is a
 * kids' discovery center, a planetarium or an observatory, nor an 'earth and
 * space' center (astronomy and geology).
 */

/** Words that mean flying wherever they stand in a museum's name. */
const FLYING =
  /\b(AVIATION|AVIATORS?|AIRCRAFT|AIRPLANES?|AEROPLANES?|AIRPOWER|AIRSHIPS?|AEROSPACE|AERONAUTIC(AL|S)?|AERODROME|AIRFIELD|AIRPORT|AIRMEN|AIRFORCE|WARBIRDS?|HELICOPTERS?|SOARING|GLIDERS?|BALLOON(ING|S)?|FLIGHT|FLYING|EAA|SPACEPORT|ASTRONAUTS?|NASA|SQUADRON|CAF|CNFDRT)\b/;
/** AIR as a word, but not in these phrases. */
const AIR = /\bAIR\b/;
const AIR_FALSE_FRIENDS = /\b(OPEN|FRESH|HOT)[- ]AIR\b|\bAIR DEFENSE\b|\bAIR CONDITION/;
/** SPACE when it means space flight. */
const SPACE_FLIGHT =
  /\bSPACE (CENTER|MUSEUM|FLIGHT|SCIENCE|HISTORY|WALK|CAMP|AND ROCKET|& ROCKET|COAST|STATION)\b|\b(AIR|AERO|MILITARY) (AND|&) SPACE\b|\bSPACE (AND|&) (ROCKET|MISSILE)\b|\bAERO SPACE\b|\bSPACE (AND|&) \w+ MUSEUM\b/;
const WINGS = /\bWINGS\b/;
const WINGS_FALSE_FRIENDS = /\b(BIRDS?|BUTTERFL\w*|RAPTORS?|NATURE|WORLD QUEST)\b/;
/** Never an air museum, whatever else the name says. */
const NOT_FLYING = /\b(KIDS|CHILD|CHILDREN|CHILDREN'S|CHILDRENS|PLANETARIUM|OBSERVATORY|EARTH (AND|&) SPACE)\b/;

/** Disciplines that are never an air museum: zoos and wildlife, gardens and nature centers, children's museums. */
const NEVER = new Set(["ZAW", "BOT", "CMU"]);

/** True for a museum about flying: its name (upper-cased here) and its IMLS discipline. */
export function isAirMuseum(name: string, discipline: string): boolean {
  if (NEVER.has(discipline.trim().toUpperCase())) return false;
  const text = name.toUpperCase().replace(/\s+/g, " ");
  if (NOT_FLYING.test(text)) return false;
  if (FLYING.test(text) || SPACE_FLIGHT.test(text)) return true;
  if (AIR.test(text) && !AIR_FALSE_FRIENDS.test(text)) return true;
  return WINGS.test(text) && !WINGS_FALSE_FRIENDS.test(text);
}
