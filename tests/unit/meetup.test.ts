import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BUR_LAX_MEETUP } from "../support/meetup-example";
import { greatCircleMidpoint, greatCircleNm } from "~/lib/geo";
import {
  canonicalToolsHref,
  carriedParams,
  durationMatchCriteria,
  durationMatchRequest,
  midpointMatchCriteria,
  midpointMatchRequest,
  tabHref,
  toolsHref,
  type DurationSort,
} from "~/lib/meetup-criteria";
import {
  baseSearchRadius,
  meetupOrderKey,
  searchRadiusFor,
  type MeetupForOrder,
  splitBucket,
} from "~/services/meetup.server";

/** An order as a comparator of two meetups, the way durationMatch sorts by the key. */
const compareMeetups = (sort: DurationSort) => (a: MeetupForOrder, b: MeetupForOrder) =>
  meetupOrderKey(sort, a) - meetupOrderKey(sort, b);

// FAA reference points of the bundled data.
const KBUR = { latitude: 34.20069931, longitude: -118.35867889 };
const KLAX = { latitude: 33.94250122, longitude: -118.40806082 };
const KSFO = { latitude: 37.61881049, longitude: -122.37542986 };
const KLAS = { latitude: 36.08004916, longitude: -115.15224655 };
const KBOS = { latitude: 42.36295312, longitude: -71.00638946 };
const KSEA = { latitude: 47.4498945, longitude: -122.31179263 };
const PANC = { latitude: 61.17408635, longitude: -149.99816051 };
const PAFA = { latitude: 64.81535731, longitude: -147.85669267 };

describe("the midpoint of known pairs", () => {
  it.each([
    ["KBUR–KLAX", KBUR, KLAX, 15.8],
    ["KSFO–KLAS", KSFO, KLAS, 360],
    ["KBOS–KSEA", KBOS, KSEA, 2158],
    ["PANC–PAFA", PANC, PAFA, 227],
  ])("%s: ≈ %d NM apart, the midpoint is half way from both ends", (_, a, b, nm) => {
    const total = greatCircleNm(a, b);
    expect(total).toBeGreaterThan(nm * 0.98);
    expect(total).toBeLessThan(nm * 1.02);
    const m = greatCircleMidpoint(a, b);
    expect(greatCircleNm(a, m)).toBeCloseTo(total / 2, 3);
    expect(greatCircleNm(b, m)).toBeCloseTo(total / 2, 3);
  });

  it("is not the average of the coordinates on a long leg (KBOS–KSEA bows north)", () => {
    const m = greatCircleMidpoint(KBOS, KSEA);
    const average = { latitude: (KBOS.latitude + KSEA.latitude) / 2, longitude: (KBOS.longitude + KSEA.longitude) / 2 };
    expect(m.latitude).toBeGreaterThan(average.latitude + 1.5);
    expect(greatCircleNm(m, average)).toBeGreaterThan(90);
  });

  it("lies between the two Alaska airports", () => {
    const m = greatCircleMidpoint(PANC, PAFA);
    expect(m.latitude).toBeGreaterThan(PANC.latitude);
    expect(m.latitude).toBeLessThan(PAFA.latitude);
    expect(m.longitude).toBeGreaterThan(PANC.longitude);
    expect(m.longitude).toBeLessThan(PAFA.longitude);
  });
});

