import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { PlaceSuggestionForm, type SuggestionAnswer } from "./place-suggestion-form";
import { showToast } from "./toaster";
import type { BotCheckProps } from "./bot-check-field";
import { useHydrated } from "~/lib/use-hydrated";

interface SuggestLoaderData {
  airport: { id: string; name: string };
  botCheck: BotCheckProps;
  formStartedAt: string;
}

/**
 * 'Suggest a place' on an airport page (tools-admin §2): without JavaScript a
 * link to /airport/{id}/suggest; with it a dialog that first loads that page's
 * data (the bot-check site key, from the server, before use), then posts there
 * and closes with the form reset on success (tools-admin §4).
 */
export function SuggestPlace({ airportId }: { airportId: string }) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const setup = useFetcher<SuggestLoaderData>();
  const submit = useFetcher<SuggestionAnswer>();
  const [round, setRound] = useState(0);
  const href = `/airport/${encodeURIComponent(airportId)}/suggest`;

  useEffect(() => {
    if (submit.state !== "idle" || !submit.data) return;
    if (submit.data.ok) {
      if (submit.data.toast) showToast(submit.data.toast);
      dialog.current?.close();
      // A fetcher has no completion callback: its answer arriving is the event that gives the next suggestion a fresh form.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRound((r) => r + 1);
    }
  }, [submit.state, submit.data]);

  const open = () => {
    if (!setup.data && setup.state === "idle") setup.load(href);
    dialog.current?.showModal();
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {hydrated ? (
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={open} aria-haspopup="dialog">
          Suggest a place
        </button>
      ) : (
        <Link to={href} className="btn-secondary px-3 py-1.5 text-sm">
          Suggest a place
        </Link>
      )}
      <Link to={`/report?type=bug&airport=${encodeURIComponent(airportId)}`}>Report a problem with this airport</Link>
      {hydrated && (
        <dialog
          ref={dialog}
          aria-labelledby={`suggest-dialog-${airportId}`}
          className="m-auto w-[min(40rem,calc(100vw-1.5rem))] rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50"
        >
          <div className="max-h-[85vh] overflow-y-auto p-4 sm:p-6">
            <h2 id={`suggest-dialog-${airportId}`} className="mb-4 text-xl font-bold text-navy-900">
              Suggest a place near {airportId}
            </h2>
            {setup.data ? (
              <PlaceSuggestionForm
                key={round}
                airportId={airportId}
                botCheck={setup.data.botCheck}
                formStartedAt={setup.data.formStartedAt}
                answer={submit.data && !submit.data.ok ? submit.data : null}
                fetcher={submit}
                pending={submit.state !== "idle"}
                onCancel={() => dialog.current?.close()}
              />
            ) : (
              <p className="text-slate-700">Loading the form…</p>
            )}
          </div>
        </dialog>
      )}
    </div>
  );
}
