import { useEffect, useState } from "react";
import { routeString, skyVectorUrl } from "~/lib/waypoint-export";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A copy button for a route string: rendered only once JavaScript runs (without it, the route is
 * selectable text next to the button's place). Says "Copied" for a moment, or "Select and copy" when
 * the browser refuses the clipboard.
 */
export function CopyRouteButton({ route }: { route: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const t = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(t);
  }, [state]);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      aria-label={`Copy route ${route}`}
      className="rounded border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-100"
      onClick={() =>
        navigator.clipboard?.writeText(route).then(
          () => setState("copied"),
          () => setState("failed"),
        ) ?? setState("failed")
      }
    >
      <span aria-live="polite">{state === "copied" ? "Copied" : state === "failed" ? "Select and copy" : "Copy"}</span>
    </button>
  );
}

/**
 * One compact line per result or saved trip (docs/decisions/0048-route-hand-off.md): the route string as
 * selectable text (a click selects all of it), one plain link that opens it in SkyVector, and with
 * JavaScript a copy button. With one id (no departure known) it is the SkyVector link of that airport.
 */
export function RouteLine({ ids }: { ids: string[] }) {
  const route = routeString(ids);
  return (
    <p className="route-line">
      {ids.length > 1 && (
        <>
          Route <span className="route-text">{route}</span>
          <CopyRouteButton route={route} />
        </>
      )}
      <a href={skyVectorUrl(ids)} className="standalone-link text-navy-700 underline">
        {ids.length > 1 ? "SkyVector" : `${route} in SkyVector`}
      </a>
    </p>
  );
}
