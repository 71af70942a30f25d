/**
 * Reading the open place files of data/places/ (see its SOURCES.md): each
 * file's columns by a map of its own, every row counted as kept or dropped
 * with a reason (docs/decisions/0061-import-counts.md). A column the map
 * names and the file lacks is an error naming the file and the column, never
 * a field read as blank.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { parseCsv } from "~/lib/csv";
import { FileTally, type FileCounts } from "~/lib/import-counts";
import {
  GOLF_CLASS,
  MINI_GOLF_CLASS,
  NPS_CLASS,
  classifyBrewery,
  classifyChain,
  classifyMuseum,
  kindLabel,
  type PlaceClass,
  type PlaceSource,
} from "~/lib/place-classes";
import { readGolfName } from "~/lib/golf-names";
import { ADDRESS_CHANGES, isMailingBox, placeAddress, sameTown, STATE_CODES } from "~/lib/place-address";
import { cleanName, cleanUrl, formatPhone } from "~/lib/place-text";
import { greatCircleNm, type LatLon } from "~/lib/geo";
import { townKey, TownPoints, type TownAirports, type TownCentres } from "~/lib/town-centres";
import { brandReading } from "~/lib/restaurant-brands";
import { nmOutsideStates } from "./state-outlines.server";

export const PLACES_DIR = path.resolve("data/places");

export interface SourcePlace extends PlaceClass {
  source: Exclude<PlaceSource, "admin">;
  sourceId: string;
  /** The file the row came from (its counts take the row's merge). */
  file: string;
  name: string;
  latitude: number;
  longitude: number;
  address: string | null;
  phone: string | null;
  website: string | null;
  summary: string | null;
  /** Restaurants: quick_bites or settle_in, and '$' to '$$$$'. */
  diningCategory?: string;
  priceLevel?: string | null;
  /** Merging (app/lib/place-merge.ts): a chain's brand key, an IMLS campus, how far one name reaches. */
  chain?: string | null;
  campus?: string | null;
  reachNm?: number;
  /** The list the place goes into (set by the import before merging: a campus merges within one list). */
  list?: string;
  /** Its kind for the lists' variety rule (app/lib/place-lists.ts), worked out once. */
  variety?: string;
  /** The source placed it at a post office in or near its town, not at its street (docs/decisions/0116-places-at-the-post-office.md). */
  pointAtPostOffice?: boolean;
}

type Reader = "chains" | "museums" | "parks" | "golf" | "breweries";

export interface PlaceSourceFile {
  source: SourcePlace["source"];
  name: string;
  file: string;
  date: string;
  credit: string;
  reader: Reader;
  /** The file's column (CSV header or JSON key) for each field the reader uses. */
  columns: Record<string, string>;
}

const IMLS_COLUMNS = {
  id: "MID",
  name: "COMMONNAME",
  legalName: "LEGALNAME",
  street: "ADSTREET",
  city: "ADCITY",
  state: "ADSTATE",
  zip: "ADZIP5",
  siteStreet: "PHSTREET",
  siteCity: "PHCITY",
  siteState: "PHSTATE",
  siteZip: "PHZIP5",
  geocodedStreet: "GSTREET",
  geocodedCity: "GCITY",
  geocodedState: "GSTATE",
  phone: "PHONE",
  website: "WEBURL",
  latitude: "LATITUDE",
  longitude: "LONGITUDE",
  campus: "INSTNAME",
};

