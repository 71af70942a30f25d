/**
 * A tiny stand-in for a Plausible-compatible events API (plausible.io/docs/events-api):
 * POST /api/event with JSON {name, url, domain, referrer?} and the visitor's
 * User-Agent and X-Forwarded-For headers; answers 202 "ok". Keeps every event.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePlausibleEvent {
  body: { name: string; url: string; domain: string; referrer?: string | null };
  userAgent: string | undefined;
  forwardedFor: string | undefined;
}

export interface FakePlausible {
  eventUrl: string;
  events: FakePlausibleEvent[];
  close(): Promise<void>;
}

export async function startFakePlausible(): Promise<FakePlausible> {
  const events: FakePlausibleEvent[] = [];
  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/api/event") {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        if (!body.name || !body.url || !body.domain) throw new Error("missing fields");
        events.push({
          body,
          userAgent: req.headers["user-agent"],
          forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
        });
        res.writeHead(202, { "content-type": "text/plain" }).end("ok");
      } catch {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: "bad event" }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    eventUrl: `http://127.0.0.1:${port}/api/event`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
