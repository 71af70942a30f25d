import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/export.results";
import { searchCriteria } from "~/lib/search-criteria";
import { InvalidInput } from "~/services/errors.server";
import { downloadResponse, exportResults, isExportFormat } from "~/services/exports.server";

/** GET /export/results/{gpx|kml|csv}?<search query>[&scope=all] — the results as a download; a plain link, no JavaScript. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isExportFormat(params.format)) throw data("Unknown export format", { status: 404 });
  const query = new URL(request.url).searchParams;
  const submission = parseWithZod(query, { schema: searchCriteria });
  if (submission.status !== "success") throw data("Invalid search", { status: 400 });
  try {
    return downloadResponse(
      exportResults(submission.value, query.get("scope") === "all" ? "all" : "page", params.format),
    );
  } catch (error) {
    if (error instanceof InvalidInput)
      throw data(Object.values(error.fieldErrors).flat()[0] ?? "Invalid search", { status: 400 });
    throw error;
  }
}
