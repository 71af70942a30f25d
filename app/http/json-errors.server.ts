import type { z } from "zod";
import { Forbidden, InvalidInput, NotFound } from "~/services/errors.server";

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

/**
 * Runs a JSON handler: typed service errors become 400/403/404 JSON answers with an
 * `error` message (and `fieldErrors`); anything else is a logged 500 without details.
 */
export async function jsonResponse(handler: () => unknown | Promise<unknown>, init?: ResponseInit): Promise<Response> {
  try {
    return Response.json(await handler(), init);
  } catch (error) {
    if (error instanceof InvalidInput) return Response.json({ error: error.message, fieldErrors: error.fieldErrors }, { status: 400 });
    if (error instanceof NotFound) return Response.json({ error: error.message }, { status: 404 });
    if (error instanceof Forbidden) return Response.json({ error: error.message }, { status: 403 });
    if (error instanceof Response) throw error;
    console.error(error);
    return Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
  }
}

export const methodNotAllowed = (allow: string) =>
  Response.json({ error: `Method not allowed; use ${allow}` }, { status: 405, headers: { Allow: allow } });
