/**
 * Each search-index position's own weather station (app/services/own-stations.server.ts, decision
 * 0107) on the bundled FAA data and AWOS set, with the recorded AWC cache stored as current: the
 * crosswind arrays read the same station, and a new AWOS import is seen at once.
 */
import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledDatabase } from "../support/bundled-database";

bundledDatabase("own-stations", { currentWeather: true });

type Modules = {
  index: typeof import("~/services/airport-index.server");
  own: typeof import("~/services/own-stations.server");
  winds: typeof import("~/services/station-winds.server");
  awos: typeof import("~/services/radio-import.server");
  db: typeof import("~/models/db.server");
  weather: typeof import("~/services/weather.server");
};
let m: Modules;

beforeAll(async () => {
  m = {
    index: await import("~/services/airport-index.server"),
    own: await import("~/services/own-stations.server"),
    winds: await import("~/services/station-winds.server"),
    awos: await import("~/services/radio-import.server"),
    db: await import("~/models/db.server"),
    weather: await import("~/services/weather.server"),
  };
});

const positionOf = (locId: string) => {
  const index = m.index.airportIndex();
  const i = index.rows.findIndex((r) => r.locId === locId);
  expect(i, locId).toBeGreaterThanOrEqual(0);
  return i;
};

describe("own stations of the search index", () => {
  it("an ICAO id for KSTS, the FAA-listed AWOS as K + id for Petaluma (O69), none for Sonoma Skypark (0Q9)", () => {
    const { stations } = m.own.ownStationsFor(m.index.airportIndex());
    expect(stations[positionOf("STS")]).toEqual({ id: "KSTS", listed: false });
    expect(stations[positionOf("O69")]).toEqual({ id: "KO69", listed: true });
    expect(stations[positionOf("W22")]).toEqual({ id: "KW22", listed: true });
    expect(stations[positionOf("0Q9")]).toBeNull();
  });

  it("the bundled data: 381 searchable fields without an ICAO id list a station; the 377 with a three-character id get K + id, 268 of them placed by the recording", async () => {
    const { listedWeatherStations } = await import("~/models/radio.server");
    const index = m.index.airportIndex();
    const withStation = new Set(listedWeatherStations().map((s) => s.locId));
    const noIcao = index.rows.filter((r) => r.icaoId === null && withStation.has(r.locId));
    expect(noIcao).toHaveLength(381);
    // K + a four-character id is no AWC id: Key Largo 07FA, Carefree 18AZ, 9TE2, CO90 keep the nearest station's.
    expect(noIcao.filter((r) => r.locId.length !== 3).map((r) => r.locId)).toEqual(["07FA", "18AZ", "9TE2", "CO90"]);
    const { stations } = m.own.ownStationsFor(index);
    const listed = index.rows.flatMap((r, i) => (stations[i]?.listed ? [{ ...r, station: stations[i] }] : []));
    expect(listed).toHaveLength(377);
    expect(listed.every((r) => r.icaoId === null && r.locId.length === 3)).toBe(true);
    const badges = m.weather.ownBadgesFor(listed);
    expect(badges.filter((b) => b.weather !== null)).toHaveLength(268);
    expect(badges.every((b) => (b.weather === null) === (b.station === null))).toBe(true);
  });

  it("the crosswind arrays read that station: O69 on KO69's 28008KT, 3 kt on runway 29 (305° true)", () => {
    const winds = m.winds.currentWindsForIndex(m.index.airportIndex());
    expect(winds.speed[positionOf("O69")]).toBe(8);
    expect(winds.bestCrosswind[positionOf("O69")]).toBe(3);
    expect(Number.isNaN(winds.bestCrosswind[positionOf("0Q9")])).toBe(true);
  });

  it("an AWOS import that no longer lists O69's station takes it, and its wind, away at once", () => {
    const text = gunzipSync(fs.readFileSync("data/sources/nasr_2025-03-20/AWOS.csv.gz")).toString("utf8");
    const withoutO69 = text
      .split("\n")
      .filter((line) => !line.startsWith("2025/03/20,O69,"))
      .join("\n");
    expect(withoutO69.length).toBeLessThan(text.length);
    m.awos.importAwosSet(m.db.connection().sqlite, withoutO69, { source: "test: AWOS.csv without O69" });
    const index = m.index.airportIndex();
    expect(m.own.ownStationsFor(index).stations[positionOf("O69")]).toBeNull();
    expect(m.own.ownStationsFor(index).stations[positionOf("W22")]).toEqual({ id: "KW22", listed: true });
    expect(Number.isNaN(m.winds.currentWindsForIndex(index).bestCrosswind[positionOf("O69")])).toBe(true);
  });
});
