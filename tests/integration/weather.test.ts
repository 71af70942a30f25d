/**
 * Weather end to end: the built server, a real SQLite file, and the AWC
 * replaced by tests/fakes/awc.ts replaying recorded payloads in each of its
 * modes (fresh, stale, failing, slow, malformed).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAwc, type AwcMode, type FakeAwc } from "../fakes/awc";
import { startServer, type TestServer } from "../support/server";

const RESULTS_PAGE = "/?departureAirport=KSTS&aircraftSpeed=120";

interface Setup {
  awc: FakeAwc;
  server: TestServer;
}

/**
 * The app's own timeouts are only short against the slow source, the one mode that is about them.
 * Every other mode answers at once: there a timeout would measure the machine, not the app (a
 * malformed download cut short on a busy machine fails as "timed out", not as malformed).
 */
async function setup(mode: AwcMode, env: Record<string, string> = {}): Promise<Setup> {
  const awc = await startFakeAwc({ mode, slowMs: 8_000 });
  const timeouts =
    mode === "slow"
      ? { WEATHER_FETCH_TIMEOUT_MS: "800", WEATHER_CACHE_TIMEOUT_MS: "1500" }
      : { WEATHER_FETCH_TIMEOUT_MS: "60000", WEATHER_CACHE_TIMEOUT_MS: "60000" };
  const server = await startServer({ env: { AWC_BASE_URL: awc.baseUrl, ...timeouts, ...env } });
  return { awc, server };
}

async function teardown(s: Setup | undefined) {
  await s?.server.stop();
  await s?.awc.close();
}

