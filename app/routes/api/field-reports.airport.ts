import { withFieldsKey } from "~/http/field-report-json.server";
import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { createFieldReportCase, fieldReportsCase } from "~/use-cases/field-reports.server";

/*
 *   GET  /api/airports/{id}/field-reports?page=N  the current facts and the reports, newest first, paged
 *   POST /api/airports/{id}/field-reports         a signed-in pilot's report → 201 {id}
 * docs/decisions/0082-field-report-contract.md
 */
const route = jsonRoute({
  GET: jsonDoor(fieldReportsCase),
  POST: withFieldsKey(jsonDoor(createFieldReportCase, { status: 201, answer: ({ id }) => ({ id }) })),
});

export const loader = route.loader;
export const action = route.action;
