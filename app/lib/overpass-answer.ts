/**
 * Reading what the Overpass API interpreter answers (docs/decisions/0078-osm-places-table.md):
 * an `[out:json]` document, or one of its failures — an HTML "OSM3S Response"
 * page with 400, 429 or 504, a plain-text line when the server is down, a
 * `remark` saying "runtime error" inside an HTTP 200, a body cut off mid-stream.
 * Every failure is an OverpassFailure that says whether the service asks us
 * to back off. Client-safe (no Node APIs).
 */

export interface OsmPoint {
  lat: number;
  lon: number;
}

export interface OsmMember {
  type: string;
  ref: number;
  role: string;
  geometry?: (OsmPoint | null)[];
}

export interface OsmElement {
  type: "node" | "way" | "relation";
  id: number;
  /** Nodes. */
  lat?: number;
  lon?: number;
  /** Ways and relations with `out center` (an empty object when Overpass could not place it). */
  center?: Partial<OsmPoint>;
  /** Ways with `out geom`. */
  geometry?: (OsmPoint | null)[];
  /** Relations with `out geom`. */
  members?: OsmMember[];
  tags?: Record<string, string>;
}

export interface OverpassAnswer {
  elements: OsmElement[];
  /** `osm3s.timestamp_osm_base`: how current the map data behind the answer is. */
  dataAsOf: string | null;
  /** A "runtime remark" that is not an error (kept for the log). */
  remark: string | null;
}

export type OverpassFailureKind =
  "rate-limited" | "too-busy" | "runtime-error" | "bad-request" | "server-error" | "truncated" | "unreadable";

/** A failed Overpass request; `backOff` when the service asked us to wait before asking again. */
export class OverpassFailure extends Error {
  constructor(
    readonly kind: OverpassFailureKind,
    message: string,
    readonly backOff: boolean,
  ) {
    super(message);
    this.name = "OverpassFailure";
  }
}

/** The messages of an OSM3S Response page (`<strong>Error</strong>: …`), or a plain-text body's first line. */
export function overpassErrorText(body: string): string {
  const errors = [...body.matchAll(/<strong[^>]*>\s*Error\s*<\/strong>\s*:?([\s\S]*?)<\/p>/gi)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (errors.length) return [...new Set(errors)].join(" ");
  if (/<html/i.test(body)) return "no message";
  return body.trim().split("\n", 1)[0]!.slice(0, 300) || "empty answer";
}

/** What a message inside an error page or a remark says about the service's load. */
function failureOfMessage(message: string, status: number): OverpassFailure {
  if (/rate_limited/.test(message) || status === 429)
    return new OverpassFailure("rate-limited", `rate limited (${status}): ${message}`, true);
  if (/request_read_and_idx::timeout|too busy/i.test(message) || status === 504)
    return new OverpassFailure("too-busy", `too busy (${status}): ${message}`, true);
  if (status === 400) return new OverpassFailure("bad-request", `query refused (400): ${message}`, false);
  return new OverpassFailure("server-error", `server error (${status}): ${message}`, true);
}

/**
 * The answer of one interpreter request, or an OverpassFailure: a non-2xx
 * status, an HTML or text body where JSON was asked for, a cut-off or
 * unreadable JSON body, a "runtime error" remark (the query timed out or ran
 * out of memory; its elements are partial at best, so none are kept).
 */
export function readOverpassAnswer(status: number, body: string): OverpassAnswer {
  const trimmed = body.trimStart();
  if (status < 200 || status > 299 || !trimmed.startsWith("{")) {
    return throwing(failureOfMessage(overpassErrorText(body), status));
  }
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    throw new OverpassFailure("truncated", "the answer was cut off (not complete JSON)", true);
  }
  if (!doc || typeof doc !== "object" || !Array.isArray((doc as { elements?: unknown }).elements)) {
    throw new OverpassFailure("unreadable", "the answer has no elements list", false);
  }
  const d = doc as { elements: unknown[]; remark?: unknown; osm3s?: { timestamp_osm_base?: unknown } };
  const remark = typeof d.remark === "string" ? d.remark.trim() : null;
  if (remark && /^runtime error/i.test(remark)) {
    throw new OverpassFailure("runtime-error", remark, true);
  }
  const base = d.osm3s?.timestamp_osm_base;
  return {
    elements: d.elements.filter(isElement),
    dataAsOf: typeof base === "string" ? base : null,
    remark,
  };
}

const throwing = (e: Error): never => {
  throw e;
};

function isElement(e: unknown): e is OsmElement {
  if (!e || typeof e !== "object") return false;
  const x = e as { type?: unknown; id?: unknown };
  return (x.type === "node" || x.type === "way" || x.type === "relation") && typeof x.id === "number";
}

/** Where an element is: a node's point, a way's or relation's center; null when the answer does not say. */
export function elementPoint(e: OsmElement): OsmPoint | null {
  if (typeof e.lat === "number" && typeof e.lon === "number") return { lat: e.lat, lon: e.lon };
  if (e.center && typeof e.center.lat === "number" && typeof e.center.lon === "number")
    return { lat: e.center.lat, lon: e.center.lon };
  return null;
}
