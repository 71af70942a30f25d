import { describe, expect, it } from "vitest";
import { bestCrosswind, endWindText, runwayWind, runwayWindSummary } from "~/lib/runway-wind";

// Runway 14/32 with true headings 140° and 320°, worked by hand:
// wind 360° at 20 kt on 320°: angle 40°, headwind 20·cos40 = 15.3, crosswind 20·sin40 = 12.9 from the right.
const ends = [
  { endId: "14", heading: 140 },
  { endId: "32", heading: 320 },
];

describe("runwayWind: components on every end with a true heading", () => {
  it("crosswind from the right, and the reciprocal gets the tailwind from the left", () => {
    const w = runwayWind({ wdir: 360, wspd: 20, wgst: null }, ends);
    expect(w.kind).toBe("steady");
    if (w.kind !== "steady") return;
    expect(w.ends).toEqual([
      {
        endId: "14",
        heading: 140,
        headwind: -15,
        crosswind: 13,
        from: "left",
        gustHeadwind: null,
        gustCrosswind: null,
      },
      {
        endId: "32",
        heading: 320,
        headwind: 15,
        crosswind: 13,
        from: "right",
        gustHeadwind: null,
        gustCrosswind: null,
      },
    ]);
    expect(w.favoured).toBe("32");
  });

  it("crosswind from the left: 280° at 10 kt on 320° gives 8 kt headwind, 6 kt from the left", () => {
    const w = runwayWind({ wdir: 280, wspd: 10, wgst: null }, ends);
    if (w.kind !== "steady") throw new Error("steady wind expected");
    expect(w.ends[1]).toMatchObject({ endId: "32", headwind: 8, crosswind: 6, from: "left" });
    expect(endWindText(w.ends[1])).toBe("8 kt headwind, 6 kt crosswind from the left");
  });

  it("a wind straight down the runway: all tailwind on one end, no crosswind", () => {
    const w = runwayWind({ wdir: 320, wspd: 10, wgst: null }, ends);
    if (w.kind !== "steady") throw new Error("steady wind expected");
    expect(w.ends[0]).toMatchObject({ endId: "14", headwind: -10, crosswind: 0, from: null });
    expect(endWindText(w.ends[0])).toBe("10 kt tailwind, no crosswind");
    expect(w.favoured).toBe("32");
  });

  it("gusts get their own components: 360° at 15 gusting 25 on 320°", () => {
    const w = runwayWind({ wdir: 360, wspd: 15, wgst: 25 }, ends);
    if (w.kind !== "steady") throw new Error("steady wind expected");
    expect(w.ends[1]).toMatchObject({ headwind: 11, crosswind: 10, gustHeadwind: 19, gustCrosswind: 16 });
    expect(runwayWindSummary(w)).toBe(
      "Favoured runway 32: 11 kt headwind, 10 kt crosswind from the right (gusts: 19 kt headwind, 16 kt crosswind)",
    );
  });

  it("calm: no favoured runway, said so", () => {
    const w = runwayWind({ wdir: 0, wspd: 0, wgst: null }, ends);
    expect(w.kind).toBe("calm");
    expect(runwayWindSummary(w)).toBe("Wind calm: no favoured runway from the wind");
  });

  it("variable: no direction, so the full speed (or gust) may be across any runway", () => {
    const w = runwayWind({ wdir: "VRB", wspd: 4, wgst: null }, ends);
    expect(w).toEqual({ kind: "variable", speed: 4, gust: null, worstCrosswind: 4 });
    expect(runwayWindSummary(runwayWind({ wdir: "VRB", wspd: 6, wgst: 14 }, ends))).toBe(
      "Wind variable at 6 kt, gusts 14 kt: any runway may get up to 14 kt across it",
    );
  });

  it("missing wind or missing direction is missing, never guessed", () => {
    expect(runwayWind(null, ends).kind).toBe("missing");
    expect(runwayWind({ wdir: null, wspd: 8, wgst: null }, ends).kind).toBe("missing");
    expect(runwayWind({ wdir: 200, wspd: null, wgst: null }, ends).kind).toBe("missing");
  });

  it("favours the least crosswind when two ends have the same headwind", () => {
    const w = runwayWind({ wdir: 90, wspd: 10, wgst: null }, [
      { endId: "06", heading: 60 },
      { endId: "12", heading: 120 },
      { endId: "09", heading: 90 },
    ]);
    if (w.kind !== "steady") throw new Error("steady wind expected");
    expect(w.favoured).toBe("09");
  });
});

describe("runwayWind: an end without a trusted heading gets no components (docs/decisions/0058)", () => {
  // Dekalb-Peachtree (PDK) in the bundled data: runway 16/34 at 157.4° / 337.4°, helipad H1 with no heading.
  const pdk = [
    { endId: "16", heading: 157.4 },
    { endId: "34", heading: 337.4 },
    { endId: "H1", heading: null },
  ];

  it("names it as heading unknown and works out the others", () => {
    const w = runwayWind({ wdir: 320, wspd: 10, wgst: null }, pdk);
    if (w.kind !== "steady") throw new Error("steady wind expected");
    expect(w.ends.map((e) => e.endId)).toEqual(["16", "34"]);
    expect(w.headingUnknown).toEqual(["H1"]);
    expect(w.favoured).toBe("34");
    const calm = runwayWind({ wdir: 0, wspd: 0, wgst: null }, pdk);
    expect(calm).toMatchObject({ kind: "calm", headingUnknown: ["H1"] });
  });

  it("says so, and names no favoured runway, when no end has one", () => {
    const w = runwayWind({ wdir: 320, wspd: 10, wgst: null }, [
      { endId: "N", heading: null },
      { endId: "S", heading: null },
    ]);
    expect(w).toMatchObject({ kind: "steady", ends: [], headingUnknown: ["N", "S"], favoured: null });
    expect(runwayWindSummary(w)).toBe("Runway heading unknown: no wind components worked out");
  });
});

describe("bestCrosswind: what the search's max-crosswind filter compares", () => {
  const headings = [140, 320, 20, 200];
  it("takes the runway with the least crosswind, at the gust", () => {
    // 360° on 020°: 20° off; at 25 kt gust, 25·sin20 = 8.55.
    expect(bestCrosswind({ wdir: 360, wspd: 15, wgst: 25 }, headings)).toBeCloseTo(8.55, 2);
  });
  it("counts a variable wind at full speed, calm as 0, and nothing known as null", () => {
    expect(bestCrosswind({ wdir: "VRB", wspd: 5, wgst: null }, headings)).toBe(5);
    expect(bestCrosswind({ wdir: 0, wspd: 0, wgst: null }, headings)).toBe(0);
    expect(bestCrosswind({ wdir: 360, wspd: 10, wgst: null }, [])).toBeNull();
    expect(bestCrosswind(null, headings)).toBeNull();
  });
  it("reads a slice of a flat heading array", () => {
    expect(bestCrosswind({ wdir: 90, wspd: 10, wgst: null }, [0, 180, 90, 270], 0, 2)).toBeCloseTo(10, 6);
    expect(bestCrosswind({ wdir: 90, wspd: 10, wgst: null }, [0, 180, 90, 270], 2, 4)).toBeCloseTo(0, 6);
  });
});
