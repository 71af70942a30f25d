import { describe, expect, it } from "vitest";
import { deviceClass, routePattern, searchedDeparture } from "~/lib/page-views";
import { pageViewEvent } from "~/lib/page-view-event";

describe("routePattern", () => {
  it("puts the parameter names back in place of their values", () => {
    expect(routePattern("/airport/KSTS", { locId: "KSTS" })).toBe("/airport/:locId");
    expect(routePattern("/", {})).toBe("/");
    expect(routePattern("/tools/", {})).toBe("/tools");
    expect(routePattern("/no/such/page", { "*": "no/such/page" })).toBe("/*");
    expect(routePattern("/api/trips/K%20X", { locId: "K X" })).toBe("/api/trips/:locId");
  });
});

describe("searchedDeparture", () => {
  it("is the departure of a first results page of the search only", () => {
    expect(searchedDeparture("/", "?departureAirport=ksts&aircraftSpeed=120")).toBe("KSTS");
    expect(searchedDeparture("/", "?departureAirport=KSTS&page=2")).toBeNull();
    expect(searchedDeparture("/tools", "?departureAirport=KSTS")).toBeNull();
    expect(searchedDeparture("/", "?departureAirport=%3Cscript%3E")).toBeNull();
  });
});

describe("deviceClass and the beacon's schema", () => {
  it("classes phones, tablets and desktops", () => {
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148")).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36")).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari/537.36")).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0")).toBe("desktop");
  });

  it("takes route patterns only", () => {
    expect(pageViewEvent.safeParse({ route: "/airport/:locId" }).success).toBe(true);
    expect(pageViewEvent.safeParse({ route: "/?q=1" }).success).toBe(false);
    expect(pageViewEvent.safeParse({ route: "https://x.example/" }).success).toBe(false);
    expect(pageViewEvent.safeParse({ route: "/a".repeat(80) }).success).toBe(false);
  });
});
