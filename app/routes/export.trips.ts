import { data } from "react-router";
import type { Route } from "./+types/export.trips";
import { requireUser } from "~/http/session.server";
import { TRIPS_LOGIN_PROMPT } from "~/lib/saved-items";
import { downloadResponse, exportTrips, isExportFormat } from "~/services/exports.server";

/** GET /export/trips/{gpx|kml|csv} — My Trips as a download; signed out, to sign-in and back. */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isExportFormat(params.format)) throw data("Unknown export format", { status: 404 });
  const user = await requireUser(request, TRIPS_LOGIN_PROMPT);
  return downloadResponse(exportTrips(user.id, params.format));
}
