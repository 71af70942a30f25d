/**
 * The meetup tools' activity lines (app/lib/activity-lines.ts): each says whom it is for, and the
 * kids' line does not repeat what the adults' line names (an air museum counts for both).
 */
import { describe, expect, it } from "vitest";
import { activityLines } from "~/lib/activity-lines";

const A = "For Adults";
const K = "For Kids";

describe("activityLines", () => {
  // [why, adults' summary, kids' summary, the lines as [label, text]]
  it.each<[string, string | null, string | null, [string, string][]]>([
    [
      "both, an air museum in each",
      "Air museum 1 NM · Golf 3 NM · Winery 4 NM",
      "Air museum 1 NM · Park 2 NM",
      [
        [A, "Air museum 1\u00a0NM · Golf 3\u00a0NM · Winery 4\u00a0NM"],
        [K, "Park 2\u00a0NM"],
      ],
    ],
    [
      "the kids' line only repeats the adults'",
      "Air museum on the field · Golf 3 NM",
      "Air museum on the field",
      [[A, "Air museum on\u00a0the\u00a0field · Golf 3\u00a0NM"]],
    ],
    [
      "only a kids' summary: it says it is for kids",
      null,
      "Zoo 4 NM · Park under 1 NM",
      [[K, "Zoo 4\u00a0NM · Park under\u00a01\u00a0NM"]],
    ],
    ["none", null, null, []],
    [
      "the same kind at another distance is another entry",
      "Park 3 NM",
      "Park 2 NM",
      [
        [A, "Park 3\u00a0NM"],
        [K, "Park 2\u00a0NM"],
      ],
    ],
  ])("%s", (_why, adults, kids, lines) => {
    expect(activityLines(adults, kids)).toEqual(lines.map(([label, text]) => ({ label, text })));
  });
});
