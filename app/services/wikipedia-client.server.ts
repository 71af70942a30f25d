/**
 * The Wikipedia client (docs/decisions/0079-wikipedia-sights.md): articles
 * near an airport from the Action API at WIKIPEDIA_API_URL, with their
 * coordinates and short descriptions in one request (`generator=geosearch`).
 */
import { config } from "~/config.server";
import { readGeosearchAnswer, type WikipediaArticle } from "~/lib/wikipedia-geosearch";
import { boundedRequest } from "./places-services-http.server";

/** The geosearch radius the API allows at most (metres): about 5.4 NM of the landmarks' 20. */
export const WIKIPEDIA_RADIUS_M = 10_000;
const LIMIT = 50;

export function geosearchUrl(at: { latitude: number; longitude: number }): string {
  const url = new URL(config.wikipediaApiUrl);
  const params: Record<string, string> = {
    action: "query",
    format: "json",
    formatversion: "2",
    generator: "geosearch",
    ggscoord: `${at.latitude.toFixed(6)}|${at.longitude.toFixed(6)}`,
    ggsradius: String(WIKIPEDIA_RADIUS_M),
    ggslimit: String(LIMIT),
    prop: "coordinates|description|pageterms",
    colimit: String(LIMIT),
    wbptterms: "description",
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** The article's page on the same wiki as the API. */
export function articleUrl(title: string): string {
  const api = new URL(config.wikipediaApiUrl);
  return `${api.origin}/wiki/${encodeURIComponent(title.replace(/ /g, "_"))}`;
}

export async function askWikipedia(at: { latitude: number; longitude: number }): Promise<WikipediaArticle[]> {
  const { status, body } = await boundedRequest(geosearchUrl(at), { headers: { accept: "application/json" } });
  return readGeosearchAnswer(status, body);
}
