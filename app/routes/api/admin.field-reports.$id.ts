import { withFieldsKey } from "~/http/field-report-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { setFieldReportHiddenCase } from "~/use-cases/field-reports.server";

/** PATCH /api/admin/field-reports/{id} {hidden} — admins hide or restore a report. */
const route = jsonRoute({
  PATCH: withFieldsKey(jsonDoor(setFieldReportHiddenCase)),
});

export const loader = route.loader;
export const action = route.action;
