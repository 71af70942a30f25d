import { redirect } from "react-router";
import type { Route } from "./+types/airport.kneeboard";
import { KneeboardCard } from "~/components/kneeboard/kneeboard-card";
import { KneeboardToolbar } from "~/components/kneeboard/kneeboard-toolbar";
import { kneeboardStyles } from "~/components/kneeboard/kneeboard-styles";
import { AirportNotFoundPanel } from "~/components/not-found-panel";
import { RouteError } from "~/components/route-error";
import { displayName } from "~/lib/display";
import { aroundLoaderDoor, loaderDoor } from "~/http/page-door.server";
import { kneeboardCardCase } from "~/use-cases/airports.server";

export const links: Route.LinksFunction = kneeboardStyles;

/** One airport's kneeboard card (docs/decisions/0088-kneeboard-card.md); an unknown airport is the 404 page. */
const cardOf = loaderDoor(kneeboardCardCase);
export const loader = aroundLoaderDoor(cardOf, async (args: Route.LoaderArgs) => {
  const { params, request } = args;
  const card = await cardOf(args);
  // One URL per card, as for the airport page: /airport/sts/kneeboard becomes /airport/KSTS/kneeboard.
  if (params.locId !== card.id) {
    throw redirect(`/airport/${encodeURIComponent(card.id)}/kneeboard${new URL(request.url).search}`, 302);
  }
  return { card, now: Date.now() };
});

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: `Kneeboard card: ${displayName(data.card.airport.name)} (${data.card.id}) | AirportFinder` }];
}

export default function AirportKneeboard({ loaderData }: Route.ComponentProps) {
  const { card, now } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <KneeboardToolbar back={{ href: `/airport/${encodeURIComponent(card.id)}`, label: "Back to the airport page" }} />
      <KneeboardCard card={card} now={now} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = <AirportNotFoundPanel />;
  return (
    <RouteError error={error} notFound={notFound} failure="The kneeboard card could not be loaded. Please try again." />
  );
}
