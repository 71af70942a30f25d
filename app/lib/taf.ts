/**
 * Terminal Aerodrome Forecasts from the AWC Data API (`/api/data/taf?ids=…&format=json`):
 * decoding into periods, the TAF's own words for each group, the flight
 * category per period, and which periods hold at a given time (the forecast at
 * the estimated arrival: docs/decisions/0039-taf-at-arrival.md). Pure.
 */
import { MalformedPayload } from "./awc-payloads";
import { categoryFrom, ceilingFeet, parseVisibility, type CloudLayer, type FlightCategory } from "./flight-category";

export type TafChange = "BASE" | "FM" | "BECMG" | "TEMPO" | "PROB";

export interface TafPeriod {
  /** Epoch seconds. */
  from: number;
  to: number;
  change: TafChange;
  /** PROB30 / PROB40; null otherwise. */
  probability: number | null;
  wdir: number | "VRB" | null;
  wspd: number | null;
  wgst: number | null;
  visib: string | null;
  /** Hundreds of feet, as in observations. */
  clouds: CloudLayer[];
  wxString: string | null;
  category: FlightCategory;
  /** The group as the forecaster wrote it ('FM211600 VRB03KT P6SM SCT007'); null when it cannot be matched. */
  text: string | null;
}

export interface Taf {
  icaoId: string;
  /** Epoch seconds. */
  issueTime: number;
  validFrom: number;
  validTo: number;
  raw: string;
  periods: TafPeriod[];
}

const CHANGES: Record<string, TafChange> = { FM: "FM", BECMG: "BECMG", TEMPO: "TEMPO", PROB: "PROB" };

/** A TAF's groups as written: the base forecast, then one per FM / BECMG / TEMPO / PROBnn (PROB30 TEMPO is one group). */
export function splitTafGroups(raw: string): string[] {
  const tokens = raw.trim().split(/\s+/);
  const groups: string[][] = [[]];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const starts =
      /^FM\d{6}$/.test(t) ||
      t === "BECMG" ||
      (t === "TEMPO" && !/^PROB\d\d$/.test(tokens[i - 1] ?? "")) ||
      /^PROB\d\d$/.test(t);
    if (starts && groups[groups.length - 1].length) groups.push([]);
    groups[groups.length - 1].push(t);
  }
  // The base group without the 'TAF [AMD] KXXX 211728Z' heading: from its validity on.
  const base = groups[0];
  const validAt = base.findIndex((t) => /^\d{4}\/\d{4}$/.test(t));
  groups[0] = validAt >= 0 ? base.slice(validAt) : base;
  return groups.map((g) => g.join(" "));
}

const n = (v: unknown) =>
  typeof v === "number" && Number.isFinite(v)
    ? v
    : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))
      ? Number(v)
      : null;

function clouds(list: unknown, vertVis: number | null): CloudLayer[] {
  if (!Array.isArray(list)) return [];
  return list
    .map((c) => (c ?? {}) as Record<string, unknown>)
    .map((c) => ({
      cover: String(c.cover ?? "").toUpperCase(),
      baseFt: n(c.base),
      type: String(c.type ?? "").toUpperCase(),
    }))
    .filter((c) => c.cover && !["SKC", "CLR", "NSC", "NCD", "CAVOK"].includes(c.cover))
    .map((c) => {
      const ft = c.baseFt ?? ((c.cover === "OVX" || c.cover === "VV") && vertVis != null ? vertVis * 100 : null);
      const layer: CloudLayer = { cover: c.cover, base: ft == null ? null : Math.round(ft / 100) };
      if (c.type === "CB" || c.type === "TCU") layer.type = c.type;
      return layer;
    });
}

