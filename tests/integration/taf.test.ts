/**
 * The TAF over real HTTP: the built server asks the fake AWC's Data API
 * (replaying tests/fixtures/weather/taf-sample.json), stores it in SQLite, and
 * shows it on the Weather tab, with the forecast at the estimated arrival when
 * the page is opened from a search.
 *
 * KSTS's recorded TAF: 2100/2124 19007KT P6SM BKN180 (VFR) · FM210600 VRB03KT
 * P6SM BKN007 (IFR) · FM211600 VRB03KT P6SM SCT007 (VFR). In fresh mode the
 * fake moves it by whole days, so its groups keep their clock hours.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAwc, type FakeAwc } from "../fakes/awc";
import { startServer, type TestServer } from "../support/server";

let awc: FakeAwc;
let server: TestServer;

beforeAll(async () => {
  awc = await startFakeAwc({ mode: "fresh" });
  // The fake answers at once: a short fetch timeout would only measure how busy the machine is.
  server = await startServer({ env: { AWC_BASE_URL: awc.baseUrl, WEATHER_FETCH_TIMEOUT_MS: "60000" } });
});

afterAll(async () => {
  await server?.stop();
  await awc?.close();
});

const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
const tafCalls = () => awc.requests.filter((r) => r.path === "/api/data/taf");

describe("Weather tab: the decoded TAF", () => {
  it("shows the raw TAF, each period with its category and words, fetched once and then read from SQLite", async () => {
    const before = tafCalls().length;
    const html = await page("/airport/KSTS?tab=weather");
    expect(html).toContain("Forecast (TAF)");
    expect(html).toContain(
      "TAF KSTS 202320Z 2100/2124 19007KT P6SM BKN180 FM210600 VRB03KT P6SM BKN007 FM211600 VRB03KT P6SM SCT007",
    );
    expect(html).toContain("FM210600 VRB03KT P6SM BKN007");
    expect(html).toContain("From 06:00Z");
    expect(html).toContain("Initially 00:00Z–06:00Z");
    expect(html).toMatch(/Flight category <\/span>IFR/);
    expect(tafCalls().length).toBe(before + 1);
    expect(tafCalls().at(-1)!.query).toBe("?ids=KSTS&format=json");
    await page("/airport/KSTS?tab=weather");
    expect(tafCalls().length).toBe(before + 1);
  });

  it("shows TEMPO and PROB groups (KJFK)", async () => {
    const html = await page("/airport/KJFK?tab=weather");
    expect(html).toContain("TEMPO 2915/2918 -SHRA BKN015");
    expect(html).toContain("PROB30 2919/3001 3SM -SHRA BR");
    expect(html).toMatch(/Chance 30 % 19:00Z–01:00Z/);
  });

  it("says so when the airport has no TAF", async () => {
    expect(await page("/airport/KAPC?tab=weather")).toContain("No TAF is issued for this airport.");
  });
});

describe("from a search: the forecast at the estimated arrival", () => {
  it("names the arrival time and the TAF's own words for that hour", async () => {
    const html = await page("/airport/KSTS?from=search&departureAirport=KAPC&aircraftSpeed=120&tab=weather");
    const m = /Forecast at your estimated arrival \((\d\d):(\d\d)Z\)/.exec(html);
    expect(m).not.toBeNull();
    const hour = Number(m![1]);
    const words =
      hour < 6
        ? "2100/2124 19007KT P6SM BKN180"
        : hour < 16
          ? "FM210600 VRB03KT P6SM BKN007"
          : "FM211600 VRB03KT P6SM SCT007";
    const expected = hour >= 6 && hour < 16 ? "IFR" : "VFR";
    const block = html.slice(html.indexOf('data-testid="arrival-forecast"'));
    expect(block.slice(0, 2000)).toContain(words);
    expect(block.slice(0, 2000)).toMatch(new RegExp(`Flight category </span>${expected}<`));
  });

  it("is not shown without a search", async () => {
    expect(await page("/airport/KSTS?tab=weather")).not.toContain("Forecast at your estimated arrival");
  });
});

describe("when the AWC fails", () => {
  it("says the forecast could not be fetched, and the page still answers", async () => {
    awc.setMode("failing");
    try {
      const res = await fetch(`${server.url}/airport/KBFL?tab=weather`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Unable to fetch the forecast (TAF).");
    } finally {
      awc.setMode("fresh");
    }
  });
});
