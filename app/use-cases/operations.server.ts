import { checkHealth } from "~/services/health.server";
import { importCounts } from "~/services/import-counts.server";
import { declareUseCase } from "./use-case";

/** Operations (README "Health and logs"). */

/** Ready when the database takes a write and a data cycle is loaded; what a load balancer or a monitor asks. */
export const healthCase = declareUseCase({
  name: "health",
  who: "anyone",
  run: () => checkHealth(),
});

/** Admin › Data: what the newest FAA and places imports read, kept and dropped, per source file (decision 0061). */
export const importCountsCase = declareUseCase({
  name: "importCounts",
  who: "admin",
  run: () => importCounts(),
});