/** One Data API TAF object; throws MalformedPayload when it lacks an id, its times or its text. */
export function decodeTafJson(item: unknown): Taf {
  if (!item || typeof item !== "object") throw new MalformedPayload("A TAF entry is not an object");
  const o = item as Record<string, unknown>;
  const icaoId = typeof o.icaoId === "string" ? o.icaoId.trim().toUpperCase() : "";
  const raw = typeof o.rawTAF === "string" ? o.rawTAF.trim() : "";
  const validFrom = n(o.validTimeFrom);
  const validTo = n(o.validTimeTo);
  const issueTime = Date.parse(String(o.issueTime ?? "")) / 1000;
  if (!icaoId || !raw || validFrom == null || validTo == null)
    throw new MalformedPayload("A TAF entry lacks icaoId, validity or rawTAF");
  const fcsts = Array.isArray(o.fcsts) ? o.fcsts : [];
  const groups = splitTafGroups(raw);
  const decoded = fcsts.map((f, i) => {
    const p = (f ?? {}) as Record<string, unknown>;
    const change = CHANGES[String(p.fcstChange ?? "")] ?? "BASE";
    const period: TafPeriod = {
      from: n(p.timeFrom) ?? validFrom,
      to: n(p.timeTo) ?? validTo,
      change,
      probability: n(p.probability),
      wdir: p.wdir === "VRB" ? "VRB" : n(p.wdir),
      wspd: n(p.wspd),
      wgst: n(p.wgst),
      visib: p.visib == null || String(p.visib).trim() === "" ? null : String(p.visib),
      clouds: clouds(p.clouds, n(p.vertVis)),
      wxString: typeof p.wxString === "string" && p.wxString.trim() ? p.wxString.trim() : null,
      category: "UNKNOWN",
      text: groups.length === fcsts.length ? groups[i] : null,
    };
    return { period, hasClouds: Array.isArray(p.clouds) && p.clouds.length > 0 };
  });
  // BECMG, TEMPO and PROB groups change only what they name: the rest holds from the prevailing group.
  const periods = decoded.map(({ period, hasClouds }) => {
    if (period.change !== "BASE" && period.change !== "FM") {
      const under = prevailingAt(
        decoded.map((d) => d.period).filter((q) => q !== period),
        period.from,
      );
      if (under) {
        if (period.visib == null) period.visib = under.visib;
        if (!hasClouds) period.clouds = under.clouds;
      }
    }
    return period;
  });
  for (const p of periods) p.category = categoryFrom(ceilingFeet(p.clouds), parseVisibility(p.visib));
  return {
    icaoId,
    issueTime: Number.isFinite(issueTime) ? Math.round(issueTime) : validFrom,
    validFrom,
    validTo,
    raw,
    periods,
  };
}

export function decodeTafJsonArray(body: unknown): Taf[] {
  if (!Array.isArray(body)) throw new MalformedPayload("The TAF answer is not a JSON array");
  return body.map(decodeTafJson);
}

export interface ForecastAt {
  /** The prevailing conditions: the last base / FM / BECMG group begun by then. */
  prevailing: TafPeriod;
  /** TEMPO and PROB groups in force then. */
  temporary: TafPeriod[];
}

/** The last base / FM / BECMG group begun by `time` (a later-listed group wins a tie). */
function prevailingAt(periods: readonly TafPeriod[], time: number): TafPeriod | null {
  let prevailing: TafPeriod | null = null;
  for (const p of periods) {
    if (p.change === "TEMPO" || p.change === "PROB") continue;
    if (p.from <= time && (!prevailing || p.from >= prevailing.from)) prevailing = p;
  }
  return prevailing;
}

/** What the TAF forecasts at `time` (epoch seconds); null outside its validity or when no group covers it. */
export function forecastAt(taf: Taf, time: number): ForecastAt | null {
  if (time < taf.validFrom || time >= taf.validTo) return null;
  const prevailing = prevailingAt(taf.periods, time);
  if (!prevailing) return null;
  const temporary = taf.periods.filter(
    (p) => (p.change === "TEMPO" || p.change === "PROB") && p.from <= time && time < p.to,
  );
  return { prevailing, temporary };
}

const CHANGE_WORDS: Record<TafChange, string> = {
  BASE: "Initially",
  FM: "From",
  BECMG: "Becoming",
  TEMPO: "Temporarily",
  PROB: "Chance",
};

/** 'From 16:00Z', 'Temporarily 22:00Z–01:00Z', 'Chance 30 % 19:00Z–01:00Z'. */
export function periodLabel(p: TafPeriod): string {
  const hhmm = (s: number) => {
    const d = new Date(s * 1000);
    return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}Z`;
  };
  const span = `${hhmm(p.from)}–${hhmm(p.to)}`;
  if (p.change === "PROB") return `Chance ${p.probability ?? ""} % ${span}`.replace("  ", " ");
  if (p.change === "TEMPO" || p.change === "BECMG" || p.change === "BASE") return `${CHANGE_WORDS[p.change]} ${span}`;
  return `From ${hhmm(p.from)}`;
}
