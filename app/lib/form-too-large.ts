/**
 * The words of a form refused for its size (413), on the site's error page
 * (app/components/route-error.tsx) and, the same words, on the edge's own page
 * (server/page-body.mjs) — docs/decisions/0071-forms-over-their-caps-and-admin-answers.md.
 */
export const FORM_TOO_LARGE_TITLE = "Form too large";
export const FORM_TOO_LARGE = "What you sent is too large for this form. Please shorten it and try again.";
