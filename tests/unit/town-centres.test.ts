/** Town centres from the chain stores (docs/decisions/0116-places-at-the-post-office.md). */
import { describe, expect, it } from "vitest";
import { townKey, TownPoints } from "~/lib/town-centres";

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
