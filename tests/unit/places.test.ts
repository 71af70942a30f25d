import { describe, expect, it } from "vitest";
import { isAirMuseum } from "~/lib/air-museums";
import { classifyBrewery, classifyChain, classifyMuseum, placesSummary } from "~/lib/place-classes";
import { PLACE_LIST_RULES } from "~/lib/place-lists";
import { cleanName, cleanUrl, formatPhone, formatPlaceDistance, isWalkable, telHref } from "~/lib/place-text";
import { BRAND_READINGS, brandReading } from "~/lib/restaurant-brands";
import { PointGrid, distanceNm, placesNear, type SourcePlace } from "~/services/places-import.server";
import { readBreweries, readChains, readGolf, readMuseums, readParks } from "~/services/place-sources.server";

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
    expect(isAirMuseum("WILD WINGS", "ZAW")).toBe(false);
    expect(isAirMuseum("OPEN AIR MUSEUM OF FARMING", "GMU")).toBe(false);
    expect(isAirMuseum("FAIRBANKS MUSEUM", "GMU")).toBe(false);
  });

  it("skips unknown disciplines and chain categories", () => {
    expect(classifyMuseum("XYZ", "SOMETHING")).toBeNull();
    expect(classifyChain("fuel")).toBeNull();
  });

  it("puts brewpubs with the restaurants, breweries and taprooms with the grown-ups' things to do, and leaves out what cannot be visited", () => {
    expect(classifyBrewery("brewpub")).toEqual({ table: "restaurants", kind: "brewpub" });
    for (const type of ["micro", "nano", "regional", "large"])
      expect(classifyBrewery(type)).toEqual({ table: "activities", category: "adults", kind: "brewery" });
    expect(classifyBrewery("taproom")).toEqual({ table: "activities", category: "adults", kind: "taproom" });
    expect(classifyBrewery("planning")).toEqual({ drop: "not open yet (planning)" });
    expect(classifyBrewery("closed")).toEqual({ drop: "closed" });
    expect(classifyBrewery("contract")).toEqual({ drop: "no place to visit (contract or proprietor brewery)" });
    expect(classifyBrewery("proprietor")).toEqual({ drop: "no place to visit (contract or proprietor brewery)" });
    expect(classifyBrewery("location")).toEqual({ drop: "unknown brewery type" });
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

  it("answers the same whatever the cells' size: every point in the radius, nearest first, equal distances in the points' order", () => {
    // A seeded spread of points around three latitudes (the Keys, Kansas, Alaska); every 50th at the centre.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const points = [24.6, 39, 64.8].flatMap((lat) =>
      Array.from({ length: 400 }, (_, i) => ({
        name: `${lat}-${i}`,
        latitude: i % 50 === 0 ? lat : lat + (random() - 0.5) * 1.2,
        longitude: i % 50 === 0 ? -100 : -100 + (random() - 0.5) * 2.4,
      })),
    );
    let found = 0;
    let ties = 0;
    for (const radius of [5, 10, 20]) {
      const grids = [new PointGrid(points), new PointGrid(points, 0.05), PointGrid.forRadius(points, radius)];
      for (const [lat, lon] of [
        [24.6, -100],
        [39, -100],
        [39.2, -100.3],
        [64.8, -100],
        [65.1, -100.4],
      ]) {
        const byScan = points
          .map((point, at) => ({ point, nm: distanceNm(lat, lon, point.latitude, point.longitude), at }))
          .filter((f) => f.nm <= radius)
          .sort((a, b) => a.nm - b.nm || a.at - b.at);
        found += byScan.length;
        ties += byScan.filter((f, i) => i > 0 && f.nm === byScan[i - 1].nm).length;
        const names = byScan.map((f) => f.point.name);
        for (const grid of grids) expect(grid.within(lat, lon, radius).map((f) => f.point.name)).toEqual(names);
      }
    }
    // Points were found, and some at one distance: the 8 at a centre, seen from it for each radius (9
    // queries) and from 39.2, -100.3 within 20 NM of Kansas's centre (1 more).
    expect(found).toBeGreaterThan(200);
    expect(ties).toBe(10 * 7);
  });

  it("reads walkable as within 1 NM and prints near distances with a decimal", () => {
    expect(isWalkable(0.9)).toBe(true);
    expect(isWalkable(1.2)).toBe(false);
    expect(formatPlaceDistance(0.44)).toBe("0.4 NM");
    expect(formatPlaceDistance(12.4)).toBe("12 NM");
  });

  it("keeps up to its list's size per airport, golf no more than 3 of the first 8 while other kinds are near", () => {
    const place = (i: number, kind: string, category: "adults" | "kids"): SourcePlace => ({
      table: "activities",
      category,
      kind,
      source: "osm",
      sourceId: `p${i}`,
      file: "test",
      name: `P${i}`,
      latitude: 40 + i * 0.001,
      longitude: -100,
      address: null,
      phone: null,
      website: null,
      summary: null,
    });
    // 60 golf courses nearest, then two museums and a brewery farther out.
    const places = [
      ...Array.from({ length: 60 }, (_, i) => place(i, "golf", "adults")),
      place(100, "art_museum", "adults"),
      place(101, "museum", "adults"),
      place(102, "brewery", "adults"),
    ];
    const near = placesNear(new PointGrid(places), "adults", { latitude: 40, longitude: -100 });
    expect(near).toHaveLength(PLACE_LIST_RULES.adults.keep);
    // Nearest first, and the farther museums and brewery are kept although 60 golf courses are nearer.
    expect(near.map((n) => n.nm)).toEqual([...near.map((n) => n.nm)].sort((a, b) => a - b));
    expect(near.slice(-3).map((n) => n.point.kind)).toEqual(["art_museum", "museum", "brewery"]);
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
    const { places: rows, tally } = readChains(csv);
    expect(tally.counts()).toMatchObject({ read: 4, kept: 3, dropped: { "same brand at the same point": 1 } });
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
      "MID,DISCIPL,COMMONNAME,LEGALNAME,ADSTREET,ADCITY,ADSTATE,ADZIP5,PHSTREET,PHCITY,PHSTATE,PHZIP5,GSTREET,GCITY,GSTATE,PHONE,WEBURL,LONGITUDE,LATITUDE,INSTNAME",
      "8400100026,ART,MOBILE MUSEUM OF ART,X,4850 MUSEUM DR,MOBILE,AL,36689, , , , ,4850 MUSEUM DR,MOBILE,AL,2512085200,HTTP://WWW.MOBILEMUSEUMOFART.COM/,-88.15462,30.70401, ",
      "8400100027,ART,NO COORDINATES,X, , ,AL, , , , , , , , , , , , , ",
    ].join("\n");
    const {
      places: [museum, ...rest],
      tally,
    } = readMuseums(csv);
    expect(rest).toHaveLength(0);
    expect(tally.counts()).toMatchObject({ read: 2, kept: 1, dropped: { "no coordinates": 1 } });
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
    const {
      places: [park],
    } = readParks(
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
    const {
      places: [golf],
    } = readGolf("name,latitude,longitude,region\nAnchorage Golf Course,61.12622,-149.81675,AK\n");
    expect(golf).toMatchObject({
      source: "osm",
      kind: "golf",
      category: "adults",
      sourceId: "anchorage-golf-course@61.126,-149.817",
    });
  });
});

