import { describe, expect, it } from "vitest";
import { classifyChain, classifyMuseum, isAviationMuseum, placesSummary } from "~/lib/place-classes";
import { cleanName, cleanUrl, formatPhone, formatPlaceDistance, isWalkable, telHref } from "~/lib/place-text";
import { BRAND_READINGS, brandReading } from "~/lib/restaurant-brands";
import {
  PLACE_LIMITS,
  PointGrid,
  distanceNm,
  placesNear,
  readChains,
  readGolf,
  readMuseums,
  readParks,
  type SourcePlace,
} from "~/services/places-import.server";

describe("classification", () => {
  it.each([
    ["CMU", "BOOTH WESTERN CHILDRENS MUSEUM", { table: "activities", category: "kids", kind: "childrens_museum" }],
    ["ZAW", "SAN DIEGO ZOO", { table: "activities", category: "kids", kind: "zoo_aquarium" }],
    ["SCI", "EXPLORATORIUM", { table: "activities", category: "kids", kind: "science_center" }],
    ["NAT", "FIELD MUSEUM OF NATURAL HISTORY", { table: "activities", category: "kids", kind: "natural_history" }],
    ["BOT", "DENVER BOTANIC GARDENS", { table: "activities", category: "kids", kind: "garden" }],
    ["ART", "MOBILE MUSEUM OF ART", { table: "activities", category: "adults", kind: "art_museum" }],
    ["GMU", "CITY MUSEUM", { table: "activities", category: "adults", kind: "museum" }],
    ["HST", "OLD FORT MUSEUM", { table: "landmarks", kind: "history_museum" }],
    ["HSC", "COUNTY HISTORICAL SOCIETY", { table: "landmarks", kind: "historic_site" }],
  ])("IMLS %s → %j", (discipline, name, expected) => {
    expect(classifyMuseum(discipline, name)).toEqual(expected);
  });

  it("marks aviation museums as landmarks of their own kind, whatever the discipline", () => {
    expect(classifyMuseum("GMU", "PALM SPRINGS AIR MUSEUM")).toEqual({ table: "landmarks", kind: "aviation_museum" });
    expect(classifyMuseum("SCI", "KANSAS AVIATION MUSEUM")).toEqual({ table: "landmarks", kind: "aviation_museum" });
    expect(classifyMuseum("HST", "EVERGREEN AVIATION & SPACE MUSEUM")?.kind).toBe("aviation_museum");
  });

  it("does not take bird parks, gardens or open-air museums for aviation museums", () => {
    expect(isAviationMuseum("WILD WINGS", "ZAW")).toBe(false);
    expect(isAviationMuseum("OPEN AIR MUSEUM OF FARMING", "GMU")).toBe(false);
    expect(isAviationMuseum("FAIRBANKS MUSEUM", "GMU")).toBe(false);
  });

  it("skips unknown disciplines and chain categories", () => {
    expect(classifyMuseum("XYZ", "SOMETHING")).toBeNull();
    expect(classifyChain("fuel")).toBeNull();
  });

  it("puts chain rows in restaurants or lodging", () => {
    expect(classifyChain("restaurant")).toEqual({ table: "restaurants", kind: "restaurant" });
    expect(classifyChain("coffee")).toEqual({ table: "restaurants", kind: "coffee" });
    expect(classifyChain("sweets")).toEqual({ table: "restaurants", kind: "sweets" });
    expect(classifyChain("hotels")).toEqual({ table: "lodging", kind: "hotel" });
  });

  it("reads every brand of the editorial table as quick_bites or settle_in with a price of the spec", () => {
    for (const reading of Object.values(BRAND_READINGS)) {
      expect(["quick_bites", "settle_in"]).toContain(reading.category);
      expect(["$", "$$", "$$$", "$$$$"]).toContain(reading.price);
    }
    expect(brandReading("mcdonalds")).toMatchObject({ category: "quick_bites", price: "$" });
    expect(brandReading("olive_garden")).toMatchObject({ category: "settle_in", price: "$$" });
    expect(brandReading("fogo_de_chao")?.price).toBe("$$$$");
  });
});

