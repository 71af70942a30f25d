import { describe, expect, it } from "vitest";
import { airportLinkQuery } from "~/lib/airport-page-links";
import { CREATED_PARAM } from "~/lib/place-lists";
import { SEARCH_PARAM_ORDER } from "~/lib/search-param-order";

const kept = (query: string) => airportLinkQuery(new URLSearchParams(query)).toString();

describe("airportLinkQuery: what the airport page's links carry of its address (decision 0113)", () => {
  it("keeps the page's own parameters in their order, and drops what the page does not read", () => {
    expect(kept(`tab=remarks&junk=1&things=kids&all=adults&${CREATED_PARAM}=activity-4&x=`)).toBe(
      `tab=remarks&things=kids&all=adults&${CREATED_PARAM}=activity-4`,
    );
    expect(kept("junk=1")).toBe("");
  });

  it("from a search, keeps every one of the search's parameters, so the way back returns to that search", () => {
    const search = SEARCH_PARAM_ORDER.map((key, i) => `${key}=${i}`).join("&");
    expect(kept(`from=search&${search}&junk=1`)).toBe(`from=search&${search}`);
  });

  it("not from a search, keeps none of a search's parameters", () => {
    expect(kept("departureAirport=KSFO&aircraftSpeed=120&tab=weather")).toBe("tab=weather");
    expect(kept("from=elsewhere&departureAirport=KSFO")).toBe("from=elsewhere");
  });
});
