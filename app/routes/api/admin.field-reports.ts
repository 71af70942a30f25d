import { jsonDoor, jsonRoute } from "~/http/json-door.server";
import { flaggedFieldReportsCase } from "~/use-cases/field-reports.server";

/** GET /api/admin/field-reports?page=N — admins: flagged reports, who flagged them and why. */
const route = jsonRoute({
  GET: jsonDoor(flaggedFieldReportsCase),
});

export const loader = route.loader;
export const action = route.action;
