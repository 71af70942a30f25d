/**
 * Days and order of an itinerary's stops (docs/product.md, "Itineraries"): pure, shared by
 * the create screen, the services and the airport page.
 */
import { groupBy } from "./group-by";

export interface DayOrdered {
  id?: number;
  day_number: number;
  order_index: number;
}

/** The highest day among the stops; 1 when there is none. */
export function highestDay(days: readonly (number | string | null | undefined)[]): number {
  let max = 0;
  for (const d of days) {
    const n = typeof d === "string" ? Number(d) : d;
    if (typeof n === "number" && Number.isInteger(n) && n > max) max = n;
  }
  return Math.max(1, max);
}

/** Add Stop repeats the highest current day (docs/product.md, "Itineraries"). */
export const addStopDay = (days: readonly (number | string | null | undefined)[]) => highestDay(days);

/** Add Day uses the highest day plus one, and the itinerary's duration becomes that day (docs/product.md, "Itineraries"). */
export const addDayNumber = (days: readonly (number | string | null | undefined)[]) => highestDay(days) + 1;

/** Items grouped by day (ascending), each day sorted by order position, then by when they were added. */
export function itemsByDay<T extends DayOrdered>(items: readonly T[]): { day: number; items: T[] }[] {
  return [...groupBy(items, (item) => item.day_number).entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, list]) => ({
      day,
      items: [...list].sort((a, b) => a.order_index - b.order_index || (a.id ?? 0) - (b.id ?? 0)),
    }));
}

/** The next order position at the end of a day. */
export function nextOrderPosition(items: readonly DayOrdered[], day: number): number {
  let next = 0;
  for (const item of items) if (item.day_number === day && item.order_index >= next) next = item.order_index + 1;
  return next;
}

/**
 * Stops as typed on the create screen → what is saved: a stop without a name is
 * skipped (docs/product.md, "Itineraries"); each kept stop's order position is its place within its day,
 * in the order the form lists them; missing days are day 1.
 */
export function stopsToSave<
  S extends { name?: string | null; day_number?: number | null; order_index?: number | null },
>(stops: readonly S[]): (S & { name: string; day_number: number; order_index: number })[] {
  const perDay = new Map<number, number>();
  const out: (S & { name: string; day_number: number; order_index: number })[] = [];
  for (const stop of stops) {
    const name = stop.name?.trim();
    if (!name) continue;
    const day = stop.day_number ?? 1;
    const position = perDay.get(day) ?? 0;
    perDay.set(day, position + 1);
    out.push({ ...stop, name, day_number: day, order_index: position });
  }
  return out;
}

/** The days an item may be put on: 1 … the longer of the itinerary's duration and its last used day. */
export function dayChoices(durationDays: number, items: readonly { day_number: number }[]): number[] {
  const last = Math.max(durationDays, ...items.map((i) => i.day_number), 1);
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** '09:00' → '9:00 AM'; free text is shown as typed. */
export function formatStopTime(time: string | null | undefined): string | null {
  if (!time) return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) return time;
  const h = Number(m[1]);
  if (h > 23 || Number(m[2]) > 59) return time;
  return `${((h + 11) % 12) + 1}:${m[2]} ${h < 12 ? "AM" : "PM"}`;
}

/** 60 → '1 h', 90 → '1 h 30 min', 45 → '45 min'. */
export function formatStopDuration(minutes: number | null | undefined): string | null {
  if (minutes == null || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
