import http from "node:http";

export interface PageLoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
}

/**
 * GET `path` `total` times over `connections` keep-alive connections at once, as
 * browsers ask (gzip), after a warm-up of one request per connection: a busy
 * moment for one page (issue 12 measured the airport page with 100 connections).
 */
export async function pageLoad(baseUrl: string, path: string, connections: number, total: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(path, baseUrl);
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${path} answered ${res.statusCode}`)),
          );
        })
        .on("error", reject);
    });
  await Promise.all(Array.from({ length: connections }, one));
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < total) {
        sent++;
        latencies.push(await one());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { perSecond: total / seconds, p50: pct(50), p99: pct(99) } satisfies PageLoadFigures;
}
