/**
 * An FAA cycle that stays current by itself (docs/decisions/0064-faa-self-refresh.md): each
 * FAA CSV set (APT, FRQ, ATC, AWOS, CLS_ARSP) whose loaded cycle is older than today's, and the
 * APT set imported under older rules than the running import's (decision 0102), is
 * downloaded from the FAA (`DD_Mon_YYYY_<SET>_CSV.zip`) and imported in one transaction of
 * its own; a set that fails keeps its old data and the reason is logged. The server runs it
 * daily in one process at a time (a lease, decision 0036); `npm run data:update` runs it on demand.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type Database from "better-sqlite3";
import { config } from "~/config.server";
import { currentCycle, cycleIso, previousCycle } from "~/lib/nasr-cycle";
import { formatFileCount, type FileCount } from "~/lib/row-counts";
import { connection } from "~/models/db.server";
import { lastImportRules } from "~/models/import-rules.server";
import { loadedCycles } from "~/models/loaded-cycles.server";
import { readAptSet } from "./apt-set.server";
import { bundledOurAirportsFrequencies } from "./bundled-radio.server";
import { downloadSetZip, DownloadError } from "./faa-download.server";
import { APT_IMPORT_RULES, importAptSet, type ImportSummary } from "./faa-import.server";
import { NasrSetError, readSetFiles } from "./nasr-files.server";
import { giveUpLease, holdLease } from "./process-lease.server";
import { importAtcSet, importAwosSet, importClsArspSet, importFrequencies } from "./radio-import.server";

/** The FAA's CSV sets the app loads, in import order (the APT set first: the others join its airports). */
export const FAA_SETS = ["APT", "FRQ", "ATC", "AWOS", "CLS_ARSP"] as const;
export type FaaSet = (typeof FAA_SETS)[number];

/** The CSV files each set must hold (lower case, as found in the zip); APT's are checked by readAptSet. */
const SET_FILES: Record<Exclude<FaaSet, "APT">, string[]> = {
  FRQ: ["frq.csv"],
  ATC: ["atc_base.csv", "atc_atis.csv"],
  AWOS: ["awos.csv"],
  CLS_ARSP: ["cls_arsp.csv"],
};

export interface SetOutcome {
  set: FaaSet;
  status: "current" | "imported" | "failed";
  /** The cycle loaded (current), imported, or tried. */
  cycle: string | null;
  url?: string;
  bytes?: number;
  fellBack?: boolean;
  label?: string;
  effectiveDate?: string;
  files?: FileCount[];
  /** The APT set's import summary (facilities, runways …). */
  summary?: ImportSummary;
  error?: string;
}

export interface RefreshOptions {
  baseUrl?: string;
  today?: Date;
  log?(line: string): void;
  onDownload?(set: FaaSet, received: number, total: number): void;
  onImport?(set: FaaSet, done: number, total: number, phase: string): void;
  timeoutMs?: number;
}

/** A set due for the refresh, and why ("imported under older rules 1 → 2"). */
export interface DueSet {
  set: FaaSet;
  reason: string;
}

/**
 * The rules of the newest APT import when they are older than APT_IMPORT_RULES and its cycle can be
 * downloaded again without a downgrade (not newer than the cycle in force); otherwise null.
 */
function olderAptRules(sqlite: Database.Database, loaded: string, current: string): number | null {
  const rules = lastImportRules(sqlite, "data_imports") ?? 0;
  return rules < APT_IMPORT_RULES && loaded <= current ? rules : null;
}

/** Why `set` is due for the cycle in force `current` (YYYY-MM-DD), or null when it is not. */
function dueReason(sqlite: Database.Database, set: FaaSet, loaded: string | null, current: string): string | null {
  if (loaded === null) return "never loaded";
  const reasons: string[] = [];
  if (loaded < current) reasons.push(`loaded cycle ${loaded} is older than ${current}`);
  const rules = set === "APT" ? olderAptRules(sqlite, loaded, current) : null;
  if (rules !== null) reasons.push(`imported under older rules ${rules} → ${APT_IMPORT_RULES}`);
  return reasons.length ? reasons.join(", ") : null;
}

