/**
 * Magnetic variation (declination) from the World Magnetic Model 2025–2030,
 * through the `magvar` package: degrees, east positive, so
 * true = magnetic + variation.
 */
import { calculateMagVarForDecimalYear, MODEL_EPOCH, MODEL_VALID_UNTIL } from "magvar";

/** The last instant the model is meant for, as a decimal year (its validity ends before MODEL_VALID_UNTIL). */
const LAST_YEAR = MODEL_VALID_UNTIL - 1 / 365.25;

/**
 * An ISO date ('2024-12-26') as a decimal year held inside the model's validity:
 * a date before 2025.0 reads as 2025.0, one from 2030 on as the model's last day.
 * Variation moves about 0.1° a year, nothing next to the 30° the heading check allows
 * (docs/decisions/0058-runway-heading-check.md).
 */
export function modelYear(isoDate: string): number {
  const ms = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(ms)) throw new Error(`Not a date: ${isoDate}`);
  const d = new Date(ms);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1);
  const next = Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  const year = d.getUTCFullYear() + (ms - start) / (next - start);
  return Math.min(LAST_YEAR, Math.max(MODEL_EPOCH, year));
}

/** Degrees east of true north (negative: west) at sea level at a point, on a decimal year from `modelYear`. */
export const magneticVariation = (latitude: number, longitude: number, decimalYear: number): number =>
  calculateMagVarForDecimalYear(decimalYear, latitude, longitude, 0);
