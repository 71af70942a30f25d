import { z } from "zod";
import { pickSchema } from "./pick-schema";
import { SENDER_NOTE_MAX } from "./sender-note";

/**
 * The inputs of contact messages, reports and place suggestions
 * (docs/product.md, "Contact, reports and the Admin Dashboard"), one schema per
 * use case, shared by the HTML forms (through conform) and the /api/* JSON
 * calls. Messages are the product's words; the
 * upper bounds are size limits the spec does not state (docs/decisions/0026-feedback-storage.md).
 */

export const CONTACT_MESSAGE_MAX = 5000;
export const REPORT_TITLE_MIN = 5;
export const REPORT_TITLE_MAX = 100;
export const REPORT_DESCRIPTION_MIN = 10;
export const REPORT_DESCRIPTION_MAX = 2000;
export const SUGGESTION_TEXT_MAX = 2000;
export const ADMIN_NOTES_MAX = 2000;

/** Blank text (or null) counts as not given. */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const optionalText = (max: number, label: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());

/**
 * A one-line field (a name, a title, an address): its form's text box cannot hold a line break,
 * but a JSON body can, and the admins' notice quotes these fields line by line, so a break
 * would let a sender write lines of their own into that mail (a link, a "Priority:").
 * Breaks and tabs become one space (docs/decisions/0105-one-line-feedback-fields.md).
 */
const oneLine = (s: string) => s.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ");
const optionalLine = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().overwrite(oneLine).trim().max(max, `${label} must be at most ${max} characters`).optional(),
  );

const botToken = { "cf-turnstile-response": z.string().max(4096).optional() };

export const contactSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .overwrite(oneLine)
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Valid email is required" })
    .trim()
    .toLowerCase()
    .max(254, "Valid email is required")
    .pipe(z.email({ error: "Valid email is required" })),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  ...botToken,
});
export type ContactInput = z.output<typeof contactSchema>;

export const REPORT_TYPES = ["bug", "feature"] as const;
export const PRIORITIES = ["low", "medium", "high"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];

/** The priority choices as the report form names them. */
export const PRIORITY_LABELS: Record<Priority, string> = {
  low: "Nice to have",
  medium: "Important improvement",
  high: "Blocking issue",
};

