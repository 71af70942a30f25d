import { durationMatchRequest, midpointMatchRequest } from "~/lib/meetup-criteria";
import { searchRequest } from "~/lib/search-criteria";
import { durationMatch, midpointMatch } from "~/services/meetup.server";
import { searchAirports } from "~/services/search.server";
import { weatherBatchRequest, weatherForIds } from "~/services/weather.server";
import { declareUseCase } from "./use-case";

/**
 * The public searches (docs/product.md, "Search" and "Meetup tools"): the same
 * schemas and services as the home page and /tools. They read nothing but their
 * JSON body, so the edge answers them on its lane (docs/decisions/0052-json-lane.md).
 */

export const searchAirportsCase = declareUseCase({
  name: "searchAirports",
  who: "anyone",
  lane: true,
  input: searchRequest,
  run: ({ pageSize, ...criteria }) => searchAirports(criteria, pageSize),
});

export const durationMatchCase = declareUseCase({
  name: "durationMatch",
  who: "anyone",
  lane: true,
  input: durationMatchRequest,
  run: ({ pageSize, ...criteria }) => {
    const { results, pagination } = durationMatch(criteria, pageSize);
    return { results, pagination };
  },
});

export const midpointMatchCase = declareUseCase({
  name: "midpointMatch",
  who: "anyone",
  lane: true,
  input: midpointMatchRequest,
  run: ({ pageSize, ...criteria }) => {
    const { results, pagination, searchRadius } = midpointMatch(criteria, pageSize);
    return { results, pagination, searchRadius };
  },
});

export const weatherBatchCase = declareUseCase({
  name: "weatherBatch",
  who: "anyone",
  lane: true,
  input: weatherBatchRequest,
  run: ({ icaoIds }) => weatherForIds(icaoIds),
});
