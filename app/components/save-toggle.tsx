import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { showToast } from "~/components/toaster";
import { ID_FIELD, loginRequiredToast, saveFailedToast, type SavedKind } from "~/lib/saved-item-texts";
import { isSaveFailure } from "~/lib/save-failure";
import type { Toast } from "~/lib/toast";
import { busyProps } from "~/components/status-button";

export interface SaveToggleProps {
  kind: SavedKind;
  /** The airport's LOC/ICAO id for a trip, else the activity, landmark or restaurant id. */
  itemId: string | number;
  saved: boolean;
  signedIn: boolean;
  /** The item's name, added for screen readers to tell list buttons apart ('Save Pier 39'). */
  itemName?: string;
  /** 'large' for the airport header, 'small' for a row of a list. */
  size?: "large" | "small";
  /** Extra fields of the form, e.g. airportLocId for an activity. */
  extra?: Record<string, string>;
  /** Under a saved trip's button, a link to My Trips (the airport header). */
  tripsLink?: boolean;
  /** The toast when a removal fails in transit, if not the usual 'Error' one (My Trips has its own). */
  removeFailedToast?: Toast;
}

const REDIRECT_DELAY_MS = 1500; // docs/product.md, "Saving and My Trips": to /auth 1.5 s after a save that needs a login

/**
 * Save / remove toggle (docs/product.md, "Saving and My Trips"). A plain form post to the current
 * page's action first (intent save-… / remove-…, Post/Redirect/Get with the
 * toast in a flash cookie); with JavaScript a fetcher submits it, the button
 * shows 'Saving...' / 'Removing...' and ignores presses (keeping the focus) until the page data is back.
 * Signed out with JavaScript: the spec's 'Login Required' toast, then /auth
 * after 1.5 s; without JavaScript the server answers the same with a redirect.
 * A post that fails in transit keeps the page and shows the 'Error' toast.
 */
export function SaveToggle({
  kind,
  itemId,
  saved,
  signedIn,
  itemName,
  size = "small",
  extra,
  tripsLink,
  removeFailedToast,
}: SaveToggleProps) {
  const fetcher = useFetcher<unknown>();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pending = fetcher.state !== "idle";
  const pendingIntent = fetcher.formData?.get("intent");
  // While the post is on its way, show where it is going (optimistic), busy.
  const showSaved = pending && typeof pendingIntent === "string" ? pendingIntent.startsWith("save-") : saved;
  const action = saved ? "remove" : "save";
  const intent = `${action}-${kind}`;

  // The post failed in transit (app/lib/save-failure.ts): nothing changed, so `action` is still what was tried.
  const failure = fetcher.state === "idle" && isSaveFailure(fetcher.data) ? fetcher.data : null;
  useEffect(() => {
    if (failure)
      showToast(action === "remove" && removeFailedToast ? removeFailedToast : saveFailedToast(kind, action));
    // Once per failed answer (a new answer is a new object), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);

  const text = pending
    ? pendingIntent?.toString().startsWith("save-")
      ? "Saving..."
      : "Removing..."
    : kind === "trip"
      ? saved
        ? "Remove from Trips"
        : "Save Trip"
      : saved
        ? "Remove"
        : "Save";

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (signedIn) return;
    event.preventDefault();
    showToast(loginRequiredToast(kind, action));
    const back = `${location.pathname}${location.search}`;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(`/auth?redirectTo=${encodeURIComponent(back)}`), REDIRECT_DELAY_MS);
  };

  const look =
    size === "large"
      ? showSaved
        ? "btn-secondary whitespace-nowrap"
        : "btn-primary whitespace-nowrap"
      : `inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded-md border px-2.5 py-1 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${
          showSaved
            ? "border-slate-400 bg-white text-slate-800 hover:bg-slate-100"
            : "border-navy-700 bg-navy-700 text-white hover:bg-navy-800"
        }`;

  const form = (
    <fetcher.Form method="post" preventScrollReset onSubmit={onSubmit} className="shrink-0">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={ID_FIELD[kind]} value={String(itemId)} />
      {extra &&
        Object.entries(extra).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={look} {...busyProps(pending)} data-saved={showSaved ? "true" : "false"}>
        <span aria-hidden="true" className={showSaved ? "text-amber-500" : ""}>
          {showSaved ? "★" : "☆"}
        </span>
        {text}
        {/* Lists have many such buttons: the item's name tells them apart for a screen reader. */}
        {itemName && !pending && <span className="sr-only">{kind === "trip" ? `: ${itemName}` : ` ${itemName}`}</span>}
      </button>
    </fetcher.Form>
  );
  if (!tripsLink) return form;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 sm:flex-row-reverse">
      {form}
      {saved && !pending && (
        <Link to="/trips" className="standalone-link whitespace-nowrap text-sm font-semibold underline">
          Saved in My Trips
        </Link>
      )}
    </div>
  );
}
