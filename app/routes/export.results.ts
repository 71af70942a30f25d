import { fileDoor } from "~/http/file-door.server";
import { exportResultsCase } from "~/use-cases/exports.server";

/** GET /export/results/{gpx|kml|csv}?<search query>[&scope=all] — the results as a download; a plain link, no JavaScript. */
export const loader = fileDoor(exportResultsCase, { cache: "no-store" });
