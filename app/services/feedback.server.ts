import { CHECK_MISSING } from "~/lib/bot-check";
import { canMoveContact, canMoveReport, HIDE_PLACE_FIELD } from "~/lib/feedback-status";
import { takesNote } from "~/lib/sender-note";
import { canonicalId } from "~/lib/display";
import {
  SUGGESTION_STATUSES,
  type ContactInput,
  type ContactStatus,
  type CreatePlaceInput,
  type PlaceSuggestionInput,
  type ReportInput,
  type ReportStatus,
  type SuggestionStatus,
  type SuggestionStatusInput,
} from "~/lib/feedback-schemas";
import { findAirportByCode } from "~/models/airports.server";
import { isPlaceShown } from "~/models/nearby-places.server";
import {
  contactById,
  countContacts,
  countReports,
  countSuggestions,
  inSuggestionTransaction,
  insertContact,
  insertReport,
  insertSuggestion,
  listContacts,
  listReports,
  listSuggestions,
  moveContact,
  moveReport,
  newCounts,
  reportById,
  suggestionById,
  updateSuggestion,
  type ContactRow,
  type ReportRow,
  type Slice,
  type SuggestionRow,
} from "~/models/feedback.server";
import { BotCheckFailed, verifyBotCheck, type NoJsFallbackFields } from "./bot-check.server";
import { turnstileConfigured } from "./auth-config.server";
import { assertMayWrite } from "./email-verification.server";
import { ConfirmFirst, Conflict, InvalidInput, NotFound } from "./errors.server";
import {
  mailForContact,
  mailForReport,
  mailForSuggestion,
  mailSenderNote,
  mailSuggestionListed,
} from "./feedback-mail.server";
import { feedbackLimitPerIp } from "./mail-config.server";
import { createPlace, hidePlace } from "./place-admin.server";
import { checkLimits, countHit } from "./rate-limit.server";

/**
 * Contact messages, reports and place suggestions (docs/product.md, "Contact,
 * reports and the Admin Dashboard"): the submits for anyone (bot check, per-IP
 * limit, stored before any mail is tried), and the triage for admins (status
 * moves, refused with Conflict when illegal). The declarations
 * (app/use-cases/feedback.server.ts) say who may call; inputs come parsed by
 * the schemas of app/lib/feedback-schemas.ts.
 */

export type FeedbackKind = "contact" | "report" | "suggestion";

const LIMIT_WORDS: Record<FeedbackKind, string> = { contact: "contact", report: "report", suggestion: "suggestion" };

/** Who submits, as plain values (app/use-cases/feedback.server.ts makes them from the caller). */
export interface SubmitContext {
  /** The client's address, for the per-IP limit and the bot check. */
  clientAddress: string;
  /** The signed-in user, if any. */
  userId?: number | null;
  /** The HTML form's no-JavaScript bot-check fields; absent for JSON calls. */
  fallback?: NoJsFallbackFields;
}

async function passBotCheck(kind: FeedbackKind, ctx: SubmitContext, token: string | undefined) {
  assertMayWrite(ctx.userId);
  const key = `${kind}:ip:${ctx.clientAddress}`;
  checkLimits(LIMIT_WORDS[kind], [{ key, limit: feedbackLimitPerIp }]);
  countHit(key);
  if (turnstileConfigured() && !token && !ctx.fallback) {
    throw new BotCheckFailed(CHECK_MISSING[kind].message, CHECK_MISSING[kind].title);
  }
  await verifyBotCheck(kind, ctx.clientAddress, token || undefined, ctx.fallback);
}

export async function submitContact(input: ContactInput, ctx: SubmitContext): Promise<ContactRow> {
  await passBotCheck("contact", ctx, input["cf-turnstile-response"]);
  const row = insertContact({
    name: input.name,
    email: input.email,
    message: input.message,
    userId: ctx.userId ?? null,
  });
  mailForContact(row.id, input);
  return row;
}

