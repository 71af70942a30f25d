import { createCookieSessionStorage, data, redirect } from "react-router";
import type { Toast } from "~/lib/toast";
import { userById, type UserRow } from "~/models/users.server";
import { authConfig } from "~/services/auth-config.server";
import { assertSameOrigin } from "./csrf.server";
import { flashHeader } from "./flash.server";

/** The user as pages and the JSON contract see it (spec §7 GET /api/auth/user). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  provider: string;
  isAdmin: boolean;
}

export const sessionStorage = createCookieSessionStorage<{ userId: number }>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: authConfig.secureCookies,
    secrets: authConfig.sessionSecrets,
    maxAge: 60 * 60 * 24 * 30,
  },
});

export function toSessionUser(u: UserRow): SessionUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    provider: u.provider,
    // ADMIN_EMAILS is read on every request, so removing an address takes effect at once.
    isAdmin: u.isAdmin || authConfig.adminEmails.has(u.email),
  };
}

/**
 * The signed-in user, or null. A state-changing request (POST/PUT/DELETE) from
 * another site is refused here with a 403, so no cookie-authenticated change can
 * be forged (CSRF, docs/decisions/0013-auth-and-bot-check.md), whichever route makes it.
 */
export async function getUser(request: Request): Promise<SessionUser | null> {
  assertSameOrigin(request);
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  const id = session.get("userId");
  const row = typeof id === "number" ? userById(id) : undefined;
  return row ? toSessionUser(row) : null;
}

/** Same-site paths only, so a crafted redirectTo cannot send a user elsewhere. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Browsers drop tabs and line feeds from a Location ("/\t/evil.example" is "//evil.example"),
  // and a header cannot carry them (nor characters beyond Latin-1): refuse the first, encode the second.
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    return to.replace(/[^\u0020-\u007e]+/g, (text) => encodeURIComponent(text));
  } catch {
    return fallback; // a lone surrogate
  }
}

/**
 * A page that needs a signed-in user. Signed out: a redirect to /auth that
 * remembers where to come back to, with the spec's prompt as a toast.
 */
export async function requireUser(request: Request, prompt: string): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
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
 * A page for admins only (tools-admin §2): signed out, the sign-in redirect;
 * another user, a 403 that the error boundary shows as 'Admin access required'.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request, "Please log in to access the admin area.");
  if (!user.isAdmin) throw data({ message: "Admin access required" }, { status: 403 });
  return user;
}

/** Signs the user in: the session cookie plus a flash toast, sent with a redirect. */
export async function signInAndRedirect(request: Request, userId: number, to: string, toast: Toast): Promise<Response> {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  session.set("userId", userId);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  headers.append("Set-Cookie", await flashHeader(toast));
  return redirect(safeRedirect(to), { headers });
}

/** The Set-Cookie value that signs a session in, for JSON calls that answer 200 instead of redirecting. */
export async function signInCookie(request: Request, userId: number): Promise<string> {
  const session = await sessionStorage.getSession(request.headers.get("Cookie"));
  session.set("userId", userId);
  return sessionStorage.commitSession(session);
}

export async function signOutCookie(request: Request): Promise<string> {
  return sessionStorage.destroySession(await sessionStorage.getSession(request.headers.get("Cookie")));
}
