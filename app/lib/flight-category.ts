import { shortMonth } from "./date-format";

/**
 * Weather observations in the spec's shape (§3 Weather observation), the
 * flight category rule (§4) and how weather reads on screen (§9). Pure: used
 * by the server (results badges, the Weather tab) and the browser (the
 * 5-minute badge refresh).
 */

export type FlightCategory = "VFR" | "MVFR" | "IFR" | "LIFR" | "UNKNOWN";

export interface CloudLayer {
  /** SKC, CLR, NSC, CAVOK, FEW, SCT, BKN, OVC, OVX or VV. */
  cover: string;
  /** Base in hundreds of feet above ground (docs/product.md, "Weather"): 25 means 2,500 ft. Null when none is reported (CLR). */
  base: number | null;
  /** Convective cloud the report names for the layer (`BKN030CB`): cumulonimbus or towering cumulus. */
  type?: "CB" | "TCU";
}

/** Spec §3 Weather observation, as answered by /api/weather/* and stored in SQLite. */
export interface WeatherObservation {
  /** Observation time, epoch seconds (as the AWC Data API gives it). */
  obsTime: number;
  icaoId: string;
  temp: number | null;
  dewp: number | null;
  /** Degrees true, or 'VRB'; 0 with a speed of 0 is calm. */
  wdir: number | "VRB" | null;
  wspd: number | null;
  wgst: number | null;
  /** Statute miles as text: '10+', '6+', '2.5', '0.25'. */
  visib: string | null;
  /** Altimeter setting in hPa (the AWC JSON's unit); shown in inHg. */
  altim: number | null;
  clouds: CloudLayer[];
  wxString: string | null;
  rawOb: string;
  dataType: string;
}

/** A badge's worth of weather: what the results rows carry (no outside call needed to draw it). */
export interface WeatherSummary {
  icaoId: string;
  category: FlightCategory;
  obsTime: number;
}

export const CEILING_COVERS = new Set(["BKN", "OVC", "OVX", "VV"]);
/** Spec §4: no broken, overcast or vertical-visibility layer means a ceiling of 10,000 ft. */
export const NO_CEILING_FT = 10_000;

/**
 * Visibility in statute miles from the forms the AWC uses: 10, 9, '10+',
 * '6+', '2.5', '1 1/2', '1/2', 'M1/4' (less than a quarter: read as 0.25,
 * which is LIFR either way), '3SM'. Null when missing or unreadable.
 */
export function parseVisibility(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  let text = value.trim().toUpperCase().replace(/SM$/, "").trim();
  if (!text) return null;
  if (text.startsWith("M") || text.startsWith("P")) text = text.slice(1);
  text = text.replace(/\+$/, "");
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Spec §4: the lowest base among BKN, OVC, OVX and VV layers × 100 ft, else 10,000. Null when such a layer has no base. */
export function ceilingFeet(clouds: readonly CloudLayer[] | null | undefined): number | null {
  let lowest: number | null = NO_CEILING_FT;
  let found = false;
  for (const layer of clouds ?? []) {
    if (!CEILING_COVERS.has(layer.cover.toUpperCase())) continue;
    if (layer.base == null || !Number.isFinite(layer.base)) return null;
    const feet = layer.base * 100;
    if (!found || feet < lowest!) lowest = feet;
    found = true;
  }
  return lowest;
}

/**
 * Spec §4, in its order: LIFR if ceiling < 500 ft or visibility < 1 mi; IFR
 * if ceiling 500–999 or visibility 1 to < 3; MVFR if ceiling 1,000–3,000 or
 * visibility 3–5; VFR if ceiling > 3,000 and visibility > 5; otherwise
 * UNKNOWN.
 *
 * With one input missing (an AUTO station whose visibility sensor is out, a
 * layer without a height) the answer is given only when the missing input
 * cannot change it: LIFR from the other input alone. Anything better could
 * be worse in reality, so it is UNKNOWN — never an optimistic colour from
 * half the data (docs/decisions/0010-flight-category-missing-inputs.md).
 */
export function categoryFrom(ceilingFt: number | null, visibilityMi: number | null): FlightCategory {
  const c = ceilingFt;
  const v = visibilityMi;
  if ((c != null && c < 500) || (v != null && v < 1)) return "LIFR";
  if (c == null || v == null) return "UNKNOWN";
  if (c < 1000 || v < 3) return "IFR";
  if (c <= 3000 || v <= 5) return "MVFR";
  return "VFR";
}

export function flightCategory(obs: Pick<WeatherObservation, "clouds" | "visib"> | null | undefined): FlightCategory {
  if (!obs) return "UNKNOWN";
  return categoryFrom(ceilingFeet(obs.clouds), parseVisibility(obs.visib));
}

export const summarize = (obs: WeatherObservation): WeatherSummary => ({
  icaoId: obs.icaoId,
  category: flightCategory(obs),
  obsTime: obs.obsTime,
});

/* ------------------------------------------------------------------------ */
/* Display (docs/product.md, "Weather")                                     */
/* ------------------------------------------------------------------------ */

export const HPA_PER_INHG = 33.8639;

/** '21:53Z 27 Jan 2025'. */
export function formatObservationTime(obsTime: number): string {
  const d = new Date(obsTime * 1000);
  const month = shortMonth(d);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return `${hh}:${mm}Z ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

/** '12 min ago', '3 h 5 min ago', '2 days ago', '1 year ago'; 'just now' under a minute (or in the future). */
export function formatAge(obsTime: number, nowMs: number): string {
  const minutes = Math.floor((nowMs / 1000 - obsTime) / 60);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min ago` : `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 365) return `${days} ${days === 1 ? "day" : "days"} ago`;
  const years = Math.floor(days / 365);
  return `${years} ${years === 1 ? "year" : "years"} ago`;
}

/**
 * An observation older than this is shown as old: the badge loses its solid
 * fill and its age is printed next to it. METARs come hourly (SPECIs in
 * between), so anything past 90 minutes means a report was missed or our
 * source is failing.
 */
export const OLD_OBSERVATION_MINUTES = 90;

export const isOld = (obsTime: number, nowMs: number) => nowMs / 1000 - obsTime > OLD_OBSERVATION_MINUTES * 60;

/** How far the reporting station is: 'less than 1 NM', '9 NM'. */
export const formatStationDistance = (nm: number) => (nm < 1 ? "less than 1 NM" : `${Math.round(nm)} NM`);
