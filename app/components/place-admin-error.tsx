import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPanel } from "~/components/not-found-panel";

/** The admin place pages' errors: 403 'Admin access required', 404 for an unknown airport or place. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="card mx-auto max-w-xl p-8 text-center">
        <title>Admin access required | AirportFinder</title>
        <h1 className="text-2xl font-bold">Admin access required</h1>
        <p className="mt-2 text-slate-700">Only admins can change the places near an airport.</p>
      </section>
    );
  }
  return <NotFoundPanel title="Not found" message="No such airport or place." />;
}
