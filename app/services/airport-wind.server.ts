/**
 * Runway wind components and density altitude of one airport, from the
 * weather the airport page shows (its own METAR, or the nearest station's,
 * which is then named: docs/decisions/0037-runway-wind-and-sources.md).
 * Used by the airport page and GET /api/airports/{locId}.
 */
import { densityAltitudeAt, densityAltitudeMissing, type DensityAltitude } from "~/lib/density-altitude";
import { runwayWind, runwayWindSummary, type RunwayEndHeading, type RunwayWind } from "~/lib/runway-wind";
import type { AirportRunway } from "./airport-detail.server";
import type { AirportWeather } from "./weather.server";

export interface AirportWindReport {
  /** 'field': the airport's own METAR; 'nearest': another station's, `distance_nm` away. */
  source: "field" | "nearest";
  station: string;
  distance_nm: number | null;
  /** Observation time, epoch seconds. */
  observed_at: number;
  components: RunwayWind;
  summary: string;
  density_altitude: DensityAltitude | null;
  /** Why there is no density altitude: 'temperature', 'altimeter setting', 'field elevation' (empty when there is one). */
  density_altitude_missing: string[];
}

/**
 * Every runway end in the runways' order, with its true heading as checked at import
 * (docs/decisions/0058-runway-heading-check.md); null where none can be trusted, and
 * such an end gets no components ("heading unknown").
 */
export function runwayEndHeadings(runways: readonly AirportRunway[]): RunwayEndHeading[] {
  return runways.flatMap((r) => [
    { endId: r.Base_End_Id, heading: r.Base_True_Heading },
    ...(r.Reciprocal_End_Id ? [{ endId: r.Reciprocal_End_Id, heading: r.Reciprocal_True_Heading }] : []),
  ]);
}

/** Null when no station reports (the page then shows the spec's weather message). */
export function airportWindReport(
  airport: { elevation: number | null; runways: readonly AirportRunway[] },
  weather: AirportWeather,
): AirportWindReport | null {
  if (weather.status !== "ok" && weather.status !== "nearest") return null;
  const obs = weather.observation;
  const components = runwayWind(obs, runwayEndHeadings(airport.runways));
  return {
    source: weather.status === "ok" ? "field" : "nearest",
    station: weather.station,
    distance_nm: weather.status === "nearest" ? weather.nearest.distanceNm : null,
    observed_at: obs.obsTime,
    components,
    summary: runwayWindSummary(components),
    density_altitude: densityAltitudeAt(airport.elevation, obs),
    density_altitude_missing: densityAltitudeMissing(airport.elevation, obs),
  };
}
