import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { Toaster } from "~/components/toaster";
import { NotFoundPanel } from "~/components/not-found-panel";
import { PageViewBeacon } from "~/components/page-view-beacon";
import { useNonce } from "~/lib/nonce";
import { latestImport } from "~/models/airports.server";
import { dataCycleAge } from "~/lib/data-cycle-age";
import { readFlash } from "~/http/flash.server";
import { getUser } from "~/http/session.server";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const imported = latestImport();
  const [user, flash] = await Promise.all([getUser(request), readFlash(request)]);
  return data(
    {
      dataCycle: imported
        ? { label: imported.label, effectiveDate: imported.effectiveDate, expired: dataCycleAge(imported.effectiveDate, new Date()).expired }
        : null,
      user,
      toast: flash.toast,
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
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
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <SiteNav user={data?.user ?? null} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6">
          {children}
        </main>
        <SiteFooter dataCycle={data?.dataCycle ?? null} user={data?.user ?? null} />
        <Toaster flash={data?.toast ?? null} />
        <PageViewBeacon />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPanel />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="card mx-auto max-w-xl p-8 text-center">
        <title>Admin access required</title>
        <h1 className="text-2xl font-bold">Admin access required</h1>
        <p className="mt-2 text-slate-700">This page is for the site's administrators.</p>
        <a href="/" className="btn-primary mt-6">Back to Search</a>
      </section>
    );
  }
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <title>Something went wrong</title>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-700">
        {isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "An unexpected error occurred. Please try again."}
      </p>
      <a href="/" className="btn-primary mt-6">Back to Search</a>
    </section>
  );
}
