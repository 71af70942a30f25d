import { z } from "zod";
import { searchCriteria } from "~/lib/search-criteria";
import { EXPORT_FORMATS, exportResults, exportTrips } from "~/services/exports.server";
import { declareUseCase } from "./use-case";

/**
 * Hand-off to an EFB (docs/decisions/0040-range-map-and-exports.md): the search
 * results and My Trips as GPX, KML or ForeFlight CSV. Their door is a download
 * link (app/http/file-door.server.ts): a format the path does not name is 404.
 */

const exportFormat = z.enum(EXPORT_FORMATS, { error: "Unknown export format" });

/** The search of the query string: the page shown, or (`scope=all`) all of it up to the cap. */
export const exportResultsCase = declareUseCase({
  name: "exportResults",
  who: "anyone",
  params: { format: exportFormat },
  input: searchCriteria.and(z.object({ scope: z.enum(["page", "all"]).catch("page") })),
  run: ({ scope, ...criteria }, _caller, { format }) => exportResults(criteria, scope, format),
});

export const exportTripsCase = declareUseCase({
  name: "exportTrips",
  who: "user",
  params: { format: exportFormat },
  run: (_input, { user }, { format }) => exportTrips(user.id, format),
});
