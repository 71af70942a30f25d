/**
 * Wikipedia articles near an airport (docs/decisions/0079-wikipedia-sights.md):
 * reading the MediaWiki Action API's geosearch answers in both of their
 * forms — `generator=geosearch` (pages with coordinates and a short
 * description, as `description` or the older `terms.description`) and
 * `list=geosearch` (titles, points and distances only) — and the rule that
 * keeps sights and leaves out towns, counties, schools, roads and events.
 * Client-safe.
 */

export interface WikipediaArticle {
  /** pageid when the answer has one, else the title (both stable for an article). */
  key: string;
  title: string;
  latitude: number;
  longitude: number;
  /** The short description, whichever form the answer gave it in; null when it has none. */
  description: string | null;
}

export class WikipediaFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "WikipediaFailure";
  }
}

type Coordinate = { lat?: unknown; lon?: unknown };
interface Page {
  pageid?: unknown;
  title?: unknown;
  coordinates?: Coordinate[];
  description?: unknown;
  terms?: { description?: unknown };
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

function descriptionOf(p: Page): string | null {
  if (typeof p.description === "string" && p.description.trim()) return p.description.trim();
  const older = p.terms?.description;
  const first = Array.isArray(older) ? older[0] : older;
  return typeof first === "string" && first.trim() ? first.trim() : null;
}

/** The articles of one geosearch answer (either form), or a WikipediaFailure for an API error or a body that is not one. */
export function readGeosearchAnswer(status: number, body: string): WikipediaArticle[] {
  if (status < 200 || status > 299) throw new WikipediaFailure(`http-${status}`, `Wikipedia answered ${status}`);
  let doc: {
    error?: { code?: unknown; info?: unknown };
    query?: { pages?: Page[] | Record<string, Page>; geosearch?: (Page & Coordinate & { dist?: unknown })[] };
  };
  try {
    doc = JSON.parse(body) as typeof doc;
  } catch {
    throw new WikipediaFailure("unreadable", "the answer is not complete JSON");
  }
  if (!doc || typeof doc !== "object") throw new WikipediaFailure("unreadable", "the answer is not a JSON object");
  if (doc.error) {
    const code = typeof doc.error.code === "string" ? doc.error.code : "error";
    throw new WikipediaFailure(code, `${code}: ${typeof doc.error.info === "string" ? doc.error.info : ""}`.trim());
  }
  const out: WikipediaArticle[] = [];
  const pages = doc.query?.pages;
  for (const p of Array.isArray(pages) ? pages : pages ? Object.values(pages) : []) {
    const c = p.coordinates?.[0];
    const lat = num(c?.lat);
    const lon = num(c?.lon);
    if (typeof p.title !== "string" || lat === null || lon === null) continue;
    out.push({ key: keyOf(p), title: p.title, latitude: lat, longitude: lon, description: descriptionOf(p) });
  }
  for (const g of doc.query?.geosearch ?? []) {
    const lat = num(g.lat);
    const lon = num(g.lon);
    if (typeof g.title !== "string" || lat === null || lon === null) continue;
    out.push({ key: keyOf(g), title: g.title, latitude: lat, longitude: lon, description: descriptionOf(g) });
  }
  return out;
}

const keyOf = (p: Page) => (typeof p.pageid === "number" ? String(p.pageid) : String(p.title));

/* ---------------------------------------------------------------- the rule */

/**
 * What is not a sight: `head` is tested on the description's head (its words
 * before " in ", " of ", a comma…: 'census-designated place', 'high school'),
 * anchored at its end, so 'county park' is a park and 'historic house in the
 * town of X' a house; `title` on the article's title.
 */
const NOT_A_SIGHT: { reason: string; head: RegExp; title: RegExp }[] = [
  {
    reason: "a town or village",
    head: /\b(city|town|village|hamlet|borough|township|census-designated place|unincorporated community|neighbo(u)?rhood|suburb|ghost town|human settlement|county seat|municipality)$/i,
    // 'Ilion, New York', 'Mohawk, Herkimer County, New York', 'Herkimer (town), New York'
    title: /^[^()]+,\s[A-Z][a-z]+(\s[A-Z][a-z]+)?$|\((town|village|city|hamlet|CDP)\)/,
  },
  {
    reason: "a county or region",
    head: /\b(county|region|province|metropolitan area|area)$/i,
    title: /\b(County|Region)$/,
  },
  {
    reason: "a school",
    head: /\b(school|university|college|academy|school district)$/i,
    title: /\b(School|University|College|Academy)\b/,
  },
  {
    reason: "a road",
    head: /\b(road|highway|street|avenue|interstate|route|freeway|expressway|boulevard)$/i,
    title: /\b(Road|Highway|Street|Avenue|Interstate|Route|Freeway|Expressway|Boulevard)$|^(I|US|SR)[- ]\d/,
  },
  {
    reason: "an event",
    head: /\b(battle|attack|siege|raid|massacre|election|festival|event|disaster|earthquake|shooting|skirmish|engagement)$/i,
    title: /^(Battle|Attack|Siege|Raid|Massacre|Sack) (of|on)\b|\(\d{4}\)$/,
  },
];

/** What is a sight, each with the kind the list shows; first match wins. */
const SIGHTS: { kind: string; pattern: RegExp }[] = [
  { kind: "battlefield", pattern: /\bbattlefield\b|\bnational military park\b/i },
  { kind: "lighthouse", pattern: /\blighthouse\b|\blight station\b/i },
  { kind: "fort", pattern: /\bfort\b|\bfortification\b|\bpresidio\b/i },
  { kind: "bridge", pattern: /\bbridge\b|\bviaduct\b|\baqueduct\b/i },
  { kind: "beach", pattern: /\bbeach\b/i },
  { kind: "museum", pattern: /\bmuseum\b|\bhistorical society\b|\bgallery\b/i },
  {
    kind: "park",
    pattern:
      /\b(park|preserve|reserve|garden|gardens|arboretum|wildlife refuge|national forest|recreation area|falls)\b/i,
  },
  { kind: "monument", pattern: /\b(monument|memorial|statue)\b/i },
  {
    kind: "historic_building",
    pattern:
      /\b(historic|house|mansion|church|chapel|cathedral|mission|courthouse|court house|post office|jail|mill|castle|tower|hall|stables|barn|inn|theat(er|re)|opera house|railway station|train station|depot|lodge|farm|plantation|homestead|cabin)\b/i,
  },
];

export type SightVerdict = { kind: string } | { drop: string };

/** 'census-designated place in California, USA' → 'census-designated place'. */
export const descriptionHead = (description: string) =>
  description.split(/\s(?:in|of|on|at|near|located|for|from|by)\s|[,;(]/i)[0]!.trim();

function verdict(text: string, exclusions: "head" | "title"): SightVerdict | null {
  for (const rule of NOT_A_SIGHT) if (rule[exclusions].test(text)) return { drop: rule.reason };
  for (const s of SIGHTS) if (s.pattern.test(text)) return { kind: s.kind };
  return null;
}

/**
 * Whether an article is a sight a pilot would fly to see: historic
 * buildings, forts, museums, parks, beaches, bridges, lighthouses,
 * battlefields, monuments — and not towns and villages, counties and
 * regions, schools, roads, events. The short description decides when it
 * says (its head: what the thing is); the title otherwise (list=geosearch
 * answers have none). What matches neither is left out.
 */
export function sightOf(a: Pick<WikipediaArticle, "title" | "description">): SightVerdict {
  const fromDescription = a.description ? verdict(descriptionHead(a.description), "head") : null;
  return fromDescription ?? verdict(a.title, "title") ?? { drop: "not a sight" };
}

/** 'State beach in California': the description as one line, capitalised. */
export const oneLine = (description: string | null) =>
  description ? description.replace(/\s+/g, " ").replace(/^./, (c) => c.toUpperCase()) : null;
