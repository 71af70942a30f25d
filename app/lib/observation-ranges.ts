/**
 * The physical bounds of what a METAR can report. A value outside them is not a
 * reading but a placeholder (the AWC cache writes a missing altimeter setting as
 * 0.00 inHg) or a garbled report, and reads as not reported: no figure is ever
 * derived from it (docs/decisions/0059-missing-weather-values.md).
 */
import { HPA_PER_INHG } from "./flight-category";

/** Altimeter settings, inHg: the sea-level records are 870 hPa (25.69) and 1084 hPa (32.01). */
export const ALTIMETER_INHG = { min: 25, max: 33 } as const;
/** Air temperature and dew point, °C: the records are −89.2 (Vostok) and 56.7 (Death Valley). */
export const TEMPERATURE_C = { min: -90, max: 60 } as const;

const within = (value: number | null | undefined, range: { min: number; max: number }): value is number =>
  value != null && Number.isFinite(value) && value >= range.min && value <= range.max;

/** An altimeter setting in hPa, or null when it is missing or no real setting. */
export const plausibleAltimeterHpa = (hpa: number | null | undefined): number | null =>
  hpa != null && within(hpa / HPA_PER_INHG, ALTIMETER_INHG) ? hpa : null;

/** A temperature or dew point in °C, or null when it is missing or out of this world. */
export const plausibleTemperature = (c: number | null | undefined): number | null =>
  within(c, TEMPERATURE_C) ? c : null;
