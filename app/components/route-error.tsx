import { isRouteErrorResponse } from "react-router";
import { ADMIN_ACCESS_REQUIRED } from "~/lib/admin-access";
import { FORM_TOO_LARGE, FORM_TOO_LARGE_TITLE } from "~/lib/form-too-large";
import { NotFoundPanel } from "./not-found-panel";

interface Props {
  /** What the route's ErrorBoundary was given. */
  error: unknown;
  /** A page's own 404 panel ('Airport Not Found' …); the site's 'Page Not Found' otherwise. */
  notFound?: React.ReactNode;
  /** A page's own sentence for any other failure. */
  failure?: string;
  /** A page's own sentence under 'Admin access required'. */
  adminOnly?: string;
  /** A page only its owner may use: its own words for any other 403 ('Not your report'). */
  ownerOnly?: { title: string; text: string };
}

/**
 * The one error page of the site, for the root's and every page route's
 * ErrorBoundary: a 404 panel; 'Admin access required' for the admin check's
 * 403 (app/http/session.server.ts requireAdmin); any other refusal in its own
 * words, as the page door threw it (`data({ message }, { status })`: a
 * cross-site post; 'Form too large' for a form over its caps); or 'Something went wrong' — never a
 * stack trace.
 *
 *   export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
 *     return <RouteError error={error} notFound={<NotFoundPanel title="Airport Not Found" … />} />;
 *   }
 */
export function RouteError({ error, notFound, failure, adminOnly, ownerOnly }: Props) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return notFound ?? <NotFoundPanel />;
  const message = messageOf(error);
  if (status === 403 && message === ADMIN_ACCESS_REQUIRED)
    return (
      <ErrorPanel title={ADMIN_ACCESS_REQUIRED} text={adminOnly ?? "This page is for the site's administrators."} />
    );
  if (status === 403 && ownerOnly) return <ErrorPanel {...ownerOnly} />;
  if (status === 403) return <ErrorPanel title="Request refused" text={message ?? "This request is not allowed."} />;
  if (status === 413) return <ErrorPanel title={FORM_TOO_LARGE_TITLE} text={message ?? FORM_TOO_LARGE} />;
  const fallback = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "An unexpected error occurred. Please try again.";
  return <ErrorPanel title="Something went wrong" text={message ?? failure ?? fallback} />;
}

/** The words a refusal carries: `{ message }` from a page door, `{ error }` from a JSON answer thrown as it is. */
function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return null;
  const { message, error: text } = error.data as { message?: unknown; error?: unknown };
  const words = typeof message === "string" ? message : typeof text === "string" ? text : null;
  return words?.trim() ? words : null;
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
