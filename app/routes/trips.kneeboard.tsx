import type { Route } from "./+types/trips.kneeboard";
import { KneeboardCard } from "~/components/kneeboard/kneeboard-card";
import { kneeboardStyles } from "~/components/kneeboard/kneeboard-styles";
import { KneeboardToolbar } from "~/components/kneeboard/kneeboard-toolbar";
import { aroundLoaderDoor, loaderDoor } from "~/http/page-door.server";
import { TRIPS_LOGIN_PROMPT } from "~/lib/saved-items";
import { tripKneeboardCase } from "~/use-cases/saving.server";

export const links: Route.LinksFunction = kneeboardStyles;

/** Every saved airport's kneeboard card, one printed page each (docs/decisions/0088-kneeboard-card.md); login required, as My Trips. */
const cards = loaderDoor(tripKneeboardCase, { signInPrompt: TRIPS_LOGIN_PROMPT });
export const loader = aroundLoaderDoor(cards, async (args: Route.LoaderArgs) => ({
  cards: await cards(args),
  now: Date.now(),
}));

export const meta: Route.MetaFunction = () => [{ title: "Kneeboard cards of my trips | AirportFinder" }];

export default function TripsKneeboard({ loaderData }: Route.ComponentProps) {
  const { cards, now } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <KneeboardToolbar back={{ href: "/trips", label: "Back to My Trips" }} />
      <h1 className="mb-3 text-2xl font-bold text-navy-900 print:sr-only">Kneeboard cards of my trips</h1>
      {cards.length === 0 ? (
        <p>No saved airports yet: save an airport from its page and its card appears here.</p>
      ) : (
        cards.map((card) => <KneeboardCard key={card.id} card={card} now={now} headingLevel={2} />)
      )}
    </div>
  );
}
