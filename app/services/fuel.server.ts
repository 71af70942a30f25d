import { latestImport } from "~/models/airports.server";
import { airportIndex } from "./airport-index.server";

/** Whether the loaded FAA data lists fuel for any airport (the bundled snapshot does not), and which data that is. */
export function fuelInLoadedData(): { known: boolean; dataLabel: string | null } {
  return { known: airportIndex().fuelKnown, dataLabel: latestImport()?.label ?? null };
}