export const reportSchema = z.object({
  type: z.enum(REPORT_TYPES, { error: "Please select a report type" }),
  title: z
    .string({ error: `Title must be at least ${REPORT_TITLE_MIN} characters` })
    .overwrite(oneLine)
    .trim()
    .min(REPORT_TITLE_MIN, `Title must be at least ${REPORT_TITLE_MIN} characters`)
    .max(REPORT_TITLE_MAX, `Title must be at most ${REPORT_TITLE_MAX} characters`),
  description: z
    .string({ error: `Description must be at least ${REPORT_DESCRIPTION_MIN} characters` })
    .trim()
    .min(REPORT_DESCRIPTION_MIN, `Description must be at least ${REPORT_DESCRIPTION_MIN} characters`)
    .max(REPORT_DESCRIPTION_MAX, `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  priority: z.enum(PRIORITIES, { error: "Please select a priority level" }),
  airport: optionalLine(10, "Airport"),
  browser: optionalLine(300, "Browser"),
  ...botToken,
});
export type ReportInput = z.output<typeof reportSchema>;

export const SUGGESTION_TYPES = ["activity", "landmark"] as const;
export const SUGGESTION_CATEGORIES = ["adults", "kids"] as const;
export const SUGGESTION_NAME_REQUIRED = "Please provide a name for the suggestion.";
export const SUGGESTION_DESCRIPTION_REQUIRED = "Please provide a description.";
export const SUGGESTION_MISSING_TITLE = "Missing information";

export const placeSuggestionSchema = z
  .object({
    airport_loc_id: z
      .string({ error: "Airport is required" })
      .overwrite(oneLine)
      .trim()
      .toUpperCase()
      .min(1, "Airport is required")
      .max(10, "Airport is required"),
    name: z
      .string({ error: SUGGESTION_NAME_REQUIRED })
      .overwrite(oneLine)
      .trim()
      .min(1, SUGGESTION_NAME_REQUIRED)
      .max(200, "Name must be at most 200 characters"),
    type: z.enum(SUGGESTION_TYPES, { error: "Type must be activity or landmark" }).default("activity"),
    category: z.preprocess(
      blankToUndefined,
      z.enum(SUGGESTION_CATEGORIES, { error: "Category must be adults or kids" }).optional(),
    ),
    phone: optionalLine(50, "Phone"),
    website: optionalLine(500, "Website"),
    address: optionalLine(300, "Address"),
    description: z
      .string({ error: SUGGESTION_DESCRIPTION_REQUIRED })
      .trim()
      .min(1, SUGGESTION_DESCRIPTION_REQUIRED)
      .max(SUGGESTION_TEXT_MAX, `Description must be at most ${SUGGESTION_TEXT_MAX} characters`),
    user_email: optionalLine(254, "E-mail"),
    ...botToken,
  })
  // Category applies only to activities; a landmark drops it.
  .transform((s) => ({ ...s, category: s.type === "activity" ? (s.category ?? "adults") : undefined }));
export type PlaceSuggestionInput = z.output<typeof placeSuggestionSchema>;

/**
 * POST /api/suggestions: a place suggestion when the body names an airport
 * (`airport_loc_id`), else a bug report or feature request, each read by its
 * own schema with its own messages (docs/decisions/0028-suggestions-api.md).
 */
export const suggestionSubmissionSchema = pickSchema<
  { kind: "place"; suggestion: PlaceSuggestionInput } | { kind: "report"; report: ReportInput }
>((body) =>
  "airport_loc_id" in body
    ? placeSuggestionSchema.transform((suggestion) => ({ kind: "place" as const, suggestion }))
    : reportSchema.transform((report) => ({ kind: "report" as const, report })),
);

export const CONTACT_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export const REPORT_STATUSES = CONTACT_STATUSES;
export const SUGGESTION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type ReportStatus = ContactStatus;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * Status moves, one schema per use case, read by its dashboard
 * button and its PATCH call alike. Which moves are legal from where is the
 * services' rule (409 otherwise); these say which statuses exist.
 */

/**
 * The note to the sender a move to resolved or closed may carry (mailed to them; blank is
 * none): docs/decisions/0076-replies-that-reach-the-sender.md.
 */
const senderNote = optionalText(SENDER_NOTE_MAX, "Note");

/** A contact message: the admin sets in_progress, resolved or closed. */
export const contactStatusSchema = z.object({
  status: z.enum(["in_progress", "resolved", "closed"], { error: "Status must be in_progress, resolved or closed" }),
  note: senderNote,
});

const adminNotes = z.preprocess(
  (v) => (v === null ? undefined : v),
  z.string().max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`).optional(),
);

/** A report (the Bug Reports tab). */
export const reportStatusSchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: "Unknown status" }),
  note: senderNote,
});

/** A place suggestion, with the notes as the review dialog's field holds them: emptied, they are cleared. */
/** A checkbox's "on", or JSON true: the admin confirmed a move that hides a created place. */
const confirmed = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

export const placeSuggestionStatusSchema = z.object({
  status: z.enum(SUGGESTION_STATUSES, { error: "Unknown status" }),
  confirm_hide_place: confirmed,
  admin_notes: z
    .string()
    .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`)
    .optional()
    .transform((notes) => notes ?? ""),
});

/**
 * PATCH /api/suggestions/{id}/status: {status, admin_notes?}. A place
 * suggestion's statuses (pending, approved, rejected) and a report's (new,
 * in_progress, resolved, closed) do not overlap, so the status says which
 * kind is meant (docs/decisions/0028-suggestions-api.md).
 */
export const suggestionStatusSchema = z.object({
  status: z.enum([...SUGGESTION_STATUSES, ...REPORT_STATUSES], { error: "Unknown status" }),
  admin_notes: adminNotes,
  /** A report's move to resolved or closed: the note mailed to its sender. */
  note: senderNote,
  /** Absent unless the JSON call confirms: the service then asks first (409). */
  confirm_hide_place: confirmed.optional(),
});
export type SuggestionStatusInput = z.output<typeof suggestionStatusSchema>;

/** 'Create' on an approved suggestion: the admin may correct distance and coordinates first (default 5 NM). */
export const DEFAULT_SUGGESTION_DISTANCE_NM = 5;
const optionalNumber = (min: number, max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .optional(),
  );
export const createPlaceSchema = z.object({
  distance_nm: z.preprocess(
    (v) => blankToUndefined(v) ?? DEFAULT_SUGGESTION_DISTANCE_NM,
    z.coerce
      .number({ error: "Distance must be a number" })
      .min(0, "Distance must be 0 NM or more")
      .max(500, "Distance must be at most 500 NM"),
  ),
  latitude: optionalNumber(-90, 90, "Latitude"),
  longitude: optionalNumber(-180, 180, "Longitude"),
});
export type CreatePlaceInput = z.output<typeof createPlaceSchema>;
