/**
 * The calendar of field reports (docs/decisions/0081-field-report-facts.md).
 * The US spans the date line's both sides: Wake Island (UTC+12) is the first
 * US place to start a day, American Samoa (UTC−11) the last inhabited one.
 *  - A visit is "in the future" only when its day is after today everywhere
 *    in the US: after the date at UTC+12.
 *  - Ages count from the date at UTC−11, so a fact is never older than it is
 *    for any US pilot (an age below zero, a Guam pilot's "today", is 0).
 * Pure; shared with the browser (the form's own checks).
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** YYYY-MM-DD of a UTC offset's wall clock at `now`. */
const dateAt = (now: number, offsetHours: number) => new Date(now + offsetHours * HOUR_MS).toISOString().slice(0, 10);

/** The latest date anywhere in the US at `now` (Wake Island, UTC+12). */
export const latestUsDate = (now = Date.now()) => dateAt(now, 12);

/** The earliest date in the inhabited US at `now` (American Samoa, UTC−11): "today" for ages and confirmations. */
export const earliestUsDate = (now = Date.now()) => dateAt(now, -11);

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or NaN when it is not a real date. */
export function epochDay(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) return NaN;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).toISOString().slice(0, 10) !== date) return NaN;
  return t / DAY_MS;
}

/** The YYYY-MM-DD of an epoch day. */
export const dateOfEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `date` to today (UTC−11), never below 0. */
export function ageDays(date: string, now = Date.now()): number {
  return Math.max(0, epochDay(earliestUsDate(now)) - epochDay(date));
}

/** The oldest day a report may be for (a year before the latest US date). */
export function oldestVisitDate(now = Date.now()): string {
  return dateOfEpochDay(epochDay(latestUsDate(now)) - 365);
}

/** Prices older than this many days do not count for the price filter and sort; stale on the page. */
export const FUEL_FRESH_DAYS = 30;
/** Every other fact is stale after this many days. */
export const OTHER_FRESH_DAYS = 180;
