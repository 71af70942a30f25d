import { connection } from "./db.server";

let prepared: ReturnType<typeof prepare> | undefined;
const prepare = () => {
  const { sqlite } = connection();
  return {
    // Taken when free, expired, or already ours; one statement, so two processes never both win.
    take: sqlite.prepare(
      `INSERT INTO process_leases (name, holder, expires_at) VALUES (@name, @holder, @expiresAt)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE process_leases.holder = excluded.holder OR process_leases.expires_at < @now OR process_leases.holder = @deadHolder`,
    ),
    holder: sqlite.prepare("SELECT holder FROM process_leases WHERE name = ?").pluck(),
    release: sqlite.prepare("DELETE FROM process_leases WHERE name = ? AND holder = ?"),
  };
};
const q = () => (prepared ??= prepare());

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`. `deadHolder`
 * names a holder known to be gone (its process no longer exists), whose lease may be taken at once.
 */
export function takeLease(
  name: string,
  holder: string,
  ttlMs: number,
  now: number,
  deadHolder: string | null = null,
): boolean {
  return q().take.run({ name, holder, expiresAt: now + ttlMs, now, deadHolder }).changes === 1;
}

export const leaseHolder = (name: string) => (q().holder.get(name) as string | undefined) ?? null;

export function releaseLease(name: string, holder: string): void {
  q().release.run(name, holder);
}
