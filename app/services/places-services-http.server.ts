/**
 * What the live places clients share (docs/decisions/0080-live-places-cache.md):
 * the User-Agent that names the site and its public address, as both
 * services' usage policies ask, and one bounded request that reads the whole
 * body or fails (refused, hung, cut off).
 */
import { config } from "~/config.server";

export function placesUserAgent(): string {
  const site = config.publicOrigin || "self-hosted";
  return `AirportFinder/1.0 (${site}; airport discovery for general-aviation pilots; local places)`;
}

export class ServiceUnreachable extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message);
    this.name = "ServiceUnreachable";
  }
}

/** One request, its status and whole body; ServiceUnreachable when it is refused, hangs past the timeout, or breaks off. */
export async function boundedRequest(
  url: string,
  init: { method?: string; body?: string; headers?: Record<string, string> },
): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(url, {
      method: init.method ?? "GET",
      body: init.body,
      headers: { "user-agent": placesUserAgent(), ...init.headers },
      signal: AbortSignal.timeout(config.livePlacesFetchTimeoutMs),
    });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new ServiceUnreachable(
      timedOut
        ? `no answer within ${config.livePlacesFetchTimeoutMs} ms`
        : `${error instanceof Error ? error.message : String(error)}${cause}`,
      timedOut,
    );
  }
}
