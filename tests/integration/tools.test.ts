import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { BUR_LAX_MEETUP } from "../support/meetup-example";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const meetup = (body: unknown) => post("/api/tools/midpoint-meetup", body);
const midpoint = (body: unknown) => post("/api/tools/midpoint-match", body);
const page = async (query: string) => {
  const res = await fetch(`${server.url}/tools${query}`, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
};
/** Text of the HTML with tags and React's text separators removed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

interface ToolAirport {
  id: number;
  locId: string;
  icaoId: string | null;
  facilityUse: string | null;
  runwayLength: number | null;
  runwaySurface: string | null;
}
interface MeetupResult {
  airport: ToolAirport;
  plane1FlightTime: number;
  plane2FlightTime: number;
  plane1Distance: number;
  plane2Distance: number;
}

const BUR_LAX = {
  ...BUR_LAX_MEETUP,
  minRunwayLength: 3000,
  runwaySurface: "improved",
  airportUse: "public",
};
/** The default order (docs/decisions/0005): the split bucketed (within 10 min is even), the later arrival, the total. */
const difference = (r: MeetupResult) => Math.round(Math.abs(r.plane1FlightTime - r.plane2FlightTime) * 60);
const bucket = (minutes: number) => (minutes <= 10 ? 0 : Math.ceil((minutes - 10) / 10));
const meeting = (r: MeetupResult) => Math.max(r.plane1FlightTime, r.plane2FlightTime);
const order = (r: MeetupResult) => [bucket(difference(r)), meeting(r), r.plane1FlightTime + r.plane2FlightTime];
const inOrder = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 1e-9) return a[i] < b[i];
  return true;
};

