import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/airport.suggest";
import { loadOnOpenOnly } from "~/lib/route-dialog";
import { PlaceSuggestionForm, type SuggestionAnswer } from "~/components/place-suggestion-form";
import { displayName } from "~/lib/display";
import { placeSuggestionSchema, SUGGESTION_MISSING_TITLE } from "~/lib/feedback-schemas";
import { flashHeader } from "~/http/flash.server";
import { refusedToast, runFeedbackForm } from "~/http/feedback-form.server";
import { botCheckForm } from "~/services/bot-check.server";
import { NotFound } from "~/services/errors.server";
import { submitPlaceSuggestion, suggestionAirport } from "~/services/feedback.server";

/**
 * Suggest a place for an airport (tools-admin §2): the airport page's dialog
 * with JavaScript, this page without. The dialog also loads this loader for
 * the bot-check site key and the no-JS time trap.
 */
export function loader({ params }: Route.LoaderArgs) {
  try {
    const airport = suggestionAirport(params.locId);
    return {
      airport: { ...airport, name: displayName(airport.name) },
      ...botCheckForm(),
    };
  } catch (error) {
    if (error instanceof NotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Suggest a place near ${data.airport.id} | AirportFinder` : "Page Not Found" },
];

const THANKS = { title: "Thank you!", description: "Your suggestion has been submitted for review." };

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;

export async function action({ request, params }: Route.ActionArgs) {
  const fromDialog =
    request.headers.get("content-type")?.includes("form") && new URL(request.url).searchParams.get("dialog") === "1";
  return runFeedbackForm(
    request,
    placeSuggestionSchema,
    async (value, ctx) => {
      const airport = suggestionAirport(params.locId);
      await submitPlaceSuggestion({ ...value, airport_loc_id: airport.locId }, ctx);
      if (fromDialog) return Response.json({ ok: true, toast: THANKS } satisfies SuggestionAnswer);
      return redirect(`/airport/${encodeURIComponent(airport.id)}`, {
        headers: { "Set-Cookie": await flashHeader(THANKS) },
      });
    },
    {
      invalid: (errors) => {
        const missing = errors.name?.[0] ?? errors.description?.[0];
        return missing ? { title: SUGGESTION_MISSING_TITLE, description: missing, variant: "destructive" } : null;
      },
      refused: (message, title, botCheck) =>
        botCheck
          ? refusedToast(message, title, botCheck, "Failed to submit suggestion. Please try again.")
          : {
              title: "Submission failed",
              description: message || "Failed to submit suggestion. Please try again.",
              variant: "destructive",
            },
    },
  );
}

export default function SuggestPlacePage({ loaderData, actionData }: Route.ComponentProps) {
  const { airport } = loaderData;
  const navigation = useNavigation();
  const back = `/airport/${encodeURIComponent(airport.id)}`;
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6" aria-labelledby="suggest-heading">
      <p className="text-sm">
        <Link to={back}>← Back to {airport.name}</Link>
      </p>
      <h1 id="suggest-heading" className="mt-2 text-2xl font-bold text-navy-900">
        Suggest a place near {airport.id}
      </h1>
      <p className="mt-1 mb-5 text-sm text-slate-700">
        Know an activity or landmark near {airport.name} that other pilots would enjoy? Tell us; an admin reviews every
        suggestion.
      </p>
      <PlaceSuggestionForm
        airportId={airport.id}
        botCheck={loaderData.botCheck}
        formStartedAt={loaderData.formStartedAt}
        answer={(actionData as SuggestionAnswer | undefined) ?? null}
        pending={navigation.state === "submitting"}
        cancelHref={back}
      />
    </section>
  );
}
