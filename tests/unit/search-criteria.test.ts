import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { pageNumbers, paginate, showingText } from "~/lib/pagination";
import { airportPageQuery, searchCriteria, searchQuery, searchRequest } from "~/lib/search-criteria";
import { filledSearchQuery, SEARCH_PARAM_ORDER } from "~/lib/search-query";
import { smallestK } from "~/lib/top-k";

const form = (entries: Record<string, string>) =>
  parseWithZod(new URLSearchParams(entries), { schema: searchCriteria });
const errorsOf = (entries: Record<string, string>) => {
  const s = form(entries);
  return (s.status === "error" && s.error) || {};
};

describe("searchCriteria from the form (spec §5)", () => {
  it("accepts a minimal search and upper-cases the airport", () => {
    const s = form({ departureAirport: " sts ", aircraftSpeed: "120" });
    expect(s.status).toBe("success");
    if (s.status === "success") {
      expect(s.value).toMatchObject({
        departureAirport: "STS",
        aircraftSpeed: 120,
        sort: "distance",
        direction: "asc",
        page: 1,
      });
      expect(s.value.state).toBeUndefined();
    }
  });

  it.each([
    [
      { departureAirport: "KS", aircraftSpeed: "120" },
      "departureAirport",
      "Airport code must be at least 3 characters",
    ],
    [{ departureAirport: "", aircraftSpeed: "120" }, "departureAirport", "Airport code must be at least 3 characters"],
    [
      { departureAirport: "KSTSX", aircraftSpeed: "120" },
      "departureAirport",
      "Airport code must be at most 4 characters",
    ],
    [{ departureAirport: "KSTS", aircraftSpeed: "49" }, "aircraftSpeed", "Speed must be at least 50 knots"],
    [{ departureAirport: "KSTS", aircraftSpeed: "501" }, "aircraftSpeed", "Speed must be at most 500 knots"],
    [
      { departureAirport: "KSTS", aircraftSpeed: "120", minDuration: "-1" },
      "minDuration",
      "Min duration must be 0 or more",
    ],
    [
      { departureAirport: "KSTS", aircraftSpeed: "120", minRunwayLength: "-5" },
      "minRunwayLength",
      "Min runway length must be 0 or more",
    ],
    [
      { departureAirport: "KSTS", aircraftSpeed: "120", minDuration: "2", maxDuration: "1" },
      "maxDuration",
      "Max duration must be at least the min duration",
    ],
    [
      { departureAirport: "KSTS", aircraftSpeed: "120", runwaySurface: "glass" },
      "runwaySurface",
      "Surface must be improved or unimproved",
    ],
    [
      { departureAirport: "KSTS", aircraftSpeed: "120", airportUse: "military" },
      "airportUse",
      "Airport use must be public or private",
    ],
    [{ departureAirport: "KSTS", aircraftSpeed: "120", state: "XX" }, "state", "Choose a US state"],
  ])("%o → %s: %s", (entries, field, message) => {
    expect(errorsOf(entries)[field]).toEqual([message]);
  });

  it("reads Any and All States as no filter", () => {
    const s = form({ departureAirport: "KSTS", aircraftSpeed: "120", state: "", runwaySurface: "", airportUse: "" });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect([s.value.state, s.value.runwaySurface, s.value.airportUse]).toEqual([undefined, undefined, undefined]);
  });

  it("falls back to defaults for a nonsense sort or page", () => {
    const s = form({ departureAirport: "KSTS", aircraftSpeed: "120", sort: "name", direction: "up", page: "-3" });
    expect(s.status === "success" && [s.value.sort, s.value.direction, s.value.page]).toEqual(["distance", "asc", 1]);
  });
});

describe("searchRequest from JSON", () => {
  it("accepts numbers and a page size", () => {
    const r = searchRequest.safeParse({ departureAirport: "KSTS", aircraftSpeed: 120, page: 2, pageSize: 20 });
    expect(r.success && [r.data.page, r.data.pageSize]).toEqual([2, 20]);
  });
  it("names the field of a bad speed", () => {
    const r = searchRequest.safeParse({ departureAirport: "KSTS", aircraftSpeed: 10 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["aircraftSpeed"], message: "Speed must be at least 50 knots" });
  });
});

describe("searchQuery", () => {
  it("writes the spec's names, page only above 1, no defaults", () => {
    expect(
      searchQuery({
        departureAirport: "KSTS",
        aircraftSpeed: 120,
        runwaySurface: "improved",
        sort: "distance",
        direction: "asc",
        page: 1,
      }).toString(),
    ).toBe("departureAirport=KSTS&aircraftSpeed=120&runwaySurface=improved");
    expect(
      searchQuery({
        departureAirport: "KSTS",
        aircraftSpeed: 120,
        sort: "runway",
        direction: "desc",
        page: 3,
      }).toString(),
    ).toBe("departureAirport=KSTS&aircraftSpeed=120&sort=runway&direction=desc&page=3");
  });
});

