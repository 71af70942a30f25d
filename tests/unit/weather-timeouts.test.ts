import { afterEach, describe, expect, it, vi } from "vitest";
import { freshConfig } from "../support/fresh-config";

/*
 * The AWC timeouts come from the environment (docs/decisions/0008-nearest-station-weather.md,
 * 0009-weather-refresh.md). tests/integration/weather.test.ts shows that a page does not wait for
 * a source slower than them; this shows the settings it gives are the ones used, without a clock.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the AWC timeouts", () => {
  it("are WEATHER_FETCH_TIMEOUT_MS and WEATHER_CACHE_TIMEOUT_MS when set", async () => {
    const config = await freshConfig({ WEATHER_FETCH_TIMEOUT_MS: "800", WEATHER_CACHE_TIMEOUT_MS: "1500" });
    expect(config.weatherFetchTimeoutMs).toBe(800);
    expect(config.weatherCacheTimeoutMs).toBe(1500);
  });

  it("are 3 s and 30 s otherwise, and a value that is not a positive number counts as unset", async () => {
    expect(await freshConfig({ WEATHER_FETCH_TIMEOUT_MS: "", WEATHER_CACHE_TIMEOUT_MS: "" })).toMatchObject({
      weatherFetchTimeoutMs: 3_000,
      weatherCacheTimeoutMs: 30_000,
    });
    expect(await freshConfig({ WEATHER_FETCH_TIMEOUT_MS: "-5", WEATHER_CACHE_TIMEOUT_MS: "soon" })).toMatchObject({
      weatherFetchTimeoutMs: 3_000,
      weatherCacheTimeoutMs: 30_000,
    });
  });
});
