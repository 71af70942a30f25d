import { describe, expect, it } from "vitest";
import { findAll, parseXml } from "../support/xml";
import {
  foreFlightName,
  routeString,
  skyVectorUrl,
  toForeFlightCsv,
  toGpx,
  toKml,
  type Waypoint,
} from "~/lib/waypoint-export";

const points: Waypoint[] = [
  {
    id: "KHES",
    name: "Healdsburg Muni",
    description: "Healdsburg, CA - 9.5 NM, 5 min at 120 kt",
    latitude: 38.65352,
    longitude: -122.8998,
    elevation: 278,
  },
  {
    id: "O&<>",
    name: `Tom's "Strip" <private> & co`,
    description: "a, b\nc",
    latitude: -0.5,
    longitude: 179.123456789,
    elevation: null,
  },
];

describe("GPX 1.1", () => {
  const xml = toGpx(points, "Airports from KSTS", new Date("2026-11-22T20:00:00Z"));
  it("is well-formed XML in the GPX 1.1 namespace, one wpt per airport", () => {
    const root = parseXml(xml);
    expect(root.localName).toBe("gpx");
    expect(root.namespace).toBe("http://www.topografix.com/GPX/1/1");
    expect(root.attributes.version).toBe("1.1");
    const wpts = root.children.filter((c) => c.localName === "wpt");
    expect(wpts.every((w) => w.namespace === "http://www.topografix.com/GPX/1/1")).toBe(true);
    expect(wpts).toHaveLength(2);
    expect(wpts[0].attributes.lat).toBe("38.653520");
    expect(wpts[0].attributes.lon).toBe("-122.899800");
    expect(findAll(wpts[0], "ele")[0].text).toBe("84.7");
    expect(findAll(wpts[1], "ele")).toHaveLength(0);
  });
  it("escapes names and text", () => {
    const second = findAll(parseXml(xml), "wpt")[1];
    expect(findAll(second, "name")[0].text).toBe("O&<>");
    expect(findAll(second, "cmt")[0].text).toBe(`Tom's "Strip" <private> & co`);
    expect(xml).not.toContain("<private>");
  });
  it("keeps the GPX schema's order: metadata before wpt; in wpt ele, name, cmt, desc, sym, type", () => {
    const root = parseXml(xml);
    expect(root.children.map((c) => c.localName)).toEqual(["metadata", "wpt", "wpt"]);
    expect(root.children[1].children.map((c) => c.localName)).toEqual(["ele", "name", "cmt", "desc", "sym", "type"]);
  });
  it("the test reader itself rejects broken XML", () => {
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml("<a>x & y</a>")).toThrow();
    expect(() => parseXml('<a b="1" b="2"/>')).toThrow();
  });
});

describe("KML 2.2", () => {
  it("is well-formed XML in the KML 2.2 namespace with lon,lat[,alt] coordinates", () => {
    const root = parseXml(toKml(points, "Trips & more"));
    expect(root.localName).toBe("kml");
    expect(root.namespace).toBe("http://www.opengis.net/kml/2.2");
    expect(root.children[0].children[0]).toMatchObject({ localName: "name", text: "Trips & more" });
    const coords = findAll(root, "coordinates");
    expect(coords[0].text).toBe("-122.899800,38.653520,84.7");
    expect(coords[1].text).toBe("179.123457,-0.500000");
    expect(findAll(findAll(root, "Placemark")[1], "name")[0].text).toBe("O&<>");
  });
});

describe("ForeFlight user-waypoint CSV (docs/decisions/0047-foreflight-csv.md)", () => {
  it("is ForeFlight's documented layout: no header row, NAME,Description,Latitude,Longitude, CRLF lines", () => {
    const csv = toForeFlightCsv(points);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('KHES,"Healdsburg Muni - Healdsburg, CA - 9.5 NM, 5 min at 120 kt",38.653520,-122.899800');
    expect(lines[1]).toBe(`O___,"Tom's ""Strip"" <private> & co - a, b\nc",-0.500000,179.123457`);
    expect(lines[2]).toBe("");
    expect(csv).not.toMatch(/WAYPOINT_NAME|Latitude|Longitude/);
  });
  it("every name follows ForeFlight's rule: capitals, digits or _, one word, three or more characters", () => {
    const rule = /^(?=.*[A-Z])[A-Z0-9_]{3,}$/;
    for (const id of ["KHES", "O69", "ks", "7a", "A B", "=HYPERLINK(1)"]) expect(foreFlightName(id)).toMatch(rule);
    expect(foreFlightName("O69")).toBe("O69");
    expect(foreFlightName("7a")).toBe("7A_");
    // No cell starts a spreadsheet formula.
    expect(toForeFlightCsv([{ ...points[0], id: "=HYPERLINK(1)" }])).toMatch(/^_HYPERLINK_1_,/);
  });
  it("decimal degrees, minus for south and west, one row per airport however many", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ ...points[0], id: `K${i}AB`, latitude: -i, longitude: -i }));
    const rows = toForeFlightCsv(many).trim().split("\r\n");
    expect(rows).toHaveLength(20);
    expect(rows[19]).toMatch(/^K19AB,"[^"]*",-19\.000000,-19\.000000$/);
  });
});

describe("route string and SkyVector", () => {
  it("joins ids with spaces and links the flight plan", () => {
    expect(routeString(["KSTS", "KHES"])).toBe("KSTS KHES");
    expect(skyVectorUrl(["KSTS", "KHES"])).toBe("https://skyvector.com/?fpl=KSTS%20KHES");
  });
});
