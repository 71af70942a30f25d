import { useRouteError } from "react-router";
import { NotFoundPanel } from "~/components/not-found-panel";
import { RouteError } from "~/components/route-error";

/** The admin place pages' errors: 'Admin access required', 404 for an unknown airport or place, a refusal in its own words. */
export function ErrorBoundary() {
  return (
    <RouteError
      error={useRouteError()}
      notFound={<NotFoundPanel message="No such airport or place." />}
      adminOnly="Only admins can change the places near an airport."
    />
  );
}
