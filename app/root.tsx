import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { SkipLink } from "~/components/skip-link";
import { Toaster } from "~/components/toaster";
import { RouteError } from "~/components/route-error";
import { PageViewBeacon } from "~/components/page-view-beacon";
import { useNonce } from "~/lib/nonce";
import { latestImport } from "~/models/airports.server";
import { dataCycleAge } from "~/lib/data-cycle-age";
import { readFlash } from "~/http/flash.server";
import { getUser } from "~/http/session.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { signInPromptFor } from "~/lib/sign-in-prompts";
import type { Toast } from "~/lib/toast";
import { skipRevalidationAfterSaveFailure } from "~/lib/save-failure";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const imported = latestImport();
  const [user, flash] = await Promise.all([getUser(request), readFlash(request)]);
  return data(
    {
      dataCycle: imported
        ? {
            label: imported.label,
            effectiveDate: imported.effectiveDate,
            expired: dataCycleAge(imported.effectiveDate, new Date()).expired,
          }
        : null,
      user,
      toast: shownOnPage(request, flash.toast) ? null : flash.toast,
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/** /auth shows the sign-in prompt it was sent with on the page itself (app/lib/sign-in-prompts.ts): no second copy as a toast. */
function shownOnPage(request: Request, toast: Toast | null): boolean {
  const url = new URL(request.url);
  return Boolean(
    toast &&
    url.pathname === "/auth" &&
    toast.description === signInPromptFor(safeRedirect(url.searchParams.get("redirectTo"))),
  );
}

/**
 * Not reloaded for a save post that failed in transit (it changed nothing, app/lib/save-failure.ts),
 * nor for a move within a page (another tab, list or search on the same path): the user, the data
 * cycle and a toast do not change with the query, so a tab switch waits on no round trip (on one
 * bar of signal, seconds) and still works offline. A post, a new page or a revalidation reloads it.
 */
export function shouldRevalidate({
  actionResult,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (skipRevalidationAfterSaveFailure(actionResult)) return false;
  const read = !formMethod || formMethod.toUpperCase() === "GET";
  const withinPage = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return read && withinPage ? false : defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#142a4b" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteNav user={data?.user ?? null} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 outline-none sm:px-6">
          {children}
        </main>
        <SiteFooter dataCycle={data?.dataCycle ?? null} user={data?.user ?? null} />
        <Toaster flash={data?.toast ?? null} />
        <PageViewBeacon />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The service worker's registration: a static file, outside the bundle (docs/decisions/0087-offline-pages.md). */}
        <script src="/sw-register.js" defer nonce={nonce} data-signed-in={data?.user ? "1" : "0"} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