describe("the midpoint search radius (docs/decisions/0006)", () => {
  it.each([
    [0, 25],
    [15.8, 25], // KBUR–KLAX
    [166, 25],
    [167, 25],
    [170, 26],
    [227, 34], // PANC–PAFA
    [360, 54], // KSFO–KLAS
    [1000, 150],
    [2158, 150], // KBOS–KSEA
  ])("base for %d NM apart is %d NM", (distance, radius) => {
    expect(baseSearchRadius(distance)).toBe(radius);
  });

  it.each([
    // distance apart, distance of the 5th nearest option, radius answered
    [360, 20, 54], // enough options inside the base radius
    [360, 54, 54],
    [360, 54.1, 79], // one 25 NM step
    [360, 120, 129], // three steps
    [15.8, 26, 50],
    [15.8, 299, 300],
    [15.8, 1200, 300], // never past the cap
    [2158, 151, 175],
    [2158, undefined, 150], // nothing passes the filters anywhere
  ])("%d NM apart, 5th option at %s NM → %d NM", (distance, nth, radius) => {
    expect(searchRadiusFor(distance, nth)).toBe(radius);
  });

  it("grows with the distance between the airports", () => {
    let last = 0;
    for (let nm = 0; nm <= 3000; nm += 50) {
      const r = searchRadiusFor(nm, undefined);
      expect(r).toBeGreaterThanOrEqual(last);
      expect(Number.isInteger(r)).toBe(true);
      last = r;
    }
  });
});

describe("Duration Match order (docs/decisions/0005)", () => {
  const meetup = (plane1FlightTime: number, plane2FlightTime: number, runwayLength?: number) =>
    runwayLength === undefined
      ? { plane1FlightTime, plane2FlightTime }
      : { plane1FlightTime, plane2FlightTime, runwayLength };

  it("buckets the split: within 10 minutes is even, then 10-minute steps", () => {
    expect([0, 1, 10, 11, 20, 21, 30, 31, 60].map(splitBucket)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 5]);
  });

  it("fair (the default): an even split first, then the sooner meeting, not a 0-minute difference far away", () => {
    const list = [
      meetup(1.9, 1.9),
      meetup(1.05, 1.12),
      meetup(1.0, 1.25),
      meetup(1.3, 1.0),
      meetup(1.2, 1.2),
      meetup(1.1, 1.0),
    ];
    expect([...list].sort(compareMeetups("fair"))).toEqual([
      meetup(1.1, 1.0), // 6 min apart: even; meet at 1h 6m
      meetup(1.05, 1.12), // 4 min apart: even; meet at 1h 7m
      meetup(1.2, 1.2), // even; meet at 1h 12m
      meetup(1.9, 1.9), // even, but a long way for both
      meetup(1.0, 1.25), // 15 min apart
      meetup(1.3, 1.0), // 18 min apart: same bucket, later meeting
    ]);
  });

  it("difference: the smallest whole-minute difference first, then the smaller total", () => {
    const list = [
      meetup(1.9, 1.1),
      meetup(1.5, 1.5),
      meetup(1.2, 1.2),
      meetup(1.0, 1.25),
      meetup(1.3, 1.0),
      meetup(1.95, 1.96),
    ];
    expect([...list].sort(compareMeetups("difference"))).toEqual([
      meetup(1.2, 1.2),
      meetup(1.5, 1.5),
      meetup(1.95, 1.96), // 0.6 min counts as 1
      meetup(1.0, 1.25),
      meetup(1.3, 1.0),
      meetup(1.9, 1.1),
    ]);
  });

  it("total: the least flying first; runway: the longest runway first, then fair", () => {
    const list = [meetup(1.5, 1.5, 9000), meetup(1.0, 1.6, 3000), meetup(1.2, 1.2, 5000), meetup(1.1, 1.15, 5000)];
    expect([...list].sort(compareMeetups("total"))).toEqual([
      meetup(1.1, 1.15, 5000),
      meetup(1.2, 1.2, 5000),
      meetup(1.0, 1.6, 3000),
      meetup(1.5, 1.5, 9000),
    ]);
    expect([...list].sort(compareMeetups("runway"))).toEqual([
      meetup(1.5, 1.5, 9000),
      meetup(1.1, 1.15, 5000),
      meetup(1.2, 1.2, 5000),
      meetup(1.0, 1.6, 3000),
    ]);
  });

  it("is symmetric in the two planes and keeps positions apart", () => {
    for (const sort of ["fair", "difference", "total", "runway"] as const) {
      expect(meetupOrderKey(sort, meetup(1.2, 1.7))).toBe(meetupOrderKey(sort, meetup(1.7, 1.2)));
      expect(meetupOrderKey(sort, meetup(1.2, 1.7), 5) % 2 ** 16).toBe(5);
      expect(meetupOrderKey(sort, meetup(1.2, 1.7), 65535)).toBeLessThan(meetupOrderKey(sort, meetup(1.2, 1.71), 0));
      expect(Number.isSafeInteger(meetupOrderKey(sort, meetup(8, 0.25, 0), 65535))).toBe(true);
    }
  });
});