/** Polls a condition (not a fixed sleep): the refresher works in the background. */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};
const batch = (s: Setup, body: unknown) =>
  fetch(`${s.server.url}/api/weather/batch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const html = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
};

/** KAPC (Napa) is in the recorded cache file only, not in the Data API recording: it answering means the cache file is loaded. */
const cacheLoaded = (s: Setup) =>
  until("the METAR cache to load", async () => {
    const { body } = await getJson(`${s.server.url}/api/weather/KAPC`);
    return Array.isArray(body) && body.length > 0;
  });
const refreshFailed = (s: Setup) =>
  until("a failed refresh", async () => s.server.output().includes("METAR cache refresh failed"));

const badgeCount = (page: string, label: string) => page.split(`Flight category </span>${label}<`).length - 1;

describe("fresh: the cache file loads on start and feeds every door", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup("fresh");
    await cacheLoaded(s);
  });
  afterAll(() => teardown(s));

  it("GET /api/weather/{id} answers an array with the spec's observation", async () => {
    const { status, body } = await getJson(`${s.server.url}/api/weather/KSTS`);
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]).sort()).toEqual(
      [
        "obsTime",
        "icaoId",
        "temp",
        "dewp",
        "wdir",
        "wspd",
        "wgst",
        "visib",
        "altim",
        "clouds",
        "wxString",
        "rawOb",
        "dataType",
      ].sort(),
    );
    expect(body[0]).toMatchObject({
      icaoId: "KSTS",
      visib: "10+",
      wdir: 310,
      wspd: 3,
      temp: 18.9,
      dataType: "METAR",
      clouds: [],
    });
    // "fresh": moved so the newest report of the file is 5 minutes old.
    expect(Date.now() / 1000 - body[0].obsTime).toBeLessThan(3 * 3600);
  });

  it("takes an FAA location id or any case, and the airport's ICAO station", async () => {
    for (const id of ["STS", "sts", "ksts"]) {
      const { status, body } = await getJson(`${s.server.url}/api/weather/${id}`);
      expect(status, id).toBe(200);
      expect(body[0].icaoId, id).toBe("KSTS");
    }
  });

  it("answers 400 JSON for an identifier that is not an ICAO id", async () => {
    // Sonoma Skypark (0Q9) has neither an ICAO id nor a weather station of its own.
    for (const id of ["KS", "KSTSXX", "Q-Q", "0Q9"]) {
      const { status, body } = await getJson(`${s.server.url}/api/weather/${encodeURIComponent(id)}`);
      expect(status, id).toBe(400);
      expect(body.error, id).toBe("Weather data requires a valid ICAO identifier");
    }
  });

  it("POST /api/weather/batch maps 4-character ids, upper-cased, to observations", async () => {
    const res = await batch(s, { icaoIds: ["ksts", "KSFO", "STS", "KHES", "EGLLX", "KAPC"] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["KAPC", "KSFO", "KSTS"]);
    expect(body.KSFO.icaoId).toBe("KSFO");
    expect(body.KSFO.clouds).toEqual([]);
  });

  it("asks the Data API only for ids the cache lacks, with a descriptive User-Agent", async () => {
    const before = s.awc.requests.length;
    await (await batch(s, { icaoIds: ["KSTS", "KZZQ"] })).json();
    const asked = s.awc.requests.slice(before);
    expect(asked.map((r) => `${r.path}${r.query}`)).toEqual(["/api/data/metar?ids=KZZQ&format=json"]);
    // Remembered: asking again within 5 minutes makes no call.
    await (await batch(s, { icaoIds: ["KZZQ"] })).json();
    expect(s.awc.requests.length).toBe(before + 1);
    for (const r of s.awc.requests) expect(r.userAgent).toMatch(/^AirportFinder\/.+aviationweather\.gov/);
  });

  it("answers 400 for a bad batch body, and 405 for GET", async () => {
    for (const body of [
      [],
      { icaoIds: "KSTS" },
      { icaoIds: [1, 2] },
      {},
      { icaoIds: Array.from({ length: 101 }, () => "KSTS") },
    ]) {
      const res = await batch(s, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await res.json()).error).toEqual(expect.any(String));
    }
    const raw = await fetch(`${s.server.url}/api/weather/batch`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(raw.status).toBe(400);
    expect((await fetch(`${s.server.url}/api/weather/batch`)).status).toBe(405);
  });

  it("the results page shows server-rendered badges from the cache and makes no outside call", async () => {
    const before = s.awc.requests.length;
    const page = await html(`${s.server.url}${RESULTS_PAGE}`);
    expect(page.status).toBe(200);
    expect(s.awc.requests.length).toBe(before);
    // 50 rows, one badge each (the table is the phone's cards too: decision 0090).
    const total = ["VFR", "MVFR", "IFR", "LIFR", "Unknown", "N/A"].reduce(
      (n, label) => n + badgeCount(page.text, label),
      0,
    );
    expect(total).toBe(50);
    expect(badgeCount(page.text, "VFR")).toBeGreaterThan(0);
    expect(badgeCount(page.text, "N/A")).toBeGreaterThan(0);
    expect(page.text).not.toContain("Old report");
  });

  it("the results rows of the JSON search carry the badge data", async () => {
    const res = await fetch(`${s.server.url}/api/airports/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ departureAirport: "KSTS", aircraftSpeed: 120 }),
    });
    const body = await res.json();
    const napa = body.results.find((r: { icao_id: string }) => r.icao_id === "KAPC");
    expect(napa.weather).toEqual({ icaoId: "KAPC", category: "VFR", obsTime: expect.any(Number) });
    const healdsburg = body.results.find((r: { loc_id: string }) => r.loc_id === "HES");
    expect(healdsburg.weather).toBeNull();
  });

  it("the airport page has the badge in its header and a Weather tab with the decoded METAR", async () => {
    const page = await html(`${s.server.url}/airport/KSTS?tab=weather`);
    expect(page.status).toBe(200);
    const text = page.text.replace(/<!-- -->/g, "");
    expect(text).toContain("Flight category </span>VFR<");
    expect(text).toContain("KSTS ");
    expect(text).toContain("310° at 3 kt");
    expect(text).toContain("10+ mi");
    expect(text).toContain("19 °C / 66 °F");
    expect(text).toContain("-2 °C / 29 °F");
    expect(text).toContain("30.12 inHg");
    expect(text).toContain(">Clear<");
    expect(text).toMatch(/\d\d:\d\dZ \d+ \w{3} 20\d\d/);
    expect(text).toContain("min ago");
  });

  it("an airport without a station of its own shows the nearest one, labelled", async () => {
    const page = (await html(`${s.server.url}/airport/KHES?tab=weather`)).text.replace(/<!-- -->/g, "");
    expect(page).toContain("No weather data available for this airport");
    expect(page).toMatch(/nearest reporting station instead: <strong[^>]*>KSTS<\/strong>, 10 NM away/);
  });

  it("an airport without an ICAO id whose own AWOS the AWC reports shows it as the field's own (O69, W22)", async () => {
    // AWOS.csv lists an AWOS-3P at Petaluma (O69) and an AWOS-3 at Upshur County (W22); the AWC reports them as
    // KO69 and KW22. Neither field has an ICAO id in the FAA data.
    const petaluma = (await html(`${s.server.url}/airport/O69?tab=weather`)).text.replace(/<!-- -->/g, "");
    expect(petaluma).not.toContain("Weather data requires a valid ICAO identifier");
    expect(petaluma).not.toContain("nearest reporting station");
    expect(petaluma).not.toContain("not this field&#x27;s own report");
    expect(petaluma).toMatch(/KO69 \d{6}Z AUTO/);
    const upshur = await getJson(`${s.server.url}/api/airports/W22`);
    expect(upshur.body.icao_id).toBeNull();
    expect(upshur.body.weather_stations.items.map((w: { id: string }) => w.id)).toEqual(["W22"]);
    expect(upshur.body.wind).toMatchObject({ source: "field", station: "KW22", distance_nm: null });
  });

  it("a field without an ICAO id answers GET /api/weather/{locId} with its own AWOS's report, as its page does (O69)", async () => {
    const { status, body } = await getJson(`${s.server.url}/api/weather/O69`);
    expect(status).toBe(200);
    expect(body.map((o: { icaoId: string }) => o.icaoId)).toEqual(["KO69"]);
  });

  it("search rows of a field without an ICAO id carry its own AWOS's badge and name the station (O69 as KO69)", async () => {
    const res = await fetch(`${s.server.url}/api/airports/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ departureAirport: "KSTS", aircraftSpeed: 120 }),
    });
    const body = await res.json();
    const petaluma = body.results.find((r: { loc_id: string }) => r.loc_id === "O69");
    expect(petaluma.icao_id).toBeNull();
    expect(petaluma.weather_station).toBe("KO69");
    // KO69 272150Z AUTO 28008KT 10SM CLR: VFR.
    expect(petaluma.weather).toEqual({ icaoId: "KO69", category: "VFR", obsTime: expect.any(Number) });
    const napa = body.results.find((r: { icao_id: string }) => r.icao_id === "KAPC");
    expect(napa.weather_station).toBe("KAPC");
    // Healdsburg's own station is its ICAO id, though the AWC has no report of it: the refresh still asks for it.
    const healdsburg = body.results.find((r: { loc_id: string }) => r.loc_id === "HES");
    expect(healdsburg).toMatchObject({ weather_station: "KHES", weather: null });
    // Sonoma Skypark has no station of its own.
    const skypark = body.results.find((r: { loc_id: string }) => r.loc_id === "0Q9");
    expect(skypark).toMatchObject({ weather_station: null, weather: null });

    const page = (await html(`${s.server.url}${RESULTS_PAGE}`)).text.replace(/<!-- -->/g, "");
    const row = page
      .split("<tr")
      .slice(1)
      .map((tr) => tr.split("</tr>")[0])
      .find((tr) => tr.includes("Petaluma Muni"));
    expect(row).toBeDefined();
    expect(badgeCount(row!, "VFR")).toBe(1);
    expect(row).toMatch(/title="KO69 observed /);
    // The browser's refresh asks for the station the row names, and the batch answers it.
    const refreshed = await (await batch(s, { icaoIds: ["KO69"] })).json();
    expect(refreshed.KO69.icaoId).toBe("KO69");
  });

  it("gives satellite picture URLs and validates their parameters", async () => {
    const { status, body } = await getJson(`${s.server.url}/api/maps/satellite?lat=38.5097&lng=-122.8129`);
    expect(status).toBe(200);
    expect(body.url).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/export\?bbox=[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+&bboxSR=3857.*size=1200,300/,
    );
    // The box is centred on the point: 1,200 × 300 px at zoom 13 (19.11 m per pixel in Web Mercator).
    const [x1, y1, x2, y2] = new URL(body.url).searchParams.get("bbox")!.split(",").map(Number);
    expect(((x1 + x2) / 2 / 20037508.34) * 180).toBeCloseTo(-122.8129, 3);
    expect(x2 - x1).toBeCloseTo(1200 * 19.109, -1);
    expect(y2 - y1).toBeCloseTo(300 * 19.109, -1);
    const zoomed = await getJson(`${s.server.url}/api/maps/satellite?lat=38.5&lng=-122.8&zoom=15&size=600x300`);
    expect(zoomed.body.url).toContain("size=600,300");
    for (const q of [
      "lng=-122.8",
      "lat=95&lng=0",
      "lat=38&lng=abc",
      "lat=38&lng=-122&zoom=30",
      "lat=38&lng=-122&size=big",
      "lat=38&lng=-122&size=5000x10",
    ]) {
      const res = await getJson(`${s.server.url}/api/maps/satellite?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toEqual(expect.any(String));
    }
  });

  it("GET /api/places/cached-photos answers the six featured photo records", async () => {
    const { status, body } = await getJson(`${s.server.url}/api/places/cached-photos`);
    expect(status).toBe(200);
    expect(body.map((p: { airport_code: string }) => p.airport_code)).toEqual([
      "KSTS",
      "KSBA",
      "KPGA",
      "KMCD",
      "KSEZ",
      "KAKQ",
    ]);
    for (const p of body)
      expect(p).toEqual({
        airport_code: expect.any(String),
        // A picture of the configured satellite source (tests/support/server.ts: a closed local port).
        photo_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:9\/export\?bbox=/),
        place_name: expect.any(String),
      });
    const home = await html(`${s.server.url}/`);
    expect(home.text).toContain(body[0].photo_url.replace(/&/g, "&amp;"));
  });
});