export async function submitReport(input: ReportInput, ctx: SubmitContext): Promise<ReportRow> {
  await passBotCheck("report", ctx, input["cf-turnstile-response"]);
  const isBug = input.type === "bug";
  const row = insertReport({
    title: input.title,
    type: input.type,
    priority: input.priority,
    description: input.description,
    email: input.email,
    airport: isBug ? (input.airport?.toUpperCase() ?? null) : null,
    browser: isBug ? (input.browser ?? null) : null,
    userId: ctx.userId ?? null,
  });
  mailForReport(row.id, input);
  return row;
}

export async function submitPlaceSuggestion(input: PlaceSuggestionInput, ctx: SubmitContext): Promise<SuggestionRow> {
  const airport = findAirportByCode(input.airport_loc_id);
  if (!airport) throw new InvalidInput({ airport_loc_id: [`No airport found with the code ${input.airport_loc_id}`] });
  await passBotCheck("suggestion", ctx, input["cf-turnstile-response"]);
  const row = insertSuggestion({
    airportLocId: airport.locId,
    name: input.name,
    type: input.type,
    category: input.category ?? null,
    phone: input.phone ?? null,
    website: input.website ?? null,
    address: input.address ?? null,
    description: input.description,
    userEmail: input.user_email ?? null,
    userId: ctx.userId ?? null,
  });
  mailForSuggestion(row.id, { ...input, airport_loc_id: airport.locId });
  return row;
}

/* --------------------------- triage (admins) --------------------------- */

const knownStatus = <S extends string>(all: readonly S[], s: string | null | undefined): S | undefined =>
  s && (all as readonly string[]).includes(s) ? (s as S) : undefined;

const CONTACT_AND_REPORT_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;

export const contactMessages = (status?: string | null) =>
  listContacts(knownStatus(CONTACT_AND_REPORT_STATUSES, status));
export const reports = (status?: string | null) => listReports(knownStatus(CONTACT_AND_REPORT_STATUSES, status));
/**
 * A suggestion as the triage screens show it: with whether the place made of it is on the airport
 * page now. A move away from Approved hides it, and approving again does not show it again
 * (decision 0071), so the place's own row says, not the suggestion's.
 */
export type TriageSuggestion = SuggestionRow & { createdPlaceShown: boolean };
const withPlaceShown = (row: SuggestionRow): TriageSuggestion => ({
  ...row,
  createdPlaceShown:
    row.createdPlaceId != null &&
    isPlaceShown(row.type === "activity" ? "activities" : "landmarks", row.createdPlaceId),
});

export const placeSuggestions = (status?: string | null) =>
  listSuggestions(knownStatus(SUGGESTION_STATUSES, status)).map(withPlaceShown);
export const triageCounts = () => newCounts();

/** The dashboard's triage tabs list this many at a time (docs/decisions/0115-paged-triage-lists.md). */
export const TRIAGE_PER_PAGE = 25;

