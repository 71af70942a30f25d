import { withFieldsKey } from "~/http/field-report-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { flagFieldReportCase } from "~/use-cases/field-reports.server";

/** POST /api/field-reports/{id}/flag {reason} — any signed-in pilot, once per report. */
const route = jsonRoute({
  POST: withFieldsKey(jsonDoor(flagFieldReportCase)),
});

export const loader = route.loader;
export const action = route.action;
