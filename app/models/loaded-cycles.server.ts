import type Database from "better-sqlite3";

/** The FAA cycle each set was last loaded for (YYYY-MM-DD); a set never loaded is absent. */
export function loadedCycles(sqlite: Database.Database): Map<string, string> {
  const rows = sqlite.prepare("SELECT name, cycle FROM reference_sets").all() as { name: string; cycle: string }[];
  const cycles = new Map(rows.map((r) => [r.name, r.cycle]));
  if (!cycles.has("APT")) {
    // A database imported before reference_sets existed: its APT cycle is the newest import's.
    const apt = sqlite.prepare("SELECT effective_date FROM data_imports ORDER BY id DESC LIMIT 1").pluck().get() as
      string | undefined;
    if (apt) cycles.set("APT", apt);
  }
  return cycles;
}
