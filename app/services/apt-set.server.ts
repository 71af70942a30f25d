/** Reading an FAA NASR APT CSV set (or the bundled snapshot in the same layout) from a zip or a folder. */
import { readSetFiles } from "./nasr-files.server";

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
  /** APT_ATT.csv, the attendance schedules (in the FAA's APT zip; not in the offline snapshot). */
  att?: string;
  manifest?: SnapshotManifest;
}

export class AptSetError extends Error {
  override name = "AptSetError";
}

const WANTED: Record<string, keyof Pick<AptSet, "base" | "rwy" | "end" | "rmk" | "att"> | "manifest"> = {
  "apt_base.csv": "base",
  "apt_rwy.csv": "rwy",
  "apt_rwy_end.csv": "end",
  "apt_rmk.csv": "rmk",
  "apt_att.csv": "att",
  "snapshot.json": "manifest",
};

/**
 * Reads an APT CSV set from a .zip file or a folder. Files are found by name
 * (case-insensitive, anywhere inside); other files are ignored. APT_BASE and
 * APT_RWY are required; APT_RWY_END, APT_RMK, APT_ATT and SNAPSHOT.json are optional.
 */
export function readAptSet(source: string): AptSet {
  const files = readSetFiles(source, Object.keys(WANTED), AptSetError);
  const found: Partial<Record<string, string>> = {};
  for (const [name, text] of files) found[WANTED[name]] = text;
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
  return {
    source,
    base: found.base!,
    rwy: found.rwy!,
    end: found.end,
    rmk: found.rmk,
    att: found.att,
    manifest,
  };
}
