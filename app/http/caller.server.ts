import type { Caller, CallerFor, Who } from "~/use-cases/use-case";
import { clientIp } from "./client-address.server";
import {
  currentSessionId,
  getUser,
  requireAdmin,
  requireApiAdmin,
  requireApiUser,
  requireUser,
} from "./session.server";

/**
 * Who is asking, as plain values for a service (docs/architecture.md, "One
 * declaration, its doors"). A JSON door refuses with 401/403 JSON, a page door
 * with the sign-in redirect (and its prompt) or the 'Admin access required' page.
 * A state-changing request from another site is refused here first (csrf.server.ts).
 */
export async function callerOf<W extends Who>(
  request: Request,
  who: W,
  door: { kind: "json" } | { kind: "page"; signInPrompt?: string },
): Promise<CallerFor<W>> {
  const user =
    who === "anyone"
      ? await getUser(request)
      : door.kind === "json"
        ? await (who === "admin" ? requireApiAdmin(request) : requireApiUser(request))
        : who === "admin"
          ? await requireAdmin(request)
          : await requireUser(request, door.signInPrompt ?? "Please log in to continue.");
  return { user, session: await currentSessionId(request), ...requestFacts(request) } as CallerFor<W>;
}

/** What a use case may know of the request besides its user and session: the client's address and the site's origin. */
export function requestFacts(request: Request): Omit<Caller, "user" | "session"> {
  return { clientAddress: clientIp(request), origin: new URL(request.url).origin };
}
