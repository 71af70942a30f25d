/**
 * Writing one fetch of live places into an airport's lists
 * (docs/decisions/0080-live-places-cache.md): each list cut to its radius and
 * kept by the variety rule (0023, 0062), then merged with the rows already
 * listed through the one merge of app/lib/place-merge.ts (0060). A live place
 * that is the same place as a listed row (bundled, an admin's, the other
 * service's) is not added: the listed row stays, with its id, saves, admin
 * edits and hidden flag, and only lends it a phone, website or address it
 * lacks. Rows are upserted by (airport, source, source id), so ids — and
 * saves — survive refreshes; a row that left the service is deleted, or
 * hidden when someone saved it or an admin corrected it, as the import does
 * (0022). The airport's summaries are rewritten in the same transaction,
 * which bumps the place generation every process watches (0057).
 */
import type Database from "better-sqlite3";
import { haversineNm } from "~/lib/geo";
import { LIVE_SOURCES, type PlaceTable } from "~/lib/place-classes";
import { keepForList, PLACE_LIST_RULES, varietyKey, type PlaceListId } from "~/lib/place-lists";
import type { OsmPlace } from "~/lib/osm-places";
import { mergePlaces, type Mergeable } from "~/lib/place-merge";
import { PLACE_TABLES, placeRowId, SAVED_PLACES } from "~/models/place-tables.server";
import { recomputePlaceSummaries } from "./place-summaries.server";

export type LiveSource = "osm_live" | "wikipedia";

/** A place from either service, in the shape OSM's are mapped to (Wikipedia's sights are mapped to it too). */
export interface LivePlace extends OsmPlace {
  source: LiveSource;
  onField: boolean;
}

export interface LiveStoreCounts {
  offered: number;
  /** Rows written (inserted or refreshed). */
  kept: number;
  outOfRange: number;
  /** Beyond what a list keeps (0062). */
  beyondKeep: number;
  /** The same place as a row already listed (kept as it is). */
  alreadyListed: number;
  /** The same place as another live row of this fetch. */
  merged: number;
  removed: number;
  hiddenKept: number;
}

const nameColumn = (t: PlaceTable) => (t === "restaurants" ? "restaurant_name" : "name");
const summaryColumn = (t: PlaceTable) => (t === "restaurants" ? "restaurant_description" : "summary");
const round1 = (nm: number) => Math.round(nm * 10) / 10;

interface Candidate extends Mergeable {
  live?: LivePlace & { nm: number };
  listed?: { table: PlaceTable; id: number; source: string; adminEdited: boolean };
  phone: string | null;
  website: string | null;
  address: string | null;
  key: string;
}

/** Listed rows first (they keep their ids), then OSM before Wikipedia, then the row with more to say, then a stable order. */
const RANK: Record<string, number> = { wikipedia: 0, osm_live: 1 };
const richness = (c: Candidate) => Number(!!c.phone) + Number(!!c.website) + Number(!!c.address);
function better(a: Candidate, b: Candidate): number {
  const ra = a.listed ? 9 : (RANK[a.live!.source] ?? 0);
  const rb = b.listed ? 9 : (RANK[b.live!.source] ?? 0);
  return ra - rb || richness(a) - richness(b) || (a.key < b.key ? 1 : a.key > b.key ? -1 : 0);
}

/** The rows listed at an airport from every source but `except`'s. */
function listedRows(sqlite: Database.Database, locId: string, except: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const notIn = except.map(() => "?").join(", ");
  for (const t of PLACE_TABLES) {
    const rows = sqlite
      .prepare(
        `SELECT id, ${nameColumn(t)} AS name, latitude, longitude, source, source_id AS sourceId, phone, website, address,
                admin_edited AS adminEdited
           FROM ${t} WHERE airport_loc_id = ? AND source NOT IN (${notIn}) AND latitude IS NOT NULL AND longitude IS NOT NULL`,
      )
      .all(locId, ...except) as {
      id: number;
      name: string;
      latitude: number;
      longitude: number;
      source: string;
      sourceId: string | null;
      phone: string | null;
      website: string | null;
      address: string | null;
      adminEdited: number;
    }[];
    for (const r of rows) {
      out.push({
        name: r.name,
        latitude: r.latitude,
        longitude: r.longitude,
        // A chain's locations stay apart (app/lib/place-merge.ts): AllThePlaces ids start with the brand.
        chain: r.source === "alltheplaces" && r.sourceId ? r.sourceId.split("@")[0] : null,
        phone: r.phone,
        website: r.website,
        address: r.address,
        key: `${t}|${r.id}`,
        listed: { table: t, id: r.id, source: r.source, adminEdited: !!r.adminEdited },
      });
    }
  }
  return out;
}

