/**
 * Several signed-in clients writing against a real server at once, each
 * remembering exactly which writes the server acknowledged (a 2xx answer):
 * saved trips (POST /api/trips/save) and search defaults (PUT
 * /api/profile/preferences). Used by the backup and durability tests.
 *
 *   const load = await startWriteLoad(server.url, { clients: 4, airports });
 *   ...                       // kill the server, back it up, ...
 *   const acked = await load.stop();
 */
import Database from "better-sqlite3";
import { jsonRequest, registerUser, type RegisteredUser } from "./accounts";

export interface AckedWrites {
  /** userId → loc ids whose save was acknowledged. */
  trips: Map<number, string[]>;
  /** userId → the default aircraft speed of the last acknowledged preferences write. */
  speeds: Map<number, number>;
  /** userId → speeds sent after that last acknowledged one (unanswered: each may or may not have landed). */
  speedsInFlight: Map<number, number[]>;
  /** Every acknowledged write, in the order they were answered. */
  count: number;
}

export interface WriteLoad {
  /** Acknowledged writes so far (live). */
  acked: AckedWrites;
  /** Resolves once at least `n` writes are acknowledged. */
  waitForAcks(n: number): Promise<void>;
  /** Stops writing (requests in flight finish or fail) and returns what was acknowledged. */
  stop(): Promise<AckedWrites>;
}

/** Searchable airport loc ids of a database, for saving. */
export function airportLocIds(databasePath: string, limit = 2000): string[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return (
      db.prepare("SELECT loc_id FROM airports WHERE searchable = 1 ORDER BY id LIMIT ?").all(limit) as {
        loc_id: string;
      }[]
    ).map((r) => r.loc_id);
  } finally {
    db.close();
  }
}

export async function startWriteLoad(
  baseUrl: string,
  opts: { clients: number; airports: string[] },
): Promise<WriteLoad> {
  const users: RegisteredUser[] = [];
  for (let i = 0; i < opts.clients; i++) users.push(await registerUser(baseUrl, { headers: { origin: baseUrl } }));
  const acked: AckedWrites = { trips: new Map(), speeds: new Map(), speedsInFlight: new Map(), count: 0 };
  let stopping = false;
  const waiters: { n: number; resolve: () => void }[] = [];
  const ack = () => {
    acked.count++;
    for (const w of waiters.filter((w) => acked.count >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };

  const loops = users.map(async (u, client) => {
    const id = u.user.id;
    acked.trips.set(id, []);
    for (let k = 0; !stopping && k < opts.airports.length; k++) {
      try {
        if (k % 3 === 2) {
          const speed = 80 + ((k + client) % 200);
          const inFlight = acked.speedsInFlight.get(id) ?? [];
          acked.speedsInFlight.set(id, [...inFlight, speed]);
          const res = await jsonRequest(
            u.jar,
            `${baseUrl}/api/profile/preferences`,
            "PUT",
            { defaultAircraftSpeed: speed },
            { origin: baseUrl },
          );
          await res.arrayBuffer();
          if (res.ok) {
            acked.speeds.set(id, speed);
            acked.speedsInFlight.set(id, []);
            ack();
          }
        } else {
          const locId = opts.airports[(k + client * 97) % opts.airports.length];
          const res = await jsonRequest(
            u.jar,
            `${baseUrl}/api/trips/save`,
            "POST",
            { airportLocId: locId },
            { origin: baseUrl },
          );
          await res.arrayBuffer();
          if (res.ok) {
            acked.trips.get(id)!.push(locId);
            ack();
          }
        }
      } catch {
        // The server went away mid-request: this write was never acknowledged.
        if (stopping) break;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });

  return {
    acked,
    waitForAcks: (n) => (acked.count >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return acked;
    },
  };
}

/** The writes of `acked` that are missing from a database file (empty when all are there). */
export function missingWrites(databasePath: string, acked: AckedWrites): string[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const missing: string[] = [];
    const trip = db.prepare("SELECT 1 FROM saved_trips WHERE user_id = ? AND airport_loc_id = ?");
    for (const [userId, locIds] of acked.trips) {
      for (const locId of locIds) if (!trip.get(userId, locId)) missing.push(`trip ${userId}/${locId}`);
    }
    const speed = db.prepare("SELECT default_aircraft_speed AS s FROM preferences WHERE user_id = ?");
    for (const [userId, s] of acked.speeds) {
      const row = speed.get(userId) as { s: number } | undefined;
      const possible = [s, ...(acked.speedsInFlight.get(userId) ?? [])];
      if (row === undefined || !possible.includes(row.s))
        missing.push(`preferences ${userId}: speed ${s}, stored ${row?.s}`);
    }
    return missing;
  } finally {
    db.close();
  }
}
