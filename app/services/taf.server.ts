/**
 * An airport's TAF from the AWC Data API (`/api/data/taf?ids=…&format=json`),
 * kept in SQLite (`taf_forecasts`) like METARs. A stored TAF is trusted for
 * TAF_MEMO_MS; after that the page asks again, waiting at most
 * WEATHER_FETCH_TIMEOUT_MS, and keeps the stored one when the AWC fails or is
 * slow. Only the airport's own ICAO id: a TAF covers 5 SM around its
 * aerodrome and is never borrowed from a neighbour (docs/decisions/0039-taf-at-arrival.md).
 */
import { config } from "~/config.server";
import { isWeatherId } from "~/lib/awc-payloads";
import { decodeTafJsonArray, type Taf } from "~/lib/taf";
import { storedTaf, storeTaf } from "~/models/tafs.server";
import { USER_AGENT } from "./weather.server";

export const TAF_API_PATH = "/api/data/taf";
/** TAFs are issued every 6 hours and amended in between: 30 minutes keeps amendments close without asking on every page view. */
const TAF_MEMO_MS = 30 * 60_000;
const FAILURE_MEMO_MS = 60_000;

/** id → until when (epoch ms) not to ask again (also when the AWC had no TAF for it). */
const asked = new Map<string, number>();

export type AirportTaf = { status: "ok"; taf: Taf; fetchedAt: number } | { status: "none" } | { status: "unavailable" };

export async function tafForAirport(icaoId: string | null): Promise<AirportTaf> {
  const id = icaoId?.trim().toUpperCase() ?? "";
  if (!isWeatherId(id)) return { status: "none" };
  const stored = storedTaf(id);
  const now = Date.now();
  if ((stored && now - stored.fetchedAt < TAF_MEMO_MS) || (asked.get(id) ?? 0) > now) {
    return stored ? { status: "ok", ...stored } : { status: "none" };
  }
  try {
    const res = await fetch(`${config.awcBaseUrl}${TAF_API_PATH}?ids=${encodeURIComponent(id)}&format=json`, {
      headers: { "user-agent": USER_AGENT, accept: "application/json" },
      signal: AbortSignal.timeout(config.weatherFetchTimeoutMs),
    });
    const text = res.status === 204 ? "[]" : await res.text();
    if (!res.ok) throw new Error(`AWC Data API answered ${res.status}`);
    const newest = decodeTafJsonArray(JSON.parse(text || "[]"))
      .filter((t) => t.icaoId === id)
      .sort((a, b) => b.issueTime - a.issueTime)[0];
    asked.set(id, Date.now() + TAF_MEMO_MS);
    if (newest) storeTaf(newest, Date.now());
    const now2 = storedTaf(id);
    return now2 ? { status: "ok", ...now2 } : { status: "none" };
  } catch (error) {
    asked.set(id, Date.now() + FAILURE_MEMO_MS);
    const why = error instanceof Error ? (error.name === "TimeoutError" ? "timed out" : error.message) : String(error);
    console.error(`[weather] TAF lookup of ${id} failed: ${why}`);
    return stored ? { status: "ok", ...stored } : { status: "unavailable" };
  }
}
