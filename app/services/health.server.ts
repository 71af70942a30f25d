/**
 * GET /healthz (issue 12): is this process ready to serve? The database must
 * take a write (one row rewritten) and a data cycle must be loaded; the data's
 * and the weather's age are reported, not required (an old cycle or a weather
 * outage still serves, with the age shown to pilots).
 */
import { dataCycleAge } from "~/lib/data-cycle-age";
import { latestImport } from "~/models/airports.server";
import { proveWritable } from "~/models/health.server";
import { lastLoadAt } from "~/models/weather.server";

export interface Health {
  status: "ok" | "unavailable";
  database: { writable: boolean; error?: string };
  data: {
    loaded: boolean;
    label: string | null;
    effectiveDate: string | null;
    ageDays: number | null;
    expired: boolean | null;
  };
  weather: { lastLoadAt: string | null; ageSeconds: number | null };
  process: { pid: number; uptimeSeconds: number };
}

export function checkHealth(now = new Date()): Health {
  let writable = true;
  let error: string | undefined;
  try {
    proveWritable(now.getTime());
  } catch (e) {
    writable = false;
    // The SQLite error code only (e.g. SQLITE_READONLY): never a path or a stack.
    error = (e as { code?: string }).code ?? "write failed";
  }
  let imported: ReturnType<typeof latestImport> = undefined;
  try {
    imported = latestImport();
  } catch {
    imported = undefined;
  }
  const age = imported ? dataCycleAge(imported.effectiveDate, now) : null;
  let weatherAt: number | null = null;
  try {
    weatherAt = lastLoadAt("cache");
  } catch {
    weatherAt = null;
  }
  return {
    status: writable && imported ? "ok" : "unavailable",
    database: error ? { writable, error } : { writable },
    data: {
      loaded: Boolean(imported),
      label: imported?.label ?? null,
      effectiveDate: imported?.effectiveDate ?? null,
      ageDays: age?.ageDays ?? null,
      expired: age?.expired ?? null,
    },
    weather: {
      lastLoadAt: weatherAt === null ? null : new Date(weatherAt).toISOString(),
      ageSeconds: weatherAt === null ? null : Math.max(0, Math.round((now.getTime() - weatherAt) / 1000)),
    },
    process: { pid: process.pid, uptimeSeconds: Math.round(process.uptime()) },
  };
}
