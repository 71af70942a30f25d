import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const search = (body: unknown) =>
  fetch(`${server.url}/api/airports/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const page = async (query: string) => {
  const res = await fetch(`${server.url}/?${query}`);
  return { status: res.status, html: await res.text() };
};

interface Result {
  loc_id: string;
  icao_id: string | null;
  state: string;
  use: string;
  distance_nm: number;
  flight_time_minutes: number;
  max_runway_length: number;
  surface: string;
  runways: { Runway_Id: string; Length: number; Surface_Type_Condition: string }[];
}

describe("POST /api/airports/search", () => {
  it("answers results and pagination in the spec's shape, nearest first", async () => {
    const res = await search({ departureAirport: "KSTS", aircraftSpeed: 120, page: 1, pageSize: 50 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 50, hasPreviousPage: false, hasNextPage: true });
    expect(body.pagination.totalResults).toBeGreaterThan(12000);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.totalResults / 50));
    expect(body.results).toHaveLength(50);
    const first: Result = body.results[0];
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        "loc_id",
        "icao_id",
        "name",
        "city",
        "state",
        "use",
        "ownership",
        "distance_nm",
        "flight_time_minutes",
        "max_runway_length",
        "runways",
        "adult_activities_summary",
        "kids_activities_summary",
      ]),
    );
    expect(first.loc_id).toBe("HES"); // Healdsburg, 9.5 NM from Santa Rosa
    expect(first.runways[0]).toMatchObject({ Runway_Id: expect.any(String), Length: expect.any(Number) });
    const distances = body.results.map((r: Result) => r.distance_nm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.results.some((r: Result) => r.loc_id === "STS")).toBe(false);
    expect(first.flight_time_minutes).toBe(Math.round((first.distance_nm / 120) * 60));
    expect(body.data_cycle).toEqual({ label: "FAA NASR 26 Dec 2024 (offline snapshot)", effective_date: "2024-12-26" });
  });

  it("finds the departure by FAA id in any case", async () => {
    const [a, b] = await Promise.all([
      search({ departureAirport: "sts", aircraftSpeed: 120 }),
      search({ departureAirport: "KSTS", aircraftSpeed: 120 }),
    ]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja.departure.icao_id).toBe("KSTS");
    expect(ja.results.map((r: Result) => r.loc_id)).toEqual(jb.results.map((r: Result) => r.loc_id));
  });

  it("applies every filter to every result", async () => {
    const res = await search({
      departureAirport: "KSFO",
      aircraftSpeed: 150,
      minDuration: 0.5,
      maxDuration: 1.5,
      minRunwayLength: 4000,
      state: "CA",
      runwaySurface: "improved",
      airportUse: "public",
      pageSize: 200,
    });
    const body = await res.json();
    expect(body.results.length).toBeGreaterThan(10);
    for (const r of body.results as Result[]) {
      expect(r.state).toBe("CA");
      expect(r.use).toBe("PU");
      expect(r.distance_nm / 150).toBeGreaterThanOrEqual(0.5 - 1e-3);
      expect(r.distance_nm / 150).toBeLessThanOrEqual(1.5 + 1e-3);
      const paved = r.runways.filter(
        (w) => /^(ASPH|CONC|PEM|TRTD)/.test(w.Surface_Type_Condition ?? "") && w.Length >= 4000,
      );
      expect(paved.length, `${r.loc_id} has a paved runway of 4,000 ft`).toBeGreaterThan(0);
    }
  });

  it("finds unimproved strips only with an unimproved runway", async () => {
    const body = await (
      await search({ departureAirport: "KSTS", aircraftSpeed: 100, maxDuration: 1, runwaySurface: "unimproved" })
    ).json();
    expect(body.results.length).toBeGreaterThan(0);
    for (const r of body.results as Result[]) {
      expect(
        r.runways.some((w) => /^(TURF|DIRT|GRVL|GRAVEL|MATS|SAND|GRASS)/.test(w.Surface_Type_Condition ?? "")),
      ).toBe(true);
    }
  });

  it("sorts by runway descending and pages", async () => {
    const body = await (
      await search({
        departureAirport: "KSTS",
        aircraftSpeed: 120,
        sort: "runway",
        direction: "desc",
        page: 2,
        pageSize: 20,
      })
    ).json();
    expect(body.pagination).toMatchObject({ page: 2, pageSize: 20, hasPreviousPage: true });
    const lengths = body.results.map((r: Result) => r.max_runway_length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    const page1 = await (
      await search({
        departureAirport: "KSTS",
        aircraftSpeed: 120,
        sort: "runway",
        direction: "desc",
        page: 1,
        pageSize: 20,
      })
    ).json();
    expect(page1.results[0].max_runway_length).toBeGreaterThanOrEqual(lengths[0]);
    expect(page1.results[0].loc_id).toBe("DEN"); // 16,000 ft, the longest in the data
  });

  it("answers 400 naming the field and the spec's message", async () => {
    const cases: [unknown, string, string][] = [
      [
        { departureAirport: "KS", aircraftSpeed: 120 },
        "departureAirport",
        "Airport code must be at least 3 characters",
      ],
      [
        { departureAirport: "KSTSX", aircraftSpeed: 120 },
        "departureAirport",
        "Airport code must be at most 4 characters",
      ],
      [{ departureAirport: "KSTS", aircraftSpeed: 20 }, "aircraftSpeed", "Speed must be at least 50 knots"],
      [{ departureAirport: "KSTS", aircraftSpeed: 900 }, "aircraftSpeed", "Speed must be at most 500 knots"],
      [
        { departureAirport: "KSTS", aircraftSpeed: 120, minRunwayLength: -1 },
        "minRunwayLength",
        "Min runway length must be 0 or more",
      ],
      [{ departureAirport: "ZZZZ", aircraftSpeed: 120 }, "departureAirport", "No airport found with the code ZZZZ"],
    ];
    for (const [body, field, message] of cases) {
      const res = await search(body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.error).toBe(message);
      expect(json.fieldErrors[field]).toEqual([message]);
    }
  });

  it("rejects a body that is not JSON, and GET", async () => {
    const bad = await fetch(`${server.url}/api/airports/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Request body must be a JSON object");
    const get = await fetch(`${server.url}/api/airports/search`);
    expect(get.status).toBe(405);
  });
});