describe("breweries", () => {
  it("reads an Open Brewery DB row with its address, phone and link, and counts what it leaves out", () => {
    const csv = [
      "id,name,brewery_type,address_1,address_2,address_3,city,state_province,postal_code,country,phone,website_url,longitude,latitude",
      "5128df48-79fc-4f0f-8b52-d06be54d0cec,(405) Brewing Co,micro,1716 Topeka St,,,Norman,Oklahoma,73069-8224,United States,4058160490,http://www.405brewing.com,-97.46818222,35.25738891",
      "9c5a66c8-cc13-416f-a5d9-0a769c87d318,(512) Brewing Co,micro,407 Radam Ln Ste F200,,,Austin,Texas,78745-1197,United States,5129211545,http://www.512brewing.com,,",
      "x1,Planned Brewing,planning,,,,Tulsa,Oklahoma,,United States,,,-95.9,36.1",
    ].join("\n");
    const { places, tally } = readBreweries(csv);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({
      table: "activities",
      category: "adults",
      kind: "brewery",
      source: "openbrewerydb",
      sourceId: "5128df48-79fc-4f0f-8b52-d06be54d0cec",
      name: "(405) Brewing Co",
      address: "1716 Topeka St, Norman, OK 73069",
      phone: "(405) 816-0490",
      website: "http://www.405brewing.com/",
    });
    expect(tally.counts()).toMatchObject({
      read: 3,
      kept: 1,
      dropped: { "no coordinates": 1, "not open yet (planning)": 1 },
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
