/**
 * Airports as files an EFB imports (docs/decisions/0040-range-map-and-exports.md):
 *  - GPX 1.1 waypoints (Garmin Pilot, ForeFlight, most GPS tools);
 *  - KML 2.2 placemarks (Google Earth, ForeFlight);
 *  - CSV in ForeFlight's documented user-waypoint layout (docs/decisions/0047-foreflight-csv.md): no header
 *    row, one `NAME,Description,Latitude,Longitude` row per waypoint, the file named user_waypoints.csv;
 * and a route string ('KSTS KHES') with its SkyVector link. Pure.
 */

export interface Waypoint {
  /** The airport's id (ICAO when it has one): the waypoint's name. */
  id: string;
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  /** Feet MSL, when known. */
  elevation?: number | null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** Escapes text for XML content and attributes; drops the control characters XML 1.0 forbids. */
export const xmlEscape = (text: string) =>
  // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const coord = (n: number) => n.toFixed(6);
const FEET_TO_M = 0.3048;

export function toGpx(points: readonly Waypoint[], title: string, createdAt: Date): string {
  const wpts = points.map(
    (p) =>
      `  <wpt lat="${coord(p.latitude)}" lon="${coord(p.longitude)}">\n` +
      (p.elevation != null ? `    <ele>${(p.elevation * FEET_TO_M).toFixed(1)}</ele>\n` : "") +
      `    <name>${xmlEscape(p.id)}</name>\n` +
      `    <cmt>${xmlEscape(p.name)}</cmt>\n` +
      `    <desc>${xmlEscape(p.description)}</desc>\n` +
      `    <sym>Airport</sym>\n` +
      `    <type>Airport</type>\n` +
      `  </wpt>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<gpx version="1.1" creator="AirportFinder" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n` +
    `  <metadata>\n    <name>${xmlEscape(title)}</name>\n    <time>${createdAt.toISOString()}</time>\n  </metadata>\n` +
    wpts.join("") +
    `</gpx>\n`
  );
}

export function toKml(points: readonly Waypoint[], title: string): string {
  const marks = points.map(
    (p) =>
      `    <Placemark>\n` +
      `      <name>${xmlEscape(p.id)}</name>\n` +
      `      <description>${xmlEscape(`${p.name}. ${p.description}`)}</description>\n` +
      `      <Point><coordinates>${coord(p.longitude)},${coord(p.latitude)}${p.elevation != null ? `,${(p.elevation * FEET_TO_M).toFixed(1)}` : ""}</coordinates></Point>\n` +
      `    </Placemark>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<kml xmlns="http://www.opengis.net/kml/2.2">\n  <Document>\n    <name>${xmlEscape(title)}</name>\n` +
    marks.join("") +
    `  </Document>\n</kml>\n`
  );
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
function csvField(text: string): string {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** ForeFlight looks for this exact file name (docs/decisions/0047-foreflight-csv.md). */
export const FOREFLIGHT_CSV_FILENAME = "user_waypoints.csv";

/**
 * A ForeFlight user-waypoint name: capital letters, digits and underscores, one word, at least three
 * characters with at least one letter. Airport ids already are (ICAO, or FAA ids such as O69); anything
 * else is upper-cased, its other characters made underscores, and padded with underscores to three.
 */
export function foreFlightName(id: string): string {
  const name = id.toUpperCase().replace(/[^A-Z0-9_]/g, "_");
  return name.padEnd(3, "_");
}

/**
 * ForeFlight's user-waypoint CSV: no header row (ForeFlight's example file has none, and only the column
 * order matters), `NAME,Description,Latitude,Longitude`, decimal degrees with minus for south and west.
 */
export function toForeFlightCsv(points: readonly Waypoint[]): string {
  const rows = points.map((p) =>
    [foreFlightName(p.id), csvField(`${p.name} - ${p.description}`), coord(p.latitude), coord(p.longitude)].join(","),
  );
  return rows.map((r) => `${r}\r\n`).join("");
}

/** 'KSTS KHES': ids separated by spaces, as flight planners take them. */
export const routeString = (ids: readonly string[]) => ids.join(" ");

export const skyVectorUrl = (ids: readonly string[]) =>
  `https://skyvector.com/?fpl=${encodeURIComponent(routeString(ids))}`;