describe("cleaning what a pilot reads", () => {
  it.each([
    ["CHARLES M SCHULZ MUSEUM", "Charles M Schulz Museum"],
    ["USS ALABAMA BATTLESHIP MEMORIAL PARK", "USS Alabama Battleship Memorial Park"],
    ["MUSEUM OF THE ROCKIES", "Museum of the Rockies"],
    ["THE CHILDREN'S MUSEUM OF INDIANAPOLIS", "The Children's Museum of Indianapolis"],
    ["MCDONALD HOUSE", "McDonald House"],
    ["WINSTON-SALEM ARTS COUNCIL", "Winston-Salem Arts Council"],
    ["NASA JOHNSON SPACE CENTER", "NASA Johnson Space Center"],
    ["WWII MEMORIAL MUSEUM", "WWII Memorial Museum"],
    ["KING GEORGE III HOUSE", "King George III House"],
    ["4850 MUSEUM DR", "4850 Museum Dr"],
    ["  SPACED   OUT  ", "Spaced Out"],
  ])("%s → %s", (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it("leaves a name in mixed case as its owner wrote it", () => {
    expect(cleanName("deYoung Museum")).toBe("deYoung Museum");
  });

  it("lower-cases URLs, adds a scheme, and refuses what is not a link", () => {
    expect(cleanUrl("HTTP://WWW.MOBILEMUSEUMOFART.COM/")).toBe("http://www.mobilemuseumofart.com/");
    expect(cleanUrl("WWW.EXAMPLE.ORG")).toBe("http://www.example.org/");
    expect(cleanUrl("https://Example.org/Path")).toBe("https://example.org/path");
    expect(cleanUrl(" ")).toBeNull();
    expect(cleanUrl("javascript:alert(1)")).toBeNull();
    expect(cleanUrl("NONE")).toBeNull();
  });

  it("formats US phones and dials them", () => {
    expect(formatPhone("2512085200")).toBe("(251) 208-5200");
    expect(formatPhone("1-251-208-5200")).toBe("(251) 208-5200");
    expect(formatPhone(" ")).toBeNull();
    expect(formatPhone("12345")).toBeNull();
    expect(telHref("(251) 208-5200")).toBe("tel:+12512085200");
  });
});

describe("distances", () => {
  it("measures great-circle NM and finds points in a radius, nearest first", () => {
    expect(distanceNm(10, 5, 11, 5)).toBeCloseTo(60.04, 1);
    const at = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });
    const grid = new PointGrid([
      at("far", 38.0, -122.0),
      at("near", 37.62, -122.37),
      at("mid", 37.7, -122.37),
      at("edge", 37.6189, -121.0),
    ]);
    const found = grid.within(37.6189, -122.375, 10).map((f) => f.point.name);
    expect(found).toEqual(["near", "mid"]);
  });

  it("reads walkable as within 1 NM and prints near distances with a decimal", () => {
    expect(isWalkable(0.9)).toBe(true);
    expect(isWalkable(1.2)).toBe(false);
    expect(formatPlaceDistance(0.44)).toBe("0.4 NM");
    expect(formatPlaceDistance(12.4)).toBe("12 NM");
  });

  it("caps each list per airport; activities per category", () => {
    const place = (i: number, category: "adults" | "kids"): SourcePlace => ({
      table: "activities",
      category,
      kind: "golf",
      source: "osm",
      sourceId: `p${i}`,
      name: `P${i}`,
      latitude: 40 + i * 0.001,
      longitude: -100,
      address: null,
      phone: null,
      website: null,
      summary: null,
    });
    const places = [
      ...Array.from({ length: 20 }, (_, i) => place(i, "adults")),
      ...Array.from({ length: 3 }, (_, i) => place(100 + i, "kids")),
    ];
    const near = placesNear(new PointGrid(places), "activities", { latitude: 40, longitude: -100 });
    expect(near.filter((n) => n.point.category === "adults")).toHaveLength(PLACE_LIMITS.activities.cap);
    expect(near.filter((n) => n.point.category === "kids")).toHaveLength(3);
  });
});

describe("summaries", () => {
  it("names each kind once, nearest first, at most three; an aviation museum within half a mile is 'on the field'", () => {
    expect(
      placesSummary([
        { name: "Golf A", kind: "golf", distance_nm: 4.2 },
        { name: "Air", kind: "aviation_museum", distance_nm: 0.3 },
        { name: "Art", kind: "art_museum", distance_nm: 2.6 },
        { name: "Golf B", kind: "golf", distance_nm: 1.2 },
        { name: "Museum", kind: "museum", distance_nm: 9 },
      ]),
    ).toBe("Air museum on the field · Golf 1 NM · Art museum 3 NM");
  });

  it("reads admin places by name and is null when empty", () => {
    expect(placesSummary([{ name: "Runway Café tour", kind: null, distance_nm: 0.2 }])).toBe(
      "Runway Café tour under 1 NM",
    );
    expect(placesSummary([{ name: "Golf", kind: "golf", distance_nm: 0.4 }])).toBe("Golf under 1 NM");
    expect(placesSummary([])).toBeNull();
  });
});

