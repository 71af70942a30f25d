/**
 * Variety before distance (docs/decisions/0062-variety-before-distance.md):
 * the first 8 rows of a list take no more than 3 of one kind while other
 * kinds are within reach, and are shown nearest first.
 */
import { describe, expect, it } from "vitest";
import { keepForList, pickVaried, varietyKey } from "~/lib/place-lists";

const row = (name: string, kind: string, nm: number) => ({ name, kind, nm });
const byKind = (r: { kind: string }) => r.kind;

describe("the first picks", () => {
  it("golf takes 3 of 8 when museums and a brewery are farther out; the picks stay nearest first", () => {
    const rows = [
      ...Array.from({ length: 12 }, (_, i) => row(`Golf ${i}`, "golf", 0.5 + i * 0.3)),
      row("Art museum", "art_museum", 6),
      row("Museum", "museum", 7),
      row("Brewery", "brewery", 8),
      row("Art museum 2", "art_museum", 9),
    ];
    const picks = pickVaried(rows, byKind);
    // Three golf courses, then the other kinds going out; only golf is left for the last slot, so the
    // nearest golf course not picked yet takes it. The picks read nearest first.
    expect(picks.map((p) => p.name)).toEqual([
      "Golf 0",
      "Golf 1",
      "Golf 2",
      "Golf 3",
      "Art museum",
      "Museum",
      "Brewery",
      "Art museum 2",
    ]);
    expect(picks.map((p) => p.nm)).toEqual([...picks.map((p) => p.nm)].sort((a, b) => a - b));
  });

  it("fills all 8 from one kind when no other kind is within reach", () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(`Golf ${i}`, "golf", i));
    expect(pickVaried(rows, byKind).map((p) => p.name)).toEqual(rows.slice(0, 8).map((r) => r.name));
  });

  it("a list keeps its picks and the nearest others up to its size, nearest first", () => {
    const rows = [
      ...Array.from({ length: 50 }, (_, i) => row(`Golf ${i}`, "golf", i * 0.1)),
      row("Far museum", "museum", 9.9),
    ];
    const kept = keepForList(rows, byKind, 40);
    expect(kept).toHaveLength(40);
    expect(kept.at(-1)?.name).toBe("Far museum");
    expect(kept.slice(0, 39).map((r) => r.name)).toEqual(rows.slice(0, 39).map((r) => r.name));
  });

  it("reads a chain's brand as its kind, so one brand does not fill a restaurant list", () => {
    expect(varietyKey({ source: "alltheplaces", sourceId: "starbucks@34.7563,-92.4496", kind: "coffee" })).toBe(
      "brand:starbucks",
    );
    expect(varietyKey({ source: "imls", sourceId: "8409500409", kind: "aviation_museum" })).toBe(
      "kind:aviation_museum",
    );
    expect(varietyKey({ source: "admin", sourceId: null, kind: null, id: 7 })).toBe("own:admin:7");
  });
});

describe("when the kinds run out", () => {
  it("two kinds share the slots beyond 3 each, nearest first, rather than the nearest kind taking them all", () => {
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => row(`Golf ${i}`, "golf", i * 0.2)),
      ...Array.from({ length: 5 }, (_, i) => row(`Museum ${i}`, "museum", 5 + i)),
    ];
    const picks = pickVaried(rows, byKind);
    expect(picks.filter((p) => p.kind === "golf")).toHaveLength(4);
    expect(picks.filter((p) => p.kind === "museum")).toHaveLength(4);
    expect(picks.map((p) => p.name)).toEqual([
      "Golf 0",
      "Golf 1",
      "Golf 2",
      "Golf 3",
      "Museum 0",
      "Museum 1",
      "Museum 2",
      "Museum 3",
    ]);
  });
});
