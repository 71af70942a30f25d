/**
 * Every source row accounted for (docs/decisions/0061-import-counts.md): each
 * bundled places file's rows read, kept and dropped by reason, pinned to the
 * table in data/places/SOURCES.md and to the upstream figures the shared
 * SOURCES.md gives; a renamed column is an error naming the file and the column.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledDatabase } from "../support/bundled-database";
import type { FileCounts } from "~/lib/import-counts";
import { faaTowns, mergeSources } from "~/services/places-import.server";
import { PLACE_SOURCES, readAllSources, readMuseums, readParks } from "~/services/place-sources.server";
import { greatCircleNm } from "~/lib/geo";
import { townKey, type TownAirports } from "~/lib/town-centres";
import { nmOutsideStates } from "~/services/state-outlines.server";

// The bundled FAA data: its facilities say where the towns without a chain-store centre are.
bundledDatabase("place-sources");

let counts: FileCounts[];
let read: ReturnType<typeof readAllSources>;
let airports: TownAirports;

beforeAll(async () => {
  // Imported here, after bundledDatabase has set DATABASE_PATH.
  const { connection } = await import("~/models/db.server");
  airports = faaTowns(connection().sqlite);
  read = readAllSources(airports);
  mergeSources(read);
  counts = read.map((r) => r.tally.counts());
}, 180_000);

const count = (s: string) => Number(s.replace(/,/g, ""));

/** The "What the import reads, keeps and drops" table of data/places/SOURCES.md. */
function documented(): Map<string, { read: number; kept: number; dropped: Record<string, number> }> {
  const text = fs.readFileSync("data/places/SOURCES.md", "utf8");
  const section = text.slice(text.indexOf("## What the import reads, keeps and drops"));
  const out = new Map<string, { read: number; kept: number; dropped: Record<string, number> }>();
  for (const line of section.split("\n")) {
    const m = /^\| `([^`]+)` \| ([\d,]+) \| ([\d,]+) \| (.*) \|$/.exec(line);
    if (!m) continue;
    const dropped = Object.fromEntries(
      m[4].split("; ").map((part) => {
        const at = part.lastIndexOf(": ");
        return [part.slice(0, at), count(part.slice(at + 2))];
      }),
    );
    out.set(m[1], { read: count(m[2]), kept: count(m[3]), dropped });
  }
  return out;
}

/** The "What the import changes in an address" table of data/places/SOURCES.md: file → change → rows. */
function documentedChanges(): Map<string, Record<string, number>> {
  const text = fs.readFileSync("data/places/SOURCES.md", "utf8");
  const section = text.slice(text.indexOf("## What the import changes in an address"));
  const out = new Map<string, Record<string, number>>();
  for (const line of section.split("\n")) {
    const m = /^\| `([^`]+)` \| (.*) \|$/.exec(line);
    if (!m) continue;
    const parts = m[2].startsWith("none") ? [] : m[2].split("; ");
    out.set(
      m[1],
      Object.fromEntries(parts.map((p) => [p.slice(0, p.lastIndexOf(": ")), count(p.slice(p.lastIndexOf(": ") + 2))])),
    );
  }
  return out;
}

describe("each bundled file's counts", () => {
  it("match the table in data/places/SOURCES.md, file by file and reason by reason", () => {
    const table = documented();
    expect([...table.keys()]).toEqual(PLACE_SOURCES.map((s) => s.file));
    for (const c of counts) {
      expect({ read: c.read, kept: c.kept, dropped: c.dropped }, c.file).toEqual(table.get(c.file));
      expect(c.kept + Object.values(c.dropped).reduce((a, b) => a + b, 0), c.file).toBe(c.read);
    }
  });

  it("of address lines changed match the table in data/places/SOURCES.md", () => {
    const table = documentedChanges();
    expect([...table.keys()]).toEqual(PLACE_SOURCES.map((s) => s.file));
    for (const c of counts) expect(c.changed ?? {}, c.file).toEqual(table.get(c.file));
  });

  it("read every row the shared SOURCES.md counts, and drop only those without coordinates where it says so", () => {
    const by = new Map(counts.map((c) => [c.file, c]));
    expect(by.get("alltheplaces_chains_us_2026-01-05.csv.gz")!.read).toBe(219_689);
    expect(by.get("nps_units_2026-07.json")!.read).toBe(471);
    expect(by.get("osm_golf_courses_us_2026-01-02.csv.gz")!.read).toBe(9_876);
    // IMLS: file 1 7,431 (7,400 with coordinates), file 2 7,961 (7,940, one of them 0,0).
    const imls1 = by.get("imls_museums_2018_file1.csv.gz")!;
    const imls2 = by.get("imls_museums_2018_file2.csv.gz")!;
    expect(imls1.read).toBe(7_431);
    expect(imls1.dropped["no coordinates"]).toBe(7_431 - 7_400);
    expect(imls2.read).toBe(7_961);
    expect(imls2.dropped["no coordinates"]).toBe(7_961 - 7_940);
    expect(imls2.dropped["coordinates outside the US or zero"]).toBe(1);
    // Nothing else is left out of the IMLS files but rows of a place listed already (and one MID listed
    // twice), those with only a PO box, which IMLS placed at the post office, and those IMLS placed far
    // from their address: far from their town's centre, in another state, at a PO box's post office
    // in another town, or far from every airport of their town (decision 0116).
    expect(Object.keys(imls2.dropped).sort()).toEqual([
      "a PO box only: no street, placed at the post office",
      "a street, but placed at its PO box's post office in another town",
      "coordinates outside the US or zero",
      "no coordinates",
      "placed at an address in another state than its own",
      "placed more than 30 NM from every airport the FAA lists under its own town",
      "placed more than 30 NM from its own town's centre (10 NM by a PO box)",
      "the same place as another row (merged)",
    ]);
    // Open Brewery DB: 8,224 rows; planning 640 and closed 417 are not open.
    const beer = by.get("openbrewerydb_us_2026-08-02.csv.gz")!;
    expect(beer.read).toBe(8_224);
    expect(beer.dropped["not open yet (planning)"]).toBe(640);
    expect(beer.dropped["closed"]).toBe(417);
  });
});

