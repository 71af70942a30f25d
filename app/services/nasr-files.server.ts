/**
 * Reading the CSV files of an FAA NASR set from the FAA's zip, a folder, or a folder of
 * gzipped copies (the bundled tables in data/sources/). Files are found by name,
 * case-insensitive, anywhere inside; other files are ignored.
 */
import fs from "node:fs";
import path from "node:path";
import { gunzipSync, strFromU8, unzipSync } from "fflate";

export class NasrSetError extends Error {
  override name = "NasrSetError";
}

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

/** 'APT_BASE.csv' for 'apt_base.csv' and 'APT_BASE.csv.gz' alike. */
const plainName = (file: string) => file.toLowerCase().replace(/\.gz$/, "");

/**
 * The text of each wanted file (lower-case names, e.g. 'frq.csv') found in `source`, a .zip
 * or a folder; the first one found of each name wins. Throws a NasrSetError naming the source
 * when it is missing or not a readable zip.
 */
export function readSetFiles(
  source: string,
  wanted: string[],
  ErrorType: new (message: string) => Error = NasrSetError,
): Map<string, string> {
  const names = new Set(wanted.map((w) => w.toLowerCase()));
  const found = new Map<string, string>();
  let stat: fs.Stats;
  try {
    stat = fs.statSync(source);
  } catch {
    throw new ErrorType(`${source}: no such file or folder`);
  }
  if (stat.isDirectory()) {
    for (const file of listFolder(source)) {
      const key = plainName(path.basename(file));
      if (!names.has(key) || found.has(key)) continue;
      const bytes = fs.readFileSync(file);
      found.set(key, file.endsWith(".gz") ? strFromU8(gunzipSync(bytes)) : bytes.toString("utf8"));
    }
    return found;
  }
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(fs.readFileSync(source), {
      filter: (f) => names.has(path.posix.basename(f.name).toLowerCase()),
    });
  } catch (e) {
    throw new ErrorType(`${source}: not a readable zip file (${(e as Error).message})`);
  }
  for (const name of Object.keys(entries).sort()) {
    const key = path.posix.basename(name).toLowerCase();
    if (!found.has(key)) found.set(key, strFromU8(entries[name]));
  }
  return found;
}
