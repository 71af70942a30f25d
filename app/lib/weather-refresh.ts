import { useEffect, useState } from "react";
import { summarize, type WeatherObservation, type WeatherSummary } from "./flight-category";

/** Spec §9: badges refetch every 5 minutes, 20 ids per batch, one retry; a failed batch gives an empty map. */
export const WEATHER_REFRESH_MS = 5 * 60_000;
export const WEATHER_BATCH_SIZE = 20;

async function postBatch(icaoIds: string[]): Promise<Record<string, WeatherObservation>> {
  const res = await fetch("/api/weather/batch", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ icaoIds }),
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text().catch(() => "")) || res.statusText}`);
  return (await res.json()) as Record<string, WeatherObservation>;
}

/** POST /api/weather/batch in batches of 20, merged; a batch that fails twice is logged and counts as empty. */
export async function fetchWeatherBatches(ids: readonly string[]): Promise<Record<string, WeatherObservation>> {
  const unique = [...new Set(ids.map((id) => id.toUpperCase()).filter((id) => id.length === 4))];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += WEATHER_BATCH_SIZE) batches.push(unique.slice(i, i + WEATHER_BATCH_SIZE));
  const answers = await Promise.all(
    batches.map(async (batch) => {
      try {
        return await postBatch(batch);
      } catch {
        try {
          return await postBatch(batch);
        } catch (error) {
          console.error("Weather batch failed", error);
          return {};
        }
      }
    }),
  );
  return Object.assign({}, ...answers);
}

/**
 * The badges of a page, refreshed in the browser every 5 minutes. Starts from
 * what the server rendered (so nothing changes at hydration) and resets when
 * the page's rows change.
 */
export function useLiveWeather(initial: Record<string, WeatherSummary | null>, serverNow: number) {
  const key = Object.keys(initial).sort().join(",");
  const [live, setLive] = useState({ key, byId: initial, now: serverNow });
  const current = live.key === key ? live : { key, byId: initial, now: serverNow };

  useEffect(() => {
    const ids = key ? key.split(",") : [];
    if (ids.length === 0) return;
    let cancelled = false;
    const timer = setInterval(async () => {
      const observations = await fetchWeatherBatches(ids);
      if (cancelled) return;
      setLive((prev) => {
        const base = prev.key === key ? prev.byId : initial;
        const byId = { ...base };
        for (const [id, obs] of Object.entries(observations)) byId[id] = summarize(obs);
        return { key, byId, now: Date.now() };
      });
    }, WEATHER_REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
    // `initial` belongs to `key`: a new set of rows brings a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current;
}
