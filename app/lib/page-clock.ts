/**
 * A page's "now", to the minute: what its weather ages and forecast times are counted from.
 * METAR and TAF times are whole minutes, so the ages a page shows are the same as with the
 * exact time, and two requests within a minute get the same bytes, hence the same ETag
 * (docs/decisions/0084-cacheable-anonymous-answers.md).
 */
export const pageClock = (now: number = Date.now()): number => now - (now % 60_000);
