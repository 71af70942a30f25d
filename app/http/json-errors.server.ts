import type { z } from "zod";
import { AppError, InvalidInput } from "~/services/errors.server";

/** Field errors of a failed zod parse, keyed by field name (root errors under "form"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A parsed body (undefined when it was not JSON) that must be a JSON object, else invalid input. */
export function asJsonObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new InvalidInput({ form: ["Request body must be a JSON object"] });
  }
  return body as Record<string, unknown>;
}

/** Parses with a use case's schema, throwing InvalidInput with the schema's messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InvalidInput(fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** An error's JSON answer as plain parts, for a Response here and for the edge's JSON lane (app/http/json-door.server.ts). */
export interface JsonErrorAnswer {
  status: number;
  body: { error: string; fieldErrors?: Record<string, string[]> };
  headers: Record<string, string>;
}

/**
 * The JSON answer for anything a handler threw but a Response: a service's refusal
 * (AppError) is `{error, fieldErrors?}` with its status (and Retry-After for 429);
 * anything else is logged and becomes a 500 without details.
 */
export function jsonErrorAnswer(error: unknown): JsonErrorAnswer {
  if (!(error instanceof AppError)) {
    console.error(error);
    return { status: 500, body: { error: "Something went wrong on our side. Please try again." }, headers: {} };
  }
  const body: JsonErrorAnswer["body"] = { error: error.message };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds) headers["Retry-After"] = String(error.retryAfterSeconds);
  return { status: error.status, body, headers };
}

/**
 * Runs a /api/* handler — the one JSON error path (docs/architecture.md): an
 * AppError a service throws becomes `{error, fieldErrors?}` with its status; a
 * Response the handler returns or throws (a Set-Cookie answer, 401 from
 * requireApiUser, 403 cross-site) is the answer as it is; anything else is a
 * logged 500 without details.
 */
export async function jsonResponse(handler: () => unknown | Promise<unknown>, init?: ResponseInit): Promise<Response> {
  try {
    const result = await handler();
    return result instanceof Response ? result : jsonAnswer(result, init);
  } catch (error) {
    if (error instanceof Response) return error;
    const { status, body, headers } = jsonErrorAnswer(error);
    return Response.json(body, { status, headers });
  }
}

/**
 * `Response.json(value, init)` without its extra copy: the text goes in as it is
 * (docs/decisions/0044-request-path-cost.md, the /api hot path).
 */
function jsonAnswer(value: unknown, init?: ResponseInit): Response {
  const text = jsonText(value);
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  return new Response(text, { ...init, headers });
}

/** `JSON.stringify` that refuses what has no JSON text (undefined, a function) instead of answering nothing. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError("Value is not JSON serializable");
  return text;
}

/** The JSON answer for a method the route does not take, e.g. `methodNotAllowed("GET", "PUT")`. */
export function methodNotAllowed(...allow: string[]): Response {
  const methods = allow
    .flatMap((a) => a.split(","))
    .map((m) => m.trim())
    .filter(Boolean);
  return Response.json(
    { error: `Method not allowed; use ${methods.join(" or ")}` },
    { status: 405, headers: { Allow: methods.join(", ") } },
  );
}
