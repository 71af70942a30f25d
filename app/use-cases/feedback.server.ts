import { z } from "zod";
import { HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import {
  CONTACT_STATUSES,
  contactSchema,
  contactStatusSchema,
  placeSuggestionSchema,
  placeSuggestionStatusSchema,
  REPORT_STATUSES,
  reportSchema,
  reportStatusSchema,
  SUGGESTION_STATUSES,
  suggestionStatusSchema,
  suggestionSubmissionSchema,
} from "~/lib/feedback-schemas";
import {
  contactMessages,
  contactMessagesPage,
  placeSuggestion,
  placeSuggestionsPage,
  reportsPage,
  setContactStatus,
  setPlaceSuggestionStatus,
  setReportStatus,
  setSuggestionStatus,
  submitContact,
  submitPlaceSuggestion,
  submitReport,
  triageCounts,
  triageItems,
  type SubmitContext,
} from "~/services/feedback.server";
import { declareUseCase, type Caller } from "./use-case";

/**
 * Contact messages, bug reports and feature requests, place suggestions, and
 * the Admin Dashboard's triage of them (docs/product.md, "Contact, reports and
 * the Admin Dashboard"): the submits for anyone, each read by its page's form
 * and by its JSON call; the lists and status moves for admins, each read by
 * its dashboard tab and by its JSON call.
 */

/** The largest form or JSON body these read: room for a 2,000-character report with margin. */
const FEEDBACK_LIMITS = { bodyBytes: 64 * 1024 };

/**
 * The no-JavaScript bot check (a honeypot and a signed time trap,
 * docs/decisions/0013-auth-and-bot-check.md) belongs to the HTML form: its
 * door hands the two fields over as params (app/http/feedback-form.server.ts).
 * A JSON route has no such params, so a JSON call always needs the widget's token
 * (docs/decisions/0067-feedback-and-place-admin-doors.md).
 */
const noJsCheck = { [HONEYPOT_FIELD]: z.string().optional(), [TIME_TRAP_FIELD]: z.string().optional() };
type NoJsCheck = { [K in keyof typeof noJsCheck]?: string };

function submitter(caller: Caller, noJs: NoJsCheck): SubmitContext {
  const formStartedAt = noJs[TIME_TRAP_FIELD];
  return {
    clientAddress: caller.clientAddress,
    userId: caller.user?.id ?? null,
    fallback:
      formStartedAt === undefined
        ? undefined
        : { honeypot: noJs[HONEYPOT_FIELD] || null, formStartedAt: formStartedAt || null },
  };
}

export const submitContactCase = declareUseCase({
  name: "submitContact",
  who: "anyone",
  input: contactSchema,
  params: noJsCheck,
  limits: FEEDBACK_LIMITS,
  run: (input, caller, noJs) => submitContact(input, submitter(caller, noJs)),
});

export const submitReportCase = declareUseCase({
  name: "submitReport",
  who: "anyone",
  input: reportSchema,
  params: noJsCheck,
  limits: FEEDBACK_LIMITS,
  run: (input, caller, noJs) => submitReport(input, submitter(caller, noJs)),
});

export const submitPlaceSuggestionCase = declareUseCase({
  name: "submitPlaceSuggestion",
  who: "anyone",
  input: placeSuggestionSchema,
  params: noJsCheck,
  limits: FEEDBACK_LIMITS,
  run: (input, caller, noJs) => submitPlaceSuggestion(input, submitter(caller, noJs)),
});

/**
 * POST /api/suggestions: a place suggestion when the body names an airport,
 * else a bug report or feature request (docs/decisions/0028-suggestions-api.md);
 * each is the submit its own page makes.
 */
export const submitSuggestionCase = declareUseCase({
  name: "submitSuggestion",
  who: "anyone",
  input: suggestionSubmissionSchema,
  params: noJsCheck,
  limits: FEEDBACK_LIMITS,
  run: async (input, caller, noJs) =>
    input.kind === "place"
      ? { kind: "place" as const, row: await submitPlaceSuggestion(input.suggestion, submitter(caller, noJs)) }
      : { kind: "report" as const, row: await submitReport(input.report, submitter(caller, noJs)) },
});

/* ------------------------------ triage (admins) ------------------------------ */

/** A list's ?status= filter: one of the list's statuses, else none (everything). */
const statusFilter = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({ status: z.enum(statuses).optional().catch(undefined) });

/** A record's id in the URL or the form; one that names no record is the service's 404. */
const recordId = z.coerce.number().int().positive().catch(0);

export const triageCountsCase = declareUseCase({
  name: "triageCounts",
  who: "admin",
  run: () => triageCounts(),
});

/** A dashboard tab's query: a status (else all) and a page (from 1, else the first). */
const triagePageQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  statusFilter(statuses).extend({ page: z.coerce.number().int().min(1).max(1_000_000).catch(1) });

/** The Contact Messages tab: 25 at a time (the JSON list, contactMessagesCase, stays whole). */
export const contactMessagesPageCase = declareUseCase({
  name: "contactMessagesPage",
  who: "admin",
  input: triagePageQuery(CONTACT_STATUSES),
  run: ({ status, page }) => ({ status: status ?? null, ...contactMessagesPage(status, page) }),
});

export const reportsPageCase = declareUseCase({
  name: "reportsPage",
  who: "admin",
  input: triagePageQuery(REPORT_STATUSES),
  run: ({ status, page }) => ({ status: status ?? null, ...reportsPage(status, page) }),
});

export const placeSuggestionsPageCase = declareUseCase({
  name: "placeSuggestionsPage",
  who: "admin",
  input: triagePageQuery(SUGGESTION_STATUSES),
  run: ({ status, page }) => ({ status: status ?? null, ...placeSuggestionsPage(status, page) }),
});

export const contactMessagesCase = declareUseCase({
  name: "contactMessages",
  who: "admin",
  input: statusFilter(CONTACT_STATUSES),
  run: ({ status }) => ({ status: status ?? null, items: contactMessages(status) }),
});

/** GET /api/suggestions: reports and place suggestions in one list, newest first (?kind=report|place, ?status=). */
export const triageItemsCase = declareUseCase({
  name: "triageItems",
  who: "admin",
  input: z.object({ kind: z.string().optional(), status: z.string().optional() }),
  run: ({ kind, status }) => triageItems(kind, status),
});

export const placeSuggestionCase = declareUseCase({
  name: "placeSuggestion",
  who: "admin",
  params: { id: recordId },
  run: (_input, _caller, { id }) => placeSuggestion(id),
});

export const setContactStatusCase = declareUseCase({
  name: "setContactStatus",
  who: "admin",
  input: contactStatusSchema,
  params: { id: recordId },
  limits: FEEDBACK_LIMITS,
  run: ({ status, note }, _caller, { id }) => setContactStatus(id, status, note),
});

export const setReportStatusCase = declareUseCase({
  name: "setReportStatus",
  who: "admin",
  input: reportStatusSchema,
  params: { id: recordId },
  limits: FEEDBACK_LIMITS,
  run: ({ status, note }, _caller, { id }) => setReportStatus(id, status, note),
});

export const setPlaceSuggestionStatusCase = declareUseCase({
  name: "setPlaceSuggestionStatus",
  who: "admin",
  input: placeSuggestionStatusSchema,
  params: { id: recordId },
  limits: FEEDBACK_LIMITS,
  run: ({ status, admin_notes, confirm_hide_place }, _caller, { id }) =>
    setPlaceSuggestionStatus(id, status, admin_notes, confirm_hide_place),
});

/** PATCH /api/suggestions/{id}/status: the status names the kind, a report's or a place suggestion's. */
export const setSuggestionStatusCase = declareUseCase({
  name: "setSuggestionStatus",
  who: "admin",
  input: suggestionStatusSchema,
  params: { id: recordId },
  limits: FEEDBACK_LIMITS,
  run: (input, _caller, { id }) => setSuggestionStatus(id, input),
});
