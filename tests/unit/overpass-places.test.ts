/**
 * The Overpass answer reader, the OSM tag table and "on the field"
 * (docs/decisions/0078-osm-places-table.md), on the real recorded answers of
 * ../shared/data/places/recorded/ (copies moved or retagged say so).
 */
import { describe, expect, it } from "vitest";
import { fieldOutline, onField } from "~/lib/aerodrome-outline";
import { classifyOsmTags, osmPlace, type OsmPlace } from "~/lib/osm-places";
import { OverpassFailure, readOverpassAnswer } from "~/lib/overpass-answer";
import { overpassQuery } from "~/services/overpass-client.server";
import { recordedJson, recordedText, retagged } from "../support/recorded-places";

const read = (file: string, status = 200) => readOverpassAnswer(status, recordedText(file));
const failure = (file: string, status: number) => {
  try {
    readOverpassAnswer(status, recordedText(file));
  } catch (error) {
    if (error instanceof OverpassFailure) return error;
    throw error;
  }
  throw new Error(`${file} was read as an answer`);
};
const places = (elements: ReturnType<typeof read>["elements"]) =>
  elements.map(osmPlace).filter((p): p is OsmPlace => !("drop" in p));

describe("reading Overpass answers", () => {
  it("reads the Berkeley map query: 435 elements and the data's date", () => {
    const answer = read("overpass_json/mvexel_berkeley_mapquery_435el.json");
    expect(answer.elements).toHaveLength(435);
    expect(answer.dataAsOf).toBe("2022-07-26T00:41:24Z");
    expect(answer.remark).toBeNull();
  });

  it("reads the large US answers (gzipped recordings)", () => {
    expect(read("overpass_json/osmnx_sf_buildings_8857el.json.gz").elements).toHaveLength(8857);
    expect(read("overpass_json/osmnx_chandler_az_drive_network_2475el.json.gz").elements).toHaveLength(2475);
  });

  it("says the service asked to back off for 429, 504 and the runtime errors inside a 200", () => {
    const limited = failure("overpass_errors/aio_429_rate_limited_body.html", 429);
    expect(limited.kind).toBe("rate-limited");
    expect(limited.backOff).toBe(true);
    expect(limited.message).toContain("rate_limited");
    const busy = failure("overpass_errors/aio_504_dispatcher_timeout_too_busy_body.html", 504);
    expect(busy.kind).toBe("too-busy");
    expect(busy.backOff).toBe(true);
    expect(busy.message).toContain("too busy to handle your request");
    for (const file of [
      "overpass_errors/aio_remark_query_timed_out.json",
      "overpass_errors/aio_remark_out_of_memory.json",
      "overpass_errors/aio_remark_way_cannot_be_expanded.json",
      "overpass_errors/overpy_remark-runtime-error-01.json",
    ]) {
      const f = failure(file, 200);
      expect(f.kind, file).toBe("runtime-error");
      expect(f.backOff, file).toBe(true);
      expect(f.message, file).toMatch(/^runtime error: /);
    }
  });

  it("reads the error pages' own words, also when served with 200", () => {
    // The recordings' own tests served these bodies with 200 (SOURCE.txt); the message still says what happened.
    expect(failure("overpass_errors/aio_429_rate_limited_body.html", 200).kind).toBe("rate-limited");
    expect(failure("overpass_errors/aio_504_dispatcher_timeout_too_busy_body.html", 200).kind).toBe("too-busy");
    const syntax = failure("overpass_errors/aio_400_syntax_error_body.html", 400);
    expect(syntax.kind).toBe("bad-request");
    expect(syntax.backOff).toBe(false);
    expect(syntax.message).toContain("line 1: parse error: Key expected - '%' found.");
    expect(failure("overpass_errors/overpy_bad-request.html", 400).message).toContain(
      "line 2: parse error: ';' expected - 'out' found.",
    );
    const down = failure("overpass_errors/aio_plaintext_server_down.txt", 200);
    expect(down.kind).toBe("server-error");
    expect(down.message).toContain("Probably the server is down.");
    expect(failure("overpass_errors/aio_no_message_error_body.html", 500).message).toContain("no message");
    expect(failure("overpass_errors/aio_dispatcher_no_such_file_body.html", 503).kind).toBe("server-error");
  });

  it("takes a cut-off body for a failure, and keeps a runtime remark that is not an error", () => {
    const cut = failure("overpass_errors/aio_cutoff_truncated_json.json", 200);
    expect(cut.kind).toBe("truncated");
    expect(cut.backOff).toBe(true);
    const remark = read("overpass_errors/overpy_remark-runtime-remark-01.json");
    expect(remark.elements).toEqual([]);
    expect(remark.remark).toBe("runtime remark: Test");
  });
});