export const PLACE_SOURCES: PlaceSourceFile[] = [
  {
    source: "alltheplaces",
    name: "AllThePlaces chain locations",
    file: "alltheplaces_chains_us_2026-01-05.csv.gz",
    date: "2026-01-05",
    credit: "Places: AllThePlaces (CC0)",
    reader: "chains",
    columns: {
      category: "category",
      brandKey: "brand_key",
      brand: "brand",
      name: "name",
      latitude: "latitude",
      longitude: "longitude",
      address: "address",
      city: "city",
      state: "state",
    },
  },
  {
    source: "imls",
    name: "IMLS Museum Universe Data File FY2018",
    file: "imls_museums_2018_file1.csv.gz",
    date: "2018",
    credit: "Museums: IMLS Museum Universe Data File 2018",
    reader: "museums",
    columns: { ...IMLS_COLUMNS, discipline: "DISCIPL" },
  },
  {
    source: "imls",
    name: "IMLS Museum Universe Data File FY2018",
    file: "imls_museums_2018_file2.csv.gz",
    date: "2018",
    credit: "Museums: IMLS Museum Universe Data File 2018",
    reader: "museums",
    // The second file spells the discipline's column out (data/places/SOURCES.md).
    columns: { ...IMLS_COLUMNS, discipline: "DISCIPLINE" },
  },
  {
    source: "nps",
    name: "National Park Service units",
    file: "nps_units_2026-07.json",
    date: "2026-07",
    credit: "National Park Service (public domain)",
    reader: "parks",
    columns: { name: "name", code: "code", latitude: "lat", longitude: "lon", states: "states" },
  },
  {
    source: "osm",
    name: "OpenStreetMap golf courses",
    file: "osm_golf_courses_us_2026-01-02.csv.gz",
    date: "2026-01-02",
    credit: "© OpenStreetMap contributors",
    reader: "golf",
    columns: { name: "name", latitude: "latitude", longitude: "longitude" },
  },
  {
    source: "openbrewerydb",
    name: "Open Brewery DB",
    file: "openbrewerydb_us_2026-08-02.csv.gz",
    date: "2026-08-02",
    credit: "Breweries: Open Brewery DB (MIT)",
    reader: "breweries",
    columns: {
      id: "id",
      name: "name",
      type: "brewery_type",
      address1: "address_1",
      address2: "address_2",
      address3: "address_3",
      city: "city",
      state: "state_province",
      zip: "postal_code",
      phone: "phone",
      website: "website_url",
      latitude: "latitude",
      longitude: "longitude",
    },
  },
];

export interface ReadSource {
  places: SourcePlace[];
  tally: FileTally;
  /** The chains file's towns, each at the centre of its stores: where a museum's town is (app/lib/town-centres.ts). */
  centres?: TownCentres;
}

/** Where the towns are, to check a museum's or a brewery's point against its own (app/lib/town-centres.ts). */
export interface Towns {
  /** The chain stores' centre of each town of three stores or more. */
  centres: TownCentres;
  /** For a town with no such centre: the FAA's facilities listed under it. */
  airports: TownAirports;
}

/* ---------------------------------------------------------------- helpers */

function readText(file: string, encoding: "utf8" | "latin1" = "utf8"): string {
  const raw = fs.readFileSync(file);
  const bytes = file.endsWith(".gz") ? zlib.gunzipSync(raw) : raw;
  return new TextDecoder(encoding === "latin1" ? "latin1" : "utf-8").decode(bytes);
}

/** The CSV's rows and, for each field of the map, its column index; a column the file lacks is an error. */
function csvTable(text: string, spec: PlaceSourceFile) {
  const rows = [...parseCsv(text)];
  const header = new Map((rows.shift() ?? []).map((h, i) => [h.trim().replace(/^\uFEFF/, ""), i]));
  const at: Record<string, number> = {};
  for (const [field, column] of Object.entries(spec.columns)) {
    const i = header.get(column);
    if (i === undefined) throw new Error(`${spec.file}: column "${column}" is missing`);
    at[field] = i;
  }
  return { rows, get: (row: string[], field: string) => (row[at[field]] ?? "").trim() };
}

/**
 * A point in the United States and its territories (Guam and the Northern
 * Marianas lie east of 144° E); a pair outside it (swapped, zero) is not
 * guessed at.
 */
