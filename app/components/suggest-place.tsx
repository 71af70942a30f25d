import { Link, type FetcherWithComponents } from "react-router";
import type { SuggestionAnswer } from "./place-suggestion-form";
import { lazyPart } from "~/lib/lazy-part";
import { RouteDialog } from "./route-dialog";
import type { BotCheckProps } from "./bot-check-field";

interface SuggestLoaderData {
  airport: { id: string; name: string };
  botCheck: BotCheckProps;
  formStartedAt: string;
}

/**
 * 'Suggest a place' on an airport page (docs/product.md,
 * "Contact, reports and the Admin Dashboard"): without JavaScript a link to
 * /airport/{id}/suggest; with it a route dialog
 * (app/components/route-dialog.tsx) that first loads that page's data (the
 * bot-check site key, from the server, before use), then posts there and
 * closes on success, the next opening with a fresh form.
 */
/** The form and its zod schema load when the dialog opens (issue 23). */
const suggestionForm = lazyPart(() => import("./place-suggestion-form"));

export function SuggestPlace({ airportId }: { airportId: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <RouteDialog<SuggestLoaderData, SuggestionAnswer>
        href={`/airport/${encodeURIComponent(airportId)}/suggest`}
        title={`Suggest a place near ${airportId}`}
        trigger="Suggest a place"
        triggerClassName="btn-secondary px-3 py-1.5 text-sm"
        load={suggestionForm.load}
      >
        {(data, form) => {
          const { PlaceSuggestionForm } = suggestionForm.get()!;
          return (
            <PlaceSuggestionForm
              airportId={airportId}
              botCheck={data.botCheck}
              formStartedAt={data.formStartedAt}
              answer={form.answer}
              // The form only posts with it; it reads the answer from `answer`.
              fetcher={form.fetcher as FetcherWithComponents<SuggestionAnswer>}
              pending={form.pending}
              onCancel={form.close}
            />
          );
        }}
      </RouteDialog>
      <Link to={`/report?type=bug&airport=${encodeURIComponent(airportId)}`} className="standalone-link underline">
        Report a problem with this airport
      </Link>
    </div>
  );
}
