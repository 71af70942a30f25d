/**
 * Runway wind components, density altitude and the max-crosswind search over
 * real HTTP: the built server, a real SQLite file, and the fake AWC replaying
 * the recorded METAR cache moved to "5 minutes ago" (fresh mode).
 *
 * KSTS in the recording: 31003KT, 19 °C, A3012; field elevation 128.7 ft;
 * runway ends 02 (029° true), 20 (209°), 14 (157°), 32 (337°).
 * By hand: on 337° the wind is 27° off the nose: 3·cos27 = 2.7 → 3 kt headwind,
 * 3·sin27 = 1.4 → 1 kt from the left. Pressure altitude 129 − 184 = −55 ft,
 * ISA there 15.1 °C, density altitude −55 + 120 × 3.8 = 400 ft.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAwc, type FakeAwc } from "../fakes/awc";
import { startServer, type TestServer } from "../support/server";

let awc: FakeAwc;
let server: TestServer;

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  awc = await startFakeAwc({ mode: "fresh" });
  // The fake answers at once: a short fetch timeout would only measure how busy the machine is.
  server = await startServer({ env: { AWC_BASE_URL: awc.baseUrl, WEATHER_FETCH_TIMEOUT_MS: "60000" } });
  // KAPC is only in the cache file: it answering means the cache is loaded.
  await until("the METAR cache", async () => {
    const body = await (await fetch(`${server.url}/api/weather/KAPC`)).json();
    return Array.isArray(body) && body.length > 0;
  });
});

afterAll(async () => {
  await server?.stop();
  await awc?.close();
});

const search = async (body: Record<string, unknown>) => {
  const res = await fetch(`${server.url}/api/airports/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ departureAirport: "KSTS", aircraftSpeed: 120, maxDuration: 1.5, pageSize: 200, ...body }),
  });
  return { status: res.status, body: await res.json() };
};

describe("GET /api/airports/{locId}: wind components and density altitude", () => {
  it("answers every end with a true heading under the field's own METAR, the favoured one named", async () => {
    const res = await fetch(`${server.url}/api/airports/KSTS`);
    expect(res.status).toBe(200);
    const { wind } = await res.json();
    expect(wind).toMatchObject({ source: "field", station: "KSTS", distance_nm: null });
    expect(wind.components.kind).toBe("steady");
    expect(wind.components.favoured).toBe("32");
    expect(wind.components.ends).toContainEqual(
      expect.objectContaining({ endId: "32", heading: 337, headwind: 3, crosswind: 1, from: "left" }),
    );
    expect(wind.components.ends).toContainEqual(
      expect.objectContaining({ endId: "20", headwind: -1, crosswind: 3, from: "right" }),
    );
    expect(wind.summary).toBe("Favoured runway 32: 3 kt headwind, 1 kt crosswind from the left");
    expect(wind.density_altitude).toMatchObject({
      densityAltitude: 400,
      pressureAltitude: -60,
      fieldElevation: 129,
      hotAndHigh: false,
    });
  });

  it("labels another station's wind as such (an airport without its own report)", async () => {
    // Healdsburg (KHES) has no METAR of its own in the recording; the nearest station's is used and named.
    const { wind } = await (await fetch(`${server.url}/api/airports/KHES`)).json();
    expect(wind.source).toBe("nearest");
    expect(wind.station).toBe("KSTS");
    expect(wind.distance_nm).toBeGreaterThan(9);
  });
});

describe("airport page: the header summary and the Runways tab", () => {
  it("shows the favoured runway, its source, the table of ends and the density altitude", async () => {
    const html = await (await fetch(`${server.url}/airport/KSTS`)).text();
    expect(html).toContain("Favoured runway 32: 3 kt headwind, 1 kt crosswind from the left");
    expect(html).toMatch(/From the <span class="font-mono">KSTS<\/span> METAR/);
    expect(html).toContain("Wind components now");
    expect(html).toMatch(/Density altitude: <\/span>400 ft/);
    expect(html).not.toContain("Hot and high");
  });
});

describe("checked runway headings and missing values (issue 19; docs/decisions/0058, 0059)", () => {
  it("University (KEDU, 35009KT): end 35 came without a heading and 17 alone made a tailwind the favoured runway", async () => {
    const { wind, runways } = await (await fetch(`${server.url}/api/airports/KEDU`)).json();
    expect(runways).toContainEqual(
      expect.objectContaining({ Runway_Id: "17/35", Base_True_Heading: 180, Reciprocal_True_Heading: 5.1 }),
    );
    expect(wind.components.favoured).toBe("35");
    expect(wind.summary).toBe("Favoured runway 35: 9 kt headwind, 2 kt crosswind from the left");
    const html = await (await fetch(`${server.url}/airport/KEDU`)).text();
    expect(html).toContain("Favoured runway 35: 9 kt headwind");
    expect(html).not.toContain("tailwind, 2 kt crosswind from the right</p>");
  });

  it("Dekalb-Peachtree (KPDK): helipad H1 has no trusted heading, so no components, said so", async () => {
    const { wind } = await (await fetch(`${server.url}/api/airports/KPDK`)).json();
    expect(wind.components.kind).toBe("steady");
    expect(wind.components.headingUnknown).toEqual(["H1"]);
    expect(wind.components.ends.map((e: { endId: string }) => e.endId)).not.toContain("H1");
    const html = await (await fetch(`${server.url}/airport/KPDK`)).text();
    expect(html).toMatch(/H1<\/th><td[^>]*>Heading unknown: no components<\/td>/);
  });

  it("Manitowoc County (KMTW): its METAR has no altimeter setting, so no density altitude, and the page says not reported", async () => {
    const { wind } = await (await fetch(`${server.url}/api/airports/KMTW`)).json();
    expect(wind.source).toBe("field");
    expect(wind.density_altitude).toBeNull();
    expect(wind.density_altitude_missing).toEqual(["altimeter setting"]);
    const html = await (await fetch(`${server.url}/airport/KMTW`)).text();
    expect(html).toMatch(/Density altitude: <\/span>not worked out: altimeter setting not reported/);
    expect(html).not.toContain("Hot and high");
    const weatherTab = await (await fetch(`${server.url}/airport/KMTW?tab=weather`)).text();
    expect(weatherTab).toMatch(/Altimeter<\/dt><dd[^>]*>Not reported/);
    const [observation] = await (await fetch(`${server.url}/api/weather/KMTW`)).json();
    expect(observation.altim).toBeNull();
  });

  it("the crosswind filter reads the checked headings: Inverness (KINF, 27003KT) end 01 came as 101°", async () => {
    // With 101° the best crosswind was 1 kt; on the checked 5.9° / 191° it is 3 kt.
    const near = { departureAirport: "KTPA", maxDuration: 1, windRequired: true };
    const within3 = await search({ ...near, maxCrosswind: 3 });
    expect(within3.body.results.find((r: { icao_id: string }) => r.icao_id === "KINF")?.crosswind).toMatchObject({
      status: "within",
      best_kt: 3,
    });
    const within2 = await search({ ...near, maxCrosswind: 2 });
    expect(within2.body.results.map((r: { icao_id: string }) => r.icao_id)).not.toContain("KINF");
  });
});

describe("search: max crosswind", () => {
  it("keeps airports whose best runway is within the limit and marks those without a wind report unknown", async () => {
    const all = await search({});
    const limited = await search({ maxCrosswind: 2 });
    expect(limited.status).toBe(200);
    expect(all.body.results.every((r: { crosswind: unknown }) => r.crosswind === null)).toBe(true);
    const kinds = new Set(limited.body.results.map((r: { crosswind: { status: string } }) => r.crosswind.status));
    expect(kinds).toEqual(new Set(["within", "unknown"]));
    for (const r of limited.body.results)
      if (r.crosswind.status === "within") expect(r.crosswind.best_kt).toBeLessThanOrEqual(2);
    const ksts = limited.body.results.find((r: { icao_id: string }) => r.icao_id === "KAPC");
    expect(ksts?.crosswind ?? { status: "within" }).toMatchObject({ status: "within" });
  });

  it("drops airports without a wind report when asked, and a tighter limit keeps fewer", async () => {
    const loose = await search({ maxCrosswind: 99, windRequired: true });
    const tight = await search({ maxCrosswind: 0, windRequired: true });
    expect(loose.body.results.length).toBeGreaterThan(0);
    expect(loose.body.results.every((r: { crosswind: { status: string } }) => r.crosswind.status === "within")).toBe(
      true,
    );
    expect(tight.body.pagination.totalResults).toBeLessThan(loose.body.pagination.totalResults);
    const unknownKept = await search({ maxCrosswind: 99 });
    expect(unknownKept.body.pagination.totalResults).toBeGreaterThan(loose.body.pagination.totalResults);
  });

  it("works from the no-JS form: the query string carries the limit and the checkbox", async () => {
    const res = await fetch(
      `${server.url}/?departureAirport=KSTS&aircraftSpeed=120&maxDuration=1&maxCrosswind=5&windRequired=1`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Best runway crosswind now");
    expect(html).not.toContain("Crosswind unknown");
    expect(html).toMatch(/name="maxCrosswind"[^>]*value="5"|value="5"[^>]*name="maxCrosswind"/);
  });

  it("rejects a negative limit with the form's message", async () => {
    const res = await search({ maxCrosswind: -1 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.maxCrosswind).toEqual(["Max crosswind must be 0 or more"]);
  });
});

describe("search: a field whose own AWOS has no ICAO id is judged on that station's wind (decision 0107)", () => {
  it("Petaluma (O69): KO69's 28008KT on runway 29 (305° true) is 3 kt across, on its row and on its page", async () => {
    // By hand: 8·sin(305° − 280°) = 3.4 → 3 kt; on 11 (125°) the same 3.4 kt with a tailwind.
    const within3 = await search({ maxCrosswind: 3, windRequired: true });
    const petaluma = within3.body.results.find((r: { loc_id: string }) => r.loc_id === "O69");
    expect(petaluma).toMatchObject({
      icao_id: null,
      weather_station: "KO69",
      crosswind: { status: "within", best_kt: 3, station: "KO69" },
    });
    const within2 = await search({ maxCrosswind: 2, windRequired: true });
    expect(within2.body.results.map((r: { loc_id: string }) => r.loc_id)).not.toContain("O69");
    const { wind } = await (await fetch(`${server.url}/api/airports/O69`)).json();
    expect(wind).toMatchObject({ source: "field", station: "KO69", distance_nm: null });
    expect(wind.components.ends).toContainEqual(expect.objectContaining({ endId: "29", crosswind: 3 }));
  });

  it("Upshur County (W22): KW22's 24008KT on runway 29 (278.2° true) is 5 kt across", async () => {
    // By hand: 8·sin(278.2° − 240°) = 4.9 → 5 kt.
    const near = { departureAirport: "CKB", maxDuration: 0.5, windRequired: true };
    const within5 = await search({ ...near, maxCrosswind: 5 });
    const upshur = within5.body.results.find((r: { loc_id: string }) => r.loc_id === "W22");
    expect(upshur).toMatchObject({
      weather_station: "KW22",
      weather: { icaoId: "KW22" },
      crosswind: { status: "within", best_kt: 5, station: "KW22" },
    });
    const within4 = await search({ ...near, maxCrosswind: 4 });
    expect(within4.body.results.map((r: { loc_id: string }) => r.loc_id)).not.toContain("W22");
  });
});
