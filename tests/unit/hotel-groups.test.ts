/**
 * A hotel group's row at one of its hotels is that hotel again (docs/decisions/0098-hotel-group-listings.md),
 * on the real hotel rows of the bundled AllThePlaces file: around KSTS, Santa Rosa CA, the Hampton
 * Inn is also listed as "Hilton" and the Best Western Plus as "Best Western".
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { brandGroups, GROUP_REPEAT, groupRepeats, MEMBER_SHARE } from "~/services/hotel-groups.server";
import { MERGED, mergeSources, type MergedSources } from "~/services/places-import.server";
import { PLACE_SOURCES, readChains, type ReadSource, type SourcePlace } from "~/services/place-sources.server";

const spec = PLACE_SOURCES.find((s) => s.reader === "chains")!;
let hotels: ReadSource;
let groups: Map<string, string>;
let merged: MergedSources;

beforeAll(() => {
  const [header, ...lines] = zlib
    .gunzipSync(fs.readFileSync(`data/places/${spec.file}`))
    .toString("utf8")
    .split("\n");
  // Every hotel row (the groups are read from them), and the coffee rows of California.
  const wanted = lines.filter((l) => l.startsWith("hotels,") || (l.startsWith("coffee,") && l.endsWith(",CA")));
  hotels = readChains([header, ...wanted].join("\n"), spec);
  groups = brandGroups(hotels.places);
  merged = mergeSources([hotels]);
});

const at = (address: string) => hotels.places.filter((p) => p.address?.startsWith(address));
const keptRow = (p: SourcePlace) => merged.places.find((k) => k.sourceId === p.sourceId);
const into = (p: SourcePlace) => merged.mergedInto.get(`${p.source}|${p.sourceId}`);

describe("hotel groups read from the rows", () => {
  it("finds each group's brands, and none among brands that only share a building now and then", () => {
    expect(groups.get("lodging|hampton")).toBe("hilton");
    expect(groups.get("lodging|hilton_garden_inn")).toBe("hilton");
    expect(groups.get("lodging|super_8")).toBe("wyndham");
    expect(groups.get("lodging|best_western_plus")).toBe("best_western");
    expect(groups.get("lodging|hyatt_place")).toBe("hyatt");
    // The groups themselves belong to none; two Marriott brands often in one building are not a group.
    for (const group of ["hilton", "wyndham", "hyatt", "best_western"])
      expect(groups.has(`lodging|${group}`)).toBe(false);
    expect(groups.has("lodging|towneplace_suites")).toBe(false);
    expect(groups.has("lodging|fairfield")).toBe(false);
    expect([...groups.keys()].every((k) => k.startsWith("lodging|"))).toBe(true);
    expect(groups.size).toBe(32);
  });

  it("needs nearly all of a brand's locations at its group's points, and a few of them", () => {
    const row = (chain: string, latitude: number) => ({ chain, table: "lodging", latitude, longitude: -100 });
    // Four of five locations shared (0.8, under MEMBER_SHARE): not a member.
    const fourOfFive = [0, 1, 2, 3, 4].flatMap((i) => [row("small", 40 + i), ...(i < 4 ? [row("big", 40 + i)] : [])]);
    fourOfFive.push(row("big", 50), row("big", 51));
    expect(MEMBER_SHARE).toBeGreaterThan(0.8);
    expect(brandGroups(fourOfFive).size).toBe(0);
    // All of them shared: a member; with four locations only, too few to say.
    const all = [0, 1, 2, 3, 4].flatMap((i) => [row("small", 40 + i), row("big", 40 + i)]);
    expect(brandGroups([...all, row("big", 50)]).get("lodging|small")).toBe("big");
    expect(brandGroups([...all.slice(2), row("big", 50)]).size).toBe(0);
  });
});

describe("the lodging list keeps each hotel once, under its own brand", () => {
  it("merges the group's row into the hotel it repeats, near KSTS", () => {
    const brooks = at("8937 Brooks Road South");
    expect(brooks.map((p) => p.name).sort()).toEqual(["Hampton Inn", "Hilton"]);
    const hampton = brooks.find((p) => p.name === "Hampton Inn")!;
    const hilton = brooks.find((p) => p.name === "Hilton")!;
    expect(keptRow(hampton)).toBeDefined();
    expect(keptRow(hilton)).toBeUndefined();
    expect(into(hilton)).toBe(keptRow(hampton));

    const aviation = at("417 Aviation Blvd");
    expect(aviation.map((p) => p.name).sort()).toEqual(["Hilton", "Hilton Garden Inn"]);
    expect(aviation.filter(keptRow).map((p) => p.name)).toEqual(["Hilton Garden Inn"]);

    const hopper = at("870 Hopper Avenue");
    expect(hopper.filter(keptRow).map((p) => p.name)).toEqual(["Best Western Plus"]);
  });

  it("keeps both hotels of one building, and a group's own hotel", () => {
    // Ontario CA: a Hampton Inn and a Home2 Suites in one building, listed a third time as "Hilton".
    const turner = at("535 N. TURNER AVENUE");
    expect(turner.map((p) => p.chain).sort()).toEqual(["hampton", "hilton", "home2_suites"]);
    expect(
      turner
        .filter(keptRow)
        .map((p) => p.chain)
        .sort(),
    ).toEqual(["hampton", "home2_suites"]);
    // A Hilton with no other brand at its point is a Hilton hotel: it stays.
    const { rest } = groupRepeats(hotels.places, groups);
    const alone = rest.filter((p) => p.chain === "hilton");
    expect(alone.length).toBeGreaterThan(400);
    for (const p of alone.slice(0, 50)) expect(keptRow(p)).toBeDefined();
  });

  it("counts each group row dropped in the file, with its own reason", () => {
    const counts = hotels.tally.counts();
    const repeats = merged.mergedInto.size - (counts.dropped[MERGED] ?? 0);
    expect(counts.dropped[GROUP_REPEAT]).toBe(repeats);
    expect(counts.dropped[GROUP_REPEAT]).toBe(12_520);
    expect(counts.kept + Object.values(counts.dropped).reduce((a, b) => a + b, 0)).toBe(counts.read);
  });
});
