import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { confirmFieldReportCase } from "~/use-cases/field-reports.server";

/** POST /api/field-reports/{id}/confirm — "Still true" by a signed-in pilot other than its author. */
const route = jsonRoute({
  POST: jsonDoor(confirmFieldReportCase),
});

export const loader = route.loader;
export const action = route.action;
