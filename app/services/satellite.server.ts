/**
 * Satellite pictures for the airport header and the featured cards
 * (GET /api/maps/satellite). The default source, Esri World Imagery's map
 * export, needs no key; SATELLITE_URL_TEMPLATE points it at a keyed provider
 * (the key is part of the URL the browser loads, as with every static-map
 * service) or, set empty, turns pictures off so the stock image shows.
 */
import { z } from "zod";
import { config } from "~/config.server";
import { USER_AGENT } from "./weather.server";

/** Half the equator in EPSG:3857 metres; one 256-px tile spans the world at zoom 0. */
const HALF_WORLD_M = 20037508.342789244;
const METRES_PER_PIXEL_AT_ZOOM_0 = (2 * HALF_WORLD_M) / 256;

const numberParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`);

/** Query of GET /api/maps/satellite: lat, lng, zoom (default 13), size (default 1200x300, each side 1–2048 px). */
export const satelliteRequest = z.object({
  lat: numberParam("lat", -85, 85),
  lng: numberParam("lng", -180, 180),
  zoom: z.preprocess(
    (v) => (v === undefined || v === "" ? 13 : v),
    numberParam("zoom", 1, 19).int("zoom must be a whole number"),
  ),
  size: z
    .preprocess((v) => (v === undefined || v === "" ? "1200x300" : v), z.string())
    .pipe(z.string().regex(/^\d{1,4}x\d{1,4}$/, "size must look like 1200x300"))
    .transform((s) => s.split("x").map(Number) as [number, number])
    .refine(([w, h]) => w >= 1 && h >= 1 && w <= 2048 && h <= 2048, "size must be between 1x1 and 2048x2048"),
});
export type SatelliteRequest = z.output<typeof satelliteRequest>;

/** The picture URL, or null when no template is configured. */
export function satelliteImageUrl({ lat, lng, zoom, size: [width, height] }: SatelliteRequest): string | null {
  const template = config.satelliteUrlTemplate.trim();
  if (!template) return null;
  const x = (lng / 180) * HALF_WORLD_M;
  const y = (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) * HALF_WORLD_M;
  const perPixel = METRES_PER_PIXEL_AT_ZOOM_0 / 2 ** zoom;
  const halfW = (width / 2) * perPixel;
  const halfH = (height / 2) * perPixel;
  const bbox = [x - halfW, y - halfH, x + halfW, y + halfH].map((v) => v.toFixed(1)).join(",");
  const values: Record<string, string> = {
    lat: lat.toFixed(6),
    lng: lng.toFixed(6),
    zoom: String(zoom),
    width: String(width),
    height: String(height),
    bbox,
  };
  return template.replace(/\{(lat|lng|zoom|width|height|bbox)\}/g, (_, key: string) =>
    encodeURIComponent(values[key]).replace(/%2C/g, ","),
  );
}

export const satelliteAttribution = () => (config.satelliteUrlTemplate.trim() ? config.satelliteAttribution : null);

/** How long the answer of the availability check holds: a working provider is asked again after 30 minutes, a failing one after 2. */
const AVAILABLE_FOR_MS = 30 * 60_000;
const UNAVAILABLE_FOR_MS = 2 * 60_000;
const CHECK_TIMEOUT_MS = 3_000;

let check: { available: boolean; until: number } | null = null;
let checking: Promise<boolean> | null = null;

/** One tiny picture (1×1 px over 0°, 0°): does the provider answer with an image? */
async function providerAnswers(): Promise<boolean> {
  const url = satelliteImageUrl({ lat: 0, lng: 0, zoom: 1, size: [1, 1] });
  if (!url) return false;
  try {
    const res = await fetch(url, {
      headers: { "user-agent": USER_AGENT },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok && (res.headers.get("content-type") ?? "").startsWith("image/");
  } catch {
    return false;
  }
}

function refresh(): Promise<boolean> {
  checking ??= providerAnswers().then((available) => {
    check = { available, until: Date.now() + (available ? AVAILABLE_FOR_MS : UNAVAILABLE_FOR_MS) };
    checking = null;
    if (!available) console.warn("Satellite imagery is unavailable: the airport pages show a placeholder");
    return available;
  });
  return checking;
}

/**
 * Whether pages should show satellite pictures at all (docs/decisions/0050-satellite-placeholder.md):
 * a provider is configured and its last check answered with an image. A page without JavaScript
 * cannot replace a picture that fails to load, so the server decides before it renders an <img>.
 * Only the first call waits for the check; later ones answer at once and refresh a stale answer behind.
 */
export async function satelliteAvailable(): Promise<boolean> {
  if (!config.satelliteUrlTemplate.trim()) return false;
  if (!check) return refresh();
  if (Date.now() > check.until) void refresh();
  return check.available;
}
