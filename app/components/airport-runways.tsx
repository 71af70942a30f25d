import { formatFeet, surfaceLabel } from "~/lib/labels";
import type { HeadingOrigin } from "~/lib/runway-heading";
import type { AirportRunway } from "~/services/airport-detail.server";

const EDGE_LIGHTS: Record<string, string> = {
  HIGH: "High intensity",
  MED: "Medium intensity",
  LOW: "Low intensity",
  NSTD: "Non-standard",
  PERI: "Perimeter",
  STRB: "Strobe",
  FLD: "Flood",
  NONE: "None",
};

const CONDITIONS: Record<string, string> = {
  EXCELLENT: "excellent",
  GOOD: "good",
  FAIR: "fair",
  POOR: "poor",
  FAILED: "failed",
};

const edgeLightLabel = (code: string) => EDGE_LIGHTS[code.toUpperCase()] ?? code;

function surfaceText(r: AirportRunway): string {
  const surface = surfaceLabel(r.Surface_Type_Condition);
  const condition =
    r.Surface_Condition && (CONDITIONS[r.Surface_Condition.toUpperCase()] ?? r.Surface_Condition.toLowerCase());
  return condition ? `${surface}, ${condition} condition` : surface;
}

/** Helipads (H1, H2 …) and water lanes are listed with the runways, but named for what they are. */
export function runwayKind(r: AirportRunway): "Helipad" | "Water lane" | "Runway" {
  if (/^H(\d+[A-Z]?|[A-Z])?$/i.test(r.Runway_Id)) return "Helipad";
  if (
    r.Surface_Type_Condition?.toUpperCase()
      .split(/[-/]/)
      .some((p) => p.trim() === "WATER")
  )
    return "Water lane";
  return "Runway";
}

function dimensions(r: AirportRunway): string | null {
  if (r.Length == null) return null;
  if (r.Width == null) return formatFeet(r.Length);
  return `${r.Length.toLocaleString("en-US")} × ${r.Width.toLocaleString("en-US")} ft`;
}

const heading = (deg: number) => `${String(Math.round(deg) % 360 || 360).padStart(3, "0")}° true`;

/** A heading the data did not give says how it was had (docs/decisions/0058-runway-heading-check.md). */
function headingText(deg: number | null, origin: HeadingOrigin | null): string | null {
  if (deg == null) return null;
  if (origin === "runway number") return `≈ ${heading(deg)} (runway number and magnetic variation)`;
  if (origin === "end positions") return `${heading(deg)} (from the runway ends' positions)`;
  return heading(deg);
}
const feetMsl = (ft: number) => `${Math.round(ft).toLocaleString("en-US")} ft MSL`;
const yesNo = (flag: string) => (flag.toUpperCase() === "Y" ? "Yes" : flag.toUpperCase() === "N" ? "No" : flag);

type Side = "Base" | "Reciprocal";

/**
 * The per-end facts, in the order a pilot briefs them. A row is shown only
 * when the loaded data has that field for at least one end of the runway;
 * the bundled snapshot, for one, has no ILS, lights or traffic patterns.
 */
const END_FIELDS: {
  label: string;
  value: (r: AirportRunway, side: Side) => string | null;
  /** What an end without the value says (default: a dash, "not listed" to a screen reader). */
  missing?: string;
}[] = [
  // Checked at import; an end whose heading cannot be trusted has none (docs/decisions/0058-runway-heading-check.md).
  {
    label: "True heading",
    value: (r, s) => headingText(r[`${s}_True_Heading`], r[`${s}_True_Heading_Source`]),
    missing: "Unknown",
  },
  { label: "Elevation", value: (r, s) => num(r[`${s}_Elevation`], feetMsl) },
  { label: "TDZ elevation", value: (r, s) => num(r[`${s}_TDZ_Elevation`], feetMsl) },
  {
    label: "Traffic pattern",
    value: (r, s) => str(r[`${s}_Right_Traffic_Pattern`], (v) => (v.toUpperCase() === "Y" ? "Right" : "Left")),
  },
  { label: "ILS", value: (r, s) => str(r[`${s}_ILS_Type`]) },
  { label: "Approach lights", value: (r, s) => str(r[`${s}_ALS`]) },
  { label: "VGSI", value: (r, s) => str(r[`${s}_VGSI`]) },
  { label: "REIL", value: (r, s) => str(r[`${s}_REIL`], yesNo) },
  { label: "Displaced threshold", value: (r, s) => num(r[`${s}_Displaced_Threshold`], (ft) => formatFeet(ft)) },
];

function num(value: number | null, format: (n: number) => string): string | null {
  return value == null ? null : format(value);
}
function str(value: string | null, format: (s: string) => string = (s) => s): string | null {
  return value == null || value.trim() === "" ? null : format(value.trim());
}

export function AirportRunways({ runways }: { runways: AirportRunway[] }) {
  if (runways.length === 0) {
    return <p className="text-slate-800">No runways in the loaded data.</p>;
  }
  return (
    <ul className="space-y-4">
      {runways.map((r) => (
        <li key={r.Runway_Id}>
          <RunwayCard runway={r} />
        </li>
      ))}
    </ul>
  );
}

function RunwayCard({ runway: r }: { runway: AirportRunway }) {
  const kind = runwayKind(r);
  const size = dimensions(r);
  const sides: Side[] = r.Reciprocal_End_Id ? ["Base", "Reciprocal"] : ["Base"];
  const rows = END_FIELDS.filter((f) => sides.some((s) => f.value(r, s) != null));
  const headingId = `runway-${r.Runway_Id.replace(/[^A-Za-z0-9]/g, "-")}`;

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-300 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-300 bg-slate-100 px-4 py-3">
        <h3 id={headingId} className="text-lg font-bold text-navy-900">
          {kind} <span className="font-mono">{r.Runway_Id}</span>
        </h3>
        {size ? (
          <p className="text-lg font-bold tabular-nums text-slate-900">{size}</p>
        ) : (
          <p className="text-base text-slate-700">Size not listed</p>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-2 px-4 py-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-700">Surface</dt>
          <dd className="text-base text-slate-900">{surfaceText(r)}</dd>
        </div>
        {r.Edge_Light_Intensity && (
          <div>
            <dt className="text-sm font-semibold text-slate-700">Edge lights</dt>
            <dd className="text-base text-slate-900">{edgeLightLabel(r.Edge_Light_Intensity)}</dd>
          </div>
        )}
      </dl>
      {rows.length > 0 && (
        <div className={`grid gap-3 px-4 pb-4 ${sides.length === 2 ? "sm:grid-cols-2" : ""}`}>
          {sides.map((side) => {
            const endId = side === "Base" ? r.Base_End_Id : r.Reciprocal_End_Id;
            return (
              <section
                key={side}
                aria-label={`${kind === "Runway" ? "Runway" : kind} end ${endId}`}
                className="rounded-md border border-slate-200"
              >
                <h4 className="rounded-t-md bg-navy-50 px-3 py-1.5 text-base font-bold text-navy-900">
                  {kind === "Helipad" ? kind : "End"} <span className="font-mono">{endId}</span>
                </h4>
                <dl className="divide-y divide-slate-200 px-3">
                  {rows.map((f) => (
                    <div key={f.label} className="flex flex-wrap justify-between gap-x-3 py-1.5">
                      <dt className="text-slate-700">{f.label}</dt>
                      <dd className="font-semibold tabular-nums text-slate-900">
                        {f.value(r, side) ?? f.missing ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">not listed</span>
                          </>
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            );
          })}
        </div>
      )}
    </article>
  );
}
