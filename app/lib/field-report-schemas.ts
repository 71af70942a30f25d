import { z } from "zod";
import { FUEL_FILTERS, fuelChoiceError, type FuelFilter } from "./fuel";
import { epochDay, latestUsDate, oldestVisitDate } from "./field-report-dates";

/**
 * The inputs of field reports (docs/product.md, "Field reports"), one schema per
 * use case, shared by the page's form (through conform) and the /api/* JSON
 * calls. The page's form sends the same names (`fuel[0].price_usd`), so the
 * browser checks what the server checks.
 */

export const FUEL_GRADES = FUEL_FILTERS.map((f) => f.value) as [FuelFilter, ...FuelFilter[]];
export type FuelGrade = FuelFilter;
export const FUEL_SERVICES = ["self", "full"] as const;
export type FuelService = (typeof FUEL_SERVICES)[number];

export const FUEL_PRICE = { min: 0.5, max: 30 } as const;
export const FEE_MAX = 10_000;
export const NOTE_MAX = 1_000;
export const NAME_MAX = 100;
export const FLAG_REASON_MAX = 500;
export const EMPTY_REPORT =
  "Report at least one thing you found: a fuel price, the courtesy car, a fee, food, the FBO or a note.";

/** Blank text (or null) counts as not given. */
const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);
/** A number from JSON or a form's text; anything else is left for the schema to refuse. */
const numeric = (v: unknown) => {
  const b = blank(v);
  if (typeof b !== "string") return b;
  const n = Number(b.trim().replace(/^\$/, ""));
  return Number.isFinite(n) ? n : b;
};

const money = (label: string, min: number, max: number) =>
  z.preprocess(
    numeric,
    z
      .number({ error: `${label} must be a number of US dollars` })
      .min(min, `${label} must be at least ${min.toFixed(2)} USD`)
      .max(max, `${label} must be at most ${max.toFixed(2)} USD`)
      .transform((n) => Math.round(n * 100) / 100)
      .optional(),
  );

const optionalText = (max: number, label: string) =>
  z.preprocess(blank, z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blank, z.enum(values, { error: message }).optional());

const visitedOn = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z
    .string({ error: "Enter the day you were there" })
    .min(1, "Enter the day you were there")
    .refine((d) => !Number.isNaN(epochDay(d)), "Enter the day as YYYY-MM-DD")
    .refine((d) => Number.isNaN(epochDay(d)) || d <= latestUsDate(), "The day you were there cannot be in the future")
    .refine(
      (d) => Number.isNaN(epochDay(d)) || d >= oldestVisitDate(),
      "The day you were there must be within the last year",
    ),
);

/** One fuel line; a form row left blank (grade only) is dropped. */
const fuelLine = z.object({
  grade: z.enum(FUEL_GRADES, { error: fuelChoiceError("Fuel grade") }),
  price_usd: money("Price per gallon", FUEL_PRICE.min, FUEL_PRICE.max),
  service: choice(FUEL_SERVICES, "Choose self-serve or full-serve"),
});

const fuelLines = z
  .array(fuelLine, { error: "Fuel must be a list of grades and prices" })
  .max(FUEL_GRADES.length, "Report each fuel grade once")
  .optional()
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    (lines ?? []).forEach((l, i) => {
      if (l.price_usd === undefined && l.service === undefined) return;
      if (l.price_usd === undefined)
        ctx.addIssue({ code: "custom", path: [i, "price_usd"], message: "Enter the price per gallon" });
      if (l.service === undefined)
        ctx.addIssue({ code: "custom", path: [i, "service"], message: "Choose self-serve or full-serve" });
      if (seen.has(l.grade))
        ctx.addIssue({ code: "custom", path: [i, "grade"], message: "Report each fuel grade once" });
      seen.add(l.grade);
    });
  })
  .transform((lines) =>
    (lines ?? [])
      .filter((l) => l.price_usd !== undefined && l.service !== undefined)
      .map((l) => ({ grade: l.grade, price_usd: l.price_usd!, service: l.service! })),
  );

const reportFields = z.object({
  visited_on: visitedOn,
  fuel: fuelLines,
  courtesy_car: choice(["yes", "no"], "Courtesy car must be yes or no"),
  landing_fee_usd: money("Landing fee", 0, FEE_MAX),
  overnight_fee_usd: money("Overnight or tie-down fee", 0, FEE_MAX),
  food_status: choice(["open", "closed"], "Food on the field must be open or closed"),
  food_name: optionalText(NAME_MAX, "The food place's name"),
  fbo_name: optionalText(NAME_MAX, "FBO name"),
  note: optionalText(NOTE_MAX, "Note"),
});
export type FieldReportInput = z.output<typeof reportFields>;

const notEmpty = (r: FieldReportInput) =>
  r.fuel.length > 0 ||
  [r.courtesy_car, r.landing_fee_usd, r.overnight_fee_usd, r.food_status, r.food_name, r.fbo_name, r.note].some(
    (v) => v !== undefined,
  );

/** POST /api/airports/{id}/field-reports and the page's form. */
export const createFieldReportInput = reportFields.refine(notEmpty, { message: EMPTY_REPORT });
/** PUT /api/field-reports/{id}: the whole report again (an edit replaces it and clears its confirmations). */
export const editFieldReportInput = reportFields.refine(notEmpty, { message: EMPTY_REPORT });

/** POST /api/field-reports/{id}/flag. */
export const flagFieldReportInput = z.object({
  reason: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Say what is wrong with this report" })
      .min(3, "Say what is wrong with this report")
      .max(FLAG_REASON_MAX, `The reason must be at most ${FLAG_REASON_MAX} characters`),
  ),
});

/** PATCH /api/admin/field-reports/{id}. */
export const hideFieldReportInput = z.object({
  hidden: z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : v),
    z.boolean({ error: "hidden must be true or false" }),
  ),
});

/** GET /api/airports/{id}/field-reports?page=N. */
export const fieldReportListInput = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

/** A report's id in the URL or the form; one that names no report is the service's 404. */
export const fieldReportId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)
  .catch(0);
