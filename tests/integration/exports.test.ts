/** Hand-off downloads over real HTTP: plain links answer files with Content-Disposition; GPX/KML well-formed, CSV in ForeFlight's layout. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, registerUser } from "../support/accounts";
import { startServer, type TestServer } from "../support/server";
import { findAll, parseXml } from "../support/xml";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const QUERY = "departureAirport=KSTS&aircraftSpeed=120";

describe("results downloads", () => {
  it("the results page links each format, for this page and for all results", async () => {
    const html = await (await fetch(`${server.url}/?${QUERY}`)).text();
    for (const ext of ["gpx", "kml", "csv"]) {
      expect(html).toContain(`href="/export/results/${ext}?${QUERY.replace("&", "&amp;")}"`);
      expect(html).toContain(`href="/export/results/${ext}?${QUERY.replace("&", "&amp;")}&amp;scope=all"`);
    }
  });

  it("GPX of the page: a file download with the page's 50 airports, nearest first", async () => {
    const res = await fetch(`${server.url}/export/results/gpx?${QUERY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gpx+xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="airports-from-KSTS-page-1.gpx"');
    const root = parseXml(await res.text());
    expect(root.namespace).toBe("http://www.topografix.com/GPX/1/1");
    const wpts = findAll(root, "wpt");
    expect(wpts).toHaveLength(50);
    expect(findAll(wpts[0], "name")[0].text).toBe("KHES");
  });

  it("KML of all results stops at 500; page 2 is another 50", async () => {
    const all = await fetch(`${server.url}/export/results/kml?${QUERY}&scope=all`);
    expect(all.headers.get("content-disposition")).toBe('attachment; filename="airports-from-KSTS-all.kml"');
    expect(findAll(parseXml(await all.text()), "Placemark")).toHaveLength(500);
    const page2 = await fetch(`${server.url}/export/results/kml?${QUERY}&page=2`);
    expect(page2.headers.get("content-disposition")).toBe('attachment; filename="airports-from-KSTS-page-2.kml"');
    expect(findAll(parseXml(await page2.text()), "Placemark")).toHaveLength(50);
  });

  it("CSV in ForeFlight's documented user-waypoint layout, as user_waypoints.csv (decision 0047)", async () => {
    const res = await fetch(`${server.url}/export/results/csv?${QUERY}`);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="user_waypoints.csv"');
    const lines = (await res.text()).trim().split("\r\n");
    // No header row: the first line is the nearest airport.
    expect(lines).toHaveLength(50);
    expect(lines[0]).toMatch(/^KHES,"Healdsburg[^"]*",38\.\d{6},-122\.\d{6}$/);
    for (const line of lines) expect(line).toMatch(/^(?=[^,]*[A-Z])[A-Z0-9_]{3,},"?.*"?,-?\d+\.\d{6},-?\d+\.\d{6}$/);
  });

  it("an unknown format is 404, a bad search 400", async () => {
    expect((await fetch(`${server.url}/export/results/xls?${QUERY}`)).status).toBe(404);
    expect((await fetch(`${server.url}/export/results/gpx?departureAirport=ZZZZ&aircraftSpeed=120`)).status).toBe(400);
  });
});

describe("My Trips downloads", () => {
  it("signed out: to sign-in and back", async () => {
    const res = await fetch(`${server.url}/export/trips/gpx`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/auth?redirectTo=${encodeURIComponent("/export/trips/gpx")}`);
  });

  it("signed in: the saved airports with their elevation, linked from My Trips", async () => {
    const { jar } = await registerUser(server.url);
    expect(
      (await jsonRequest(jar, `${server.url}/api/trips/save`, "POST", { airportLocId: "STS" })).status,
    ).toBeLessThan(300);
    const page = await (await jar.fetch(`${server.url}/trips`)).text();
    expect(page).toContain('href="/export/trips/gpx"');
    const res = await jar.fetch(`${server.url}/export/trips/gpx`);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="my-trips.gpx"');
    const wpts = findAll(parseXml(await res.text()), "wpt");
    expect(wpts.map((w) => findAll(w, "name")[0].text)).toEqual(["KSTS"]);
    expect(Number(findAll(wpts[0], "ele")[0].text)).toBeCloseTo(128.7 * 0.3048, 1);
    const csvRes = await jar.fetch(`${server.url}/export/trips/csv`);
    expect(csvRes.headers.get("content-disposition")).toBe('attachment; filename="user_waypoints.csv"');
    expect((await csvRes.text()).split("\r\n")).toEqual([expect.stringMatching(/^KSTS,"Charles M Schulz/), ""]);
  });
});

describe("airport page from a search: the route to hand off", () => {
  it("shows the route string and a SkyVector link", async () => {
    const html = await (await fetch(`${server.url}/airport/KHES?from=search&${QUERY}`)).text();
    expect(html).toContain('value="KSTS KHES"');
    expect(html).toContain('href="https://skyvector.com/?fpl=KSTS%20KHES"');
  });
});

describe("results page and My Trips: the route to hand off (decision 0048)", () => {
  const rowsOf = (html: string) => html.split("data-row=").slice(1);

  it("every result row carries its route as text and one SkyVector link, without JavaScript", async () => {
    const html = await (await fetch(`${server.url}/?${QUERY}`)).text();
    const rows = rowsOf(html);
    // One row per airport: the table is the phone's cards too (decision 0090).
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      const id = /href="\/airport\/([A-Z0-9]+)\?from=search/.exec(row)![1];
      expect(row).toContain(`>KSTS ${id}</span>`);
      expect(row).toContain(`href="https://skyvector.com/?fpl=KSTS%20${id}"`);
    }
    expect(rows[0]).toContain(">KSTS KHES</span>");
  });

  it("My Trips: from the default departure airport when one is set, else the airport alone", async () => {
    const { jar } = await registerUser(server.url);
    await jsonRequest(jar, `${server.url}/api/trips/save`, "POST", { airportLocId: "HES" });
    const before = await (await jar.fetch(`${server.url}/trips`)).text();
    expect(before).toContain('href="https://skyvector.com/?fpl=KHES"');
    expect(before).toContain("KHES in SkyVector");
    expect(before).not.toContain("fpl=KSTS");
    expect(before).toContain("Set a default departure airport in");

    const saved = await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", {
      defaultDepartureAirport: "sts",
    });
    expect(saved.status).toBe(200);
    const after = await (await jar.fetch(`${server.url}/trips`)).text();
    expect(after).toContain(">KSTS KHES</span>");
    expect(after).toContain('href="https://skyvector.com/?fpl=KSTS%20KHES"');
    expect(after).toContain("Routes start at your default departure airport, <!-- -->KSTS");
  });
});
