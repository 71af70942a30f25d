/**
 * Address lines of imported places (docs/decisions/0099-place-address-lines.md), read from the
 * bundled files' own rows: Benihana Burlingame's '<p>' and doubled town, the NPS units' state
 * standing in for an address, the other ways a source repeats its town, and the IMLS museums
 * whose address or position is a PO box.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { placeAddress, plainText, sameTown } from "~/lib/place-address";
import { PLACE_SOURCES, readBreweries, readChains, readMuseums, readParks } from "~/services/place-sources.server";

const spec = (reader: string) => PLACE_SOURCES.find((s) => s.reader === reader)!;
const text = (file: string) => {
  const raw = fs.readFileSync(`data/places/${file}`);
  return new TextDecoder().decode(file.endsWith(".gz") ? zlib.gunzipSync(raw) : raw);
};

/** The bundled CSV's header and those of its lines that contain every one of `needles`, as the file writes them. */
function csvRows(file: string, ...needles: string[]): string {
  const lines = text(file).split("\n");
  const rows = lines.filter((l) => needles.every((n) => l.includes(n)));
  expect(rows.length, needles.join(" ")).toBeGreaterThan(0);
  return [lines[0], ...rows].join("\n");
}

describe("AllThePlaces rows", () => {
  const chains = spec("chains");

  it("Benihana Burlingame (near KSFO): no '<p>', the town and state once", () => {
    const source = csvRows(chains.file, "benihana", "Burlingame");
    expect(source).toContain('"<p>1496 Old Bayshore Highway, Burlingame, CA, 94010",Burlingame,CA');
    const { places, tally } = readChains(source, chains);
    expect(places.map((p) => p.address)).toEqual(["1496 Old Bayshore Highway, Burlingame, CA 94010"]);
    expect(tally.counts().changed).toEqual({
      "HTML removed from the address": 1,
      "town or state already in the street, not added again": 1,
    });
    expect(tally.counts()).toMatchObject({ read: 1, kept: 1, dropped: {} });
  });

  it("every Benihana: no markup left, and none ends with its town and state a second time", () => {
    const { places } = readChains(csvRows(chains.file, "benihana"), chains);
    expect(places.length).toBe(80);
    for (const p of places) {
      expect(p.address, p.sourceId).not.toMatch(/[<>]|&[a-z#]/i);
      expect(p.address, p.sourceId).not.toMatch(/, ([^,]+), [A-Z]{2}\b.*, \1, [A-Z]{2}$/);
    }
  });

  it("'&amp;' reads '&' in the street and the town", () => {
    const { places } = readChains(csvRows(chains.file, "first_watch", "Town &amp; Country Crossing"), chains);
    expect(places.map((p) => p.address)).toEqual(["1130 Town & Country Crossing Drive, Town & Country, MO"]);
  });

  it("a row with no street gives no address line, not its town", () => {
    const { places, tally } = readChains(
      [
        "category,brand_key,brand,name,latitude,longitude,address,city,state",
        "restaurant,new_brand,New Brand,,32.3,-85.4,,Auburn,AL",
      ].join("\n"),
      chains,
    );
    expect(places[0].address).toBeNull();
    expect(tally.counts().changed).toEqual({ "no street address (town or state only): no address line": 1 });
  });
});

describe("NPS units", () => {
  const { places, tally } = readParks(text(spec("parks").file), spec("parks"));
  const unit = (code: string) => places.find((p) => p.sourceId === code)!;

  it("the Presidio and the Maritime NHP (near KSFO): no address line, their park page and credit kept", () => {
    for (const code of ["prsf", "safr"]) {
      expect(unit(code).address, code).toBeNull();
      expect(unit(code).website).toBe(`https://www.nps.gov/${code}/`);
      expect(unit(code).source).toBe("nps");
    }
    expect(unit("prsf").name).toBe("Presidio of San Francisco");
    expect(unit("safr").name).toBe("San Francisco Maritime National Historical Park");
  });

  it("a unit of many states ('al, ms, tn') has none either; every unit counted, none dropped for it", () => {
    expect(unit("natt").address).toBeNull();
    expect(places.every((p) => p.address === null)).toBe(true);
    // Dropped for its point, not its address: Coltsville of Hartford, CT, placed in Pittsfield, MA (decision 0116).
    expect(tally.counts()).toMatchObject({
      read: 471,
      kept: 469,
      dropped: { "no coordinates": 1, "placed more than 15 NM outside the states it lists": 1 },
      changed: { "no street address (town or state only): no address line": 469 },
    });
  });
});

describe("Open Brewery DB rows", () => {
  it("a street that ends with its own town, state and ZIP is not given them again", () => {
    const beer = spec("breweries");
    const { places } = readBreweries(csvRows(beer.file, "405 State Route 17M Monroe, NY 10950"), beer);
    expect(places.map((p) => p.address)).toEqual(["405 State Route 17M Monroe, NY 10950"]);
  });
});

describe("IMLS museums", () => {
  const file = PLACE_SOURCES.find((s) => s.file === "imls_museums_2018_file2.csv.gz")!;
  const file1 = PLACE_SOURCES.find((s) => s.file === "imls_museums_2018_file1.csv.gz")!;
  /** The file's header and the rows of these MIDs (latin-1, as IMLS writes it). */
  const rows = (spec: typeof file, ...mids: string[]) => {
    const lines = new TextDecoder("latin1")
      .decode(zlib.gunzipSync(fs.readFileSync(`data/places/${spec.file}`)))
      .split("\n");
    const picked = lines.filter((l) => mids.some((mid) => l.startsWith(`${mid},`)));
    expect(picked.length).toBe(mids.length);
    return [lines[0], ...picked].join("\n");
  };

  it("show the museum's own address, not its PO box (Redwood Empire Live Steamers, near KSTS)", () => {
    const source = rows(file, "8400600680");
    expect(source).toContain("PO BOX 4594");
    const { places, tally } = readMuseums(source, file);
    expect(places.map((p) => p.address)).toEqual(["1500 Fulton Rd, Santa Rosa, CA 95402"]);
    expect(tally.counts().changed).toEqual({ "the site's address, not the mailing address": 1 });
  });

  it("with a PO box and no street are left out: IMLS placed them at the post office (Anniston)", () => {
    // Musann Corp and East Alabama Artists (file 1) have only their PO boxes; the Berman Museum (file 2)
    // has its street, though IMLS geocoded its PO box: one point for the three.
    const sources = [rows(file1, "8400100212", "8400100400"), rows(file, "8400100088")];
    expect(sources.join("\n").match(/-85\.82646,33\.65842/g)).toHaveLength(3);
    const [boxes, berman] = [readMuseums(sources[0], file1), readMuseums(sources[1], file)];
    expect(boxes.places).toEqual([]);
    expect(boxes.tally.counts().dropped).toEqual({ "a PO box only: no street, placed at the post office": 2 });
    expect(berman.places.map((p) => [p.name, p.address])).toEqual([
      ["Berman Museum of World History", "840 Museum Dr, Anniston, AL 36202"],
    ]);
  });

  it("with a street but placed by their PO box are kept only when the box's post office is in their own town, and marked (decision 0116)", () => {
    // The Berman Museum's box is in Anniston, as is its street; the Hathaway Ranch Museum (11901 Florence
    // Ave, Santa Fe Springs) gave a box that IMLS geocoded in Bakersfield, 90 miles away (it was
    // listed 0.5 NM from KBFL).
    const { places, tally } = readMuseums(rows(file, "8400100088", "8400600400"), file);
    expect(places.map((p) => [p.name, p.pointAtPostOffice])).toEqual([["Berman Museum of World History", true]]);
    expect(tally.counts()).toMatchObject({
      read: 2,
      kept: 1,
      dropped: { "a street, but placed at its PO box's post office in another town": 1 },
    });
    expect(tally.counts().changed).toMatchObject({
      "a street, but placed at a post office in or near its town by its PO box: distances marked as the post office's": 1,
    });
    // A museum IMLS geocoded by its street is not marked.
    const street = readMuseums(rows(file1, "8401200085"), file1).places;
    expect(street.map((p) => [p.name, p.pointAtPostOffice])).toEqual([["Pioneer Florida Museum", undefined]]);
  });

  it("placed at an address in another state than their own are left out (the Warbird Air Museum, Titusville, FL, placed in La Mesa, CA)", () => {
    // And the Pioneer Florida Museum and Village (Dade City, FL), whose PO box IMLS geocoded in Glasgow, MT.
    const source = rows(file, "8401200004", "8401200068");
    expect(source).toContain("7918 N EL CAJON BLVD 363,LA MESA,CA");
    const { places, tally } = readMuseums(source, file);
    expect(places).toEqual([]);
    expect(tally.counts().dropped).toEqual({ "placed at an address in another state than its own": 2 });
  });

  it("whose site is a PO box and whose mailing address is a street show the street (Children's Museum of Sonoma County, KSTS)", () => {
    const source = rows(file1, "8400600771");
    expect(source).toContain("1835 WEST STEELE LANE,SANTA ROSA");
    expect(source).toContain("PO BOX 12323");
    const { places, tally } = readMuseums(source, file1);
    expect(places.map((p) => [p.name, p.address])).toEqual([
      ["Children's Museum of Sonoma County", "1835 West Steele Lane, Santa Rosa, CA 95406"],
    ]);
    expect(tally.counts()).toMatchObject({ kept: 1, dropped: {} });
  });

  it("keep the leading zero of a ZIP that IMLS wrote as a number (Northeast Harbor and Castine near KBHB; Princeton)", () => {
    // PHZIP 04662-0145, PHZIP5 4662; Princeton's PHZIP is 8544 as well.
    const source = rows(file1, "8402300191", "8402300444", "8403400102");
    expect(source).toContain("NORTHEAST HARBOR,ME,04662-0145,4662");
    const { places } = readMuseums(source, file1);
    expect(places.map((p) => p.address)).toEqual([
      "125 Main Street, Northeast Harbor, ME 04662",
      "120 Perkins St, Castine, ME 04421",
      "McCormick Hall, Princeton, NJ 08544",
    ]);
  });

  it("with only a PO box for an address, but placed at their street, are kept with no address line", () => {
    const source = rows(file1, "8400800232");
    expect(source).toContain("PO BOX 204");
    expect(source).toContain("11851 COUNTY ROAD 255");
    const { places, tally } = readMuseums(source, file1);
    expect(places.map((p) => [p.name, p.address, p.latitude])).toEqual([
      ["Southern Colorado Space Museum & Learning Center", null, 38.23885],
    ]);
    expect(tally.counts().changed).toEqual({ "a mailing box only (PO box, rural route box): no address line": 1 });
  });
});

describe("placeAddress", () => {
  it("gives no line for a mailing box, and takes a PO box out of a street that names a street too", () => {
    for (const street of [
      "PO Box 3358",
      "P.O. BOX 1030",
      "Post Office Box 571",
      "Box 382",
      "RR 1 Box 310",
      "HC 60 Box 12",
    ]) {
      expect(placeAddress({ street, city: "Albany", state: "OR" }), street).toEqual({
        address: null,
        changes: ["box only"],
      });
    }
    expect(placeAddress({ street: "1515 Us Route 66, P.O. BOX 3324", city: "Moriarty", state: "NM" }).address).toBe(
      "1515 Us Route 66, Moriarty, NM",
    );
    expect(placeAddress({ street: "100 N. Hwy 81/ PO Box 351", city: "Arlington", state: "SD" }).address).toBe(
      "100 N. Hwy 81, Arlington, SD",
    );
    // 'Box' as a name, or a box with no street left when it is taken out, stays as written.
    expect(placeAddress({ street: "680 Reagan Ave", city: "Box Elder", state: "SD" }).address).toBe(
      "680 Reagan Ave, Box Elder, SD",
    );
    expect(placeAddress({ street: "Box 36 Lakeview Heights", city: "Chamberlain", state: "SD" }).changes).toEqual([]);
  });

  it("joins street, town, 'ST 12345' when the street has none of them", () => {
    expect(placeAddress({ street: "4850 Museum Dr", city: "Mobile", state: "AL", zip: "36689" })).toEqual({
      address: "4850 Museum Dr, Mobile, AL 36689",
      changes: [],
    });
  });

  it("keeps a street's own town and state, written with the state's name or glued to the ZIP", () => {
    const line = (street: string, city: string, state: string) => placeAddress({ street, city, state }).address;
    expect(line("<p>7775 Banner Drive, Dallas, Texas", "Dallas", "TX")).toBe("7775 Banner Drive, Dallas, Texas");
    expect(line("4531 Weitzel St Timnath CO80547", "Timnath", "CO")).toBe("4531 Weitzel St Timnath CO80547");
    expect(line("125 S Frances St, Sunnyvale, CA 94086", "Peninsula/South Bay", "CA")).toBe(
      "125 S Frances St, Sunnyvale, CA 94086",
    );
    expect(line("52 Cottage Street Bar Harbor", "Bar Harbor", "ME")).toBe("52 Cottage Street Bar Harbor, ME");
  });

  it("does not take a direction or a street named for the town for the town", () => {
    const line = (street: string, city: string, state: string) => placeAddress({ street, city, state }).address;
    expect(line("14145 S Street NE", "Omaha", "NE")).toBe("14145 S Street NE, Omaha, NE");
    expect(line("9034 W Sam Houston", "Houston", "TX")).toBe("9034 W Sam Houston, Houston, TX");
    // Four digits after a bare state code is a state route; after the town, a ZIP a digit short.
    expect(line("28 KY 1559", "Wittensville", "KY")).toBe("28 KY 1559, Wittensville, KY");
    expect(line("<p>26420 Ynez Road, Temecula, CA 9259", "Temecula", "CA")).toBe("26420 Ynez Road, Temecula, CA 9259");
  });

  it("gives no line for a town or a state alone", () => {
    expect(placeAddress({ state: "CA" })).toEqual({ address: null, changes: ["no street"] });
    expect(
      placeAddress({ street: "Missoula Montana", city: "Missoula", state: "MT", zip: "59812" }).address,
    ).toBeNull();
    expect(placeAddress({ street: "Portales", city: "Portales", state: "NM" }).address).toBeNull();
    expect(placeAddress({}).address).toBeNull();
  });
});

describe("plainText", () => {
  it("removes tags and decodes entities, also ones that spell a tag", () => {
    expect(plainText("<p> 1720 Lake Woodlands Drive</p>")).toBe("1720 Lake Woodlands Drive");
    expect(plainText("Ste 101&amp;102")).toBe("Ste 101&102");
    expect(plainText("Caf&#233; &#x26; Bar&nbsp;&lt;b&gt;")).toBe("Café & Bar");
    expect(plainText("a < b &unknown; ok")).toBe("a < b &unknown; ok");
  });
});

describe("sameTown", () => {
  // IMLS's geocoded town (cut to 12 letters, abbreviated) against the address's town: one town, or two.
  it.each([
    ["CHARLOTTESVL", "CHARLOTTESVILLE", true],
    ["SN LUIS OBIS", "SAN LUIS OBISPO", true],
    ["WINSTON SALE", "WINSTON-SALEM", true],
    ["LOOKOUT MTN", "LOOKOUT MOUNTAI", true],
    ["ANNANDALE", "ANNANDALE-ON-HUDSON", true],
    ["LA CROSSE", "LACROSSE", true],
    ["ST PETERSBUR", "SAINT PETERSBURG", true],
    ["SHEBOYGAN", "SHEBOYGA", true],
    ["ANNISTON", "Anniston", true],
    ["", "SANTA ROSA", true],
    ["BAKERSFIELD", "SANTA FE SPRINGS", false],
    ["FAIRBANKS", "ANCHORAGE", false],
    ["SEATTLE", "MARBLEMOUNT", false],
    ["METHUEN", "ANDOVER", false],
    ["LOS ANGELES", "VENTURA", false],
  ])("'%s' and '%s': one town %s", (a, b, one) => {
    expect(sameTown(a, b)).toBe(one);
  });
});
