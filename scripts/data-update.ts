/**
 * npm run data:update
 *
 * Downloads the FAA NASR APT CSV zip of the current 28-day cycle from
 * FAA_NASR_BASE_URL (falling back once to the previous cycle when the current
 * one is not published yet) and imports it exactly like data:import.
 */
import fs from "node:fs";
import path from "node:path";
import { config } from "~/config.server";
import { aptZipName, currentCycle } from "~/lib/nasr-cycle";
import { downloadCurrentAptZip } from "~/services/faa-download.server";
import { importFromPath } from "./data-import";
import { createProgress, formatMegabytes, printSummary } from "./progress";

async function main() {
  const cycle = currentCycle(new Date());
  console.log(`Current NASR cycle: ${aptZipName(cycle)} from ${config.faaNasrBaseUrl}`);
  const bar = createProgress("Downloading", { format: formatMegabytes });
  const download = await downloadCurrentAptZip(config.faaNasrBaseUrl, new Date(), {
    onProgress: (received, total) => bar.update(received, total),
  });
  bar.done(`${path.basename(download.file)}: ${formatMegabytes(download.bytes, 0)}`);
  if (download.fellBack) console.log(`Current cycle not published yet; using the previous cycle (${download.cycle}).`);
  try {
    console.log(`Importing into ${path.relative(process.cwd(), config.databasePath)}`);
    const summary = importFromPath(download.file);
    printSummary(summary);
  } finally {
    fs.rmSync(path.dirname(download.file), { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(`data:update failed: ${(e as Error).message}`);
  process.exit(1);
});