describe("filledSearchQuery (the search form's submission with JavaScript)", () => {
  // Every field of the search, empty ones too, as a browser sends a form: here in the reverse of the
  // server's order, which filledSearchQuery must restore (the page's own order: tests/e2e/search.spec.ts).
  const submitted = (filled: Record<string, string>) => {
    const fields = SEARCH_PARAM_ORDER.filter((name) => name !== "page").reverse();
    const data = new FormData();
    for (const name of fields)
      if (name in filled || !["windRequired", "courtesyCar", "walkingFood"].includes(name))
        data.append(name, filled[name] ?? "");
    return data;
  };

  it.each<Record<string, string>>([
    { departureAirport: "KSTS", aircraftSpeed: "120", runwaySurface: "improved", airportUse: "public" },
    // Typed before the page's script ran: not yet upper-cased.
    { departureAirport: " sts ", aircraftSpeed: "120" },
    {
      departureAirport: "KSTS",
      aircraftSpeed: "140",
      minDuration: "0.5",
      maxDuration: "2",
      minRunwayLength: "3000",
      state: "CA",
      runwaySurface: "improved",
      airportUse: "public",
      maxCrosswind: "10",
      windRequired: "1",
      fuelGrade: "100LL",
      maxFuelPrice: "6.5",
      courtesyCar: "true",
      walkingFood: "1",
      sort: "runway",
      direction: "desc",
    },
  ])("is the address the server answers without a redirect: %o", (filled) => {
    const sent = filledSearchQuery(submitted(filled));
    const parsed = parseWithZod(sent, { schema: searchCriteria });
    expect(parsed.status).toBe("success");
    if (parsed.status === "success") expect(sent.toString()).toBe(searchQuery(parsed.value).toString());
  });

  it("writes the parameters in searchQuery's order", () => {
    const every = searchQuery({
      departureAirport: "KSTS",
      aircraftSpeed: 120,
      minDuration: 1,
      maxDuration: 2,
      minRunwayLength: 3000,
      state: "CA",
      runwaySurface: "improved",
      airportUse: "public",
      walkingFood: true,
      maxCrosswind: 10,
      fuel: "100LL",
      fuelGrade: "100LL",
      maxFuelPrice: 6,
      courtesyCar: true,
      windRequired: true,
      sort: "runway",
      direction: "desc",
      page: 2,
    });
    expect([...every.keys()]).toEqual([...SEARCH_PARAM_ORDER]);
  });
});

describe("pagination", () => {
  it("pages 120 results by 50", () => {
    const p = paginate(120, 3, 50);
    expect(p).toEqual({
      page: 3,
      pageSize: 50,
      totalResults: 120,
      totalPages: 3,
      hasPreviousPage: true,
      hasNextPage: false,
    });
    expect(showingText(p)).toBe("Showing 101 to 120 of 120 results");
    expect(pageNumbers(p)).toEqual([1, 2, 3]);
  });
  it("shows at most the first five page numbers and clamps the page", () => {
    const p = paginate(12683, 999, 50);
    expect(p.page).toBe(254);
    expect(pageNumbers(p)).toEqual([1, 2, 3, 4, 5]);
    expect(showingText(paginate(12683, 1, 50))).toBe("Showing 1 to 50 of 12,683 results");
    expect(showingText(paginate(12683, 40, 50))).toBe("Showing 1,951 to 2,000 of 12,683 results");
  });
  it("has nothing to show for no results", () => {
    expect(paginate(0, 1, 50)).toMatchObject({ page: 1, totalPages: 0, hasNextPage: false, hasPreviousPage: false });
  });
});

describe("smallestK", () => {
  it("agrees with a full sort for every k", () => {
    const values = Float64Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 1000) + 0.5);
    const sorted = Float64Array.from(values).sort();
    for (const k of [1, 5, 50, 249, 250, 999, 1000, 1500]) {
      expect(Array.from(smallestK(Float64Array.from(values), values.length, k))).toEqual(
        Array.from(sorted.subarray(0, Math.min(k, 1000))),
      );
    }
  });
});

describe("airportPageQuery: the airport page opened from the results, by the search's rules", () => {
  const query = (q: string) => {
    const s = parseWithZod(new URLSearchParams(q), { schema: airportPageQuery });
    return s.status === "success" ? s.value : "failed";
  };

  it("reads from=search, the departure (upper-cased) and the speed", () => {
    expect(query("from=search&departureAirport=ksfo&aircraftSpeed=120&tab=remarks")).toEqual({
      from: "search",
      departureAirport: "KSFO",
      aircraftSpeed: 120,
    });
  });

  it("leaves out what breaks the search's rules, and never fails", () => {
    expect(query("from=search&departureAirport=KSFO&aircraftSpeed=20")).toEqual({
      from: "search",
      departureAirport: "KSFO",
    });
    expect(query("from=search&departureAirport=KSFO&aircraftSpeed=501")).toEqual({
      from: "search",
      departureAirport: "KSFO",
    });
    expect(query("from=search&departureAirport=KS&aircraftSpeed=abc")).toEqual({ from: "search" });
    expect(query("from=elsewhere&departureAirport=KSFO&aircraftSpeed=120")).toEqual({
      departureAirport: "KSFO",
      aircraftSpeed: 120,
    });
    expect(query("")).toEqual({});
  });
});
