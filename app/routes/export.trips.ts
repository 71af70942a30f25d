import { fileDoor } from "~/http/file-door.server";
import { TRIPS_LOGIN_PROMPT } from "~/lib/saved-items";
import { exportTripsCase } from "~/use-cases/exports.server";

/** GET /export/trips/{gpx|kml|csv} — My Trips as a download; signed out, to sign-in and back. */
export const loader = fileDoor(exportTripsCase, { cache: "no-store", signInPrompt: TRIPS_LOGIN_PROMPT });