describe("the tag table", () => {
  it("puts each kind a pilot asks for into its list", () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ amenity: "cafe" }, "quick_bites", "cafe"],
      [{ amenity: "fast_food" }, "quick_bites", "fast_food"],
      [{ amenity: "ice_cream" }, "quick_bites", "ice_cream"],
      [{ shop: "bakery" }, "quick_bites", "bakery"],
      [{ amenity: "restaurant" }, "settle_in", "restaurant"],
      [{ amenity: "pub" }, "settle_in", "pub"],
      [{ amenity: "bar" }, "settle_in", "bar"],
      [{ craft: "brewery" }, "adults", "brewery"],
      [{ craft: "winery" }, "adults", "winery"],
      [{ tourism: "museum" }, "adults", "museum"],
      [{ tourism: "museum", museum: "history" }, "landmarks", "history_museum"],
      [{ tourism: "museum", museum: "children" }, "kids", "childrens_museum"],
      [{ tourism: "museum", name: "Pacific Coast Air Museum" }, "landmarks", "aviation_museum"],
      [{ tourism: "gallery" }, "adults", "gallery"],
      [{ tourism: "zoo" }, "kids", "zoo_aquarium"],
      [{ tourism: "theme_park" }, "kids", "theme_park"],
      [{ leisure: "park" }, "kids", "park"],
      [{ natural: "beach" }, "kids", "beach"],
      [{ leisure: "nature_reserve" }, "adults", "nature_reserve"],
      [{ tourism: "viewpoint" }, "landmarks", "viewpoint"],
      [{ tourism: "attraction" }, "landmarks", "attraction"],
      [{ tourism: "hotel" }, "lodging", "hotel"],
      [{ tourism: "motel" }, "lodging", "motel"],
      [{ tourism: "guest_house" }, "lodging", "bed_and_breakfast"],
      [{ tourism: "camp_site" }, "lodging", "campground"],
      [{ amenity: "car_rental" }, "lodging", "car_rental"],
      [{ amenity: "bicycle_rental" }, "lodging", "bike_rental"],
    ];
    for (const [tags, list, kind] of cases) expect(classifyOsmTags(tags), JSON.stringify(tags)).toEqual({ list, kind });
    expect(classifyOsmTags({ amenity: "parking" })).toBeNull();
    expect(classifyOsmTags({ leisure: "marina" })).toBeNull();
  });

  it("maps the 103 recorded café nodes: name, cuisine, hours as given with the warning, never a price", () => {
    const answer = read("overpass_json/mvexel_brasilia_cafes_103nodes.json");
    expect(answer.elements).toHaveLength(103);
    const mapped = places(answer.elements);
    const unnamed = answer.elements.filter((e) => !e.tags?.name).length;
    expect(mapped).toHaveLength(103 - unnamed);
    expect(mapped.every((p) => p.list === "quick_bites" && p.kind === "cafe")).toBe(true);
    const amor = mapped.find((p) => p.name === "Amor à Torta")!;
    expect(amor.sourceId).toBe("node/3051977281");
    expect(amor.summary).toBe("Hours (OpenStreetMap): Mo-Fr 07:30-19:30; Sa 08:00-18:00 — check before you fly");
    expect(mapped.find((p) => p.name === "Gentil")!.summary).toBe("Cuisine: pizza");
    expect(mapped.find((p) => p.name === "Senhoritas")!.address).toBe("CLN 408");
    expect(mapped.some((p) => "priceLevel" in p)).toBe(false);
  });

  it("places a way by its center, keeps address, phone and website, and drops what cannot be placed or listed", () => {
    const [hall] = places(read("overpass_json/aio_hamburg_elbphilharmonie_way_out_center.json").elements);
    expect(hall).toMatchObject({
      sourceId: "way/24981342",
      name: "Elbphilharmonie",
      list: "landmarks",
      kind: "attraction",
      latitude: 53.5412491,
      longitude: 9.9841054,
      address: "1 Platz der Deutschen Einheit, Hamburg, 20457",
      phone: "+49 40 3576660",
      website: "https://www.elbphilharmonie.de/de/",
    });
    // `out tags` has no position at all; way-04's center is empty.
    expect(osmPlace(read("overpass_json/aio_hamburg_elbphilharmonie_way_out_tags.json").elements[0])).toEqual({
      drop: "no position",
    });
    const florist = read("overpass_errors/overpy_way-04_empty_center_edgecase.json").elements[0];
    expect(osmPlace(florist)).toEqual({ drop: "not a kind of place the lists show" });
    const berkeley = read("overpass_json/mvexel_berkeley_mapquery_435el.json").elements;
    // The marina's one viewpoint has no name: nothing from this map query reaches a list.
    expect(osmPlace(berkeley.find((e) => e.id === 6743283024)!)).toEqual({ drop: "no name" });
    expect(places(berkeley)).toEqual([]);
  });
});

