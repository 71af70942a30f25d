/**
 * Dates as the pages write them, in UTC, in one style for people: '26 Dec 2024' (a <time>'s
 * dateTime stays ISO). One `Intl.DateTimeFormat` per style, made
 * once: `toLocaleDateString` with options builds a formatter on every call (about
 * 70 µs in Node 20; every page paid it up to four times for the FAA cycle in its footer).
 */
function utc(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  // What toLocaleDateString says of a date that is not one, instead of format()'s RangeError.
  return (date: Date | number) => (Number.isNaN(Number(date)) ? "Invalid Date" : format.format(date));
}

/** A 'YYYY-MM-DD' day as the Date of its midnight, UTC. */
export const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** '26 Dec 2024' */
export const dayMonthYear = utc("en-GB", { day: "numeric", month: "short", year: "numeric" });
/** '26 Dec' */
export const dayMonth = utc("en-GB", { day: "numeric", month: "short" });
/** 'Thu, 26 Dec 2024' */
export const weekdayDayMonthYear = utc("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric" });
/** A 'YYYY-MM-DD' day as people read it: '26 Dec 2024'. */
export const isoDayText = (isoDate: string) => dayMonthYear(utcDay(isoDate));
/** '26 Dec 2024, 15:05' */
export const dayMonthYearTime = utc("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** 'Dec' */
export const shortMonth = utc("en-US", { month: "short" });
