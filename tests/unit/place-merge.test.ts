/**
 * One institution once, on real duplicate rows of the bundled files
 * (docs/decisions/0060-honest-place-lists.md): the same museum in both IMLS
 * files, a campus whose collections share one point, a golf course mapped
 * seven times, one hotel under two brand keys — and two Starbucks 0.09 NM
 * apart that stay two.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { mergePlaces, normaliseName } from "~/lib/place-merge";
import { MERGED, mergeSources, type MergedSources } from "~/services/places-import.server";
import {
  PLACE_SOURCES,
  readChains,
  readGolf,
  readMuseums,
  type ReadSource,
  type SourcePlace,
} from "~/services/place-sources.server";

const text = (file: string, encoding = "utf-8") =>
  new TextDecoder(encoding).decode(zlib.gunzipSync(fs.readFileSync(`data/places/${file}`)));
const spec = (reader: string, n = 0) => PLACE_SOURCES.filter((s) => s.reader === reader)[n];

let read: ReadSource[];
let merged: MergedSources;
const kept = (source: string, sourceId: string) =>
  merged.places.find((p) => p.source === source && p.sourceId === sourceId);
const into = (source: string, sourceId: string) => merged.mergedInto.get(`${source}|${sourceId}`);

beforeAll(() => {
  // The chains file in full is large: its real rows of two brands in two places.
  const chains = spec("chains");
  const [header, ...lines] = text(chains.file).split("\n");
  const wanted = lines.filter(
    (l) =>
      (l.startsWith("coffee,starbucks,") && l.includes(",Little Rock,")) ||
      (l.startsWith("hotels,") && l.includes("Andaz Napa")),
  );
  read = [
    readChains([header, ...wanted].join("\n"), chains),
    readMuseums(text(spec("museums", 0).file, "latin1"), spec("museums", 0)),
    readMuseums(text(spec("museums", 1).file, "latin1"), spec("museums", 1)),
    readGolf(text(spec("golf").file), spec("golf")),
  ];
  merged = mergeSources(read);
});

describe("one institution once", () => {
  it("the same museum in both IMLS files is one row, the richer or more specific kept", () => {
    // Stafford Air and Space Museum, Weatherford OK: file 1 (SCI) and file 2 (GMU, 'Stafford Air & Space Museum').
    const a = kept("imls", "8404000470") ?? into("imls", "8404000470");
    const b = kept("imls", "8404000271") ?? into("imls", "8404000271");
    expect(a).toBe(b);
    expect(a).toMatchObject({ kind: "aviation_museum", website: "http://staffordmuseum.com/" });
    // Churchill County Museum, Fallon NV: HST in file 1, GMU in file 2: the history museum is kept.
    expect(into("imls", "8403200040")).toMatchObject({ sourceId: "8403200124", kind: "history_museum" });
  });

  it("a campus's collections listed at one point are one row per list, saying how many more", () => {
    // Harvard University: 17 rows at 42.36977, -71.11216 (the Fogg, the Peabody …). An 18th IMLS placed
    // there, the Fred Lawrence Whipple Observatory of Amado, AZ, is left out: placed in another state
    // than its address (docs/decisions/0116-places-at-the-post-office.md).
    const harvard = read.flatMap((r) => r.places).filter((p) => p.latitude === 42.36977 && p.longitude === -71.11216);
    expect(harvard).toHaveLength(17);
    expect(harvard.map((p) => p.sourceId)).not.toContain("8409500460");
    const survivors = harvard.filter((p) => kept("imls", p.sourceId));
    expect(survivors.map((p) => p.list).sort()).toEqual(["adults", "kids"]);
    const adults = survivors.find((p) => p.list === "adults")!;
    expect(adults.summary).toMatch(/ · 10 more collections of Harvard University listed at the same place$/);
  });

  it("a golf course mapped seven times within a mile is one", () => {
    const centennial = read[3].places.filter((p) => p.name === "Centennial Valley");
    expect(centennial).toHaveLength(7);
    expect(centennial.filter((p) => kept("osm", p.sourceId))).toHaveLength(1);
  });

  it("one hotel under two brand keys is one; two Starbucks 0.09 NM apart stay two", () => {
    const andaz = read[0].places.filter((p) => p.name === "Andaz Napa");
    expect(andaz.map((p) => p.chain).sort()).toEqual(["andaz", "hyatt"]);
    expect(andaz.filter((p) => kept("alltheplaces", p.sourceId))).toHaveLength(1);
    const chenal = read[0].places.filter(
      (p) => p.chain === "starbucks" && /^(16105|16301) Chenal/.test(p.address ?? ""),
    );
    expect(chenal).toHaveLength(2);
    for (const p of chenal) expect(kept("alltheplaces", p.sourceId)).toBeDefined();
  });

  it("counts each merged row as dropped in its own file", () => {
    const counts = read.map((r) => r.tally.counts());
    expect(counts[1].dropped[MERGED]).toBeGreaterThan(300);
    expect(counts[3].dropped[MERGED]).toBeGreaterThan(100);
    for (const c of counts) expect(c.kept + Object.values(c.dropped).reduce((a, b) => a + b, 0)).toBe(c.read);
  });
});

describe("the merge function", () => {
  const at = (name: string, latitude: number, longitude: number, extra: Partial<SourcePlace> = {}) => ({
    name,
    latitude,
    longitude,
    phone: null as string | null,
    ...extra,
  });
  const first = (a: { name: string }, b: { name: string }) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0);

  it("reads names alike whatever their case, punctuation, leading 'The' or trailing 'Inc'", () => {
    expect(normaliseName("The Harvard Museum of Natural History, Inc.")).toBe(
      normaliseName("HARVARD MUSEUM OF NATURAL HISTORY"),
    );
    expect(normaliseName("Air & Space Museum")).toBe(normaliseName("AIR AND SPACE MUSEUM"));
  });

  it("merges one name within 0.2 NM and not beyond; fills the kept row's empty fields", () => {
    const rows = [
      at("Hangar Museum", 40, -100),
      at("HANGAR MUSEUM", 40.003, -100, { phone: "(555) 555-0100" }), // 0.18 NM
      at("Hangar Museum", 40.01, -100), // 0.6 NM from the first
    ];
    const out = mergePlaces(rows, first, ["phone"]);
    expect(out).toHaveLength(2);
    expect(out[0].absorbed).toHaveLength(1);
    expect(out[0].kept.phone).toBe("(555) 555-0100");
  });
});