const errorsOf = (
  schema: typeof durationMatchCriteria | typeof midpointMatchCriteria,
  entries: Record<string, string>,
) => {
  const s = parseWithZod(new URLSearchParams(entries), { schema });
  return (s.status === "error" && s.error) || {};
};
const duration = {
  plane1Airport: "KBUR",
  plane2Airport: "KLAX",
  plane1Speed: "150",
  plane2Speed: "150",
  minDuration: "1",
  maxDuration: "2",
};

describe("Duration Match form rules (spec §5)", () => {
  it("accepts the defaults and upper-cases the codes", () => {
    const s = parseWithZod(
      new URLSearchParams({
        ...duration,
        plane1Airport: " kbur ",
        minRunwayLength: "3000",
        runwaySurface: "improved",
        airportUse: "public",
      }),
      {
        schema: durationMatchCriteria,
      },
    );
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value).toEqual({
        ...BUR_LAX_MEETUP,
        minRunwayLength: 3000,
        runwaySurface: "improved",
        airportUse: "public",
        page: 1,
        sort: "fair",
      });
    }
  });

  it("reports every field's error at once: codes missing, a speed too low and max time under min", () => {
    const errors = errorsOf(durationMatchCriteria, {
      ...duration,
      plane1Airport: "",
      plane2Airport: "",
      plane1Speed: "10",
      minDuration: "3",
      maxDuration: "2",
      minRunwayLength: "abc",
    } as Record<string, string>);
    expect(errors).toEqual({
      plane1Airport: ["Airport code required"],
      plane2Airport: ["Airport code required"],
      plane1Speed: ["Speed must be at least 50 knots"],
      maxDuration: ["Max duration must be greater than min duration"],
      minRunwayLength: ["Min runway length must be a number"],
    });
  });

  it.each([
    [{ plane1Airport: "KB" }, "plane1Airport", "Airport code required"],
    [{ plane2Airport: "" }, "plane2Airport", "Airport code required"],
    [{ plane1Speed: "49" }, "plane1Speed", "Speed must be at least 50 knots"],
    [{ plane2Speed: "801" }, "plane2Speed", "Speed must be less than 800 knots"],
    [{ plane1Speed: "" }, "plane1Speed", "Speed must be at least 50 knots"],
    [{ minDuration: "0.2" }, "minDuration", "Minimum 0.25 hours"],
    [{ maxDuration: "8.25" }, "maxDuration", "Maximum 8 hours"],
    [{ minDuration: "2", maxDuration: "2" }, "maxDuration", "Max duration must be greater than min duration"],
    [{ minDuration: "3", maxDuration: "2" }, "maxDuration", "Max duration must be greater than min duration"],
    [{ minRunwayLength: "-1" }, "minRunwayLength", "Min runway length must be 0 or more"],
    [{ runwaySurface: "glass" }, "runwaySurface", "Surface must be improved or unimproved"],
    [{ airportUse: "military" }, "airportUse", "Airport use must be public or private"],
  ])("%o → %s: %s", (change, field, message) => {
    expect(errorsOf(durationMatchCriteria, { ...duration, ...change } as Record<string, string>)[field]).toEqual([
      message,
    ]);
  });

  it("says max ≤ min while another field is still wrong", () => {
    const errors = errorsOf(durationMatchCriteria, {
      ...duration,
      plane1Airport: "K",
      minDuration: "2",
      maxDuration: "1.5",
    });
    expect(errors.plane1Airport).toEqual(["Airport code required"]);
    expect(errors.maxDuration).toEqual(["Max duration must be greater than min duration"]);
  });

  it("accepts the limits 50 and 800 kt, 0.25 and 8 hours", () => {
    expect(
      errorsOf(durationMatchCriteria, {
        ...duration,
        plane1Speed: "50",
        plane2Speed: "800",
        minDuration: "0.25",
        maxDuration: "8",
      }),
    ).toEqual({});
  });

  it("reads Any as no filter", () => {
    const s = durationMatchRequest.parse({
      ...duration,
      plane1Speed: 150,
      plane2Speed: 150,
      minDuration: 1,
      maxDuration: 2,
      runwaySurface: "",
      airportUse: "",
    });
    expect(s.runwaySurface).toBeUndefined();
    expect(s.airportUse).toBeUndefined();
    expect(s.pageSize).toBe(20);
    expect(s.page).toBe(1);
  });
});