describe("museums, breweries and chain stores against their towns' centres (decision 0116)", () => {
  const museum = (mid: string) => read.flatMap((r) => r.places).find((p) => p.source === "imls" && p.sourceId === mid);

  it("the chains file gives thousands of towns a centre: Tempe's among its stores", () => {
    const towns = read[0].centres!;
    expect(towns.size).toBeGreaterThan(7_000);
    const tempe = towns.get(townKey("Tempe", "AZ"))!;
    expect(greatCircleNm(tempe, { latitude: 33.4242, longitude: -111.9281 })).toBeLessThan(3); // ASU's campus
  });

  it("a museum placed far from its own town is left out, whatever the names say", () => {
    // The Texas Pharmacy Museum of Amarillo, placed at a street in Cuero; ASU's Museum of Geology, Tempe,
    // geocoded from its own street yet placed 35 NM off, north-west of Phoenix.
    expect(museum("8404800065")).toBeUndefined();
    expect(museum("8409500690")).toBeUndefined();
    // The Berman Museum's box is in Anniston: kept, and marked.
    expect(museum("8400100088")).toMatchObject({ name: "Berman Museum of World History", pointAtPostOffice: true });
    // A brewery too: Armstrong Brewing of South San Francisco was placed in British Columbia.
    const brewery = (id: string) => read.flatMap((r) => r.places).find((p) => p.sourceId === id);
    expect(brewery("a19630e3-638c-4ab8-a305-36c4f1cb84f7")).toBeUndefined();
    expect(counts[5].dropped["placed more than 30 NM from its own town's centre"]).toBe(5);
    // And a chain store, against its own town's other stores: Hardee's of Trenton, TN, placed in
    // northern Wisconsin; Zaxby's two test rows of Alaska.
    const chains = read[0].places;
    expect(chains.some((p) => p.chain === "hardees" && p.latitude === 46.17275)).toBe(false);
    expect(chains.filter((p) => p.chain === "zaxbys" && p.address?.endsWith(", AK"))).toEqual([]);
    expect(counts[0].dropped["placed more than 30 NM from its own town's centre"]).toBe(121);
    // A museum geocoded from its street, near its town: kept, not marked.
    expect(museum("8401200085")).toMatchObject({ name: "Pioneer Florida Museum" });
    expect(museum("8401200085")).not.toHaveProperty("pointAtPostOffice");
  });
});

describe("museums and breweries of a town with no centre, against the FAA's facilities of the town (decision 0116)", () => {
  const place = (id: string) => read.flatMap((r) => r.places).find((p) => p.sourceId === id);

  it("are left out when placed more than 30 NM from every one of them, though the geocoded town is their own", () => {
    // The John C Gorrie Museum of Apalachicola, placed in Tampa (GCITY TAMPA, the same state): listed near
    // Tampa's airports before. Lone Pine's film museum, placed in the Antelope Valley (GCITY LONE PINE).
    for (const [mid, town, state] of [
      ["8401200158", "Apalachicola", "FL"],
      ["8409400074", "Lone Pine", "CA"],
    ] as const) {
      expect(place(mid)).toBeUndefined();
      expect(read[0].centres!.has(townKey(town, state)), town).toBe(false);
      expect(airports.get(townKey(town, state))!.length, town).toBeGreaterThan(0);
    }
    // A brewery too: the Mohegan Cafe of Block Island, RI, placed in Maine.
    expect(place("87ed7ff9-556b-4b20-aa67-282b4db14fd6")).toBeUndefined();
    const far = "placed more than 30 NM from every airport the FAA lists under its own town";
    expect([counts[1].dropped[far], counts[2].dropped[far], counts[5].dropped[far]]).toEqual([7, 8, 1]);
  });

  it("are kept when near any one of them, though another facility of the town lies far off", () => {
    // The FAA lists two facilities under Three Oaks, MI: Benedick airfield, 3 NM from the Region of Three
    // Oaks Museum, and a heliport north of Detroit, 171 NM away; their median would have dropped the museum.
    const threeOaks = airports.get(townKey("Three Oaks", "MI"))!;
    const museum = place("8402600355");
    expect(museum).toMatchObject({ name: "Region of Three Oaks Museum" });
    const distances = threeOaks.map((a) => greatCircleNm(museum!, a)).sort((a, b) => a - b);
    expect(distances[0]).toBeLessThan(5);
    expect(distances.at(-1)).toBeGreaterThan(150);
  });
});

