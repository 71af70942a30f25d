import { Link } from "react-router";
import type { Route } from "./+types/offline";

export const meta: Route.MetaFunction = () => [
  { title: "Needs a connection | AirportFinder" },
  { name: "robots", content: "noindex" },
];

/**
 * What the service worker answers offline for a page it does not keep (docs/decisions/0087-offline-pages.md).
 * Kept with the app shell, fetched without cookies: nothing personal in it.
 */
export default function Offline() {
  return (
    <section aria-labelledby="offline-heading" className="card mx-auto max-w-xl p-6 sm:p-8">
      <h1 id="offline-heading" className="text-2xl font-bold text-navy-900">
        This page needs a connection
      </h1>
      <p className="mt-3 text-slate-800">
        You are offline, or AirportFinder cannot be reached. This page is not kept on this device.
      </p>
      <p className="mt-3 text-slate-800">
        Kept for offline use, when you are signed in and opened the site with JavaScript on: My Trips, and the page and
        kneeboard card of each airport saved in it.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/trips" className="btn-primary" reloadDocument>
          My Trips
        </Link>
        <Link to="/trips/kneeboard" className="btn-secondary" reloadDocument>
          My kneeboard cards
        </Link>
      </p>
    </section>
  );
}
