import type { ContactStatus, ReportStatus, SuggestionStatus } from "./feedback-schemas";

/**
 * Who may move where (docs/product.md, "Contact, reports and the Admin Dashboard"). The dashboard shows a button only
 * where the move is allowed, and the services refuse any other move with a
 * 409, so a stale page or a hand-made call cannot write it either.
 */

export interface StatusAction<S extends string> {
  to: S;
  label: string;
}

/** Reports: 'Start Working' only from new, 'Mark Resolved' from new or in_progress, 'Close' from any non-closed; none once closed. */
export function reportActions(from: ReportStatus): StatusAction<ReportStatus>[] {
  const actions: StatusAction<ReportStatus>[] = [];
  if (from === "new") actions.push({ to: "in_progress", label: "Start Working" });
  if (from === "new" || from === "in_progress") actions.push({ to: "resolved", label: "Mark Resolved" });
  if (from !== "closed") actions.push({ to: "closed", label: "Close" });
  return actions;
}

export const canMoveReport = (from: ReportStatus, to: ReportStatus) => reportActions(from).some((a) => a.to === to);

/** Contact messages: in_progress, resolved or closed at any time. */
export function contactActions(_from: ContactStatus): StatusAction<ContactStatus>[] {
  return [
    { to: "in_progress", label: "Mark In Progress" },
    { to: "resolved", label: "Mark Resolved" },
    { to: "closed", label: "Close" },
  ];
}

export const canMoveContact = (_from: ContactStatus, to: ContactStatus) => to !== "new";

/**
 * The confirmation a move off Approved needs when the suggestion's place was created
 * (it hides that place): the review form's field and the PATCH body's key.
 */
export const HIDE_PLACE_FIELD = "confirm_hide_place";

/** Place suggestions: any of the three at any time, from the review dialog. */
export const SUGGESTION_ACTIONS: StatusAction<SuggestionStatus>[] = [
  { to: "approved", label: "Approve" },
  { to: "rejected", label: "Reject" },
  { to: "pending", label: "Reset to Pending" },
];

export const STATUS_LABELS: Record<string, string> = {
  new: "New",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};
