import { describe, expect, it } from "vitest";
import { matchEnds, runwayEndIds } from "~/services/airport-detail.server";

describe("runwayEndIds splits a runway id into its base and reciprocal ends", () => {
  it.each([
    ["02/20", "02", "20"],
    ["17L/35R", "17L", "35R"],
    ["02W/20W", "02W", "20W"],
    ["H1", "H1", null],
    ["E/W", "E", "W"],
    ["N/S", "N", "S"],
    ["NW/SE", "NW", "SE"],
    ["ALL/WAY", "ALL", "WAY"],
  ])("%s → base %s, reciprocal %s", (id, base, reciprocal) => {
    expect(runwayEndIds(id)).toEqual({ base, reciprocal });
  });
});

describe("matchEnds puts each end row on the half of the runway it names", () => {
  const end = (endId: string) => ({ endId });

  it("matches by id whatever order the rows come in", () => {
    const e20 = end("20");
    const e02 = end("02");
    expect(matchEnds("02/20", [e20, e02])).toEqual({ base: e02, reciprocal: e20 });
  });

  it("ignores case", () => {
    const e = [end("n"), end("s")];
    expect(matchEnds("N/S", e)).toEqual({ base: e[0], reciprocal: e[1] });
  });

  it("leaves a missing end empty", () => {
    const e35 = end("35R");
    expect(matchEnds("17L/35R", [e35])).toEqual({ base: undefined, reciprocal: e35 });
  });

  it("a helipad has one end and never a reciprocal", () => {
    const h = end("H1");
    expect(matchEnds("H1", [h])).toEqual({ base: h, reciprocal: undefined });
  });

  it("end rows whose id names neither half fill the free slots in order", () => {
    const a = end("X");
    const b = end("Y");
    expect(matchEnds("ALL/WAY", [a, b])).toEqual({ base: a, reciprocal: b });
  });
});