describe("POST /api/tools/midpoint-meetup (Duration Match)", () => {
  it("answers results and pagination in the spec's shape, both windows met, fairest split and soonest meeting first", async () => {
    const res = await meetup(BUR_LAX);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["pagination", "results"]);
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 20, hasPreviousPage: false, hasNextPage: true });
    expect(body.pagination.totalResults).toBeGreaterThan(40);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.totalResults / 20));
    expect(body.results).toHaveLength(20);
    const first: MeetupResult = body.results[0];
    expect(Object.keys(first).sort()).toEqual([
      "airport",
      "plane1Distance",
      "plane1FlightTime",
      "plane2Distance",
      "plane2FlightTime",
    ]);
    expect(Object.keys(first.airport).sort()).toEqual(
      [
        "adult_activities_summary",
        "city",
        "courtesy_car",
        "facilityUse",
        "fuel_price",
        "icaoId",
        "id",
        "kids_activities_summary",
        "locId",
        "name",
        "runwayLength",
        "runwaySurface",
        "state",
      ].sort(),
    );
    const all: MeetupResult[] = body.results;
    for (const r of all) {
      for (const [hours, nm] of [
        [r.plane1FlightTime, r.plane1Distance],
        [r.plane2FlightTime, r.plane2Distance],
      ]) {
        expect(hours).toBeGreaterThanOrEqual(1 - 0.005);
        expect(hours).toBeLessThanOrEqual(2 + 0.005);
        expect(hours).toBeCloseTo(nm / 150, 1);
        expect(Number.isInteger(hours * 100 + 1e-9) || Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6).toBe(
          true,
        );
      }
      expect(r.airport.facilityUse).toBe("pu");
      expect(r.airport.runwayLength).toBeGreaterThanOrEqual(3000);
      expect(["BUR", "LAX"]).not.toContain(r.airport.locId);
    }
    const keys = all.map(order);
    for (let i = 1; i < keys.length; i++) expect(inOrder(keys[i - 1], keys[i]), `row ${i} is in order`).toBe(true);
  });

  it("pages twenty at a time and continues the order", async () => {
    const [one, two] = await Promise.all([meetup({ ...BUR_LAX, page: 1 }), meetup({ ...BUR_LAX, page: 2 })]);
    const [p1, p2] = [await one.json(), await two.json()];
    expect(p2.pagination).toMatchObject({ page: 2, pageSize: 20, hasPreviousPage: true });
    const ids1 = p1.results.map((r: MeetupResult) => r.airport.id);
    const ids2 = p2.results.map((r: MeetupResult) => r.airport.id);
    expect(ids2.some((id: number) => ids1.includes(id))).toBe(false);
    expect(inOrder(order(p1.results.at(-1)), order(p2.results[0]))).toBe(true);
    const small = await (await meetup({ ...BUR_LAX, pageSize: 5 })).json();
    expect(small.results).toHaveLength(5);
    expect(small.pagination.pageSize).toBe(5);
  });

  it("KBUR/KLAX (14 NM apart) with any surface: near, even meetups first, not far-off dirt strips with a 0-minute difference", async () => {
    const anySurface = { ...BUR_LAX, minRunwayLength: undefined, runwaySurface: "", airportUse: "" };
    const fair = (await (await meetup(anySurface)).json()).results as MeetupResult[];
    for (const r of fair.slice(0, 5)) {
      expect(difference(r), r.airport.locId).toBeLessThanOrEqual(10);
      expect(meeting(r), r.airport.locId).toBeLessThanOrEqual(1.1);
    }
    for (let i = 1; i < fair.length; i++)
      expect(inOrder(order(fair[i - 1]), order(fair[i])), `row ${i} is in order`).toBe(true);

    // The exact difference stays one re-sort away (the order before), and so do total time and runway.
    const exact = (await (await meetup({ ...anySurface, sort: "difference" })).json()).results as MeetupResult[];
    expect(difference(exact[0])).toBe(0);
    for (let i = 1; i < exact.length; i++)
      expect(difference(exact[i])).toBeGreaterThanOrEqual(difference(exact[i - 1]));
    expect(exact.slice(0, 5).some((r) => meeting(r) > 1.5)).toBe(true);
    const total = (await (await meetup({ ...anySurface, sort: "total" })).json()).results as MeetupResult[];
    const sum = (r: MeetupResult) => r.plane1FlightTime + r.plane2FlightTime;
    for (let i = 1; i < total.length; i++) expect(sum(total[i])).toBeGreaterThanOrEqual(sum(total[i - 1]) - 1e-9);
    const runway = (await (await meetup({ ...anySurface, sort: "runway" })).json()).results as MeetupResult[];
    for (let i = 1; i < runway.length; i++)
      expect(runway[i].airport.runwayLength ?? 0).toBeLessThanOrEqual(runway[i - 1].airport.runwayLength ?? 0);
  });

  it("upper-cases the codes on the server", async () => {
    const body = await (
      await meetup({ ...BUR_LAX, plane1Airport: " kbur", plane2Airport: "klax", pageSize: 3 })
    ).json();
    expect(body.results).toHaveLength(3);
    const { status, location } = await page(
      "?tab=duration&plane1Airport=kbur&plane2Airport=klax&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2",
    );
    expect(status).toBe(302);
    expect(location).toContain("plane1Airport=KBUR&plane2Airport=KLAX");
  });

  it("keeps both windows with different speeds and no filters", async () => {
    const body = await (
      await meetup({
        ...BUR_LAX,
        plane1Airport: "ksfo",
        plane2Airport: "klas",
        plane1Speed: 110,
        plane2Speed: 180,
        minDuration: 1.5,
        maxDuration: 2.5,
        minRunwayLength: undefined,
        runwaySurface: "",
        airportUse: "",
        pageSize: 100,
      })
    ).json();
    expect(body.results.length).toBeGreaterThan(20);
    for (const r of body.results as MeetupResult[]) {
      expect(r.plane1Distance / 110).toBeGreaterThanOrEqual(1.5 - 1e-3);
      expect(r.plane1Distance / 110).toBeLessThanOrEqual(2.5 + 1e-3);
      expect(r.plane2Distance / 180).toBeGreaterThanOrEqual(1.5 - 1e-3);
      expect(r.plane2Distance / 180).toBeLessThanOrEqual(2.5 + 1e-3);
    }
    expect(body.results.some((r: MeetupResult) => r.airport.facilityUse === "pr")).toBe(true);
  });

  it("answers 400 with every validation message of spec §5 on its field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ plane1Airport: "KB" }, "plane1Airport", "Airport code required"],
      [{ plane2Airport: undefined }, "plane2Airport", "Airport code required"],
      [{ plane1Speed: 49 }, "plane1Speed", "Speed must be at least 50 knots"],
      [{ plane2Speed: 801 }, "plane2Speed", "Speed must be less than 800 knots"],
      [{ minDuration: 0.1 }, "minDuration", "Minimum 0.25 hours"],
      [{ maxDuration: 9 }, "maxDuration", "Maximum 8 hours"],
      [{ minDuration: 2, maxDuration: 2 }, "maxDuration", "Max duration must be greater than min duration"],
      [{ minRunwayLength: -1 }, "minRunwayLength", "Min runway length must be 0 or more"],
      [{ plane2Airport: "ZZZZ" }, "plane2Airport", "No airport found with the code ZZZZ"],
    ];
    for (const [change, field, message] of cases) {
      const res = await meetup({ ...BUR_LAX, ...change });
      expect(res.status, message).toBe(400);
      const json = await res.json();
      expect(json.error).toBe(message);
      expect(json.fieldErrors[field]).toEqual([message]);
    }
  });

  it("rejects a body that is not JSON, and GET", async () => {
    const bad = await fetch(`${server.url}/api/tools/midpoint-meetup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "[1]",
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Request body must be a JSON object");
    const get = await fetch(`${server.url}/api/tools/midpoint-meetup`);
    expect(get.status).toBe(405);
  });
});

describe("POST /api/tools/midpoint-match (Midpoint Match)", () => {
  it("answers results, pagination and an integer searchRadius, nearest first, all within it", async () => {
    const res = await midpoint({
      departure1Airport: "KSFO",
      departure2Airport: "KLAS",
      minRunwayLength: 3000,
      runwaySurface: "improved",
      airportUse: "public",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["pagination", "results", "searchRadius"]);
    expect(body.searchRadius).toBe(54); // 15 % of ~360 NM
    expect(body.results.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(body.results[0]).sort()).toEqual(["airport", "distanceToMidpoint"]);
    const distances = body.results.map((r: { distanceToMidpoint: number }) => r.distanceToMidpoint);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(d).toBeLessThanOrEqual(body.searchRadius);
    expect(body.pagination).toMatchObject({ page: 1, pageSize: 20, totalResults: body.results.length });
  });

  it("widens the radius on a short leg until there are options, and pages a long leg", async () => {
    const short = await (
      await midpoint({ departure1Airport: "KBUR", departure2Airport: "KLAX", runwaySurface: "unimproved" })
    ).json();
    expect(short.searchRadius).toBeGreaterThan(25);
    expect(short.searchRadius % 25).toBe(0);
    expect(short.results.length).toBeGreaterThanOrEqual(5);
    const ids = short.results.map((r: { airport: ToolAirport }) => r.airport.locId);
    expect(ids).not.toContain("BUR");
    expect(ids).not.toContain("LAX");

    const long = await (await midpoint({ departure1Airport: "KBOS", departure2Airport: "KSEA", page: 2 })).json();
    expect(long.searchRadius).toBe(150);
    expect(long.pagination).toMatchObject({ page: 2, pageSize: 20, hasPreviousPage: true });
    expect(long.pagination.totalResults).toBeGreaterThan(40);
    expect(long.results).toHaveLength(20);
  });

  it("answers 400 for short codes and an unknown airport, 405 for GET", async () => {
    const short = await midpoint({ departure1Airport: "SF", departure2Airport: "KLAS" });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: "Airport code required",
      fieldErrors: { departure1Airport: ["Airport code required"] },
    });
    const unknown = await midpoint({ departure1Airport: "QQQQ", departure2Airport: "XXXX" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors).toEqual({
      departure1Airport: ["No airport found with the code QQQQ"],
      departure2Airport: ["No airport found with the code XXXX"],
    });
    expect((await fetch(`${server.url}/api/tools/midpoint-match`)).status).toBe(405);
  });
});

const DURATION_URL =
  "?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=3000&runwaySurface=improved&airportUse=public";

describe("the /tools page (GET forms, no JavaScript needed)", () => {
  it("shows the Duration Match form with the spec's defaults and both tabs as links", async () => {
    const { status, html } = await page("");
    expect(status).toBe(200);
    expect(html).toContain("<title>Aviation Tools | AirportFinder</title>");
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/tools\?tab=duration"|<a[^>]*href="\/tools\?tab=duration"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="/tools?tab=midpoint"');
    expect(html).toMatch(/<form[^>]*action="\/tools"[^>]*method="get"/);
    expect(html).toContain("Find Meetup Airports");
    expect(html).toMatch(/placeholder="KBUR"/);
    expect(html).toMatch(/placeholder="KLAX"/);
    for (const [name, value] of [
      ["plane1Speed", "150"],
      ["plane2Speed", "150"],
      ["minDuration", "1"],
      ["maxDuration", "2"],
      ["minRunwayLength", "3000"],
    ]) {
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*value="${value}"|value="${value}"[^>]*name="${name}"`));
    }
    expect(html).toMatch(/<option value="improved" selected=""/);
    expect(html).toMatch(/<option value="public" selected=""/);
  });

  it("shows the Midpoint Match form with empty codes", async () => {
    const { html } = await page("?tab=midpoint");
    expect(html).toContain("Find Midpoint Airports");
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Midpoint Match/);
    expect(html).toMatch(
      /name="departure1Airport"[^>]*value=""|value=""[^>]*name="departure1Airport"|<input(?![^>]*value=)[^>]*name="departure1Airport"/,
    );
    expect(html).toMatch(/name="minRunwayLength"[^>]*value="3000"|value="3000"[^>]*name="minRunwayLength"/);
  });

  it("redirects a form submission to its clean, canonical query string", async () => {
    const res = await page(
      "?tab=duration&plane1Airport=kbur&plane1Speed=150&plane2Airport=klax&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=&runwaySurface=improved&airportUse=&departure1Airport=KSFO",
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(
      "/tools?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&runwaySurface=improved&departure1Airport=KSFO",
    );
  });

  it("renders Meetup Options with the same rows as the JSON call, with paging links", async () => {
    const { status, html } = await page(DURATION_URL);
    expect(status).toBe(200);
    const json = await (await meetup(BUR_LAX)).json();
    const t = text(html);
    expect(t).toContain("Meetup Options");
    expect(t).toContain(`${json.pagination.totalResults} airports found`);
    expect(t).toContain(`Showing 1 to 20 of ${json.pagination.totalResults.toLocaleString("en-US")} results`);
    for (const h of ["Airport", "Flight Times", "Runway", "Activities"])
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${h}</th>`));
    const links = [...html.matchAll(/<a[^>]*href="\/airport\/([A-Z0-9]+)"/g)].map((m) => m[1]);
    const expected = json.results.map((r: MeetupResult) => r.airport.icaoId || r.airport.locId);
    expect([...new Set(links)]).toEqual(expected);
    const first: MeetupResult = json.results[0];
    expect(t).toContain(`${Math.round(first.plane1Distance)} NM`);
    expect(t).toMatch(/\d+h \d+m/);
    expect(t).toMatch(/\d,\d{3}′/);
    expect(html).toContain(`href="/tools${DURATION_URL.replace(/&/g, "&amp;")}&amp;page=2"`);
    expect(html).toContain('aria-label="Page 5"');
    expect(html).not.toContain('aria-label="Page 6"');
    const second = text((await page(`${DURATION_URL}&page=2`)).html);
    expect(second).toContain("Showing 21 to 40 of");
  });

  it("labels each activity line For Adults or For Kids and names nothing twice (Midpoint KSTS/KMRY)", async () => {
    const criteria = { departure1Airport: "KSTS", departure2Airport: "KMRY" };
    const t = text((await page(`?tab=midpoint&${new URLSearchParams(criteria)}`)).html).replace(/&#x27;/g, "'");
    const json = await (await midpoint(criteria)).json();
    type Summaries = { adult_activities_summary: string | null; kids_activities_summary: string | null };
    const airports: Summaries[] = json.results.map((r: { airport: Summaries }) => r.airport);
    const entries = (s: string | null) => (s ? s.split(" · ") : []);
    let shared = 0;
    for (const { adult_activities_summary: adults, kids_activities_summary: kids } of airports) {
      if (adults) expect(t).toContain(`For Adults: ${adults}`);
      const kidsOnly = entries(kids).filter((e) => !entries(adults).includes(e));
      if (kidsOnly.length) expect(t).toContain(`For Kids: ${kidsOnly.join(" · ")}`);
      if (kidsOnly.length < entries(kids).length) {
        shared++;
        expect(t).not.toContain(`For Kids: ${kids}`);
      }
    }
    // The page has an airport whose air museum counts for grown-ups and kids alike.
    expect(shared).toBeGreaterThan(0);
  });

  it("renders Midpoint Airports with the count and the search radius", async () => {
    const { status, html } = await page(
      "?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS&minRunwayLength=3000&runwaySurface=improved&airportUse=public",
    );
    expect(status).toBe(200);
    const t = text(html);
    const json = await (
      await midpoint({
        departure1Airport: "KSFO",
        departure2Airport: "KLAS",
        minRunwayLength: 3000,
        runwaySurface: "improved",
        airportUse: "public",
      })
    ).json();
    expect(t).toContain("Midpoint Airports");
    expect(t).toContain(`${json.pagination.totalResults} airports found`);
    expect(t).toContain("Search radius: ±54 NM from midpoint");
    expect(html).toMatch(/<th scope="col"[^>]*>Distance to Midpoint<\/th>/);
    expect(t).toContain(`${Math.round(json.results[0].distanceToMidpoint)} NM`);
  });

  it("keeps the other tab's search in the tab links and the forms' hidden fields", async () => {
    const both = `${DURATION_URL}&departure1Airport=KSFO&departure2Airport=KLAS`;
    const { html } = await page(both);
    expect(html).toContain(
      'href="/tools?tab=midpoint&amp;departure1Airport=KSFO&amp;departure2Airport=KLAS&amp;minRunwayLength=3000&amp;runwaySurface=improved&amp;airportUse=public&amp;plane1Airport=KBUR',
    );
    expect(html).toContain('<input type="hidden" name="departure1Airport" value="KSFO"/>');
    const mid = await page(
      "?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS&minRunwayLength=3000&runwaySurface=improved&airportUse=public&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2",
    );
    expect(mid.status).toBe(200);
    expect(text(mid.html)).toContain("Midpoint Airports");
    expect(mid.html).toContain('<input type="hidden" name="plane1Airport" value="KBUR"/>');
  });

  it("re-renders the form with the spec's messages and the typed values on bad input", async () => {
    const { status, html } = await page(
      "?tab=duration&plane1Airport=kb&plane2Airport=KLAX&plane1Speed=20&plane2Speed=900&minDuration=2&maxDuration=1.5",
    );
    expect(status).toBe(400);
    for (const message of [
      "Airport code required",
      "Speed must be at least 50 knots",
      "Speed must be less than 800 knots",
      "Max duration must be greater than min duration",
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/value="kb"/);
    expect(html).toMatch(/value="1.5"/);
    expect(html).toMatch(/aria-invalid="true"/);
    expect(html).not.toContain("Meetup Options");

    const times = await page(
      "?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=0.1&maxDuration=9",
    );
    expect(times.html).toContain("Minimum 0.25 hours");
    expect(times.html).toContain("Maximum 8 hours");

    const mid = await page("?tab=midpoint&departure1Airport=SF&departure2Airport=");
    expect(mid.status).toBe(400);
    expect(mid.html.match(/class="field-error">Airport code required</g)?.length).toBe(2);
  });

  it("says an unknown airport is unknown on its field", async () => {
    const { status, html } = await page("?tab=midpoint&departure1Airport=KSFO&departure2Airport=QQQQ");
    expect(status).toBe(400);
    expect(html).toContain("No airport found with the code QQQQ");
    expect(html).toMatch(/value="QQQQ"/);
  });
});
