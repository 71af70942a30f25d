/**
 * npm run data:update
 *
 * What the server does daily (docs/decisions/0064-faa-self-refresh.md), on demand: every FAA
 * CSV set (APT, FRQ, ATC, AWOS, CLS_ARSP) whose loaded cycle is older than the cycle in force
 * today, and the APT set imported under older rules than the running import's
 * (docs/decisions/0102-apt-import-rules.md), is downloaded from FAA_NASR_BASE_URL (`DD_Mon_YYYY_<SET>_CSV.zip`, the previous cycle
 * while today's is not published yet) and imported in its own transaction; a set that fails
 * keeps its old data. Exit code 1, with one line on stderr, when any set failed.
 */
import path from "node:path";
import { config } from "~/config.server";
import { currentCycle, cycleIso, cycleLabel } from "~/lib/nasr-cycle";
import { connection } from "~/models/db.server";
import { leaseHolder } from "~/models/leases.server";
import {
  FAA_REFRESH_LEASE,
  FAA_REFRESH_LEASE_MS,
  dueText,
  refreshFaaData,
  setsDue,
  type FaaSet,
} from "~/services/faa-refresh.server";
import { giveUpLease, holdLease } from "~/services/process-lease.server";
import { createProgress, formatMegabytes, printSummary, type Progress } from "./progress";

async function main(): Promise<number> {
  const cycle = currentCycle(new Date());
  const { sqlite } = connection();
  console.log(
    `FAA NASR cycle in force: ${cycleLabel(cycle)} (${cycleIso(cycle)}), from ${config.faaNasrBaseUrl}; ` +
      `database ${path.relative(process.cwd(), config.databasePath)}`,
  );
  const due = setsDue(sqlite);
  if (due.length === 0) {
    console.log("Every FAA set is current; nothing to download.");
    return 0;
  }
  for (const d of due) console.log(dueText(d));
  if (!holdLease(FAA_REFRESH_LEASE, FAA_REFRESH_LEASE_MS)) {
    throw new Error(
      `another process (${leaseHolder(FAA_REFRESH_LEASE)}) is updating the FAA data now; try again later`,
    );
  }
  const bars = new Map<string, Progress>();
  const bar = (set: FaaSet, label: string, opts = {}) => {
    const name = `${label} ${set}`;
    let b = bars.get(name);
    if (!b) bars.set(name, (b = createProgress(name, opts)));
    return b;
  };
  try {
    const outcomes = await refreshFaaData(sqlite, {
      onDownload: (set, received, total) =>
        bar(set, "Downloading", { format: formatMegabytes }).update(received, total),
      onImport: (set, done, total, phase) => bar(set, "Importing", {}).update(done, total, phase),
    });
    for (const o of outcomes) {
      if (o.fellBack) console.log(`${o.set}: current cycle not published yet; used the previous cycle (${o.cycle}).`);
      // The files' counts were logged as each set was imported.
      if (o.summary) printSummary(o.summary, process.stdout, { files: false });
    }
    const failed = outcomes.filter((o) => o.status === "failed");
    if (failed.length) {
      console.error(`data:update failed: ${failed.map((o) => `${o.set}: ${o.error}`).join("; ")}`);
      return 1;
    }
    return 0;
  } finally {
    giveUpLease(FAA_REFRESH_LEASE);
  }
}

main()
  .then((code) => {
    connection().sqlite.close();
    process.exit(code);
  })
  .catch((e: unknown) => {
    console.error(`data:update failed: ${(e as Error).message}`);
    process.exit(1);
  });
