/**
 * Decoding of the Aviation Weather Center's two METAR payloads into the
 * spec's observation shape:
 *  - the bulk cache file `metars.cache.csv` (2025 format with a 5-line
 *    preamble; 2026 format without it, quoted raw text, `.000Z` times, VRB as 0);
 *  - the Data API's JSON array (`/api/data/metar?ids=…&format=json`).
 * Both give cloud bases in feet; the spec's shape holds hundreds of feet.
 * A value the AWC leaves out or sends as a placeholder (an empty field, 0.00
 * inHg, a wind the report itself does not hold) is null, never a number that
 * looks like a reading (docs/decisions/0059-missing-weather-values.md).
 * Pure, so the unit tests run it on the recorded payloads.
 */
import { HPA_PER_INHG, type CloudLayer, type FlightCategory, type WeatherObservation } from "./flight-category";
import { plausibleAltimeterHpa, plausibleTemperature } from "./observation-ranges";

/** A decoded observation plus what the cache keeps beside it. */
export interface DecodedObservation {
  observation: WeatherObservation;
  latitude: number | null;
  longitude: number | null;
  /** The AWC's own category (`flight_category` / `fltCat`), null when it gave none. */
  awcCategory: FlightCategory | null;
}

export class MalformedPayload extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MalformedPayload";
  }
}

/** Weather lookups run only for 4-character identifiers, upper-cased (docs/product.md, "Weather"). */
export const isWeatherId = (id: string) => /^[A-Z0-9]{4}$/.test(id);

/** Splits one CSV line; double-quoted fields may hold commas and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"') {
        if (line[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out;
}

const num = (text: string | undefined): number | null => {
  if (text == null) return null;
  const t = text.trim();
  if (t === "" || t.toLowerCase() === "null") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

const CATEGORIES = new Set(["VFR", "MVFR", "IFR", "LIFR"]);
const category = (text: unknown): FlightCategory | null => {
  const t = typeof text === "string" ? text.trim().toUpperCase() : "";
  return CATEGORIES.has(t) ? (t as FlightCategory) : null;
};

const CLEAR_COVERS = new Set(["SKC", "CLR", "NSC", "NCD", "CAVOK"]);

/**
 * Clear-sky covers mean no layers (as the Data API answers `clouds: []`). A layer the raw
 * report marks CB or TCU (`BKN030CB`) carries it: neither the cache file's sky columns nor the
 * METAR JSON's layers say so.
 */
function cloudLayers(pairs: { cover: string; baseFt: number | null }[], raw: string): CloudLayer[] {
  const convective = new Map(
    [...raw.matchAll(/(?:^|\s)(FEW|SCT|BKN|OVC)(\d{3})(CB|TCU)(?=\s|$)/g)].map((m) => [`${m[1]}${Number(m[2])}`, m[3]]),
  );
  return pairs
    .filter((p) => p.cover && !CLEAR_COVERS.has(p.cover))
    .map((p) => {
      const base = p.baseFt == null ? null : Math.round(p.baseFt / 100);
      const type = convective.get(`${p.cover}${base}`) as CloudLayer["type"];
      return type ? { cover: p.cover, base, type } : { cover: p.cover, base };
    });
}

/** The raw report without the AWC's 'METAR ' / 'SPECI ' prefix (the 2026 cache and the JSON have it, the 2025 cache not). */
const rawWithoutType = (raw: string) => raw.replace(/^(METAR|SPECI)\s+/, "").trim();

/** `VRB04KT` in the report: the 2026 cache writes VRB as 0, the 2025 cache and the JSON as 'VRB'. */
const variableWindInRaw = (raw: string) => /\sVRB\d{2,3}(G\d{2,3})?(KT|MPS)\b/.test(` ${rawWithoutType(raw)}`);

/**
 * Whether the report holds a wind group (`31003KT`, `VRB04KT`, `25063G72KT`,
 * `15002MPS`). Without one — `/////KT`, a garbled `00000[T` — any wind in the
 * decoded fields is not the report's, and none is taken.
 */
const windGroupInRaw = (raw: string) => /(?:^|[^\d/])(?:\d{3}|VRB)\d{2,3}(?:G\d{2,3})?(?:KT|MPS|KMH)(?=\s|$)/.test(raw);

/** Direction, speed and gust, all null when the report holds no wind group. */
function windOf(
  dir: string | number | null | undefined,
  speed: number | null,
  gust: number | null,
  raw: string,
): Pick<WeatherObservation, "wdir" | "wspd" | "wgst"> {
  if (!windGroupInRaw(rawWithoutType(raw))) return { wdir: null, wspd: null, wgst: null };
  return { wdir: windDirection(dir, speed, raw), wspd: speed, wgst: gust };
}

function windDirection(
  value: string | number | null | undefined,
  speed: number | null,
  raw: string,
): number | "VRB" | null {
  if (typeof value === "string" && value.trim().toUpperCase() === "VRB") return "VRB";
  const dir = typeof value === "number" ? value : num(value ?? undefined);
  if (dir === 0 && speed != null && speed > 0 && variableWindInRaw(raw)) return "VRB";
  return dir;
}

/** '10+', '6+', '2.49', '1' → the text the spec's shape holds; numbers become their text. */
function visibilityText(value: string | number | null | undefined): string | null {
  if (value == null) return null;
  const t = String(value).trim();
  return t === "" || t.toLowerCase() === "null" ? null : t;
}

/**
 * The cache CSV, either format. Throws MalformedPayload when no header with
 * `raw_text` and `station_id` is found, or when not one row decodes.
 */