/** One page (from 1) of a list of `total` rows; a page past the end is the last one. */
function pageOfList<T>(total: number, page: number, rowsOf: (slice: Slice) => T[]) {
  const pages = Math.max(1, Math.ceil(total / TRIAGE_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const items = rowsOf({ offset: (current - 1) * TRIAGE_PER_PAGE, limit: TRIAGE_PER_PAGE });
  return { items, page: current, pages, total };
}

/** The Contact Messages tab: a page of the messages, newest first, optionally of one status. */
export function contactMessagesPage(status: string | null | undefined, page: number) {
  const known = knownStatus(CONTACT_AND_REPORT_STATUSES, status);
  return pageOfList(countContacts(known), page, (slice) => listContacts(known, slice));
}

/** The Bug Reports tab: a page of the reports and feature requests. */
export function reportsPage(status: string | null | undefined, page: number) {
  const known = knownStatus(CONTACT_AND_REPORT_STATUSES, status);
  return pageOfList(countReports(known), page, (slice) => listReports(known, slice));
}

/** The place suggestions tab: a page of the suggestions, each with whether its place is shown. */
export function placeSuggestionsPage(status: string | null | undefined, page: number) {
  const known = knownStatus(SUGGESTION_STATUSES, status);
  return pageOfList(countSuggestions(known), page, (slice) => listSuggestions(known, slice).map(withPlaceShown));
}

/** One item of the suggestions list of GET /api/suggestions: a report or a place suggestion. */
export type TriageItem = { kind: "report"; row: ReportRow } | { kind: "place"; row: SuggestionRow };

/**
 * Reports and place suggestions in one list, newest first; `kind` narrows it to
 * one of the two, `status` each kind to that status when it is one of its own
 * (docs/decisions/0028-suggestions-api.md).
 */
export function triageItems(kind?: string | null, status?: string | null): TriageItem[] {
  const items: (TriageItem & { at: string })[] = [
    ...(kind === "place" ? [] : reports(status).map((row) => ({ kind: "report" as const, row, at: row.createdAt }))),
    ...(kind === "report"
      ? []
      : placeSuggestions(status).map((row) => ({ kind: "place" as const, row, at: row.submittedAt }))),
  ];
  return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).map(({ at: _at, ...item }) => item);
}

export function placeSuggestion(id: number): TriageSuggestion {
  const row = suggestionById(id);
  if (!row) throw new NotFound("Suggestion not found");
  return withPlaceShown(row);
}

/**
 * The note to the sender a move may carry: only with resolved or closed, blank is none
 * (docs/decisions/0076-replies-that-reach-the-sender.md).
 */
function noteWith(to: string, note: string | undefined): string | undefined {
  const text = note?.trim();
  if (!text) return undefined;
  if (!takesNote(to)) throw new InvalidInput({ note: ["A note to the sender goes with Resolved or Closed only"] });
  return text;
}

/** A move of a contact message; with a note, the note is recorded on it and mailed to its sender. */
export function setContactStatus(id: number, to: ContactStatus, note?: string): ContactRow {
  const row = contactById(id);
  if (!row) throw new NotFound("Contact message not found");
  if (!canMoveContact(row.status as ContactStatus, to))
    throw new Conflict(`A contact message cannot move from ${row.status} to ${to}`);
  const text = noteWith(to, note);
  const moved = moveContact(id, row.status, to, text);
  if (!moved) throw new Conflict("The message changed meanwhile; reload and try again");
  if (text) mailSenderNote("contact", moved.id, to, moved.email, text);
  return moved;
}

/** A move of a report; with a note, the note is recorded on it and mailed to its sender. */
export function setReportStatus(id: number, to: ReportStatus, note?: string): ReportRow {
  const row = reportById(id);
  if (!row) throw new NotFound("Report not found");
  if (!canMoveReport(row.status as ReportStatus, to)) {
    throw new Conflict(
      row.status === "closed" ? "This report is closed" : `A report cannot move from ${row.status} to ${to}`,
    );
  }
  const text = noteWith(to, note);
  const moved = moveReport(id, row.status, to, text);
  if (!moved) throw new Conflict("The report changed meanwhile; reload and try again");
  if (text) mailSenderNote(moved.type === "feature" ? "feature" : "bug", moved.id, to, moved.email, text);
  return moved;
}

/**
 * Any status at any time (docs/product.md, "Contact, reports and the Admin
 * Dashboard"). A suggestion whose place was created, moved off Approved, hides
 * that place from its airport page: only once the admin confirms it
 * (`confirmHidePlace`), else ConfirmFirst (409) says what would happen
 * (docs/decisions/0071-forms-over-their-caps-and-admin-answers.md).
 */
export function setPlaceSuggestionStatus(
  id: number,
  to: SuggestionStatus,
  adminNotes?: string,
  confirmHidePlace = false,
): SuggestionRow {
  return inSuggestionTransaction(() => {
    const row = placeSuggestion(id);
    const hides = row.createdPlaceId != null && to !== "approved" && row.status !== to;
    if (hides && !confirmHidePlace) {
      throw new ConfirmFirst(
        `“${row.name}” is on the ${row.airportLocId} airport page. Moving it to ${to} hides it there.`,
        HIDE_PLACE_FIELD,
      );
    }
    if (hides) hidePlace(row.type === "activity" ? "activities" : "landmarks", row.createdPlaceId!, true);
    return updateSuggestion(id, {
      status: to,
      ...(adminNotes !== undefined ? { adminNotes: adminNotes.trim() || null } : {}),
    })!;
  });
}

/**
 * PATCH /api/suggestions/{id}/status: the status names the kind, since the
 * two kinds' statuses do not overlap (docs/decisions/0028-suggestions-api.md).
 */
export function setSuggestionStatus(id: number, input: SuggestionStatusInput): TriageItem {
  const s = input.status;
  const place = (SUGGESTION_STATUSES as readonly string[]).includes(s);
  // A status of the other kind for an item that exists is a bad request, not a missing one
  // (docs/decisions/0071-forms-over-their-caps-and-admin-answers.md).
  if (place && !suggestionById(id) && reportById(id))
    throw new InvalidInput({ status: [`${s} is a place suggestion's status; item ${id} is a report`] });
  if (!place && !reportById(id) && suggestionById(id))
    throw new InvalidInput({ status: [`${s} is a report's status; item ${id} is a place suggestion`] });
  if (place && input.note !== undefined) throw new InvalidInput({ note: ["A note to the sender is for reports only"] });
  if (place)
    return {
      kind: "place",
      row: setPlaceSuggestionStatus(id, s as SuggestionStatus, input.admin_notes, input.confirm_hide_place),
    };
  if (input.admin_notes !== undefined)
    throw new InvalidInput({ admin_notes: ["Admin notes are for place suggestions only"] });
  return { kind: "report", row: setReportStatus(id, s as ReportStatus, input.note) };
}

/**
 * 'Create' on an approved suggestion: createPlace (the row and its airport's
 * summaries) and the suggestion's link to it, in one transaction, so a double
 * click or a second admin makes no second place (default 5 NM).
 */
export function createFromSuggestion(
  id: number,
  input: CreatePlaceInput,
): { kind: "activity" | "landmark"; id: number } {
  const made = inSuggestionTransaction(() => {
    const row = placeSuggestion(id);
    if (row.status !== "approved") throw new Conflict("Approve the suggestion before creating it");
    if (row.createdPlaceId != null) throw new Conflict("This suggestion is already on the airport page");
    const activity = row.type === "activity";
    const place = createPlace(activity ? "activities" : "landmarks", {
      airport_loc_id: row.airportLocId,
      name: row.name,
      category: activity ? (row.category === "kids" ? "kids" : "adults") : undefined,
      distance_nm: input.distance_nm,
      phone: row.phone,
      website: row.website,
      address: row.address,
      summary: row.description,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    updateSuggestion(id, { createdPlaceId: place.id });
    return { kind: activity ? ("activity" as const) : ("landmark" as const), id: place.id, row };
  });
  // Its author hears of it once the place is there (docs/decisions/0076-replies-that-reach-the-sender.md).
  const airport = findAirportByCode(made.row.airportLocId);
  if (airport) mailSuggestionListed(made.row, { pageId: canonicalId(airport), name: airport.name });
  return { kind: made.kind, id: made.id };
}

/** The airport a place suggestion is for (its page and dialog), or NotFound. */
export function suggestionAirport(code: string): { locId: string; id: string; name: string } {
  const airport = findAirportByCode(code);
  if (!airport) throw new NotFound("Airport not found");
  return { locId: airport.locId, id: airport.icaoId || airport.locId, name: airport.name };
}
