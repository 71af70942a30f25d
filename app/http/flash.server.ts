import { createCookie, redirect, redirectDocument, replace } from "react-router";
import type { Toast } from "~/lib/toast";
import { authConfig } from "~/services/auth-config.server";
import { isOfflineCopy } from "~/http/offline-copy.server";

/**
 * A toast that rides a cookie across a redirect (Post/Redirect/Get), so the
 * spec's toast text shows on the next page with or without JavaScript.
 */
const flashCookie = createCookie("__flash", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: authConfig.secureCookies,
  secrets: authConfig.sessionSecrets,
  maxAge: 60,
});

export async function flashHeader(toast: Toast): Promise<string> {
  return flashCookie.serialize(toast);
}

/**
 * The pending toast, and the Set-Cookie header that clears it. Not for the service worker's own
 * fetch, which may run while the pilot's redirect is on its way (app/http/offline-copy.server.ts).
 */
export async function readFlash(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  if (isOfflineCopy(request)) return { toast: null, clear: null };
  const value = await flashCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || typeof value.title !== "string") return { toast: null, clear: null };
  return { toast: value as Toast, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}

/** A redirect that carries a toast to the next page in the flash cookie. */
export async function redirectWithToast(
  to: string,
  toast: Toast | undefined,
  options: { replace?: boolean; document?: boolean; headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (toast) headers.append("Set-Cookie", await flashHeader(toast));
  return (options.document ? redirectDocument : options.replace ? replace : redirect)(to, { headers });
}