function usPoint(latText: string, lonText: string): { latitude: number; longitude: number } | "none" | "bad" {
  if (latText === "" || lonText === "") return "none";
  const latitude = Number(latText);
  const longitude = Number(lonText);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return "bad";
  const lonOk = (longitude >= -180 && longitude <= -64) || (longitude >= 144 && longitude <= 180);
  if (latitude < -15 || latitude > 72 || !lonOk) return "bad";
  return { latitude, longitude };
}
const NO_COORDINATES = "no coordinates";
const BAD_COORDINATES = "coordinates outside the US or zero";

/** A row's address line (app/lib/place-address.ts), each change from the source's text counted in its file's tally. */
function addressOf(tally: FileTally, parts: Parameters<typeof placeAddress>[0]): string | null {
  const { address, changes } = placeAddress(parts);
  for (const c of changes) tally.change(ADDRESS_CHANGES[c]);
  return address;
}

/* ---------------------------------------------------------------- readers */

export function readChains(text: string, spec: PlaceSourceFile = PLACE_SOURCES[0]): ReadSource {
  const tally = new FileTally(spec.source, spec.file);
  const places: SourcePlace[] = [];
  const seen = new Set<string>();
  const t = csvTable(text, spec);
  const classes = new Map<string, PlaceClass | null>();
  const towns = new TownPoints();
  /** Each kept row's town, to check its point against the town's centre once every row is read. */
  const townOf: string[] = [];
  for (const row of t.rows) {
    tally.read();
    const category = t.get(row, "category");
    let cls = classes.get(category);
    if (cls === undefined) classes.set(category, (cls = classifyChain(category)));
    if (!cls) {
      tally.drop("unknown category");
      continue;
    }
    const brandKey = t.get(row, "brandKey");
    if (!brandKey) {
      tally.drop("no brand");
      continue;
    }
    const point = usPoint(t.get(row, "latitude"), t.get(row, "longitude"));
    if (point === "none" || point === "bad") {
      tally.drop(point === "none" ? NO_COORDINATES : BAD_COORDINATES);
      continue;
    }
    // No source id in the file: brand and coordinates rounded to ~10 m make one.
    const sourceId = `${brandKey}@${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;
    if (seen.has(sourceId)) {
      tally.drop("same brand at the same point");
      continue;
    }
    seen.add(sourceId);
    towns.add(t.get(row, "city"), t.get(row, "state"), point);
    townOf.push(townKey(t.get(row, "city"), t.get(row, "state")));
    const restaurant = cls.table === "restaurants";
    const reading = restaurant ? brandReading(brandKey) : undefined;
    places.push({
      table: cls.table,
      kind: cls.kind,
      source: "alltheplaces",
      sourceId,
      file: spec.file,
      name: t.get(row, "name") || t.get(row, "brand"),
      ...point,
      address: addressOf(tally, {
        street: t.get(row, "address"),
        city: t.get(row, "city"),
        state: t.get(row, "state"),
      }),
      phone: null,
      website: null,
      summary: restaurant ? (reading?.food ?? kindLabel(cls.kind)) : "Hotel",
      diningCategory: restaurant ? (reading?.category ?? "quick_bites") : undefined,
      priceLevel: restaurant ? (reading?.price ?? null) : undefined,
      chain: brandKey,
    });
  }
  // A store far from its town's other stores has a wrong point or a wrong town, and nothing says
  // which: 'Zaxby's, 3211 Providence Drive (TEST LOCATION), Anchorage' (docs/decisions/0116-places-at-the-post-office.md).
  const centres = towns.centres();
  const near = places.filter((p, i) => {
    const centre = centres.get(townOf[i]);
    if (!centre || greatCircleNm(p, centre) <= TOWN_REACH_NM) return true;
    tally.drop(FAR_FROM_TOWN);
    return false;
  });
  return { places: near, tally, centres };
}

const POSITIONED_BY_BOX = "a PO box only: no street, placed at the post office";
/** How far from its town's centre a museum may be placed by its street (a large city's museums lie within it). */
export const TOWN_REACH_NM = 30;
/** And by its PO box: a post office this near its town is its own or a neighbour's. */
export const BOX_REACH_NM = 10;
/**
 * How far outside its state a place's point may lie: on the 1:10,000,000 outlines an island or a
 * border river's NPS unit is up to 8.5 NM off its state (the Rio Grande Wild and Scenic River, Cape
 * Hatteras); Coltsville, of Hartford, CT, was placed in Pittsfield, MA, 27 NM from Connecticut.
 */
export const STATE_REACH_NM = 15;
const OUTSIDE_ITS_STATES = `placed more than ${STATE_REACH_NM} NM outside the states it lists`;
const FAR_FROM_TOWN = `placed more than ${TOWN_REACH_NM} NM from its own town's centre`;
const FAR_FROM_AIRPORTS = `placed more than ${TOWN_REACH_NM} NM from every airport the FAA lists under its own town`;
/** Why a museum placed away from its own town is dropped (museumPoint). */
const MISPLACED = {
  "far from its town": `placed more than ${TOWN_REACH_NM} NM from its own town's centre (${BOX_REACH_NM} NM by a PO box)`,
  "far from its town's airports": FAR_FROM_AIRPORTS,
  "another state": "placed at an address in another state than its own",
  "another town": "a street, but placed at its PO box's post office in another town",
} as const;
const SITE_ADDRESS = "the site's address, not the mailing address";
const POINT_AT_POST_OFFICE =
  "a street, but placed at a post office in or near its town by its PO box: distances marked as the post office's";

/** True when the row gives a street, not only a mailing box: IMLS's site (PH*) or mailing (AD*) address. */
const siteIsStreet = (get: (field: string) => string) => Boolean(get("siteStreet")) && !isMailingBox(get("siteStreet"));
const hasStreet = (get: (field: string) => string) =>
  siteIsStreet(get) || (Boolean(get("street")) && !isMailingBox(get("street")));

/**
 * The museum's own address (PH*) where IMLS gives one apart from its mailing address (AD*), else
 * the mailing one; a site that is a PO box gives way to a mailing street ('1835 West Steele Lane',
 * not the Children's Museum of Sonoma County's PO Box 12323).
 */
function museumAddress(tally: FileTally, get: (field: string) => string): string | null {
  const site = siteIsStreet(get);
  if (site && get("siteStreet").toUpperCase() !== get("street").toUpperCase()) tally.change(SITE_ADDRESS);
  const [street, city, state, zip] = addressFields(get);
  return addressOf(tally, {
    street: cleanName(get(street)),
    city: cleanName(get(city)),
    state: get(state),
    zip: zip5(get(zip)),
  });
}

/** The columns of the address a museum is shown with: its site's (PH*) when that is a street, else its mailing one. */
const addressFields = (get: (field: string) => string) =>
  siteIsStreet(get)
    ? (["siteStreet", "siteCity", "siteState", "siteZip"] as const)
    : (["street", "city", "state", "zip"] as const);

/**
 * Where IMLS's point is against the address shown (docs/decisions/0116-places-at-the-post-office.md):
 * its point is the geocode of GSTREET, GCITY, GSTATE, sometimes another address than the one shown
 * (the Texas Pharmacy Museum of Amarillo, placed at a street in Cuero, 430 NM away), and for a PO
 * box the post office's. Where the town's centre is known (app/lib/town-centres.ts) the distance
 * to it decides: within TOWN_REACH_NM for a street, BOX_REACH_NM for a post office (then marked),
 * unless geocoded in another state and placed more than STATE_REACH_NM outside its own.
 * Elsewhere the geocoded names: another state than the address's (the Warbird Air Museum of
 * Titusville, FL, placed in La Mesa, CA), or a PO box in another town (the Hathaway Ranch Museum
 * of Santa Fe Springs, placed in Bakersfield), is not near it; nor is a point more than
 * TOWN_REACH_NM from every facility the FAA lists under the town (the John Gorrie Museum of
 * Apalachicola, placed in Tampa). A blank town or state never disagrees.
 */
function museumPoint(
  get: (field: string) => string,
  point: LatLon,
  towns: Towns | undefined,
): "street" | "post office" | keyof typeof MISPLACED {
  const [, city, state] = addressFields(get);
  const box = isMailingBox(get("geocodedStreet"));
  const town = townKey(get(city), get(state));
  const centre = towns?.centres.get(town);
  const [geocoded, shown] = [get("geocodedState").toUpperCase(), get(state).toUpperCase()];
  const otherState = Boolean(geocoded && shown && geocoded !== shown);
  if (centre) {
    if (greatCircleNm(point, centre) > (box ? BOX_REACH_NM : TOWN_REACH_NM)) return "far from its town";
    // Within its town's reach, yet geocoded in another state and placed well outside its own: George
    // Washington University's galleries of Washington, DC, placed at its campus in Ashburn, VA.
    if (otherState && (nmOutsideStates(point, [shown]) ?? 0) > STATE_REACH_NM) return "another state";
    return box ? "post office" : "street";
  }
  if (otherState) return "another state";
  if (box && !sameTown(get("geocodedCity"), get(city))) return "another town";
  if (farFromTownAirports(towns, town, point)) return "far from its town's airports";
  return box ? "post office" : "street";
}

/** True when the FAA lists facilities under the town and the point is more than TOWN_REACH_NM from each of them. */
function farFromTownAirports(towns: Towns | undefined, town: string, point: LatLon): boolean {
  const airports = towns?.airports.get(town);
  return airports !== undefined && airports.every((a) => greatCircleNm(point, a) > TOWN_REACH_NM);
}

/**
 * IMLS wrote its five-digit ZIP columns as numbers: New England's, New Jersey's and Puerto Rico's
 * lost their leading zeros ('4662' for Northeast Harbor, ME 04662; '979' for 00979).
 */
const zip5 = (zip: string) => (/^\d{3,4}$/.test(zip) ? zip.padStart(5, "0") : zip);

/** IMLS rows (latin-1; a blank field is one space; names, addresses and URLs in upper case). */
export function readMuseums(text: string, spec: PlaceSourceFile = PLACE_SOURCES[1], towns?: Towns): ReadSource {
  const tally = new FileTally(spec.source, spec.file);
  const places: SourcePlace[] = [];
  const seen = new Set<string>();
  const t = csvTable(text, spec);
  for (const row of t.rows) {
    tally.read();
    const get = (field: string) => t.get(row, field);
    const mid = get("id");
    const rawName = get("name") || get("legalName");
    if (!mid) {
      tally.drop("no id");
      continue;
    }
    if (!rawName) {
      tally.drop("no name");
      continue;
    }
    const point = usPoint(get("latitude"), get("longitude"));
    if (point === "none" || point === "bad") {
      tally.drop(point === "none" ? NO_COORDINATES : BAD_COORDINATES);
      continue;
    }
    // IMLS placed each museum by geocoding GSTREET: for a PO box, at the post office or the ZIP area,
    // shared by every box there. With no street of its own either, nothing says where the museum is
    // (docs/decisions/0099-place-address-lines.md).
    if (isMailingBox(get("geocodedStreet")) && !hasStreet(get)) {
      tally.drop(POSITIONED_BY_BOX);
      continue;
    }
    const placed = museumPoint(get, point, towns);
    if (placed !== "street" && placed !== "post office") {
      tally.drop(MISPLACED[placed]);
      continue;
    }
    const cls = classifyMuseum(get("discipline"), rawName);
    if (!cls) {
      tally.drop("unknown discipline");
      continue;
    }
    if (seen.has(mid)) {
      tally.drop("same id twice");
      continue;
    }
    seen.add(mid);
    // Kept for its street, but its point is still the post office's: its distances say so
    // (docs/decisions/0116-places-at-the-post-office.md).
    if (placed === "post office") tally.change(POINT_AT_POST_OFFICE);
    places.push({
      ...cls,
      ...(placed === "post office" ? { pointAtPostOffice: true } : {}),
      source: "imls",
      sourceId: mid,
      file: spec.file,
      name: cleanName(rawName),
      ...point,
      address: museumAddress(tally, get),
      phone: formatPhone(get("phone")),
      website: cleanUrl(get("website")),
      summary: `${kindLabel(cls.kind)} (listed in 2018; check it is open)`,
      campus: get("campus") || null,
    });
  }
  return { places, tally };
}

export function readParks(text: string, spec: PlaceSourceFile = PLACE_SOURCES[3]): ReadSource {
  const tally = new FileTally(spec.source, spec.file);
  const units = JSON.parse(text) as Record<string, unknown>[];
  if (!Array.isArray(units)) throw new Error(`${spec.file}: not a JSON array`);
  for (const key of Object.values(spec.columns)) {
    if (units.length > 0 && !units.some((u) => key in u)) throw new Error(`${spec.file}: field "${key}" is missing`);
  }
  const places: SourcePlace[] = [];
  const c = spec.columns;
  for (const u of units) {
    tally.read();
    const name = typeof u[c.name] === "string" ? (u[c.name] as string).trim() : "";
    const code = typeof u[c.code] === "string" ? (u[c.code] as string).trim().toLowerCase() : "";
    if (!name || !code) {
      tally.drop(name ? "no park code" : "no name");
      continue;
    }
    const lat = u[c.latitude];
    const lon = u[c.longitude];
    const point = usPoint(typeof lat === "number" ? String(lat) : "", typeof lon === "number" ? String(lon) : "");
    if (point === "none" || point === "bad") {
      tally.drop(point === "none" ? NO_COORDINATES : BAD_COORDINATES);
      continue;
    }
    const states = u[c.states];
    // A unit's point is checked against the states the file names for it (docs/decisions/0116-places-at-the-post-office.md).
    const outside = typeof states === "string" ? nmOutsideStates(point, states.split(",")) : null;
    if (outside !== null && outside > STATE_REACH_NM) {
      tally.drop(OUTSIDE_ITS_STATES);
      continue;
    }
    places.push({
      ...NPS_CLASS,
      source: "nps",
      sourceId: code,
      file: spec.file,
      name,
      ...point,
      // The file gives the unit's states ('al, ms, tn'), no street: no address line (decision 0099).
      address: addressOf(tally, { state: typeof states === "string" ? states.toUpperCase() : null }),
      phone: null,
      website: `https://www.nps.gov/${encodeURIComponent(code)}/`,
      summary: "National Park Service site",
    });
  }
  return { places, tally };
}

/** A golf course's grounds span up to a mile: two rows of one name that close are one club. */
export const GOLF_REACH_NM = 1;

export function readGolf(text: string, spec: PlaceSourceFile = PLACE_SOURCES[4]): ReadSource {
  const tally = new FileTally(spec.source, spec.file);
  const places: SourcePlace[] = [];
  const seen = new Set<string>();
  const t = csvTable(text, spec);
  for (const row of t.rows) {
    tally.read();
    const reading = readGolfName(t.get(row, "name"));
    if ("drop" in reading) {
      tally.drop(reading.drop);
      continue;
    }
    const point = usPoint(t.get(row, "latitude"), t.get(row, "longitude"));
    if (point === "none" || point === "bad") {
      tally.drop(point === "none" ? NO_COORDINATES : BAD_COORDINATES);
      continue;
    }
    const { name } = reading;
    // The extract carries no OSM id: name and coordinates rounded to ~100 m make one.
    const sourceId = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@${point.latitude.toFixed(3)},${point.longitude.toFixed(3)}`;
    if (seen.has(sourceId)) {
      tally.drop("same name at the same point");
      continue;
    }
    seen.add(sourceId);
    const mini = reading.kind === "mini_golf";
    places.push({
      ...(mini ? MINI_GOLF_CLASS : GOLF_CLASS),
      source: "osm",
      sourceId,
      file: spec.file,
      name,
      ...point,
      // The extract's region is a state code or a loose place name: not an address.
      address: null,
      phone: null,
      website: null,
      summary: mini ? "Mini golf" : "Golf course",
      reachNm: mini ? undefined : GOLF_REACH_NM,
    });
  }
  return { places, tally };
}

export function readBreweries(text: string, spec: PlaceSourceFile = PLACE_SOURCES[5], towns?: Towns): ReadSource {
  const tally = new FileTally(spec.source, spec.file);
  const places: SourcePlace[] = [];
  const t = csvTable(text, spec);
  for (const row of t.rows) {
    tally.read();
    const get = (field: string) => t.get(row, field);
    const cls = classifyBrewery(get("type"));
    if ("drop" in cls) {
      tally.drop(cls.drop);
      continue;
    }
    const id = get("id");
    const name = get("name");
    if (!id || !name) {
      tally.drop(id ? "no name" : "no id");
      continue;
    }
    const point = usPoint(get("latitude"), get("longitude"));
    if (point === "none" || point === "bad") {
      tally.drop(point === "none" ? NO_COORDINATES : BAD_COORDINATES);
      continue;
    }
    const state = get("state");
    const stateCode = STATE_CODES[state.toLowerCase()] ?? state;
    // A brewery's point is checked against its town as a museum's is (docs/decisions/0116-places-at-the-post-office.md).
    const town = townKey(get("city"), stateCode);
    const centre = towns?.centres.get(town);
    if (centre ? greatCircleNm(point, centre) > TOWN_REACH_NM : farFromTownAirports(towns, town, point)) {
      tally.drop(centre ? FAR_FROM_TOWN : FAR_FROM_AIRPORTS);
      continue;
    }
    const zip = get("zip").slice(0, 5);
    const restaurant = cls.table === "restaurants";
    places.push({
      ...cls,
      source: "openbrewerydb",
      sourceId: id,
      file: spec.file,
      name,
      ...point,
      address: addressOf(tally, {
        street: [get("address1"), get("address2"), get("address3")].filter(Boolean).join(", "),
        city: get("city"),
        state: stateCode,
        zip,
      }),
      phone: formatPhone(get("phone")),
      website: cleanUrl(get("website")),
      summary: restaurant ? "Brewpub: a brewery with a restaurant" : kindLabel(cls.kind),
      diningCategory: restaurant ? "settle_in" : undefined,
      priceLevel: restaurant ? null : undefined,
    });
  }
  return { places, tally };
}

const READERS: Record<Reader, (text: string, spec: PlaceSourceFile, towns?: Towns) => ReadSource> = {
  chains: readChains,
  museums: readMuseums,
  parks: readParks,
  golf: readGolf,
  breweries: readBreweries,
};

/**
 * Every bundled file read, in PLACE_SOURCES order, with its tally; the museums' and breweries' points
 * checked against the chains' towns and, where a town has no centre, against `airports`: the FAA's
 * facilities of each town, from the airports table (townAirports in app/lib/town-centres.ts).
 */
export function readAllSources(airports: TownAirports, dir = PLACES_DIR): ReadSource[] {
  let towns: Towns | undefined;
  const read: ReadSource[] = [];
  for (const spec of PLACE_SOURCES) {
    const text = readText(path.join(dir, spec.file), spec.reader === "museums" ? "latin1" : "utf8");
    const placedByTown = spec.reader === "museums" || spec.reader === "breweries";
    if (placedByTown && !towns)
      throw new Error(`${spec.file}: the chains file is read first, its towns check the points`);
    const one = READERS[spec.reader](text, spec, towns);
    if (one.centres) towns ??= { centres: one.centres, airports };
    read.push(one);
  }
  return read;
}

export type { FileCounts };