describe("reading the sources", () => {
  it("chains: brand as name, brand+coordinates id, editorial dining reading, duplicates once", () => {
    const csv = [
      "category,brand_key,brand,name,latitude,longitude,address,city,state",
      "restaurant,olive_garden,Olive Garden,,32.1,-85.2,1 Main St,Auburn,AL",
      "restaurant,olive_garden,Olive Garden,,32.1,-85.2,1 Main St,Auburn,AL",
      "hotels,hampton,Hampton Inn,Hampton Inn Auburn,32.2,-85.3,2 Oak St,Auburn,AL",
      "restaurant,new_brand,New Brand,,32.3,-85.4,,,AL",
    ].join("\n");
    const rows = readChains(csv);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      table: "restaurants",
      source: "alltheplaces",
      sourceId: "olive_garden@32.1000,-85.2000",
      name: "Olive Garden",
      address: "1 Main St, Auburn, AL",
      diningCategory: "settle_in",
      priceLevel: "$$",
    });
    expect(rows[1]).toMatchObject({ table: "lodging", name: "Hampton Inn Auburn" });
    expect(rows[2]).toMatchObject({ diningCategory: "quick_bites", priceLevel: null });
  });

  it("IMLS: cleans names, phones, URLs and says the year", () => {
    const csv = [
      "MID,DISCIPL,COMMONNAME,LEGALNAME,ADSTREET,ADCITY,ADSTATE,ADZIP5,PHONE,WEBURL,LONGITUDE,LATITUDE",
      "8400100026,ART,MOBILE MUSEUM OF ART,X,4850 MUSEUM DR,MOBILE,AL,36689,2512085200,HTTP://WWW.MOBILEMUSEUMOFART.COM/,-88.15462,30.70401",
      "8400100027,ART,NO COORDINATES,X, , ,AL, , , , , ",
    ].join("\n");
    const [museum, ...rest] = readMuseums(csv);
    expect(rest).toHaveLength(0);
    expect(museum).toMatchObject({
      source: "imls",
      sourceId: "8400100026",
      name: "Mobile Museum of Art",
      address: "4850 Museum Dr, Mobile, AL 36689",
      phone: "(251) 208-5200",
      website: "http://www.mobilemuseumofart.com/",
    });
    expect(museum.summary).toContain("2018");
  });

  it("NPS and golf", () => {
    const [park] = readParks(
      JSON.stringify([
        { name: "Wright Brothers National Memorial", code: "WRBR", lat: 36.01, lon: -75.67, states: "nc" },
      ]),
    );
    expect(park).toMatchObject({
      table: "landmarks",
      kind: "national_park",
      sourceId: "wrbr",
      website: "https://www.nps.gov/wrbr/",
    });
    const [golf] = readGolf("name,latitude,longitude,region\nAnchorage Golf Course,61.12622,-149.81675,AK\n");
    expect(golf).toMatchObject({
      source: "osm",
      kind: "golf",
      category: "adults",
      sourceId: "anchorage-golf-course@61.126,-149.817",
    });
  });
});

describe("the walking-food search criterion", () => {
  it("reads the form's checkbox and JSON true, keeps it in the query string, and is off otherwise", async () => {
    const { searchCriteria, searchQuery } = await import("~/lib/search-criteria");
    const base = { departureAirport: "KSTS", aircraftSpeed: 120 };
    expect(searchCriteria.parse({ ...base, walkingFood: "1" }).walkingFood).toBe(true);
    expect(searchCriteria.parse({ ...base, walkingFood: true }).walkingFood).toBe(true);
    expect(searchCriteria.parse(base).walkingFood).toBeUndefined();
    expect(searchCriteria.parse({ ...base, walkingFood: "" }).walkingFood).toBe(false);
    expect(searchQuery(searchCriteria.parse({ ...base, walkingFood: "on" })).get("walkingFood")).toBe("1");
    expect(searchQuery(searchCriteria.parse(base)).has("walkingFood")).toBe(false);
  });
});