describe("the home page search (GET form, no JavaScript needed)", () => {
  it("shows Featured Destinations and the default form when no search is made", async () => {
    const { status, html } = await page("");
    expect(status).toBe(200);
    expect(html).toContain("Featured Destinations");
    for (const id of ["KSTS", "KSBA", "KPGA", "KMCD", "KSEZ", "KAKQ"]) expect(html).toContain(`href="/airport/${id}"`);
    expect(html).toMatch(/<form id="search"[^>]*action="\/#results" method="get">/);
    expect(html).toMatch(/name="aircraftSpeed"[^>]*value="120"|value="120"[^>]*name="aircraftSpeed"/);
    expect(html).toMatch(/<option value="improved" selected=""/);
    expect(html).toMatch(/<option value="public" selected=""/);
  });

  it("redirects a form submission to its clean, canonical query string", async () => {
    const res = await fetch(
      `${server.url}/?departureAirport=sts&aircraftSpeed=120&minDuration=&maxDuration=&state=&runwaySurface=improved&airportUse=&page=1`,
      { redirect: "manual" },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/?departureAirport=STS&aircraftSpeed=120&runwaySurface=improved#results");
  });

  it("runs the search from the query string and renders the same rows as the JSON call", async () => {
    const { status, html } = await page("departureAirport=STS&aircraftSpeed=120");
    expect(status).toBe(200);
    expect(html).not.toContain("Featured Destinations");
    const json = await (await search({ departureAirport: "sts", aircraftSpeed: 120 })).json();
    expect(html).toContain(`Showing 1 to 50 of ${json.pagination.totalResults.toLocaleString("en-US")} results`);
    const rowLinks = [
      ...html.matchAll(/href="\/airport\/([A-Z0-9]+)\?from=search&amp;departureAirport=STS&amp;aircraftSpeed=120"/g),
    ].map((m) => m[1]);
    const expected = json.results.map((r: Result) => r.icao_id || r.loc_id);
    // Each airport is linked once, from its row (a card on a phone: decision 0090), and dotted on the map.
    expect([...new Set(rowLinks)]).toEqual(expected);
    expect(html.match(/data-row-link/g)).toHaveLength(expected.length);
  });

  it("links sort headers and page numbers as plain URLs", async () => {
    const { html } = await page("departureAirport=KSTS&aircraftSpeed=120");
    expect(html).toContain('href="/?departureAirport=KSTS&amp;aircraftSpeed=120&amp;sort=runway#results"');
    expect(html).toContain('href="/?departureAirport=KSTS&amp;aircraftSpeed=120&amp;sort=time#results"');
    // The current column flips to descending.
    expect(html).toContain('href="/?departureAirport=KSTS&amp;aircraftSpeed=120&amp;direction=desc#results"');
    expect(html).toContain('href="/?departureAirport=KSTS&amp;aircraftSpeed=120&amp;page=2#results"');
    expect(html).toContain('aria-label="Page 5"');
    expect(html).not.toContain('aria-label="Page 6"');
    const second = await page("departureAirport=KSTS&aircraftSpeed=120&page=2");
    expect(second.html).toContain("Showing 51 to 100 of");
  });

  it("re-renders the form with the spec's messages and the typed values on bad input", async () => {
    const { status, html } = await page("departureAirport=ks&aircraftSpeed=20&minRunwayLength=-3");
    expect(status).toBe(400);
    expect(html).toContain("Airport code must be at least 3 characters");
    expect(html).toContain("Speed must be at least 50 knots");
    expect(html).toContain("Min runway length must be 0 or more");
    expect(html).toMatch(/value="ks"/);
    expect(html).toMatch(/aria-invalid="true"/);
  });

  it("says an unknown departure airport is unknown instead of showing an empty list", async () => {
    const { status, html } = await page("departureAirport=QQQQ&aircraftSpeed=120");
    expect(status).toBe(400);
    expect(html).toContain("No airport found with the code QQQQ");
    expect(html).not.toContain("No airports found");
  });

  it("a search from a closed field says so over its results, and the JSON's departure carries the FAA status (flow audit)", async () => {
    // Conover Air Lodge (02CL): ARPT_STATUS CI in the bundled snapshot.
    const { status, html } = await page("departureAirport=02CL&aircraftSpeed=120&maxDuration=0.5");
    expect(status).toBe(200);
    expect(html.replace(/<[^>]+>/g, "")).toContain(
      "02CL: Closed indefinitely. The FAA data lists the departure airport as closed: check NOTAMs and the Chart Supplement before you plan a flight from it.",
    );
    const json = (await (await search({ departureAirport: "02CL", aircraftSpeed: 120 })).json()) as {
      departure: { status: string };
    };
    expect(json.departure.status).toBe("CI");
    const open = await page("departureAirport=KSTS&aircraftSpeed=120&maxDuration=0.5");
    expect(open.html).not.toContain('data-testid="departure-closed"');
  });

  it("a result row's activity line says whom it is for, as the tools' cards do (UX audit)", async () => {
    const { html } = await page("departureAirport=KSTS&aircraftSpeed=120");
    const lines = [...html.matchAll(/class="row-summary">(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(line).toMatch(/^For (Adults|Kids): \S/);
  });

  it("sorts by Distance, Trip Time and Longest Runway, in the spec's order, on the table and the phone's buttons", async () => {
    const { html } = await page("departureAirport=KSTS&aircraftSpeed=120");
    const thead = html.slice(html.indexOf("<thead"), html.indexOf("</thead>"));
    const headers = [...thead.matchAll(/<th[^>]*scope="col"[^>]*>(.*?)<\/th>/gs)].map((m) =>
      m[1]!
        .replace(/<span.*?<\/span>/gs, "")
        .replace(/<[^>]+>/g, "")
        .trim(),
    );
    expect(headers).toEqual(["Airport", "Distance", "Trip Time", "Longest Runway", "Weather"]);
    const nav = html.slice(
      html.indexOf('aria-label="Sort results"'),
      html.indexOf("</nav>", html.indexOf('aria-label="Sort results"')),
    );
    const buttons = [...nav.matchAll(/<a [^>]*>(.*?)<\/a>/gs)].map((m) =>
      m[1]!.replace(/<span.*?<\/span>/gs, "").trim(),
    );
    expect(buttons.slice(0, 3)).toEqual(["Distance", "Trip Time", "Runway"]);
    const row = html.slice(html.indexOf('data-row="true"'));
    expect(row.indexOf(">Distance</span>")).toBeLessThan(row.indexOf(">Trip Time</span>"));
    // A phone's card names its badge too ('Weather N/A'): it has no column header and no hover title.
    const weatherCell = /<td class="row-cell row-weather[^"]*">(.*?)<\/td>/s.exec(row)?.[1] ?? "";
    expect(weatherCell).toMatch(/^<span class="cell-label">Weather<\/span><span class="badge-line"/);
  });

  it("a result row shows both its activity summaries, the adults' then the kids' (spec: 'activity summaries')", async () => {
    const { html } = await page("departureAirport=KSTS&aircraftSpeed=120");
    const rows = html
      .split("<tr")
      .map((row) =>
        [...row.matchAll(/class="row-summary">(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").split(":")[0]),
      );
    const both = rows.filter((labels) => labels.length === 2);
    expect(both.length).toBeGreaterThan(0);
    for (const labels of both) expect(labels).toEqual(["For Adults", "For Kids"]);
  });

  it("shows an empty state when nothing matches", async () => {
    const { status, html } = await page("departureAirport=KSTS&aircraftSpeed=120&maxDuration=0.05");
    expect(status).toBe(200);
    expect(html).toContain("No airports found");
    expect(html).toContain("Try adjusting your search criteria.");
    expect(html).not.toContain("Showing 1 to");
  });
});

describe("navigation", () => {
  it("sends the nav's airport-id box to the airport page, trimmed and upper-cased", async () => {
    const res = await fetch(`${server.url}/airport?id=%20ksts%20`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/airport/KSTS");
    const blank = await fetch(`${server.url}/airport?id=%20%20`, { redirect: "manual" });
    expect(blank.headers.get("location")).toBe("/");
  });

  it("shows the loaded FAA data cycle in the footer", async () => {
    const { html } = await page("");
    expect(html).toContain(
      'Airport data: FAA NASR 26 Dec 2024 (offline snapshot), effective <time dateTime="2024-12-26">26 Dec 2024</time>',
    );
  });

  it("answers Page Not Found with status 404 for any other path", async () => {
    const res = await fetch(`${server.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });
});
