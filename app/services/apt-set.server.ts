/** Reading an FAA NASR APT CSV set (or the bundled snapshot in the same layout) from a zip or a folder. */
import fs from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";

export interface SnapshotManifest {
  effectiveDate?: string;
  label?: string;
  sources?: { name: string; date: string; role?: string }[];
}

export interface AptSet {
  /** Where the set was read from (for messages). */
  source: string;
  base: string;
  rwy: string;
  end?: string;
  rmk?: string;
  manifest?: SnapshotManifest;
}

export class AptSetError extends Error {
  override name = "AptSetError";
}

const WANTED: Record<string, keyof Pick<AptSet, "base" | "rwy" | "end" | "rmk"> | "manifest"> = {
  "apt_base.csv": "base",
  "apt_rwy.csv": "rwy",
  "apt_rwy_end.csv": "end",
  "apt_rmk.csv": "rmk",
  "snapshot.json": "manifest",
};

function listFolder(dir: string, depth = 0): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (depth < 4) out.push(...listFolder(full, depth + 1));
    } else out.push(full);
  }
  return out.sort();
}

/**
 * Reads an APT CSV set from a .zip file or a folder. Files are found by name
 * (case-insensitive, anywhere inside); other files are ignored. APT_BASE and
 * APT_RWY are required; APT_RWY_END, APT_RMK and SNAPSHOT.json are optional.
 */
export function readAptSet(source: string): AptSet {
  const found: Partial<Record<string, string>> = {};
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    throw new AptSetError(`${source}: no such file or folder`);
  }
  if (stat.isDirectory()) {
    for (const file of listFolder(source)) {
      const key = WANTED[path.basename(file).toLowerCase()];
      if (key && found[key] === undefined) found[key] = fs.readFileSync(file, "utf8");
    }
  } else {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(fs.readFileSync(source), {
        filter: (f) => WANTED[path.posix.basename(f.name).toLowerCase()] !== undefined,
      });
    } catch (e) {
      throw new AptSetError(`${source}: not a readable zip file (${(e as Error).message})`);
    }
    for (const name of Object.keys(entries).sort()) {
      const key = WANTED[path.posix.basename(name).toLowerCase()];
      if (key && found[key] === undefined) found[key] = strFromU8(entries[name]);
    }
  }
  for (const [file, key] of [
    ["APT_BASE.csv", "base"],
    ["APT_RWY.csv", "rwy"],
  ] as const) {
    if (found[key] === undefined)
      throw new AptSetError(
        `${source}: ${file} not found (an FAA NASR APT CSV set needs APT_BASE.csv and APT_RWY.csv)`,
      );
  }
  let manifest: SnapshotManifest | undefined;
  if (found.manifest !== undefined) {
    try {
      manifest = JSON.parse(found.manifest) as SnapshotManifest;
    } catch (e) {
      throw new AptSetError(`${source}: SNAPSHOT.json is not valid JSON (${(e as Error).message})`);
    }
  }
  return { source, base: found.base!, rwy: found.rwy!, end: found.end, rmk: found.rmk, manifest };
}
