import { createCookie, data, redirect } from "react-router";
import type { Toast } from "~/lib/toast";
import { safeRedirect } from "~/lib/safe-redirect";
import { toSessionUser, type SessionUser } from "~/services/account-user.server";
import { authConfig } from "~/services/auth-config.server";
import {
  endAllSessions,
  endSession,
  SESSION_MAX_AGE_SECONDS,
  startSession,
  userOfSession,
} from "~/services/sessions.server";
import { ADMIN_ACCESS_REQUIRED } from "~/lib/admin-access";
import { assertSameOrigin } from "./csrf.server";
import { flashHeader } from "./flash.server";

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

/** The session id the request's cookie carries (signature checked), or null. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const value = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length >= 32 ? value : null;
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
  throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`, {
    headers: { "Set-Cookie": await flashHeader({ title: "Login Required", description: prompt }) },
  });
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

/** Signs the user in: the session cookie plus a flash toast, sent with a redirect. */
export async function signInAndRedirect(request: Request, userId: number, to: string, toast: Toast): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await signInCookie(request, userId));
  headers.append("Set-Cookie", await flashHeader(toast));
  return redirect(safeRedirect(to), { headers });
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

/** Ends this browser's session (the row goes) and answers the cookie that clears it. */
export async function signOutCookie(request: Request): Promise<string> {
  const id = await currentSessionId(request);
  if (id) endSession(id);
  return sessionCookie.serialize("", { maxAge: 0 });
}

/** "Sign out everywhere": every session of the user ends, this one too. */
export async function signOutEverywhereCookie(userId: number): Promise<string> {
  endAllSessions(userId);
  return sessionCookie.serialize("", { maxAge: 0 });
}
