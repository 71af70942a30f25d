/**
 * A tiny stand-in for the Aviation Weather Center (aviationweather.gov) that
 * replays the recorded payloads in tests/fixtures/weather/:
 *   GET /data/cache/metars.cache.csv.gz      the bulk METAR cache file, gzipped
 *   GET /api/data/metar?ids=A,B&format=json  the Data API, from metar-sample.json
 *   GET /api/data/taf?ids=A,B&format=json    the Data API's TAFs, from taf-sample.json
 *
 * Modes (switchable while running with setMode):
 *   stale      the recordings as they are (their observations are months old)
 *   fresh      the same reports moved in time so the newest is 5 minutes old
 *              (observation times and the report's ddhhmmZ group are both moved);
 *              each TAF moved by whole days so that now falls in its validity
 *              (its hours, and so its FM/TEMPO groups, keep their clock times)
 *   failing    500 for every request
 *   slow       the right answer, but only after `slowMs` (longer than the app's timeouts)
 *   malformed  a gzip of text that is not the cache CSV, and JSON that is not an array
 * Every request is recorded (path, query, User-Agent, and whether it was answered or the caller
 * hung up first) so tests can count outside calls.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export type AwcMode = "fresh" | "stale" | "failing" | "slow" | "malformed";

export const weatherFixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/weather");

export interface FakeAwcOptions {
  mode?: AwcMode;
  /** Which recorded cache file to serve (a file in tests/fixtures/weather/); default the complete 2025 one. */
  cacheFile?: string;
  /** Delay of the slow mode; default 10 s. */
  slowMs?: number;
}

export interface AwcRequest {
  path: string;
  query: string;
  userAgent: string | undefined;
  /** The fake wrote its answer (in the slow mode, only after `slowMs`). */
  answered: boolean;
  /** The caller hung up before the fake answered (in the slow mode: it stopped waiting). */
  abandoned: boolean;
}

export interface FakeAwc {
  baseUrl: string;
  requests: AwcRequest[];
  setMode(mode: AwcMode): void;
  close(): Promise<void>;
}

/** Moves every ISO observation time of a cache CSV by `shiftMs`, and the report's day-time group with it. */
export function shiftCacheCsv(csv: string, shiftMs: number): string {
  return csv
    .split("\n")
    .map((line) => {
      const match = /,(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z),/.exec(line);
      if (!match) return line;
      const moved = new Date(Date.parse(match[1]) + shiftMs);
      const iso = match[1].includes(".") ? moved.toISOString() : moved.toISOString().replace(/\.\d{3}Z$/, "Z");
      return line.replace(match[1], iso).replace(/\b\d{6}Z\b/, dayTimeGroup(moved));
    })
    .join("\n");
}

/** A METAR's day-time group ("291405Z") for `d`. */
export const dayTimeGroup = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, "0")}${String(d.getUTCHours()).padStart(2, "0")}${String(d.getUTCMinutes()).padStart(2, "0")}Z`;

function newestCsvTime(csv: string): number {
  let newest = 0;
  for (const m of csv.matchAll(/,(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z),/g))
    newest = Math.max(newest, Date.parse(m[1]));
  return newest;
}

interface RecordedTaf {
  icaoId: string;
  issueTime: string;
  bulletinTime?: string;
  dbPopTime?: string;
  validTimeFrom: number;
  validTimeTo: number;
  fcsts: { timeFrom: number; timeTo: number; timeBec: number | null }[];
}

const DAY_S = 86_400;

/** A TAF moved by whole days so that `nowMs` falls inside its validity (it is at least 24 h long). */
export function shiftTafByDays(t: RecordedTaf, nowMs: number): RecordedTaf {
  const shift = Math.floor((nowMs / 1000 - t.validTimeFrom) / DAY_S) * DAY_S;
  const iso = (s: string | undefined) => (s ? new Date(Date.parse(s) + shift * 1000).toISOString() : s);
  return {
    ...t,
    issueTime: iso(t.issueTime)!,
    bulletinTime: iso(t.bulletinTime),
    dbPopTime: iso(t.dbPopTime),
    validTimeFrom: t.validTimeFrom + shift,
    validTimeTo: t.validTimeTo + shift,
    fcsts: t.fcsts.map((f) => ({
      ...f,
      timeFrom: f.timeFrom + shift,
      timeTo: f.timeTo + shift,
      timeBec: f.timeBec == null ? null : f.timeBec + shift,
    })),
  };
}

export async function startFakeAwc(opts: FakeAwcOptions = {}): Promise<FakeAwc> {
  let mode: AwcMode = opts.mode ?? "stale";
  const slowMs = opts.slowMs ?? 10_000;
  const csv = fs.readFileSync(path.join(weatherFixtures, opts.cacheFile ?? "metars-cache-sample.csv"), "utf8");
  const metars = JSON.parse(fs.readFileSync(path.join(weatherFixtures, "metar-sample.json"), "utf8")) as {
    icaoId: string;
    obsTime: number;
  }[];
  const tafs = JSON.parse(fs.readFileSync(path.join(weatherFixtures, "taf-sample.json"), "utf8")) as RecordedTaf[];
  const recorded = gzipSync(csv);
  // Computed on demand so that "fresh" stays fresh however long the fake runs.
  const freshShift = () => Date.now() - 5 * 60_000 - newestCsvTime(csv);
  const freshJsonShift = () => Math.round(Date.now() / 1000) - 5 * 60 - Math.max(...metars.map((m) => m.obsTime));

  const requests: AwcRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const request: AwcRequest = {
      path: url.pathname,
      query: url.search,
      userAgent: req.headers["user-agent"],
      answered: false,
      abandoned: false,
    };
    requests.push(request);
    res.on("close", () => {
      if (!res.writableEnded) request.abandoned = true;
    });
    res.on("finish", () => {
      request.answered = true;
    });
    const answer = () => {
      if (res.destroyed || request.abandoned) return;
      if (mode === "failing") {
        res.writeHead(500, { "content-type": "text/plain" }).end("fake failure");
        return;
      }
      if (url.pathname === "/data/cache/metars.cache.csv.gz") {
        const body =
          mode === "malformed"
            ? gzipSync("<html><body>Service temporarily unavailable</body></html>\n")
            : mode === "fresh"
              ? gzipSync(shiftCacheCsv(csv, freshShift()))
              : recorded;
        res.writeHead(200, { "content-type": "application/gzip", "content-length": body.byteLength }).end(body);
        return;
      }
      if (url.pathname === "/api/data/metar") {
        if (mode === "malformed") {
          res.writeHead(200, { "content-type": "application/json" }).end('{"error":"unexpected"');
          return;
        }
        const ids = new Set((url.searchParams.get("ids") ?? "").toUpperCase().split(",").filter(Boolean));
        const shift = mode === "fresh" ? freshJsonShift() : 0;
        const found = metars.filter((m) => ids.has(m.icaoId)).map((m) => ({ ...m, obsTime: m.obsTime + shift }));
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
        return;
      }
      if (url.pathname === "/api/data/taf") {
        if (mode === "malformed") {
          res.writeHead(200, { "content-type": "application/json" }).end('{"error":"unexpected"');
          return;
        }
        const ids = new Set((url.searchParams.get("ids") ?? "").toUpperCase().split(",").filter(Boolean));
        const found = tafs
          .filter((t) => ids.has(t.icaoId))
          .map((t) => (mode === "fresh" ? shiftTafByDays(t, Date.now()) : t));
        if (found.length === 0) res.writeHead(204).end();
        else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
        return;
      }
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    };
    if (mode === "slow") {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, slowMs);
      timers.add(timer);
    } else answer();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
