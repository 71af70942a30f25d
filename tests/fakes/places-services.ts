/**
 * A small stand-in for the two live places services, replaying the recorded
 * answers of ../shared/data/places/recorded/ (tests/support/recorded-places.ts):
 *
 *   POST /api/interpreter   Overpass: the answer set for the airport the query is
 *                           around (`answerAt`), else the recorded Berkeley map query
 *                           (nothing in it reaches a list);
 *   GET  /w/api.php         Wikipedia's Action API: the answer set for the
 *                           `ggscoord`, else the recorded empty answer.
 *
 * Modes per service (setMode), each a recorded failure with its real status:
 *   ok, rate-limited (429 + its HTML), too-busy (504 + its HTML), remark-timeout and
 *   remark-oom (200 + a "runtime error" remark), truncated (200 + the cut-off body),
 *   bad-request (400 + its HTML), hang (never answers), api-error (Wikipedia's
 *   gs_invalid-coord error object).
 * Every request is recorded (service, the coordinates asked about, User-Agent, when it
 * started and ended), and the most requests ever in flight at once per service.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { recordedText } from "../support/recorded-places";

export type PlacesServiceMode =
  | "ok"
  | "rate-limited"
  | "too-busy"
  | "remark-timeout"
  | "remark-oom"
  | "truncated"
  | "bad-request"
  | "hang"
  | "api-error";
export type PlacesService = "overpass" | "wikipedia";

export interface PlacesServiceRequest {
  service: PlacesService;
  /** 'lat,lon' as the request gave them (6 decimals). */
  at: string | null;
  userAgent: string | undefined;
  startedAt: number;
  endedAt: number | null;
}

export interface FakePlacesServices {
  overpassUrl: string;
  wikipediaUrl: string;
  requests: PlacesServiceRequest[];
  maxInFlight: Record<PlacesService, number>;
  setMode(service: PlacesService, mode: PlacesServiceMode): void;
  /** The JSON answer for requests around `at` ('lat,lon', 6 decimals). */
  answerAt(service: PlacesService, at: string, json: unknown): void;
  /** Answers wait this long (to see whether two requests ever overlap). */
  setDelay(ms: number): void;
  /** Forgets the requests seen and the most in flight. */
  reset(): void;
  close(): Promise<void>;
}

const OVERPASS_FAILURES: Partial<Record<PlacesServiceMode, { status: number; file: string; type: string }>> = {
  "rate-limited": { status: 429, file: "overpass_errors/aio_429_rate_limited_body.html", type: "text/html" },
  "too-busy": { status: 504, file: "overpass_errors/aio_504_dispatcher_timeout_too_busy_body.html", type: "text/html" },
  "remark-timeout": { status: 200, file: "overpass_errors/aio_remark_query_timed_out.json", type: "application/json" },
  "remark-oom": { status: 200, file: "overpass_errors/aio_remark_out_of_memory.json", type: "application/json" },
  truncated: { status: 200, file: "overpass_errors/aio_cutoff_truncated_json.json", type: "application/json" },
  "bad-request": { status: 400, file: "overpass_errors/overpy_bad-request.html", type: "text/html" },
};

export const coordinateKey = (lat: number, lon: number) => `${lat.toFixed(6)},${lon.toFixed(6)}`;

export async function startFakePlacesServices(): Promise<FakePlacesServices> {
  const modes: Record<PlacesService, PlacesServiceMode> = { overpass: "ok", wikipedia: "ok" };
  const answers: Record<PlacesService, Map<string, string>> = { overpass: new Map(), wikipedia: new Map() };
  const requests: PlacesServiceRequest[] = [];
  const inFlight: Record<PlacesService, number> = { overpass: 0, wikipedia: 0 };
  const maxInFlight: Record<PlacesService, number> = { overpass: 0, wikipedia: 0 };
  const hanging = new Set<http.ServerResponse>();
  let delayMs = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const service: PlacesService | null =
      req.method === "POST" && url.pathname === "/api/interpreter"
        ? "overpass"
        : req.method === "GET" && url.pathname === "/w/api.php"
          ? "wikipedia"
          : null;
    if (!service) {
      res.writeHead(404).end();
      return;
    }
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      let at: string | null = null;
      if (service === "overpass") {
        const query = new URLSearchParams(body).get("data") ?? "";
        const m = /around:\d+,(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
        if (m) at = coordinateKey(Number(m[1]), Number(m[2]));
      } else {
        const [lat, lon] = (url.searchParams.get("ggscoord") ?? "").split("|").map(Number);
        if (Number.isFinite(lat) && Number.isFinite(lon)) at = coordinateKey(lat, lon);
      }
      const record: PlacesServiceRequest = {
        service,
        at,
        userAgent: req.headers["user-agent"],
        startedAt: Date.now(),
        endedAt: null,
      };
      requests.push(record);
      inFlight[service]++;
      maxInFlight[service] = Math.max(maxInFlight[service], inFlight[service]);
      const finish = (status: number, type: string, text: string) => {
        inFlight[service]--;
        record.endedAt = Date.now();
        res.writeHead(status, { "content-type": type }).end(text);
      };
      const mode = modes[service];
      if (mode === "hang") {
        hanging.add(res);
        res.on("close", () => {
          hanging.delete(res);
          if (record.endedAt === null) {
            inFlight[service]--;
            record.endedAt = Date.now();
          }
        });
        return;
      }
      setTimeout(() => {
        if (service === "overpass") {
          const failure = OVERPASS_FAILURES[mode];
          if (failure) return finish(failure.status, failure.type, recordedText(failure.file));
          const answer =
            (at && answers.overpass.get(at)) ?? recordedText("overpass_json/mvexel_berkeley_mapquery_435el.json");
          return finish(200, "application/json", answer);
        }
        if (mode === "api-error")
          return finish(
            200,
            "application/json",
            recordedText("wikipedia_geosearch/barrust_geosearch_error_gs_invalid-coord.json"),
          );
        if (mode === "rate-limited" || mode === "too-busy")
          return finish(mode === "rate-limited" ? 429 : 503, "text/plain", "");
        const answer =
          (at && answers.wikipedia.get(at)) ?? recordedText("wikipedia_geosearch/android_nearby_empty.json");
        return finish(200, "application/json", answer);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    overpassUrl: `${base}/api/interpreter`,
    wikipediaUrl: `${base}/w/api.php`,
    requests,
    maxInFlight,
    setMode: (service, mode) => (modes[service] = mode),
    answerAt: (service, at, json) => answers[service].set(at, JSON.stringify(json)),
    setDelay: (ms) => (delayMs = ms),
    reset: () => {
      requests.length = 0;
      maxInFlight.overpass = inFlight.overpass;
      maxInFlight.wikipedia = inFlight.wikipedia;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