function upsertLive(sqlite: Database.Database, t: PlaceTable) {
  const withCategory = t === "activities" || t === "restaurants";
  const columns = [
    "airport_loc_id",
    "source",
    "source_id",
    "kind",
    nameColumn(t),
    ...(withCategory ? ["category"] : []),
    "distance_nm",
    summaryColumn(t),
    "phone",
    "website",
    "address",
    "latitude",
    "longitude",
    "on_field",
  ];
  const updates = columns
    .slice(3)
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
  return sqlite.prepare(
    `INSERT INTO ${t} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})
     ON CONFLICT (airport_loc_id, source, source_id) DO UPDATE SET ${updates} WHERE ${t}.admin_edited = 0
     RETURNING id`,
  );
}

/** Writes one successful fetch of `source` at one airport; the counts say what became of every place offered. */
export function storeLivePlaces(
  sqlite: Database.Database,
  airport: { locId: string; latitude: number; longitude: number },
  source: LiveSource,
  places: readonly LivePlace[],
): LiveStoreCounts {
  const counts: LiveStoreCounts = {
    offered: places.length,
    kept: 0,
    outOfRange: 0,
    beyondKeep: 0,
    alreadyListed: 0,
    merged: 0,
    removed: 0,
    hiddenKept: 0,
  };
  // Each list: within its radius, its varied first picks and the nearest others (0062).
  const inLists: (LivePlace & { nm: number })[] = [];
  for (const list of Object.keys(PLACE_LIST_RULES) as PlaceListId[]) {
    const { radiusNm, keep } = PLACE_LIST_RULES[list];
    const near = places
      .filter((p) => p.list === list)
      .map((p) => ({ ...p, nm: haversineNm(airport.latitude, airport.longitude, p.latitude, p.longitude) }));
    const within = near
      .filter((p) => p.nm <= radiusNm)
      .sort((a, b) => a.nm - b.nm || (a.sourceId < b.sourceId ? -1 : 1));
    counts.outOfRange += near.length - within.length;
    const kept = keepForList(within, (p) => varietyKey({ source: p.source, sourceId: p.sourceId, kind: p.kind }), keep);
    counts.beyondKeep += within.length - kept.length;
    inLists.push(...kept);
  }

  const write = sqlite.transaction(() => {
    const listed = listedRows(sqlite, airport.locId, [source]);
    const offered: Candidate[] = inLists.map((p) => ({
      name: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
      list: p.list,
      phone: p.phone,
      website: p.website,
      address: p.address,
      key: `${p.source}|${p.sourceId}`,
      live: p,
    }));
    const lend = new Map<PlaceTable, Database.Statement>();
    const toWrite: (LivePlace & {
      nm: number;
      phone: string | null;
      website: string | null;
      address: string | null;
    })[] = [];
    for (const { kept, absorbed } of mergePlaces([...listed, ...offered], better, ["phone", "website", "address"])) {
      const fresh = [kept, ...absorbed].filter((c) => c.live).length;
      if (kept.listed) {
        counts.alreadyListed += fresh;
        if (fresh && !kept.listed.adminEdited) {
          const t = kept.listed.table;
          let s = lend.get(t);
          if (!s) {
            s = sqlite.prepare(
              `UPDATE ${t} SET phone = COALESCE(phone, @phone), website = COALESCE(website, @website),
                      address = COALESCE(address, @address) WHERE id = @id AND admin_edited = 0`,
            );
            lend.set(t, s);
          }
          s.run({ id: kept.listed.id, phone: kept.phone, website: kept.website, address: kept.address });
        }
        continue;
      }
      counts.merged += fresh - 1;
      toWrite.push({ ...kept.live!, phone: kept.phone, website: kept.website, address: kept.address });
    }

    const upserts = new Map(PLACE_TABLES.map((t) => [t, upsertLive(sqlite, t)]));
    const seen = new Map<PlaceTable, Set<number>>(PLACE_TABLES.map((t) => [t, new Set()]));
    for (const p of toWrite) {
      const rule = PLACE_LIST_RULES[p.list];
      const t = rule.table;
      const row = upserts.get(t)!.get({
        airport_loc_id: airport.locId,
        source: p.source,
        source_id: p.sourceId,
        kind: p.kind,
        [nameColumn(t)]: p.name,
        ...(t === "activities" || t === "restaurants" ? { category: p.list } : {}),
        distance_nm: round1(p.nm),
        [summaryColumn(t)]: p.summary,
        phone: p.phone,
        website: p.website,
        address: p.address,
        latitude: p.latitude,
        longitude: p.longitude,
        on_field: p.onField ? 1 : 0,
      }) as { id: number } | undefined;
      // An admin-corrected row is left as it is (no RETURNING row): find its id to keep it.
      const id = row?.id ?? placeRowId(sqlite, t, airport.locId, p.source, p.sourceId);
      seen.get(t)!.add(id);
      counts.kept++;
    }

    // What this service no longer lists here: deleted, or hidden when saved or corrected (0022).
    for (const t of PLACE_TABLES) {
      const saved = SAVED_PLACES[t];
      const old = sqlite
        .prepare(
          `SELECT id, admin_edited OR EXISTS (SELECT 1 FROM ${saved.table} WHERE ${saved.column} = ${t}.id) AS keep
             FROM ${t} WHERE airport_loc_id = ? AND source = ?`,
        )
        .all(airport.locId, source) as { id: number; keep: number }[];
      for (const r of old) {
        if (seen.get(t)!.has(r.id)) continue;
        if (r.keep) {
          sqlite.prepare(`UPDATE ${t} SET hidden = 1 WHERE id = ?`).run(r.id);
          counts.hiddenKept++;
        } else {
          sqlite.prepare(`DELETE FROM ${t} WHERE id = ?`).run(r.id);
          counts.removed++;
        }
      }
    }
    recomputePlaceSummaries(sqlite, airport.locId);
  });
  write();
  return counts;
}

