import type { Route } from "./+types/admin.itineraries";
import { requireAdmin } from "~/http/session.server";

/** The dashboard's itineraries tab. Its listing arrives with the itineraries work; until then it says so. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Itineraries | Admin Dashboard | AirportFinder" }];

export default function AdminItineraries() {
  return (
    <section aria-labelledby="admin-itineraries-heading">
      <h2 id="admin-itineraries-heading" className="text-xl font-bold text-navy-900">
        Itineraries
      </h2>
      <p className="mt-2 rounded-md border border-dashed border-slate-300 p-6 text-slate-700">
        Itineraries are not built yet: their list, publishing and editing arrive with the itineraries work.
      </p>
    </section>
  );
}
