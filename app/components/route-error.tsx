import { isRouteErrorResponse } from "react-router";
import { NotFoundPanel } from "./not-found-panel";

interface Props {
  /** What the route's ErrorBoundary was given. */
  error: unknown;
  /** A page's own 404 panel ('Airport Not Found' …); the site's 'Page Not Found' otherwise. */
  notFound?: React.ReactNode;
  /** A page's own sentence for any other failure. */
  failure?: string;
}

/**
 * The one error page of the site, for the root's and every page route's
 * ErrorBoundary: a 404 panel, the 403 'Admin access required' of the admin
 * pages (app/http/session.server.ts requireAdmin), or 'Something went wrong'
 * — never a stack trace.
 *
 *   export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
 *     return <RouteError error={error} notFound={<NotFoundPanel title="Airport Not Found" … />} />;
 *   }
 */
export function RouteError({ error, notFound, failure }: Props) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return notFound ?? <NotFoundPanel />;
  if (status === 403)
    return <ErrorPanel title="Admin access required" text="This page is for the site's administrators." />;
  const fallback = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "An unexpected error occurred. Please try again.";
  return <ErrorPanel title="Something went wrong" text={failure ?? fallback} />;
}

function ErrorPanel({ title, text }: { title: string; text: string }) {
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <title>{`${title} | AirportFinder`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <a href="/" className="btn-primary mt-6">
        Back to Search
      </a>
    </section>
  );
}