describe("stale: old observations are shown with their age", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup("stale");
    await cacheLoaded(s);
  });
  afterAll(() => teardown(s));

  it("badges keep their category and say the report is old", async () => {
    const page = await html(`${s.server.url}${RESULTS_PAGE}`);
    expect(badgeCount(page.text, "VFR")).toBeGreaterThan(0);
    expect(page.text).toMatch(/Old report: (\d+ days|1 year) ago/);
  });

  it("the Weather tab warns that the report is old", async () => {
    const page = (await html(`${s.server.url}/airport/KSTS?tab=weather`)).text.replace(/<!-- -->/g, "");
    expect(page).toMatch(/This report is (\d+ days|1 year|\d+ years) old/);
    expect(page).toContain("21:53Z 27 Jan 2025");
  });
});

describe("failing: a 500 leaves N/A badges and the spec's message; the next refresh recovers; the last good data stays", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup("failing", { WEATHER_REFRESH_SECONDS: "1" });
    await refreshFailed(s);
  });
  afterAll(() => teardown(s));

  it("pages still answer, with N/A badges and 'Unable to fetch current weather data'", async () => {
    const results = await html(`${s.server.url}${RESULTS_PAGE}`);
    expect(results.status).toBe(200);
    expect(badgeCount(results.text, "N/A")).toBe(50);
    const airport = await html(`${s.server.url}/airport/KSTS?tab=weather`);
    expect(airport.status).toBe(200);
    expect(airport.text).toContain("Unable to fetch current weather data");
    const api = await getJson(`${s.server.url}/api/weather/KAPC`);
    expect(api).toEqual({ status: 200, body: [] });
  });

  it("recovers at the next refresh, then keeps the last good observations through failures", async () => {
    s.awc.setMode("fresh");
    await cacheLoaded(s);
    s.awc.setMode("failing");
    const cacheCalls = () => s.awc.requests.filter((r) => r.path.endsWith("metars.cache.csv.gz")).length;
    const seen = cacheCalls();
    // Two more downloads: the first surely ran whole in failing mode (refreshes never overlap).
    await until("two failed refreshes", async () => cacheCalls() >= seen + 2);
    const { body } = await getJson(`${s.server.url}/api/weather/KAPC`);
    expect(body[0].icaoId).toBe("KAPC");
    const page = await html(`${s.server.url}${RESULTS_PAGE}`);
    expect(badgeCount(page.text, "VFR")).toBeGreaterThan(0);
  });
});