/**
 * The sets whose loaded cycle is older than the cycle in force `today`, and the APT set when its
 * newest import ran under older rules (decision 0102), with the reason.
 */
export function setsDue(sqlite: Database.Database, today = new Date()): DueSet[] {
  const current = cycleIso(currentCycle(today));
  const loaded = loadedCycles(sqlite);
  return FAA_SETS.flatMap((set) => {
    const reason = dueReason(sqlite, set, loaded.get(set) ?? null, current);
    return reason === null ? [] : [{ set, reason }];
  });
}

/** "APT due: imported under older rules 1 → 2" */
export const dueText = (d: DueSet) => `${d.set} due: ${d.reason}`;

/** An answer that says the FAA cannot be reached at all (no HTTP status): no point asking for the other sets. */
const unreachable = (e: unknown) =>
  e instanceof DownloadError && e.status === undefined && /cannot reach/.test(e.message);

/**
 * Downloads and imports every set that is due, in order, each in its own transaction; a
 * failed set keeps its old data. Returns what happened to each set (all five).
 */
export async function refreshFaaData(sqlite: Database.Database, opts: RefreshOptions = {}): Promise<SetOutcome[]> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const baseUrl = opts.baseUrl ?? config.faaNasrBaseUrl;
  const current = currentCycle(opts.today ?? new Date());
  const outcomes: SetOutcome[] = [];
  let stopReason: string | null = null;
  for (const set of FAA_SETS) {
    const loaded = loadedCycles(sqlite).get(set) ?? null;
    if (loaded !== null && dueReason(sqlite, set, loaded, cycleIso(current)) === null) {
      outcomes.push({ set, status: "current", cycle: loaded });
      continue;
    }
    if (stopReason) {
      outcomes.push({ set, status: "failed", cycle: cycleIso(current), error: stopReason });
      continue;
    }
    // Today's cycle, or the previous one while today's is not published yet, if that is newer than
    // what is loaded; or as new, for an APT set imported under older rules (never a downgrade).
    const again = set === "APT" && loaded !== null && olderAptRules(sqlite, loaded, cycleIso(current)) !== null;
    const cycles = [current, previousCycle(current)].filter(
      (c) => loaded === null || cycleIso(c) > loaded || (again && cycleIso(c) === loaded),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "faa-nasr-"));
    try {
      const download = await downloadSetZip(baseUrl, set, cycles, {
        dir,
        timeoutMs: opts.timeoutMs,
        onProgress: (received, total) => opts.onDownload?.(set, received, total),
      });
      const outcome = importDownloadedSet(sqlite, set, download.file, download.url, download.cycle, opts);
      outcomes.push({ ...outcome, url: download.url, bytes: download.bytes, fellBack: download.fellBack });
      log(
        `[faa] ${set} set of cycle ${download.cycle} imported from ${download.url}: ${outcome.label} (effective ${outcome.effectiveDate})`,
      );
      for (const c of outcome.files ?? []) log(`[faa]   ${formatFileCount(c)}`);
    } catch (error) {
      const message = (error as Error).message;
      outcomes.push({ set, status: "failed", cycle: cycleIso(cycles[0] ?? current), error: message });
      log(`[faa] ${set} set not imported, keeping the loaded data: ${message}`);
      if (unreachable(error)) stopReason = `not tried: the FAA could not be reached (${message})`;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return outcomes;
}

