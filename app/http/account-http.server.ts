import { asAccountError } from "~/services/accounts.server";
import { jsonResponse } from "./json-errors.server";

/**
 * A JSON account call: like jsonResponse (400 {error, fieldErrors} for invalid
 * input, a logged 500 otherwise), plus the account use cases' own refusals —
 * 401 wrong credentials, 409 e-mail taken, 429 with Retry-After when
 * rate-limited, 400 bot check. A handler may return a ready Response (to set a
 * cookie); a thrown Response (401 from requireApiUser, 403 cross-site) is the answer.
 */
export async function accountJson(handler: () => unknown | Promise<unknown>, init?: ResponseInit): Promise<Response> {
  try {
    const result = await handler();
    return result instanceof Response ? result : Response.json(result, init);
  } catch (error) {
    if (error instanceof Response) return error;
    const refusal = asAccountError(error);
    if (!refusal) {
      return jsonResponse(() => {
        throw error;
      });
    }
    const body: Record<string, unknown> = { error: refusal.message };
    if (refusal.fieldErrors) body.fieldErrors = refusal.fieldErrors;
    const headers: Record<string, string> = {};
    if (refusal.retryAfterSeconds) headers["Retry-After"] = String(refusal.retryAfterSeconds);
    return Response.json(body, { status: refusal.status, headers });
  }
}

/** The JSON answer for a method the route does not take. */
export const onlyMethods = (...allow: string[]) =>
  Response.json({ error: `Method not allowed; use ${allow.join(" or ")}` }, { status: 405, headers: { Allow: allow.join(", ") } });
