/**
 * Air museums and their names, on the real rows of the bundled IMLS 2018
 * files (data/places/imls_museums_2018_file{1,2}.csv.gz), found by their MID:
 * museums about flying are in, false friends are out, and acronyms stay in
 * capitals (docs/decisions/0060-honest-place-lists.md).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { cleanName } from "~/lib/place-text";
import { PLACE_SOURCES, readMuseums, type SourcePlace } from "~/services/place-sources.server";

const byMid = new Map<string, SourcePlace>();
const raw = new Map<string, { discipline: string; name: string }>();

beforeAll(() => {
  for (const spec of PLACE_SOURCES.filter((s) => s.reader === "museums")) {
    const text = new TextDecoder("latin1").decode(
      zlib.gunzipSync(fs.readFileSync(path.resolve("data/places", spec.file))),
    );
    for (const p of readMuseums(text, spec).places) byMid.set(p.sourceId, p);
    // The raw upper-case name and discipline, to show the test reads the file's own rows.
    const [header, ...lines] = text.split(/\r?\n/);
    const cols = header.split(",");
    const mid = cols.indexOf("MID");
    const discipline = cols.indexOf(spec.columns.discipline);
    for (const line of lines) {
      const cells = line.split(",");
      if (cells[mid]) raw.set(cells[mid], { discipline: cells[discipline], name: cells[cols.indexOf("COMMONNAME")] });
    }
  }
});

const kindOf = (mid: string) => {
  const p = byMid.get(mid);
  if (!p) throw new Error(`MID ${mid} is not among the imported museums`);
  return p.kind;
};

describe("museums about flying", () => {
  it.each([
    ["8409500409", "EAA AIRVENTURE MUSEUM", "SCI"],
    ["8405500363", "EAA AVIATION FOUNDATION", "HST"],
    ["8405100020", "SMITHSONIAN NATIONAL AIR AND SPACE MUSEUM", "GMU"],
    ["8401100029", "NATIONAL AIR AND SPACE MUSEUM", "GMU"],
    ["8400601953", "ESTRELLA WARBIRDS MUSEUM", "HST"],
    ["8409400653", "THIRD COAST SQUADRON CAF MUSEUM", "GMU"],
    ["8405100087", "NATIONAL CAPITOL SQUADRON", "GMU"],
    ["8400800475", "WINGS OVER THE ROCKIES AIR & SPACE MUSEUM", "SCI"],
    ["8404801832", "SILENT WINGS MUSEUM", "SCI"],
    ["8403601814", "WINGS OF EAGLES DISCOVERY CENTER", "HST"],
    ["8401200263", "WINGS OVER MIAMI MUSEUM", "ART"],
    ["8400800029", "ROCKY MOUNTAIN WING CNFDRT", "GMU"],
    ["8404800049", "SPACE CENTER HOUSTON", "GMU"],
    ["8409400433", "NASA AMES EXPLORATION CENTER", "SCI"],
    ["8409400455", "NATIONAL BALLOON MUSEUM AND US BALLOONING HALL OF FAME", "GMU"],
  ])("MID %s %s (%s) is an air museum", (mid, name, discipline) => {
    expect(raw.get(mid)).toEqual({ discipline, name });
    expect(kindOf(mid)).toBe("aviation_museum");
  });

  it.each([
    ["8402300537", "SPACE GALLERY", "SCI", "science_center"],
    ["8409503296", "GALLERY SPACE", "ART", "art_museum"],
    ["8400800466", "CORE NEW ART SPACE", "ART", "art_museum"],
    ["8400602951", "ANNENBERG SPACE FOR PHOTOGRAPHY", "GMU", "museum"],
    ["8409501879", "WALNUT CREEK OPEN SPACE", "GMU", "museum"],
    ["8404800196", "INNER SPACE CAVERN", "GMU", "museum"],
    ["8403400021", "SPACE FARMS ZOO AND MUSEUM", "GMU", "museum"],
    ["8403600022", "WILD WINGS", "ZAW", "zoo_aquarium"],
    ["8409400942", "GULL WINGS CHILDREN'S MUSEUM", "CMU", "childrens_museum"],
    ["8403602313", "WINGS WORLD QUEST", "SCI", "science_center"],
    ["8409400627", "SPACE COAST KIDS DISCOVERY CENTER", "GMU", "museum"],
    ["8403600108", "ROSE CENTER FOR EARTH AND SPACE", "GMU", "museum"],
    ["8409400691", "U.S. ARMY AIR DEFENSE ARTILLERY MUSEUM", "GMU", "museum"],
    ["8404201376", "NATIONAL AVIARY IN PITTSBURGH", "ZAW", "zoo_aquarium"],
  ])("MID %s %s (%s) is not: %s", (mid, name, discipline, kind) => {
    expect(raw.get(mid)).toEqual({ discipline, name });
    expect(kindOf(mid)).toBe(kind);
  });

  it("reads the second file's DISCIPLINE column: its museums are imported", () => {
    expect(byMid.get("8405100020")).toMatchObject({
      file: "imls_museums_2018_file2.csv.gz",
      table: "landmarks",
      name: "Smithsonian National Air and Space Museum",
    });
    expect([...byMid.values()].filter((p) => p.file === "imls_museums_2018_file2.csv.gz").length).toBe(7_202);
  });
});

describe("acronyms stay in capitals", () => {
  it.each([
    ["8409500409", "EAA Airventure Museum"],
    ["8405500363", "EAA Aviation Foundation"],
    ["8409504009", "SCAD Museum of Art"],
    ["8400601035", "USS Iowa Museum"],
    ["8409400433", "NASA Ames Exploration Center"],
    ["8400800029", "Rocky Mountain Wing CNFDRT"],
    ["8409400653", "Third Coast Squadron CAF Museum"],
    ["8402900309", "Academy of Science of St Louis"],
  ])("MID %s reads %s", (mid, clean) => {
    expect(byMid.get(mid)?.name).toBe(clean);
  });

  it("keeps abbreviations without vowels that are words in title case, and initials in capitals", () => {
    expect(cleanName("ST MONICA GARDENS")).toBe("St Monica Gardens");
    expect(cleanName("MT VERNON DR")).toBe("Mt Vernon Dr");
    expect(cleanName("2230 BECKER BLVD")).toBe("2230 Becker Blvd");
    expect(cleanName("1500 FULTON RD")).toBe("1500 Fulton Rd");
    expect(cleanName("NRHS CHAPTER MUSEUM")).toBe("NRHS Chapter Museum");
  });
});
