import { z } from "zod";

/**
 * The meetup tools' inputs (docs/product.md, "Tools"): Duration Match and Midpoint
 * Match. One schema each, shared by the /tools GET forms (through conform,
 * which turns form strings into numbers) and the JSON calls
 * POST /api/tools/midpoint-meetup and POST /api/tools/midpoint-match.
 */

export const TOOLS_PAGE_SIZE = 20;
export const TOOL_TABS = ["duration", "midpoint"] as const;
export type ToolTab = (typeof TOOL_TABS)[number];

/** Spec §5 and §9: speeds 150, min 1 h, max 2 h, runway 3000 ft, improved, public. */
export const MEETUP_DEFAULTS = {
  plane1Speed: 150,
  plane2Speed: 150,
  minDuration: 1,
  maxDuration: 2,
  minRunwayLength: 3000,
  runwaySurface: "improved",
  airportUse: "public",
} as const;

/**
 * Duration Match's orders (docs/decisions/0005-duration-match-order.md):
 * `fair` (the default) treats differences within 10 minutes as even and then
 * puts the sooner meeting first; the pilot can re-sort by the exact
 * difference, the total flying time or the longest runway.
 */
export const DURATION_SORTS = ["fair", "difference", "total", "runway"] as const;
export type DurationSort = (typeof DURATION_SORTS)[number];
export const DEFAULT_DURATION_SORT: DurationSort = "fair";

/** 'Any' arrives as an empty value and means "no filter". */
const anyMeansNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === "any" || value === "Any" ? undefined : value), schema.optional());

/** The tools' limits (docs/product.md, Tools); the forms' min/max attributes use the same. */
export const MEETUP_LIMITS = {
  codeLength: { min: 3, max: 8 },
  speedKnots: { min: 50, max: 800 },
  durationHours: { min: 0.25, max: 8 },
} as const;
const { codeLength, speedKnots, durationHours } = MEETUP_LIMITS;

/** At least 3 characters, upper-cased as typed (docs/product.md, "Tools"). Whether it names an airport is the service's question. */
export const meetupAirportCode = z
  .string({ error: "Airport code required" })
  .trim()
  .toUpperCase()
  .min(codeLength.min, "Airport code required")
  .max(codeLength.max, `Airport code must be at most ${codeLength.max} characters`);

const speed = z
  .number({ error: `Speed must be at least ${speedKnots.min} knots` })
  .min(speedKnots.min, `Speed must be at least ${speedKnots.min} knots`)
  .max(speedKnots.max, `Speed must be less than ${speedKnots.max} knots`);

const duration = z
  .number({ error: `Minimum ${durationHours.min} hours` })
  .min(durationHours.min, `Minimum ${durationHours.min} hours`)
  .max(durationHours.max, `Maximum ${durationHours.max} hours`);

/** Runway, surface and use: the trip criteria both tools share; empty means no filter. */
const tripCriteria = {
  minRunwayLength: z
    .number({ error: "Min runway length must be a number" })
    .min(0, "Min runway length must be 0 or more")
    .optional(),
  runwaySurface: anyMeansNone(z.enum(["improved", "unimproved"], { error: "Surface must be improved or unimproved" })),
  airportUse: anyMeansNone(z.enum(["public", "private"], { error: "Airport use must be public or private" })),
  page: z.number().int().min(1).default(1).catch(1),
};

export const durationMatchCriteria = z
  .object({
    plane1Airport: meetupAirportCode,
    plane2Airport: meetupAirportCode,
    plane1Speed: speed,
    plane2Speed: speed,
    minDuration: duration,
    maxDuration: duration,
    ...tripCriteria,
    sort: z.enum(DURATION_SORTS).default(DEFAULT_DURATION_SORT).catch(DEFAULT_DURATION_SORT),
  })
  .refine((c) => c.maxDuration > c.minDuration, {
    path: ["maxDuration"],
    message: "Max duration must be greater than min duration",
    // Checked as soon as both durations are numbers, even while another field is still wrong.
    when: ({ value }) => {
      const v = value as { minDuration?: unknown; maxDuration?: unknown };
      return typeof v.minDuration === "number" && typeof v.maxDuration === "number";
    },
  });

export const midpointMatchCriteria = z.object({
  departure1Airport: meetupAirportCode,
  departure2Airport: meetupAirportCode,
  ...tripCriteria,
});

export type DurationMatchCriteria = z.output<typeof durationMatchCriteria>;
export type MidpointMatchCriteria = z.output<typeof midpointMatchCriteria>;

