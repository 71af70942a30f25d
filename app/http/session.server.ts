import { createCookie, data } from "react-router";
import type { Toast } from "~/lib/toast";
import { safeRedirect } from "~/lib/safe-redirect";
import { toSessionUser, type SessionUser } from "~/services/account-user.server";
import { authConfig } from "~/services/auth-config.server";
import { endSession, SESSION_MAX_AGE_SECONDS, startSession, userOfSession } from "~/services/sessions.server";
import { ADMIN_ACCESS_REQUIRED } from "~/lib/admin-access";
import { assertSameOrigin } from "./csrf.server";
import { redirectWithToast } from "./flash.server";
import { isOfflineCopy } from "./offline-copy.server";

export type { SessionUser };

/**
 * The session cookie holds only a random session id, signed; the session
 * itself is a row in SQLite (docs/decisions/0016-server-side-sessions.md), so
 * signing out, a password change or "Sign out everywhere" ends it for good.
 */
const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: authConfig.secureCookies,
  secrets: authConfig.sessionSecrets,
  maxAge: SESSION_MAX_AGE_SECONDS,
});

const sessionIds = new WeakMap<Request, Promise<string | null>>();

/** The session id the request's cookie carries (signature checked, once per request), or null. */
export function currentSessionId(request: Request): Promise<string | null> {
  let id = sessionIds.get(request);
  if (!id) {
    id = sessionCookie
      .parse(request.headers.get("Cookie"))
      .then((value) => (typeof value === "string" && value.length >= 32 ? value : null));
    sessionIds.set(request, id);
  }
  return id;
}

/**
 * The signed-in user, or null. A state-changing request (POST/PUT/DELETE) from
 * another site is refused here with a 403, so no cookie-authenticated change can
 * be forged (CSRF, docs/decisions/0013-auth-and-bot-check.md), whichever route makes it.
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  assertSameOrigin(request);
  const id = await currentSessionId(request);
  const row = id ? userOfSession(id) : undefined;
  return row ? toSessionUser(row) : null;
}

/**
 * A page that needs a signed-in user. Signed out: a redirect to /auth that
 * remembers where to come back to, with the spec's prompt as a toast.
 */
export async function requireUser(request: Request, prompt: string): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = safeRedirect(`${url.pathname}${url.search}`);
  // The worker's copy sets no toast over the one a sign-out just left (app/http/offline-copy.server.ts).
  const toast = isOfflineCopy(request) ? undefined : { title: "Login Required", description: prompt };
  throw await redirectWithToast(`/auth?redirectTo=${encodeURIComponent(back)}`, toast);
}

/** A JSON call that needs a signed-in user: 401 {error: "Unauthorized"} otherwise. */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw Response.json({ error: "Unauthorized" }, { status: 401 });
  return user;
}

/** A JSON call for admins only: 401 when signed out, 403 for other users. */
export async function requireApiAdmin(request: Request): Promise<SessionUser> {
  const user = await requireApiUser(request);
  if (!user.isAdmin) throw Response.json({ error: "Forbidden" }, { status: 403 });
  return user;
}

/**
 * A page for admins only (docs/product.md, "Accounts"): signed out, the sign-in redirect;
 * another user, a 403 that the error boundary shows as 'Admin access required'.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request, "Please log in to access the admin area.");
  if (!user.isAdmin) throw data({ message: ADMIN_ACCESS_REQUIRED }, { status: 403 });
  return user;
}

/** A page's sign-in: the new session's cookie and Post/Redirect/Get to a same-site path with the toast. */
export async function signedInRedirect(request: Request, userId: number, to: string, toast: Toast): Promise<Response> {
  return redirectWithToast(safeRedirect(to), toast, { headers: { "Set-Cookie": await signInCookie(request, userId) } });
}

/** A JSON sign-in's answer: the user, and the new session's cookie. */
export async function signedInJson(request: Request, user: SessionUser, status = 200): Promise<Response> {
  return Response.json(user, { status, headers: { "Set-Cookie": await signInCookie(request, user.id) } });
}

/**
 * Starts a new session for the user and answers its cookie; a session the
 * browser already had ends (a new id at every sign-in, never a reused one).
 */
export async function signInCookie(request: Request, userId: number): Promise<string> {
  const previous = await currentSessionId(request);
  if (previous) endSession(previous);
  return sessionCookie.serialize(startSession(userId));
}

/**
 * The headers that end a session in this browser: the session cookie cleared and, when the
 * browser navigates to the answer (a form posted without JavaScript) or the client sends no
 * Fetch Metadata, `Clear-Site-Data: "storage"`, which removes the offline worker and its copies.
 * Not to a page's own fetch: Chromium would remove the worker while the page's next request went
 * through it, and that request could hang; that page's signed-out successor clears instead
 * (docs/decisions/0087-offline-pages.md, "Sign-out and Clear-Site-Data").
 */
export async function signOutHeaders(request: Request): Promise<Headers> {
  const headers = new Headers({ "Set-Cookie": await clearSessionCookie() });
  const mode = request.headers.get("sec-fetch-mode");
  if (mode === null || mode === "navigate") headers.set("Clear-Site-Data", '"storage"');
  return headers;
}

/** The cookie that removes the session's, once a use case ended the session (signOut, signOutEverywhere). */
export function clearSessionCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0 });
}
