/**
 * Wikipedia geosearch answers and the sight rule (docs/decisions/0079-wikipedia-sights.md),
 * on the recorded answers of ../shared/data/places/recorded/wikipedia_geosearch/.
 */
import { describe, expect, it } from "vitest";
import { readGeosearchAnswer, sightOf, WikipediaFailure, type WikipediaArticle } from "~/lib/wikipedia-geosearch";
import { geosearchUrl } from "~/services/wikipedia-client.server";
import { recordedJson, recordedText } from "../support/recorded-places";

const read = (file: string) => readGeosearchAnswer(200, recordedText(`wikipedia_geosearch/${file}`));
const verdicts = (articles: WikipediaArticle[]) => Object.fromEntries(articles.map((a) => [a.title, sightOf(a)]));

/**
 * An edited copy of the recorded Pescadero answer: each page's older `terms.description`
 * moved to the current `description` field (formatversion=2 with prop=description; the same
 * field the REST summary answers carry, e.g. wikipedia_summary/android_rest_summary_Moscow_with_coordinates.json).
 */
function pescaderoWithCurrentDescriptionField(): string {
  const doc = recordedJson<{ query: { pages: Record<string, unknown>[] } }>(
    "wikipedia_geosearch/android_nearby_generator_geosearch_pescadero_CA.json",
  );
  for (const p of doc.query.pages) {
    const terms = p.terms as { description?: string[] } | undefined;
    delete p.terms;
    if (terms?.description) p.description = terms.description[0];
  }
  return JSON.stringify(doc);
}

describe("reading geosearch answers", () => {
  it("reads generator=geosearch pages with the older terms.description", () => {
    const articles = read("android_nearby_generator_geosearch_pescadero_CA.json");
    expect(articles).toEqual([
      {
        key: "Bean Hollow State Beach",
        title: "Bean Hollow State Beach",
        latitude: 37.22583333,
        longitude: -122.40888889,
        description: "state beach in California",
      },
      {
        key: "Pescadero, California",
        title: "Pescadero, California",
        latitude: 37.255,
        longitude: -122.38138889,
        description: "census-designated place in California, USA",
      },
      {
        key: "Pescadero State Beach",
        title: "Pescadero State Beach",
        latitude: 37.26194444,
        longitude: -122.41333333,
        description: null,
      },
    ]);
  });

  it("reads the current description field the same way (edited copy)", () => {
    const articles = readGeosearchAnswer(200, pescaderoWithCurrentDescriptionField());
    expect(articles.map((a) => a.description)).toEqual([
      "state beach in California",
      "census-designated place in California, USA",
      null,
    ]);
  });

  it("reads list=geosearch answers (titles, points, page ids) and the older pages object", () => {
    const ny = read("barrust_geosearch_gspage_NewYork_r10000_limit22.json");
    expect(ny).toHaveLength(22);
    expect(ny[13]).toEqual({
      key: "1259091",
      title: "Fort Dayton",
      latitude: 43.029166666667,
      longitude: -74.99,
      description: null,
    });
    const monument = read("barrust_prop_coordinates_WashingtonMonument.json");
    expect(monument).toEqual([
      {
        key: "167585",
        title: "Washington Monument",
        latitude: 38.88946922,
        longitude: -77.03525808,
        description: null,
      },
    ]);
  });

  it("reads an empty answer as no articles, and an API error as a failure with its code", () => {
    expect(read("android_nearby_empty.json")).toEqual([]);
    expect(() => read("barrust_geosearch_error_gs_invalid-coord.json")).toThrow(WikipediaFailure);
    try {
      read("barrust_geosearch_error_gs_invalid-coord.json");
    } catch (error) {
      expect((error as WikipediaFailure).code).toBe("gs_invalid-coord");
      expect((error as WikipediaFailure).message).toContain("Invalid coordinate provided");
    }
    expect(() => readGeosearchAnswer(200, '{"batchcomplete": true, "query": {"pages": [')).toThrow(WikipediaFailure);
    expect(() => readGeosearchAnswer(503, "")).toThrow(WikipediaFailure);
  });
});

describe("the sight rule", () => {
  it("keeps the beaches and leaves out the census-designated place, in both description forms", () => {
    for (const articles of [
      read("android_nearby_generator_geosearch_pescadero_CA.json"),
      readGeosearchAnswer(200, pescaderoWithCurrentDescriptionField()),
    ]) {
      expect(verdicts(articles)).toEqual({
        "Bean Hollow State Beach": { kind: "beach" },
        "Pescadero, California": { drop: "a town or village" },
        "Pescadero State Beach": { kind: "beach" },
      });
    }
  });

  it("sorts the 22 Herkimer articles by title alone: forts, churches, houses in; towns, the region, the school, battles out", () => {
    expect(verdicts(read("barrust_geosearch_gspage_NewYork_r10000_limit22.json"))).toEqual({
      "Central New York Region": { drop: "a county or region" },
      "Mohawk, Herkimer County, New York": { drop: "a town or village" },
      "German Flatts, New York": { drop: "a town or village" },
      "Herkimer High School": { drop: "a school" },
      "Herkimer (town), New York": { drop: "a town or village" },
      "Attack on German Flatts (1778)": { drop: "an event" },
      "Herkimer (village), New York": { drop: "a town or village" },
      "Attack on German Flatts (1757)": { drop: "an event" },
      "United States Post Office (Herkimer, New York)": { kind: "historic_building" },
      "Remington Stables": { kind: "historic_building" },
      "Herkimer County Jail": { kind: "historic_building" },
      "The Reformed Church": { kind: "historic_building" },
      "Herkimer County Courthouse": { kind: "historic_building" },
      "Fort Dayton": { kind: "fort" },
      "Herkimer County Historical Society": { kind: "museum" },
      "United States Post Office (Ilion, New York)": { kind: "historic_building" },
      "First United Methodist Church (Ilion, New York)": { kind: "historic_building" },
      "West Canada Creek": { drop: "not a sight" },
      "Fort Herkimer Church": { kind: "fort" },
      "Fort Herkimer": { kind: "fort" },
      "Thomas Richardson House": { kind: "historic_building" },
      "Ilion, New York": { drop: "a town or village" },
    });
  });

  it("reads what the description says the thing is, not every word in it", () => {
    expect(sightOf({ title: "X", description: "county park in California" })).toEqual({ kind: "park" });
    expect(sightOf({ title: "X", description: "historic house in the town of Herkimer" })).toEqual({
      kind: "historic_building",
    });
    expect(sightOf({ title: "X", description: "county in California, United States" })).toEqual({
      drop: "a county or region",
    });
    expect(sightOf({ title: "X", description: "public high school in New York" })).toEqual({ drop: "a school" });
    expect(sightOf({ title: "X", description: "American Revolutionary War battle" })).toEqual({ drop: "an event" });
    expect(sightOf({ title: "X", description: "highway in California" })).toEqual({ drop: "a road" });
    expect(sightOf({ title: "Washington Monument", description: null })).toEqual({ kind: "monument" });
    expect(sightOf({ title: "Null Island", description: null })).toEqual({ drop: "not a sight" });
  });
});

describe("the request", () => {
  it("asks generator=geosearch for coordinates and both description forms", () => {
    const url = new URL(geosearchUrl({ latitude: 37.5134, longitude: -122.5011 }));
    expect(url.origin + url.pathname).toBe("https://en.wikipedia.org/w/api.php");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: "query",
      generator: "geosearch",
      ggscoord: "37.513400|-122.501100",
      ggsradius: "10000",
      prop: "coordinates|description|pageterms",
      formatversion: "2",
    });
  });
});
