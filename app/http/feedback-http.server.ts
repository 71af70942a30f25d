import type { ContactRow, ReportRow, SuggestionRow } from "~/models/feedback.server";
import { BotCheckFailed } from "~/services/bot-check.server";
import { AppError, InvalidInput } from "~/services/errors.server";

/** HTTP plumbing of the contact, report and suggestion routes (tools-admin §7). */

/** The largest form or JSON body these routes read: room for a 2,000-character report with margin. */
export const FEEDBACK_BODY_LIMIT = 64 * 1024;

export class BodyTooLarge extends AppError {
  constructor() {
    super(413, "The request is too large");
    this.name = "BodyTooLarge";
  }
}

/** Reads the body as text, refusing more than the limit (declared or actual). */
async function cappedText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > FEEDBACK_BODY_LIMIT) throw new BodyTooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > FEEDBACK_BODY_LIMIT) throw new BodyTooLarge();
  return text;
}

export async function readCappedJson(request: Request): Promise<Record<string, unknown>> {
  const text = await cappedText(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new InvalidInput({ form: ["Request body must be a JSON object"] });
  return body as Record<string, unknown>;
}

/** An HTML form post (url-encoded), capped. */
export async function readCappedForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded")) {
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > FEEDBACK_BODY_LIMIT) throw new BodyTooLarge();
    return request.formData();
  }
  const form = new FormData();
  for (const [k, v] of new URLSearchParams(await cappedText(request))) form.append(k, v);
  return form;
}

/** What a refused submission becomes: a status, a toast title and message, and field errors for the form. */
export interface Refusal {
  status: number;
  title: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
  botCheck?: boolean;
}

/** How a feedback form shows a refusal: the use case's own toast title, else the spec's per status (tools-admin §8). */
export function asRefusal(error: unknown): Refusal | null {
  if (!(error instanceof AppError)) return null;
  if (error instanceof BotCheckFailed) {
    return {
      status: 400,
      title: error.title === "Sign up failed" || !error.title ? "Error" : error.title,
      message: error.message,
      botCheck: true,
      fieldErrors: error.fieldErrors,
    };
  }
  const title = error.status === 409 || error.status === 404 ? "Update Failed" : "Error";
  return { status: error.status, title, message: error.message, fieldErrors: error.fieldErrors };
}

/* The JSON shapes of tools-admin §3. */

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

export const originOf = (request: Request) => new URL(request.url).origin;