function importDownloadedSet(
  sqlite: Database.Database,
  set: FaaSet,
  file: string,
  url: string,
  cycle: string,
  opts: RefreshOptions,
): SetOutcome {
  // Messages name the FAA's URL, not the temporary file.
  const named = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof Error) error.message = error.message.replaceAll(file, url);
      throw error;
    }
  };
  if (set === "APT") {
    const summary = named(() =>
      importAptSet(sqlite, readAptSet(file), {
        cycle,
        onProgress: (done, total, phase) => opts.onImport?.(set, done, total, phase),
      }),
    );
    const files = [...summary.files, ...(summary.attendance?.files ?? [])];
    return {
      set,
      status: "imported",
      cycle,
      label: summary.label,
      effectiveDate: summary.effectiveDate,
      files,
      summary,
    };
  }
  const found = named(() => readSetFiles(file, SET_FILES[set]));
  const text = (name: string) => {
    const t = found.get(name);
    if (t === undefined) {
      const wanted = SET_FILES[set].map((f) => f.toUpperCase().replace(/\.CSV$/, ".csv")).join(", ");
      throw new NasrSetError(
        `${url}: ${name.toUpperCase().replace(/\.CSV$/, ".csv")} not found (the FAA's ${set} set holds ${wanted})`,
      );
    }
    return t;
  };
  const source = { source: url, cycle };
  const result = named(() => {
    if (set === "FRQ")
      return importFrequencies(sqlite, {
        faa: { ...source, text: text("frq.csv") },
        ourAirports: bundledOurAirportsFrequencies(),
      });
    if (set === "ATC")
      return [importAtcSet(sqlite, { base: text("atc_base.csv"), atis: text("atc_atis.csv") }, source)];
    if (set === "AWOS") return [importAwosSet(sqlite, text("awos.csv"), source)];
    return [importClsArspSet(sqlite, text("cls_arsp.csv"), source)];
  });
  return {
    set,
    status: "imported",
    cycle,
    label: result[0].label,
    effectiveDate: result[0].effectiveDate,
    files: result.flatMap((r) => r.files),
  };
}

// ---------------------------------------------------------------------------
// The server's daily check

/** One process refreshes at a time (decision 0036); held through a run, given back after it. */
export const FAA_REFRESH_LEASE = "faa-refresh";
/** Longer than five downloads at their timeout and the imports. */
export const FAA_REFRESH_LEASE_MS = 30 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const refresher: { timer: NodeJS.Timeout | null; running: Promise<void> | null } = { timer: null, running: null };

/**
 * Server start: a check now and then daily, unless FAA_AUTO_UPDATE=off. A check that finds
 * every set current asks nothing of the FAA; otherwise the process that takes the lease
 * downloads and imports what is due. The timer does not keep the process alive.
 */
export function startFaaRefresher(): void {
  if (refresher.timer) return;
  if (!config.faaAutoUpdate) {
    console.log("[faa] automatic FAA updates are off (FAA_AUTO_UPDATE=off); run npm run data:update for a new cycle");
    return;
  }
  const tick = () => {
    refresher.running ??= checkOnce().finally(() => {
      refresher.running = null;
    });
  };
  tick();
  refresher.timer = setInterval(tick, DAY_MS);
  refresher.timer.unref();
}

async function checkOnce(): Promise<void> {
  try {
    const { sqlite } = connection();
    const due = setsDue(sqlite);
    if (due.length === 0) return;
    if (!holdLease(FAA_REFRESH_LEASE, FAA_REFRESH_LEASE_MS)) return;
    try {
      console.log(
        `[faa] checking the FAA for cycle ${cycleIso(currentCycle(new Date()))}: ${due.map(dueText).join("; ")}`,
      );
      const outcomes = await refreshFaaData(sqlite);
      const failed = outcomes.filter((o) => o.status === "failed").map((o) => o.set);
      console.log(
        `[faa] check done: ${outcomes.map((o) => `${o.set} ${o.status}`).join(", ")}` +
          (failed.length ? `; ${failed.join(", ")} tried again at the next check` : ""),
      );
    } finally {
      giveUpLease(FAA_REFRESH_LEASE);
    }
  } catch (error) {
    console.error(`[faa] the FAA check failed, keeping the loaded data: ${(error as Error).message}`);
  }
}

/** Shutdown: no more checks, and the lease goes back if this process holds it. */
export function stopFaaRefresher(): void {
  if (refresher.timer) clearInterval(refresher.timer);
  refresher.timer = null;
  try {
    giveUpLease(FAA_REFRESH_LEASE);
  } catch {
    // the database may already be closed
  }
}
