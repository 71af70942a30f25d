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

/** Reads a JSON request body; a body that is not a JSON object is invalid input. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const body = await request.json().catch(() => undefined);
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

/** The JSON answer for a service's refusal: `{error, fieldErrors?}` with its status (and Retry-After for 429). */
export function appErrorJson(error: AppError): Response {
  const body: { error: string; fieldErrors?: Record<string, string[]> } = { error: error.message };
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  const headers = new Headers();
  if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
  return Response.json(body, { status: error.status, headers });
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
    if (error instanceof AppError) return appErrorJson(error);
    console.error(error);
    return Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
  }
}

/**
 * `Response.json(value, init)` without its extra copy: the text goes in as it is
 * (docs/decisions/0044-request-path-cost.md, the /api hot path).
 */
function jsonAnswer(value: unknown, init?: ResponseInit): Response {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError("Value is not JSON serializable");
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  return new Response(text, { ...init, headers });
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
