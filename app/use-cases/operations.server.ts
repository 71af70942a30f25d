import { checkHealth } from "~/services/health.server";
import { declareUseCase } from "./use-case";

/** Operations (README "Health and logs"). */

/** Ready when the database takes a write and a data cycle is loaded; what a load balancer or a monitor asks. */
export const healthCase = declareUseCase({
  name: "health",
  who: "anyone",
  run: () => checkHealth(),
});
