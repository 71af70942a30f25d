import { latestImportCounts, type StoredImportCounts } from "~/models/import-counts.server";

export type { StoredImportCounts };

export interface ImportCountsReport {
  /** The newest FAA import's files (null until the FAA importer has recorded one). */
  faa: StoredImportCounts | null;
  /** The newest places import's files. */
  places: StoredImportCounts | null;
}

/** Admin › Data: what the newest FAA and places imports read, kept and dropped, per file (docs/decisions/0061-import-counts.md). */
export function importCounts(): ImportCountsReport {
  return { faa: latestImportCounts("faa"), places: latestImportCounts("places") };
}