describe("slow: a source slower than the timeouts never holds a page up", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup("slow");
    await refreshFailed(s);
  });
  afterAll(() => teardown(s));

  /*
   * Not a stopwatch on the page (a busy machine renders slowly for reasons of its own): the source
   * holds every answer 8 s, ten times the fetch timeout, and the app must have stopped waiting for
   * it (hung up, its fetch timed out) and answered without it. A page that waited for the source
   * would find its answer there, and the fake records each one.
   */
  const notWaitedFor = async () => {
    expect(s.awc.requests.filter((r) => r.answered)).toEqual([]);
    await until("the app to hang up on the slow source", async () => s.awc.requests.every((r) => r.abandoned));
  };

  it("answers the airport page and the API within the fetch timeout", async () => {
    const airport = await html(`${s.server.url}/airport/KSTS?tab=weather`);
    expect(airport.text).toContain("Unable to fetch current weather data");
    await notWaitedFor();
    const asked = s.awc.requests.length;
    const api = await getJson(`${s.server.url}/api/weather/KSFO`);
    expect(api.body).toEqual([]);
    await notWaitedFor();
    const results = await html(`${s.server.url}${RESULTS_PAGE}`);
    expect(badgeCount(results.text, "N/A")).toBe(50);
    await notWaitedFor();
    // The API call did ask the slow source (it was not answered from memory), and gave up on it.
    expect(s.awc.requests.length).toBeGreaterThan(asked);
    expect(s.server.output()).toMatch(/METAR cache refresh failed.*timed out/);
    expect(s.server.output()).toMatch(/Data API lookup of .*KSFO.* failed: timed out/);
  });
});

describe("malformed: a payload that does not decode is logged and ignored", () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup("malformed");
    await refreshFailed(s);
  });
  afterAll(() => teardown(s));

  it("keeps pages working and says it could not fetch", async () => {
    expect(s.server.output()).toContain("The METAR cache has no raw_text,station_id header");
    const airport = await html(`${s.server.url}/airport/KSTS?tab=weather`);
    expect(airport.status).toBe(200);
    expect(airport.text).toContain("Unable to fetch current weather data");
    const res = await batch(s, { icaoIds: ["KSTS"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(s.server.output()).toContain("Data API lookup of KSTS failed");
  });
});
