/** Town centres from the chain stores (docs/decisions/0116-places-at-the-post-office.md). */
import { describe, expect, it } from "vitest";
import { townAirports, townKey, TownPoints } from "~/lib/town-centres";

describe("TownPoints", () => {
  it("gives a town of three rows or more the median of its points, one far row moving it not at all", () => {
    const towns = new TownPoints();
    towns.add("Santa Rosa", "CA", { latitude: 38.44, longitude: -122.71 });
    towns.add("SANTA ROSA", "ca", { latitude: 38.45, longitude: -122.72 });
    towns.add("Santa-Rosa", "CA", { latitude: 38.46, longitude: -122.7 });
    // A row whose town column is wrong, 250 NM away.
    towns.add("Santa Rosa", "CA", { latitude: 34.05, longitude: -118.24 });
    towns.add("Windsor", "CA", { latitude: 38.55, longitude: -122.81 });
    towns.add("Windsor", "CA", { latitude: 38.54, longitude: -122.8 });
    const centres = towns.centres();
    const santaRosa = centres.get(townKey("santa rosa", "CA"))!;
    expect(santaRosa.latitude).toBeCloseTo(38.445, 9);
    expect(santaRosa.longitude).toBeCloseTo(-122.705, 9);
    expect(centres.has(townKey("Windsor", "CA"))).toBe(false);
  });

  it("keys a town by its letters and state, and skips a row with no town or no state", () => {
    expect(townKey("Saint-Louis", " mo")).toBe(townKey("SAINT LOUIS", "MO"));
    const towns = new TownPoints();
    for (let i = 0; i < 3; i++) {
      towns.add("", "CA", { latitude: 38, longitude: -122 });
      towns.add("Napa", "", { latitude: 38, longitude: -122 });
    }
    expect(towns.centres().size).toBe(0);
  });
});

describe("townAirports", () => {
  it("keeps every facility of a town, one far off included, and skips a row with no town or no state", () => {
    const towns = townAirports([
      { city: "THREE OAKS", state: "MI", latitude: 41.8578, longitude: -86.6145 },
      { city: "Three Oaks", state: "MI", latitude: 42.9189, longitude: -83.0619 },
      { city: null, state: "MI", latitude: 42, longitude: -85 },
      { city: "Lone Pine", state: null, latitude: 36.59, longitude: -118.05 },
    ]);
    expect([...towns.keys()]).toEqual([townKey("Three Oaks", "MI")]);
    expect(towns.get(townKey("three oaks", "mi"))).toEqual([
      { latitude: 41.8578, longitude: -86.6145 },
      { latitude: 42.9189, longitude: -83.0619 },
    ]);
  });
});
