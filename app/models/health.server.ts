import { connection } from "./db.server";

let upsert: ReturnType<typeof prepare> | undefined;
const prepare = () =>
  connection().sqlite.prepare(
    "INSERT INTO health_checks (id, checked_at) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at",
  );

/** Rewrites the one health row: throws when the database does not take writes. */
export function proveWritable(at: number): void {
  (upsert ??= prepare()).run(at);
}
