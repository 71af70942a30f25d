import { z } from "zod";
import { durationMatchRequest, midpointMatchRequest } from "~/lib/meetup-criteria";
import { searchRequest } from "~/lib/search-criteria";
import { durationMatch, midpointMatch } from "~/services/meetup.server";
import { OUTLINE_ZOOMS, usStatesSvg } from "~/services/range-map.server";
import { searchAirports } from "~/services/search.server";
import { weatherBatchRequest, weatherForIds } from "~/services/weather.server";
import { declareUseCase } from "./use-case";

/**
 * The public searches (docs/product.md, "Search" and "Tools"): one declaration
 * each for the page's GET form (app/http/query-form-door.server.ts) and the JSON
 * call. They read nothing but their input, so the edge answers the JSON call on
 * its lane (docs/decisions/0052-json-lane.md).
 */

export const searchAirportsCase = declareUseCase({
  name: "searchAirports",
  who: "anyone",
  lane: true,
  input: searchRequest,
  run: ({ pageSize, ...criteria }) => searchAirports(criteria, pageSize),
});

/** The page also shows the departures; the JSON call answers results and pagination (app/routes/api/tools.midpoint-meetup.ts). */
export const durationMatchCase = declareUseCase({
  name: "durationMatch",
  who: "anyone",
  lane: true,
  input: durationMatchRequest,
  run: ({ pageSize, ...criteria }) => durationMatch(criteria, pageSize),
});

/** The page also shows the departures and the midpoint; the JSON call answers results, pagination and the radius. */
export const midpointMatchCase = declareUseCase({
  name: "midpointMatch",
  who: "anyone",
  lane: true,
  input: midpointMatchRequest,
  run: ({ pageSize, ...criteria }) => midpointMatch(criteria, pageSize),
});

export const weatherBatchCase = declareUseCase({
  name: "weatherBatch",
  who: "anyone",
  lane: true,
  input: weatherBatchRequest,
  run: ({ icaoIds }) => weatherForIds(icaoIds),
});

/**
 * The results map's state outlines (docs/decisions/0040-range-map-and-exports.md), an SVG
 * drawn once per process and zoom step; any other zoom is the whole map's.
 */
export const stateOutlinesCase = declareUseCase({
  name: "stateOutlines",
  who: "anyone",
  input: z.object({ zoom: z.number().optional().catch(undefined) }),
  run: ({ zoom }) => ({
    body: usStatesSvg(OUTLINE_ZOOMS.find((step) => step === zoom) ?? 1),
    contentType: "image/svg+xml; charset=utf-8",
  }),
});
