import type { Route } from "./+types/admin.data";
import { loaderDoor } from "~/http/page-door.server";
import type { FileCounts } from "~/lib/import-counts";
import type { StoredImportCounts } from "~/services/import-counts.server";
import { importCountsCase } from "~/use-cases/operations.server";
import { weekdayDayMonthYear } from "~/lib/date-format";

/**
 * Admin › Data (issue 19): what the newest FAA and places imports read, kept
 * and dropped, per source file (docs/decisions/0061-import-counts.md).
 * Admins only, checked on every request.
 */
export const loader = loaderDoor(importCountsCase);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Data | Admin | AirportFinder" }];

const n = (x: number) => x.toLocaleString("en-US");

export default function AdminData({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="data-heading" className="mx-auto max-w-4xl">
      <h2 id="data-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">
        Data
      </h2>
      <p className="mt-1 text-slate-700">
        Every row of every source file, accounted for: how many the newest import read, kept, and left out and why.
      </p>
      <ImportSection id="faa" title="FAA reference data" counts={loaderData.faa} />
      <ImportSection id="places" title="Places near airports" counts={loaderData.places} />
    </section>
  );
}

function ImportSection({ id, title, counts }: { id: string; title: string; counts: StoredImportCounts | null }) {
  const headingId = `${id}-import-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid={`${id}-import`}>
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {counts ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Import {counts.importId}, recorded{" "}
            <time dateTime={counts.recordedAt}>{weekdayDayMonthYear(new Date(counts.recordedAt))}</time>.
          </p>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {counts.files.map((f) => (
              <FileCard key={f.file} counts={f} />
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-slate-700">No counts recorded yet.</p>
      )}
    </section>
  );
}

function FileCard({ counts }: { counts: FileCounts }) {
  const dropped = Object.entries(counts.dropped);
  const droppedTotal = dropped.reduce((a, [, v]) => a + v, 0);
  return (
    <li className="card min-w-0 p-4" data-file={counts.file}>
      <p className="break-all font-mono text-sm font-semibold text-slate-900">{counts.file}</p>
      <p className="text-xs text-slate-600">Source: {counts.source}</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-slate-700">Read</dt>
          <dd className="font-semibold tabular-nums" data-count="read">
            {n(counts.read)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-700">Kept</dt>
          <dd className="font-semibold tabular-nums" data-count="kept">
            {n(counts.kept)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-700">Dropped</dt>
          <dd className="font-semibold tabular-nums" data-count="dropped">
            {n(droppedTotal)}
          </dd>
        </div>
      </dl>
      {dropped.length > 0 && (
        <>
          <p className="mt-3 text-xs font-semibold text-slate-800">Why rows were left out</p>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {dropped.map(([reason, count]) => (
              <li key={reason} className="flex justify-between gap-3 py-1">
                <span className="min-w-0 text-slate-800">{reason}</span>
                <span className="tabular-nums text-slate-900">{n(count)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