describe("a museum within its town's reach, geocoded in another state (decision 0116)", () => {
  const museum = (mid: string) => read.flatMap((r) => r.places).find((p) => p.source === "imls" && p.sourceId === mid);

  it("is left out when placed more than 15 NM outside its own state, kept when near it", () => {
    // George Washington University's Dimock Gallery and Textile Museum of Washington, DC, geocoded at its
    // campus in Ashburn, VA (GSTATE VA), 25 NM from Washington's centre and 16 NM outside the district.
    for (const mid of ["8409503068", "8409501831"]) expect(museum(mid), mid).toBeUndefined();
    expect(nmOutsideStates({ latitude: 39.05186, longitude: -77.43757 }, ["DC"])).toBeGreaterThan(15);
    // The Kenosha Military Museum of Kenosha, WI, geocoded in Russell, IL, 5.6 NM over the state line: kept.
    expect(museum("8405500503")).toMatchObject({ name: "Kenosha Military Museum" });
  });
});

describe("a National Park Service unit against the states the file lists for it (decision 0116)", () => {
  it("is left out when placed more than 15 NM outside all of them; an island's or a border river's unit is kept", () => {
    const units = read[3].places;
    // Coltsville of Hartford, CT ('ct'), placed in Pittsfield, MA, 27 NM from Connecticut's outline.
    expect(units.find((p) => p.sourceId === "colt")).toBeUndefined();
    expect(nmOutsideStates({ latitude: 42.4677505493, longitude: -73.203666687 }, ["ct"])).toBeGreaterThan(25);
    // Off the 1:10,000,000 outlines, within the reach: Cape Hatteras, the Rio Grande, Alcatraz.
    for (const code of ["caha", "rigr", "alca"])
      expect(
        units.some((p) => p.sourceId === code),
        code,
      ).toBe(true);
    expect(nmOutsideStates({ latitude: 35.41370839, longitude: -75.65061112 }, ["nc"])).toBeGreaterThan(0);
    expect(nmOutsideStates({ latitude: 35.41370839, longitude: -75.65061112 }, ["nc"])).toBeLessThan(15);
    // Inside: 0; a code no outline has: not judged.
    expect(nmOutsideStates({ latitude: 38.44, longitude: -122.71 }, ["ca"])).toBe(0);
    expect(nmOutsideStates({ latitude: 38.44, longitude: -122.71 }, ["zz"])).toBeNull();
    expect(counts[3].dropped["placed more than 15 NM outside the states it lists"]).toBe(1);
  });
});

describe("a renamed column", () => {
  const imls2 = PLACE_SOURCES.find((s) => s.file === "imls_museums_2018_file2.csv.gz")!;
  const text = () => new TextDecoder("latin1").decode(zlib.gunzipSync(fs.readFileSync(`data/places/${imls2.file}`)));

  it("is an error naming the file and the column, not a blank field", () => {
    // File 2 read with file 1's spelling: every row used to be rejected in silence.
    expect(() => readMuseums(text(), { ...imls2, columns: { ...imls2.columns, discipline: "DISCIPL" } })).toThrow(
      'imls_museums_2018_file2.csv.gz: column "DISCIPL" is missing',
    );
    expect(() => readMuseums(text().replace("LATITUDE", "LAT"), imls2)).toThrow(
      'imls_museums_2018_file2.csv.gz: column "LATITUDE" is missing',
    );
  });

  it("in the NPS JSON is an error too", () => {
    const nps = PLACE_SOURCES.find((s) => s.reader === "parks")!;
    const units = JSON.parse(fs.readFileSync(`data/places/${nps.file}`, "utf8")) as Record<string, unknown>[];
    const renamed = units.map(({ lat, ...rest }) => ({ ...rest, latitude: lat }));
    expect(() => readParks(JSON.stringify(renamed), nps)).toThrow('nps_units_2026-07.json: field "lat" is missing');
  });
});
