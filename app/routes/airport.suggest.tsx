import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/airport.suggest";
import { loadOnOpenOnly, toastWhenDone } from "~/lib/route-dialog";
import { PlaceSuggestionForm, type SuggestionAnswer } from "~/components/place-suggestion-form";
import { displayName } from "~/lib/display";
import { SUGGESTION_MISSING_TITLE } from "~/lib/feedback-schemas";
import { CHECK_MISSING } from "~/lib/bot-check";
import { feedbackFormDoor, isBotCheckRefusal, refusedToast } from "~/http/feedback-form.server";
import { formAction } from "~/http/form-door.server";
import { pageData } from "~/http/page-door.server";
import { botCheckForm } from "~/services/bot-check.server";
import { suggestionAirport } from "~/services/feedback.server";
import { submitPlaceSuggestionCase } from "~/use-cases/feedback.server";

/**
 * Suggest a place for an airport (docs/product.md, "Contact, reports and the
 * Admin Dashboard"): the airport page's dialog with JavaScript, this page
 * without. The dialog also loads this loader for the bot-check site key and
 * the no-JS time trap.
 */
export function loader({ params }: Route.LoaderArgs) {
  return pageData(() => {
    const airport = suggestionAirport(params.locId);
    return { airport: { ...airport, name: displayName(airport.name) }, ...botCheckForm() };
  });
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Suggest a place near ${data.airport.id} | AirportFinder` : "Page Not Found" },
];

const THANKS = { title: "Thank you!", description: "Your suggestion has been submitted for review." };
const FAILED = "Failed to submit suggestion. Please try again.";
const SUBMISSION_FAILED = "Submission failed";

/** Opened as a dialog on the airport page, its data is loaded once per opening (app/lib/route-dialog.ts). */
export const shouldRevalidate = loadOnOpenOnly;
/** A done answer's toast shows as it comes, even when the dialog went with what it deleted. */
export const clientAction = (args: Route.ClientActionArgs) => toastWhenDone(args);

/** Back on the airport page with 'Thank you!'; in the dialog, `{ ok, toast }` (docs/decisions/0042-route-dialogs.md). */
export const action = formAction(
  feedbackFormDoor(submitPlaceSuggestionCase, {
    from: (form, _params, route) => {
      const fields = new FormData();
      for (const [name, value] of form) if (name !== "airport_loc_id") fields.append(name, value);
      fields.set("airport_loc_id", route.locId ?? "");
      return fields;
    },
    // The airport page this form belongs to.
    done: (_row, { request }) => ({ to: new URL(request.url).pathname.replace(/\/suggest$/, ""), toast: THANKS }),
    invalid: (errors) => {
      const missing = errors.name?.[0] ?? errors.description?.[0];
      return missing ? { title: SUGGESTION_MISSING_TITLE, description: missing, variant: "destructive" } : null;
    },
    // A refusal is 'Submission failed', a refused bot check's too; only a missing token keeps
    // 'Verification required' (docs/product.md, "Contact, reports and the Admin Dashboard").
    refused: (error) =>
      isBotCheckRefusal(error)
        ? {
            ...refusedToast(error, FAILED),
            title: error.title === CHECK_MISSING.suggestion.title ? error.title : SUBMISSION_FAILED,
          }
        : { title: SUBMISSION_FAILED, description: error.message || FAILED, variant: "destructive" },
  }),
);

export default function SuggestPlacePage({ loaderData, actionData }: Route.ComponentProps) {
  const { airport } = loaderData;
  const navigation = useNavigation();
  const back = `/airport/${encodeURIComponent(airport.id)}`;
  return (
    <section className="card mx-auto max-w-2xl p-4 sm:p-6" aria-labelledby="suggest-heading">
      <p className="text-sm">
        <Link to={back} className="standalone-link">
          ← Back to {airport.name}
        </Link>
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
