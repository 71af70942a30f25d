/**
 * Golf means golf courses, on the real rows of the bundled OpenStreetMap
 * extract (data/places/osm_golf_courses_us_2026-01-02.csv.gz): each name
 * below is a row of the file, and what the import makes of it
 * (docs/decisions/0060-honest-place-lists.md).
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { readGolfName } from "~/lib/golf-names";
import { PLACE_SOURCES, readGolf } from "~/services/place-sources.server";

const spec = PLACE_SOURCES.find((s) => s.reader === "golf")!;
let text = "";
const names = new Set<string>();

beforeAll(() => {
  text = zlib.gunzipSync(fs.readFileSync(`data/places/${spec.file}`)).toString("utf8");
  for (const [name] of [...parseCsv(text)].slice(1)) names.add(name);
});

const cases: [string, ReturnType<typeof readGolfName>][] = [
  // pieces of a course
  ["Hole 1", { drop: "part of a course" }],
  ["Candler Hills Hole 4", { drop: "part of a course" }],
  ["Copper Rock Golf Course - Hole 15", { drop: "part of a course" }],
  ["L.C. Boles Golf Course Holes 1-2,9", { drop: "part of a course" }],
  ["#2 Green", { drop: "part of a course" }],
  ["#6 Blue", { drop: "part of a course" }],
  ["10TH FAIRWAY", { drop: "part of a course" }],
  ["1st Tee box", { drop: "part of a course" }],
  ["black tee 1", { drop: "part of a course" }],
  ["16 holes", { drop: "part of a course" }],
  ["Practice Putting Green", { drop: "part of a course" }],
  ["Clubhouse", { drop: "part of a course" }],
  // not golf courses
  ["Driving Range", { drop: "driving range or practice area" }],
  ["Topgolf Orlando", { drop: "driving range or practice area" }],
  ["Sea Pines Golf Course Driving Range", { drop: "driving range or practice area" }],
  ["Condor Club 24/7 Golf Simulator", { drop: "driving range or practice area" }],
  ["DeLaveaga Disc Golf", { drop: "disc golf or foot golf" }],
  ["Humble Oil Patch Foot Golf Course", { drop: "disc golf or foot golf" }],
  ["Edgewood Golf Club (Closed)", { drop: "closed" }],
  ["TX0", { drop: "no name" }],
  // labelled for what they are
  ["Pirate's Cove Adventure Golf", { kind: "mini_golf", name: "Pirate's Cove Adventure Golf" }],
  ["Putt-Putt Fun Center", { kind: "mini_golf", name: "Putt-Putt Fun Center" }],
  ["Sharp Park Golf Course50", { kind: "golf", name: "Sharp Park Golf Course" }],
  // golf courses whose names look like the above
  ["Winged Foot Golf Club", { kind: "golf", name: "Winged Foot Golf Club" }],
  ["Cedar Beach Golf & Disc Golf Course", { kind: "golf", name: "Cedar Beach Golf & Disc Golf Course" }],
  ["Twin Brooks Golf Course and Driving Range", { kind: "golf", name: "Twin Brooks Golf Course and Driving Range" }],
  ["Texas Rangers Golf Club", { kind: "golf", name: "Texas Rangers Golf Club" }],
  ["White Sands Missile Range Golf Course", { kind: "golf", name: "White Sands Missile Range Golf Course" }],
  ["Encanto 9 Hole Executive Golf Course", { kind: "golf", name: "Encanto 9 Hole Executive Golf Course" }],
  ["Woods Hole Golf Club", { kind: "golf", name: "Woods Hole Golf Club" }],
  ["Poco Diablo Pitch & Putt", { kind: "golf", name: "Poco Diablo Pitch & Putt" }],
];

describe("golf names on real rows", () => {
  it.each(cases)("%s", (name, reading) => {
    expect(names.has(name), `${name} is a row of ${spec.file}`).toBe(true);
    expect(readGolfName(name)).toEqual(reading);
  });

  it("imports no fragment, range or disc golf course, and counts each reason", () => {
    const { places, tally } = readGolf(text, spec);
    const kept = new Set(places.map((p) => p.name));
    for (const [name, reading] of cases)
      expect(kept.has("drop" in reading ? name : reading.name), name).toBe(!("drop" in reading));
    expect(places.find((p) => p.name === "Pirate's Cove Adventure Golf")).toMatchObject({
      table: "activities",
      category: "kids",
      kind: "mini_golf",
    });
    const counts = tally.counts();
    expect(counts.read).toBe(9876);
    expect(counts.dropped["part of a course"]).toBeGreaterThan(100);
    expect(counts.dropped["driving range or practice area"]).toBeGreaterThan(100);
    expect(counts.dropped["disc golf or foot golf"]).toBeGreaterThan(40);
  });
});