describe("on the field", () => {
  const hallCenter = { lat: 53.5412491, lon: 9.9841054 };

  it("claims it only inside the aerodrome outline that holds the reference point", () => {
    // A copy of the recorded `out geom` way, tagged aeroway=aerodrome (no recorded answer has an aerodrome).
    const outline = retagged(
      recordedJson("overpass_json/aio_hamburg_elbphilharmonie_way_out_geom.json"),
      "way/24981342",
      () => ({ aeroway: "aerodrome", name: "Elbphilharmonie retagged as an aerodrome" }),
    );
    const { elements } = readOverpassAnswer(200, JSON.stringify(outline));
    const field = fieldOutline(elements, hallCenter);
    expect(field).toHaveLength(1);
    expect(onField(hallCenter, field)).toBe(true);
    expect(onField({ lat: 53.5405, lon: 9.984 }, field)).toBe(false);
    // The same outline does not belong to an airport whose reference point is elsewhere.
    expect(fieldOutline(elements, { lat: 53.55, lon: 9.99 })).toEqual([]);
  });

  it("claims nothing when the answer has no aerodrome outline (the recorded way as it is)", () => {
    const { elements } = read("overpass_json/aio_hamburg_elbphilharmonie_way_out_geom.json");
    expect(fieldOutline(elements, hallCenter)).toEqual([]);
  });

  it("joins a relation's outer members and leaves out its inner ones", () => {
    const relation = retagged(
      recordedJson("overpass_json/mvexel_eastbay_relation_body_geom.json"),
      "relation/6518385",
      (t) => ({ ...t, aeroway: "aerodrome" }),
    );
    const { elements } = readOverpassAnswer(200, JSON.stringify(relation));
    // A corner of the first inner ring lies inside the first outer ring.
    const inside = { lat: 37.8505283, lon: -122.1956256 };
    const field = fieldOutline(elements, inside);
    expect(field.length).toBeGreaterThanOrEqual(1);
    expect(onField({ lat: 37.8696521, lon: -122.3184121 }, field)).toBe(false);
  });
});

describe("the query", () => {
  it("asks for each list out to its own radius, named places only, and the aerodrome outline with geometry", () => {
    const q = overpassQuery({ latitude: 38.509, longitude: -122.8128 });
    expect(q).toContain("[out:json]");
    expect(q).toMatch(/nwr\(around:9260,38\.509000,-122\.812800\)\["amenity"~"\^\(fast_food\|cafe\|ice_cream/);
    expect(q).toMatch(/around:18520,[^\n]+"tourism"~"[^"]*museum/);
    expect(q).toMatch(/around:37040,[^\n]+"tourism"~"\^\(viewpoint\|attraction\)\$"/);
    expect(q).toContain('["aeroway"="aerodrome"]');
    expect(q).toContain("out center tags qt;");
    expect(q).toContain("out tags geom qt;");
  });
});
