import { routeString, skyVectorUrl } from "~/lib/waypoint-export";
import { CopyRouteButton } from "./route-copy";

const FORMATS = [
  { ext: "gpx", label: "GPX" },
  { ext: "kml", label: "KML" },
  { ext: "csv", label: "ForeFlight CSV" },
] as const;

/** Plain download links (resource routes answer with a file): work without JavaScript. */
export function ExportLinks({
  base,
  query,
  title,
  scopes,
}: {
  base: string;
  query?: string;
  title: string;
  scopes?: boolean;
}) {
  const href = (ext: string, all?: boolean) => `${base}/${ext}${query ? `?${query}${all ? "&scope=all" : ""}` : ""}`;
  return (
    <nav aria-label={title} className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold text-slate-700">{title}:</span>
      {FORMATS.map((f) => (
        <a key={f.ext} href={href(f.ext)} download className="standalone-link font-semibold text-navy-700 underline">
          {scopes ? `${f.label} (this page)` : f.label}
        </a>
      ))}
      {scopes &&
        FORMATS.map((f) => (
          <a key={`all-${f.ext}`} href={href(f.ext, true)} download className="standalone-link text-navy-700 underline">
            {`${f.label} (all, up to 500)`}
          </a>
        ))}
    </nav>
  );
}

/** The trip as a route string to copy, and the same route opened in SkyVector. */
export function RouteHandOff({ from, to }: { from: string; to: string }) {
  const ids = [from, to];
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="route-string" className="font-semibold text-slate-700">
        Route
      </label>
      <input
        id="route-string"
        readOnly
        value={routeString(ids)}
        size={12}
        className="rounded border border-slate-300 px-2 py-1 font-mono"
      />
      <CopyRouteButton route={routeString(ids)} />
      <a
        href={skyVectorUrl(ids)}
        target="_blank"
        rel="noopener noreferrer"
        className="standalone-link font-semibold text-navy-700 underline"
      >
        Open in SkyVector<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
