import { withFieldsKey } from "~/http/field-report-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { deleteFieldReportCase, editFieldReportCase } from "~/use-cases/field-reports.server";

/*
 *   PUT    /api/field-reports/{id}  its author: the whole report again; clears its confirmations
 *   DELETE /api/field-reports/{id}  its author or an admin
 */
const route = jsonRoute({
  PUT: withFieldsKey(jsonDoor(editFieldReportCase)),
  DELETE: jsonDoor(deleteFieldReportCase, { answer: ({ id }) => ({ success: true, id }) }),
});

export const loader = route.loader;
export const action = route.action;
