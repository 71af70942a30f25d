import fs from "node:fs";
import http from "node:http";

export const LOAD_TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
export const LOAD_CONCURRENCY = 16;

export interface LoadFigures {
  perSecond: number;
  p50: number;
  p99: number;
  /** The server process's CPU time per search (user + system, from /proc; Linux only, else undefined). */
  cpuMs?: number;
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuTimeMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const body = JSON.stringify({
  departureAirport: "KSTS",
  aircraftSpeed: 120,
  runwaySurface: "improved",
  airportUse: "public",
});

/**
 * POST /api/airports/search `total` times, `LOAD_CONCURRENCY` at a time, over
 * keep-alive connections with node:http (a lighter client than fetch, so the
 * client takes less of the machine from the server). A warm-up of 200 first.
 * The same body to every target; no Accept-Encoding unless `acceptEncoding` is
 * given (the bare server never compresses, so the ratios compare like with like).
 * With `pid` (a one-process server), also the CPU time that process spent per search:
 * steadier than the rate on a shared machine, where a busy moment slows the server
 * without costing it CPU.
 */
export async function searchLoad(
  baseUrl: string,
  total = LOAD_TOTAL,
  { acceptEncoding, pid }: { acceptEncoding?: string; pid?: number } = {},
): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CONCURRENCY });
  const url = new URL("/api/airports/search", baseUrl);
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            origin: url.origin,
            ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
          },
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`search answered ${res.statusCode}`)),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const run = async (n: number, latencies: number[] | null) => {
    let sent = 0;
    await Promise.all(
      Array.from({ length: LOAD_CONCURRENCY }, async () => {
        while (sent < n) {
          sent++;
          const t = performance.now();
          await one();
          latencies?.push(performance.now() - t);
        }
      }),
    );
  };
  await run(200, null);
  const latencies: number[] = [];
  const cpuBefore = cpuTimeMs(pid);
  const started = performance.now();
  await run(total, latencies);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuTimeMs(pid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const cpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / total : undefined;
  return { perSecond: total / seconds, p50: pct(50), p99: pct(99), cpuMs };
}