const isLive = (c: Candidate) => (LIVE_SOURCES as readonly string[]).includes(c.listed!.source);

/**
 * The live rows that are now the same place as a row another source lists at their airport
 * (docs/decisions/0080-live-places-cache.md, amended): a bundled re-import can add a row for a
 * place a live row held, which would then show twice. Each comes with the row it duplicates,
 * which is kept (a listed row before a live one, as when the live rows were written); the
 * import moves the live row's saves to it and removes the live row (places-import.server.ts).
 */
export function liveRowsListedElsewhere(
  sqlite: Database.Database,
): { table: PlaceTable; id: number; listed: { table: PlaceTable; id: number } }[] {
  const airports = new Set<string>();
  for (const t of PLACE_TABLES)
    for (const locId of sqlite
      .prepare(`SELECT DISTINCT airport_loc_id FROM ${t} WHERE source IN (${LIVE_SOURCES.map(() => "?").join(", ")})`)
      .pluck()
      .all(...LIVE_SOURCES) as string[])
      airports.add(locId);
  const out: ReturnType<typeof liveRowsListedElsewhere> = [];
  for (const locId of airports) {
    const rows = listedRows(sqlite, locId, []);
    const listedFirst = (a: Candidate, b: Candidate) => Number(!isLive(a)) - Number(!isLive(b)) || better(a, b);
    for (const { kept, absorbed } of mergePlaces(rows, listedFirst)) {
      if (isLive(kept)) continue;
      for (const c of absorbed)
        if (isLive(c))
          out.push({
            table: c.listed!.table,
            id: c.listed!.id,
            listed: { table: kept.listed!.table, id: kept.listed!.id },
          });
    }
  }
  return out;
}
