import path from "node:path";

/** Every setting comes from the environment, with a default that works on a fresh machine. */
export const config = {
  databasePath: path.resolve(process.env.DATABASE_PATH ?? "data/app.db"),
  /** Where `npm run data:update` downloads the FAA's 28-day APT CSV zip from. */
  faaNasrBaseUrl: process.env.FAA_NASR_BASE_URL ?? "https://nfdc.faa.gov/webContent/28DaySub/extra",
  isProduction: process.env.NODE_ENV === "production",
};
