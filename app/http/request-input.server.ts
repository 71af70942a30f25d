import { AppError, InvalidInput } from "~/services/errors.server";
import type { RequestLimits } from "~/use-cases/use-case";

/**
 * Reading a request's body within its use case's caps (app/use-cases/use-case.ts
 * `limits`), before any parsing that could cost more than the bytes do
 * (docs/decisions/0053-use-case-declarations.md).
 */

/** 413: the body or its number of fields is over the use case's cap. */
export class BodyTooLarge extends AppError {
  constructor(message = "The request is too large") {
    super(413, message);
    this.name = "BodyTooLarge";
  }
}

/** The body as text, refusing more than the cap (declared or actual). */
async function cappedText(request: Request, limits: RequestLimits): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.bodyBytes) throw new BodyTooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > limits.bodyBytes) throw new BodyTooLarge();
  return text;
}

/**
 * Text as a person can type it: control characters other than tab and line breaks (a NUL, a
 * bell, DEL, the C1 set) are taken out of every string a form or JSON body carries, so a field of NULs is
 * the empty field it looks like and gets that field's own message, and none is stored or mailed.
 */
export const typedText = (s: string) => s.replace(/[^\P{Cc}\t\n\r]/gu, "");

/** A JSON body that must be an object with at most `limits.fields` keys. */
export async function readJsonInput(request: Request, limits: RequestLimits): Promise<Record<string, unknown>> {
  const text = await cappedText(request, limits);
  let body: unknown;
  try {
    body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, (_key, value: unknown) =>
      typeof value === "string" ? typedText(value) : value,
    );
  } catch {
    body = undefined;
  }
  const object = asJsonObject(body);
  if (Object.keys(object).length > limits.fields) throw new BodyTooLarge("The request has too many fields");
  return object;
}

/**
 * The body of a call whose use case reads none (a sign-out): still held to the caps, so that
 * an oversized body is refused (413) before the call acts, as on every other door; what it
 * holds is otherwise ignored (an empty body, or one that is not JSON, is fine).
 */
export async function checkUnreadBody(request: Request, limits: RequestLimits): Promise<void> {
  const text = await cappedText(request, limits);
  if (!text.trim()) return;
  let body: unknown;
  try {
    body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return;
  }
  if (body && typeof body === "object" && Object.keys(body).length > limits.fields) {
    throw new BodyTooLarge("The request has too many fields");
  }
}

/** A parsed body (undefined when it was not JSON) that must be a JSON object, else invalid input. */
export function asJsonObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new InvalidInput({ form: ["Request body must be a JSON object"] });
  }
  return body as Record<string, unknown>;
}

/**
 * An HTML form post within the caps. A url-encoded body is counted by its
 * separators before it is parsed (a form with thirty thousand repeated names
 * costs conform minutes, never us); a multipart one by its declared length, then its entries.
 */
export async function readFormInput(request: Request, limits: RequestLimits): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    const text = await cappedText(request, limits);
    if (fieldCount(text) > limits.fields) throw new BodyTooLarge("The form has too many fields");
    const form = new FormData();
    for (const [k, v] of new URLSearchParams(text)) form.append(k, typedText(v));
    return form;
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limits.bodyBytes) throw new BodyTooLarge();
  const posted = await request.formData();
  const form = new FormData();
  let count = 0;
  for (const [k, v] of posted) {
    if (++count > limits.fields) throw new BodyTooLarge("The form has too many fields");
    form.append(k, typeof v === "string" ? typedText(v) : v);
  }
  return form;
}

function fieldCount(text: string): number {
  if (!text) return 0;
  let n = 1;
  for (let i = text.indexOf("&"); i !== -1; i = text.indexOf("&", i + 1)) n++;
  return n;
}
