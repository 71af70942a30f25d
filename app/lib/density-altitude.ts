/**
 * Density altitude from a METAR (temperature, altimeter setting) and the
 * field elevation. Pressure altitude uses the standard-atmosphere relation
 * the National Weather Service publishes (it reproduces the FAA's
 * altimeter-setting conversion table); density altitude then adds
 * 120 ft per °C above the standard temperature at that pressure altitude, the
 * rule of thumb the FAA's Pilot's Handbook gives. A pilot's aid, not a
 * performance chart (docs/decisions/0038-density-altitude-warning.md).
 */
import { plausibleAltimeterHpa, plausibleTemperature } from "./observation-ranges";

const STANDARD_HPA = 1013.25;

/** Density altitude this far above the field elevation or more is called hot and high (docs/decisions/0038). */
export const HOT_AND_HIGH_MARGIN_FT = 2_000;

/** Feet to add to a field elevation for its pressure altitude at this altimeter setting (negative above 29.92 inHg). */
export function pressureAltitudeCorrection(altimeterHpa: number): number {
  return (1 - Math.pow(altimeterHpa / STANDARD_HPA, 0.190284)) * 145_366.45;
}

export const pressureAltitude = (fieldElevationFt: number, altimeterHpa: number) =>
  fieldElevationFt + pressureAltitudeCorrection(altimeterHpa);

/** The standard (ISA) temperature at a pressure altitude: 15 °C at sea level, 1.98 °C colder per 1,000 ft. */
export const isaTemperature = (pressureAltitudeFt: number) => 15 - (1.98 * pressureAltitudeFt) / 1000;

export const densityAltitude = (pressureAltitudeFt: number, oatC: number) =>
  pressureAltitudeFt + 120 * (oatC - isaTemperature(pressureAltitudeFt));

export interface DensityAltitude {
  /** Rounded to 10 ft. */
  pressureAltitude: number;
  densityAltitude: number;
  fieldElevation: number;
  /** Density altitude minus field elevation. */
  aboveField: number;
  hotAndHigh: boolean;
}

/**
 * What density altitude needs and this report or field lacks: 'temperature',
 * 'altimeter setting', 'field elevation'. A value outside the physical range (the
 * cache's 0.00 inHg placeholder) counts as missing (docs/decisions/0059-missing-weather-values.md).
 */
export function densityAltitudeMissing(
  fieldElevationFt: number | null,
  obs: { temp: number | null; altim: number | null } | null,
): string[] {
  return [
    ...(plausibleTemperature(obs?.temp) == null ? ["temperature"] : []),
    ...(plausibleAltimeterHpa(obs?.altim) == null ? ["altimeter setting"] : []),
    ...(fieldElevationFt == null || !Number.isFinite(fieldElevationFt) ? ["field elevation"] : []),
  ];
}

/** Null when the report lacks a temperature or an altimeter setting (or holds no real one), or the field elevation is unknown. */
export function densityAltitudeAt(
  fieldElevationFt: number | null,
  obs: { temp: number | null; altim: number | null } | null,
): DensityAltitude | null {
  const temp = plausibleTemperature(obs?.temp);
  const altim = plausibleAltimeterHpa(obs?.altim);
  if (fieldElevationFt == null || !Number.isFinite(fieldElevationFt) || temp == null || altim == null) return null;
  const pa = pressureAltitude(fieldElevationFt, altim);
  const da = densityAltitude(pa, temp);
  const round10 = (n: number) => Math.round(n / 10) * 10;
  return {
    pressureAltitude: round10(pa),
    densityAltitude: round10(da),
    fieldElevation: Math.round(fieldElevationFt),
    aboveField: round10(da - fieldElevationFt),
    hotAndHigh: da - fieldElevationFt >= HOT_AND_HIGH_MARGIN_FT,
  };
}