export function decodeMetarCacheCsv(text: string): DecodedObservation[] {
  const lines = text.split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.startsWith("raw_text,") && l.includes("station_id"));
  if (headerAt < 0) throw new MalformedPayload("The METAR cache has no raw_text,station_id header");
  const header = splitCsvLine(lines[headerAt]);
  const col = (name: string) => header.indexOf(name);
  const at = {
    raw: col("raw_text"),
    id: col("station_id"),
    time: col("observation_time"),
    lat: col("latitude"),
    lon: col("longitude"),
    temp: col("temp_c"),
    dewp: col("dewpoint_c"),
    wdir: col("wind_dir_degrees"),
    wspd: col("wind_speed_kt"),
    wgst: col("wind_gust_kt"),
    visib: col("visibility_statute_mi"),
    altim: col("altim_in_hg"),
    wx: col("wx_string"),
    cat: col("flight_category"),
    vv: col("vert_vis_ft"),
    type: col("metar_type"),
  };
  // sky_cover and cloud_base_ft_agl repeat four times, in pairs.
  const skyColumns = header.flatMap((name, i) => (name === "sky_cover" ? [i] : []));

  const out: DecodedObservation[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    const f = splitCsvLine(line);
    const icaoId = (f[at.id] ?? "").trim().toUpperCase();
    const obsMs = Date.parse(f[at.time] ?? "");
    const rawOb = (f[at.raw] ?? "").trim();
    if (!icaoId || !rawOb || !Number.isFinite(obsMs)) continue;

    const vertVis = num(f[at.vv]);
    const pairs = skyColumns.map((c) => {
      const cover = (f[c] ?? "").trim().toUpperCase();
      let baseFt = num(f[c + 1]);
      // A vertical visibility comes as OVX; its height is in cloud_base_ft_agl (2026)
      // or, with a base of 0, in vert_vis_ft (2025, where VV009 reads base 0 and vert_vis 900).
      if (cover === "OVX" && !baseFt && vertVis != null) baseFt = vertVis;
      return { cover, baseFt };
    });
    const altimInHg = num(f[at.altim]);
    const type = (f[at.type] ?? "").trim();
    out.push({
      observation: {
        obsTime: Math.round(obsMs / 1000),
        icaoId,
        temp: plausibleTemperature(num(f[at.temp])),
        dewp: plausibleTemperature(num(f[at.dewp])),
        ...windOf(f[at.wdir], num(f[at.wspd]), num(f[at.wgst]), rawOb),
        visib: visibilityText(f[at.visib]),
        // The cache writes a missing altimeter setting as 0.00.
        altim: plausibleAltimeterHpa(altimInHg == null ? null : Math.round(altimInHg * HPA_PER_INHG * 10) / 10),
        clouds: cloudLayers(pairs, rawOb),
        wxString: (f[at.wx] ?? "").trim() || null,
        rawOb,
        dataType: type === "SPECI" ? "SPECI" : "METAR",
      },
      latitude: num(f[at.lat]),
      longitude: num(f[at.lon]),
      awcCategory: category(f[at.cat]),
    });
  }
  if (out.length === 0) throw new MalformedPayload("The METAR cache has no readable rows");
  return out;
}

/** One Data API METAR object; throws MalformedPayload when it lacks an id, a time or a report. */
export function decodeMetarJson(item: unknown): DecodedObservation {
  if (!item || typeof item !== "object") throw new MalformedPayload("A METAR entry is not an object");
  const o = item as Record<string, unknown>;
  const icaoId = typeof o.icaoId === "string" ? o.icaoId.trim().toUpperCase() : "";
  const rawOb = typeof o.rawOb === "string" ? o.rawOb.trim() : "";
  const obsTime = typeof o.obsTime === "number" ? o.obsTime : Date.parse(String(o.reportTime ?? "")) / 1000;
  if (!icaoId || !rawOb || !Number.isFinite(obsTime))
    throw new MalformedPayload("A METAR entry lacks icaoId, obsTime or rawOb");
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : typeof v === "string" ? num(v) : null);
  const clouds = Array.isArray(o.clouds) ? o.clouds : [];
  const metarType = typeof o.metarType === "string" ? o.metarType : "METAR";
  return {
    observation: {
      obsTime: Math.round(obsTime),
      icaoId,
      temp: plausibleTemperature(n(o.temp)),
      dewp: plausibleTemperature(n(o.dewp)),
      ...windOf(o.wdir as string | number | null, n(o.wspd), n(o.wgst), rawOb),
      visib: visibilityText(o.visib as string | number | null),
      altim: plausibleAltimeterHpa(n(o.altim)),
      clouds: cloudLayers(
        clouds.map((c) => {
          const layer = (c ?? {}) as Record<string, unknown>;
          const cover = String(layer.cover ?? "").toUpperCase();
          // An obscured sky (OVX) may carry its height as vertVis, in hundreds of feet.
          const vertVis = n(o.vertVis);
          const baseFt = n(layer.base) ?? (cover === "OVX" && vertVis != null ? vertVis * 100 : null);
          return { cover, baseFt };
        }),
        rawOb,
      ),
      wxString: typeof o.wxString === "string" && o.wxString.trim() ? o.wxString.trim() : null,
      rawOb,
      dataType: metarType === "SPECI" ? "SPECI" : "METAR",
    },
    latitude: n(o.lat),
    longitude: n(o.lon),
    awcCategory: category(o.fltCat),
  };
}

/** The Data API's answer: a JSON array of METAR objects (an empty array when it knows none). */
export function decodeMetarJsonArray(body: unknown): DecodedObservation[] {
  if (!Array.isArray(body)) throw new MalformedPayload("The METAR answer is not a JSON array");
  return body.map(decodeMetarJson);
}
