/** Exact flight time in whole minutes for a great-circle distance at a cruise speed. */
export function flightMinutes(distanceNm: number, speedKnots: number): number {
  return Math.round((distanceNm / speedKnots) * 60);
}

/**
 * Flight time rounded to the nearest 15 minutes, as the spec shows it. A
 * non-zero trip never reads as "0 min": it shows the smallest step, 15 min.
 */
export function roundToQuarterHour(minutes: number): number {
  if (minutes <= 0) return 0;
  return Math.max(15, Math.round(minutes / 15) * 15);
}

/** 'Xh Ym' (or 'Xh' on the hour) from one hour up, 'N min' below. */
export function formatFlightTime(minutes: number): string {
  const rounded = roundToQuarterHour(minutes);
  if (rounded < 60) return `${rounded} min`;
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** Tools report flight time in hours; shown the same way. */
