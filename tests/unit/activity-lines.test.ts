/**
 * The meetup tools' activity lines (app/lib/activity-lines.ts): each says whom it is for, and the
 * kids' line does not repeat what the adults' line names (an air museum counts for both).
 */
import { describe, expect, it } from "vitest";
import { activityLines } from "~/lib/activity-lines";

describe("activityLines", () => {
  it.each([
    {
      why: "both, an air museum in each",
      adults: "Air museum 1 NM · Golf 3 NM · Winery 4 NM",
      kids: "Air museum 1 NM · Park 2 NM",
      lines: [
        { label: "For Adults", text: "Air museum 1 NM · Golf 3 NM · Winery 4 NM" },
        { label: "For Kids", text: "Park 2 NM" },
      ],
    },
    {
      why: "the kids' line only repeats the adults'",
      adults: "Air museum on the field · Golf 3 NM",
      kids: "Air museum on the field",
      lines: [{ label: "For Adults", text: "Air museum on the field · Golf 3 NM" }],
    },
    {
      why: "only a kids' summary: it says it is for kids",
      adults: null,
      kids: "Zoo 4 NM · Park under 1 NM",
      lines: [{ label: "For Kids", text: "Zoo 4 NM · Park under 1 NM" }],
    },
    { why: "none", adults: null, kids: null, lines: [] },
    {
      why: "the same kind at another distance is another entry",
      adults: "Park 3 NM",
      kids: "Park 2 NM",
      lines: [
        { label: "For Adults", text: "Park 3 NM" },
        { label: "For Kids", text: "Park 2 NM" },
      ],
    },
  ])("$why", ({ adults, kids, lines }) => {
    expect(activityLines(adults, kids)).toEqual(lines);
  });
});
