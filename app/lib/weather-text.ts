import { HPA_PER_INHG, parseVisibility, type CloudLayer, type WeatherObservation } from "./flight-category";

/*
 * A report decoded into words (docs/product.md, "Weather"): visibility, clouds, temperature,
 * wind, altimeter. Only the Weather tab shows them, and it loads when shown: kept apart from
 * flight-category.ts, which the results and every page's badges use (issue 23).
 */

/** '10+ mi' at 10 or more; '6+ mi' kept as reported; '1 1/2 mi', '1/4 mi', '2.5 mi' otherwise. */
export function formatVisibility(visib: string | null | undefined): string {
  if (visib == null || visib.trim() === "") return "Not reported";
  const text = visib.trim();
  const miles = parseVisibility(text);
  if (miles == null) return text;
  if (miles >= 10) return "10+ mi";
  if (text.endsWith("+")) return `${text} mi`;
  const prefix = text.toUpperCase().startsWith("M") ? "less than " : "";
  return `${prefix}${milesText(miles)} mi`;
}

const FRACTIONS: [number, string][] = [
  [0.125, "1/8"],
  [0.25, "1/4"],
  [0.375, "3/8"],
  [0.5, "1/2"],
  [0.625, "5/8"],
  [0.75, "3/4"],
];

function milesText(miles: number): string {
  const whole = Math.floor(miles);
  const rest = miles - whole;
  if (rest < 0.001) return String(whole);
  const frac = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.001)?.[1];
  if (frac) return whole ? `${whole} ${frac}` : frac;
  return String(Math.round(miles * 100) / 100);
}

const COVER_NAMES: Record<string, string> = {
  SKC: "Clear",
  CLR: "Clear",
  NSC: "Clear",
  NCD: "Clear",
  CAVOK: "Clear",
  FEW: "Few",
  SCT: "Scattered",
  BKN: "Broken",
  OVC: "Overcast",
  OVX: "Sky obscured",
  VV: "Sky obscured",
};

export const coverName = (cover: string) => COVER_NAMES[cover.toUpperCase()] ?? cover;

/** Feet from the spec's hundreds: 25 → '2,500 ft'. */
export const formatCloudBase = (base: number | null) =>
  base == null ? null : `${(base * 100).toLocaleString("en-US")} ft`;

const CONVECTIVE_NAMES = { CB: "cumulonimbus (CB)", TCU: "towering cumulus (TCU)" } as const;

/**
 * 'Clear', or one entry per layer: 'Few 2,500 ft', 'Broken 4,000 ft cumulonimbus (CB)', 'Sky
 * obscured, vertical visibility 200 ft'.
 */
export function cloudLines(clouds: readonly CloudLayer[]): string[] {
  if (clouds.length === 0) return ["Clear"];
  return clouds.map((layer) => {
    const name = coverName(layer.cover);
    const base = formatCloudBase(layer.base);
    const convective = layer.type ? ` ${CONVECTIVE_NAMES[layer.type]}` : "";
    if (name === "Clear") return name;
    if (!base) return `${name}${convective}`;
    if (layer.cover === "OVX" || layer.cover === "VV") return `${name}, vertical visibility ${base}`;
    return `${name} ${base}${convective}`;
  });
}

export const celsiusToFahrenheit = (c: number) => Math.round((c * 9) / 5 + 32);

/** '19 °C / 66 °F'. */
export const formatTemperature = (c: number | null) =>
  c == null ? "Not reported" : `${Math.round(c)} °C / ${celsiusToFahrenheit(c)} °F`;

/** Wind as a pilot reads it: 'Calm', '310° at 3 kt', 'Variable at 4 kt, gusts 10 kt'. */
export function formatWind(obs: Pick<WeatherObservation, "wdir" | "wspd" | "wgst">): string {
  if (obs.wspd == null) return "Not reported";
  if (obs.wspd === 0 && (obs.wdir === 0 || obs.wdir == null)) return "Calm";
  const from =
    obs.wdir === "VRB"
      ? "Variable"
      : obs.wdir == null
        ? "Direction not reported"
        : `${String(obs.wdir).padStart(3, "0")}°`;
  const gusts = obs.wgst ? `, gusts ${obs.wgst} kt` : "";
  return `${from} at ${obs.wspd} kt${gusts}`;
}

/** '30.12 inHg (1019.9 hPa)'. */
export function formatAltimeter(hpa: number | null): string {
  if (hpa == null) return "Not reported";
  return `${(hpa / HPA_PER_INHG).toFixed(2)} inHg (${hpa.toFixed(1)} hPa)`;
}
