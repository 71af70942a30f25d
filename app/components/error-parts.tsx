import { lazy, Suspense, type ComponentProps } from "react";
import { AirportNotFoundPanel as AirportNotFoundPanelNow, NotFoundPanel as NotFoundPanelNow } from "./not-found-panel";
import { RouteError as RouteErrorNow } from "./route-error";

/*
 * The error page's parts, for error boundaries: shown only when something went wrong, so the
 * browser loads them only then (issue 23, docs/decisions/0089-airport-page-parts-on-demand.md).
 * The server renders them in place, as every part loaded when shown.
 */
const RouteErrorPart = import.meta.env.SSR
  ? RouteErrorNow
  : lazy(() => import("./route-error").then((m) => ({ default: m.RouteError })));
const NotFoundPanelPart = import.meta.env.SSR
  ? NotFoundPanelNow
  : lazy(() => import("./not-found-panel").then((m) => ({ default: m.NotFoundPanel })));

const AirportNotFoundPanelPart = import.meta.env.SSR
  ? AirportNotFoundPanelNow
  : lazy(() => import("./not-found-panel").then((m) => ({ default: m.AirportNotFoundPanel })));

export function RouteError(props: ComponentProps<typeof RouteErrorNow>) {
  return (
    <Suspense fallback={null}>
      <RouteErrorPart {...props} />
    </Suspense>
  );
}

export function NotFoundPanel(props: ComponentProps<typeof NotFoundPanelNow>) {
  return (
    <Suspense fallback={null}>
      <NotFoundPanelPart {...props} />
    </Suspense>
  );
}

export function AirportNotFoundPanel() {
  return (
    <Suspense fallback={null}>
      <AirportNotFoundPanelPart />
    </Suspense>
  );
}