/** The JSON calls also take a page size (docs/product.md, "Tools": default 20). */
const pageSize = z.object({
  pageSize: z.number().int().min(1).max(100).default(TOOLS_PAGE_SIZE).catch(TOOLS_PAGE_SIZE),
});
export const durationMatchRequest = pageSize.and(durationMatchCriteria);
export const midpointMatchRequest = pageSize.and(midpointMatchCriteria);

/* ------------------------------------------------------------------------ */
/* The query string of /tools                                                */
/* ------------------------------------------------------------------------ */

/**
 * /tools keeps both forms in one query string, so a result page can be
 * bookmarked and switching tabs keeps the other tab's search: `tab` says which
 * one is shown, each tool's own fields have their own names (the spec's body
 * names), and runway, surface and use are the trip criteria both share.
 */
export const DURATION_ONLY_PARAMS = [
  "plane1Airport",
  "plane2Airport",
  "plane1Speed",
  "plane2Speed",
  "minDuration",
  "maxDuration",
  "sort",
] as const;
export const MIDPOINT_ONLY_PARAMS = ["departure1Airport", "departure2Airport"] as const;
export const SHARED_PARAMS = ["minRunwayLength", "runwaySurface", "airportUse"] as const;

export const ownParams = (tab: ToolTab): readonly string[] =>
  tab === "duration" ? [...DURATION_ONLY_PARAMS, ...SHARED_PARAMS] : [...MIDPOINT_ONLY_PARAMS, ...SHARED_PARAMS];
const otherOnlyParams = (tab: ToolTab): readonly string[] =>
  tab === "duration" ? MIDPOINT_ONLY_PARAMS : DURATION_ONLY_PARAMS;

/** Whether the query string holds a search of this tab (its first airport field was submitted). */
export const hasSearch = (tab: ToolTab, params: URLSearchParams) =>
  params.has(tab === "duration" ? "plane1Airport" : "departure1Airport");

export const toolTab = (params: URLSearchParams): ToolTab =>
  params.get("tab") === "midpoint" ? "midpoint" : "duration";

/**
 * The /tools URL of a tab: `tab` first, then the tab's own fields in a fixed
 * order, `page` only above 1, then the other tab's own fields. Empty values
 * are left out. The one place that decides the order, so the canonical
 * redirect, tab links and page links agree.
 */
export function toolsHref(tab: ToolTab, params: URLSearchParams | Record<string, unknown>): string {
  const source = params instanceof URLSearchParams ? params : recordParams(params);
  const q = new URLSearchParams({ tab });
  for (const key of ownParams(tab)) copy(source, q, key);
  const page = Number(source.get("page"));
  if (Number.isInteger(page) && page > 1) q.set("page", String(page));
  for (const key of otherOnlyParams(tab)) copy(source, q, key);
  return `/tools?${q}`;
}

/** The link of a tab: everything kept (both searches), page reset. */
export function tabHref(tab: ToolTab, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  next.delete("page");
  return toolsHref(tab, next);
}

/** The canonical URL of a validated search: its parsed values, plus the other tab's fields as they were. */
export function canonicalToolsHref(
  tab: ToolTab,
  criteria: DurationMatchCriteria | MidpointMatchCriteria,
  current: URLSearchParams,
): string {
  const next = new URLSearchParams(current);
  for (const key of [...ownParams(tab), "page"]) next.delete(key);
  const values = recordParams(criteria as unknown as Record<string, unknown>);
  for (const [key, value] of values) next.set(key, value);
  return toolsHref(tab, next);
}

/** The fields of the other tab that a form carries as hidden inputs, so a new search keeps them. */
export function carriedParams(tab: ToolTab, current: URLSearchParams): [string, string][] {
  return otherOnlyParams(tab).flatMap((key) => {
    const value = current.get(key);
    return value ? [[key, value] as [string, string]] : [];
  });
}

function recordParams(record: Record<string, unknown>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && value !== null && value !== "") q.set(key, String(value));
  }
  return q;
}

function copy(from: URLSearchParams, to: URLSearchParams, key: string) {
  const value = from.get(key)?.trim();
  // The default order is no parameter: one URL per search.
  if (key === "sort" && value === DEFAULT_DURATION_SORT) return;
  if (value) to.set(key, value);
}

/** The Duration Match results in another order, from the first page. */
export function durationSortHref(sort: DurationSort, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  next.delete("page");
  next.set("sort", sort);
  return toolsHref("duration", next);
}