describe("Midpoint Match form rules (spec §5)", () => {
  it("needs both codes; runway, surface and use are optional", () => {
    expect(errorsOf(midpointMatchCriteria, { departure1Airport: "KSFO", departure2Airport: "KLAS" })).toEqual({});
    expect(errorsOf(midpointMatchCriteria, { departure1Airport: "SF", departure2Airport: "" })).toEqual({
      departure1Airport: ["Airport code required"],
      departure2Airport: ["Airport code required"],
    });
    expect(
      midpointMatchRequest.parse({ departure1Airport: "ksfo", departure2Airport: "klas", pageSize: 5 }),
    ).toMatchObject({
      departure1Airport: "KSFO",
      pageSize: 5,
      page: 1,
    });
  });
});

describe("the /tools query string", () => {
  const current = new URLSearchParams(
    "tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=3000&runwaySurface=improved&page=3&departure1Airport=KSFO&departure2Airport=KLAS",
  );

  it("links a tab with both searches kept and the page reset", () => {
    expect(tabHref("midpoint", current)).toBe(
      "/tools?tab=midpoint&departure1Airport=KSFO&departure2Airport=KLAS&minRunwayLength=3000&runwaySurface=improved&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2",
    );
    expect(tabHref("duration", current)).not.toContain("page=");
  });

  it("writes a validated search in a fixed order, empty values and page 1 left out", () => {
    const messy = new URLSearchParams(
      "tab=duration&plane1Airport=kbur&plane1Speed=150&plane2Airport=klax&plane2Speed=150&minDuration=1&maxDuration=2&minRunwayLength=&runwaySurface=&airportUse=public&departure1Airport=KSFO",
    );
    const s = parseWithZod(messy, { schema: durationMatchCriteria });
    if (s.status !== "success") throw new Error("expected a valid search");
    expect(canonicalToolsHref("duration", s.value, messy)).toBe(
      "/tools?tab=duration&plane1Airport=KBUR&plane2Airport=KLAX&plane1Speed=150&plane2Speed=150&minDuration=1&maxDuration=2&airportUse=public&departure1Airport=KSFO",
    );
  });

  it("pages with page above 1 only, and carries the other tab's own fields", () => {
    expect(toolsHref("duration", { ...Object.fromEntries(current), page: 2 })).toContain(
      "&page=2&departure1Airport=KSFO",
    );
    expect(toolsHref("duration", { ...Object.fromEntries(current), page: 1 })).not.toContain("page=");
    expect(carriedParams("duration", current)).toEqual([
      ["departure1Airport", "KSFO"],
      ["departure2Airport", "KLAS"],
    ]);
    expect(carriedParams("midpoint", current).map(([k]) => k)).toEqual([
      "plane1Airport",
      "plane2Airport",
      "plane1Speed",
      "plane2Speed",
      "minDuration",
      "maxDuration",
    ]);
  });
});
