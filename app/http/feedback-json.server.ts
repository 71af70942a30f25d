import type { ContactRow, ReportRow, SuggestionRow } from "~/models/feedback.server";
import type { TriageItem } from "~/services/feedback.server";

/**
 * The JSON shapes of contact messages, reports and place suggestions in the
 * /api/* answers (docs/decisions/0028-suggestions-api.md): the rows as the
 * contract names their fields.
 */

export const contactJson = (r: ContactRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt,
});

export const reportJson = (r: ReportRow) => ({
  id: r.id,
  title: r.title,
  type: r.type,
  priority: r.priority,
  status: r.status,
  description: r.description,
  airport: r.airport,
  browser: r.browser,
  email: r.email,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const suggestionJson = (r: SuggestionRow) => ({
  id: r.id,
  name: r.name,
  type: r.type,
  category: r.category,
  phone: r.phone,
  website: r.website,
  address: r.address,
  description: r.description,
  user_email: r.userEmail,
  airport_loc_id: r.airportLocId,
  status: r.status,
  submitted_at: r.submittedAt,
  admin_notes: r.adminNotes,
  created_place_id: r.createdPlaceId,
});

/** An item of GET /api/suggestions, or the answer of its PATCH: the row's shape with its kind. */
export const triageItemJson = (item: TriageItem) =>
  item.kind === "report"
    ? { kind: item.kind, ...reportJson(item.row) }
    : { kind: item.kind, ...suggestionJson(item.row) };
