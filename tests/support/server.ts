/**
 * Test harness for the real, built app: one process of the production server
 * (server/index.mjs, what `npm start` runs) over a temp SQLite file on a free
 * loopback port.
 *
 *   const server = await startServer();          // copy of the imported template DB
 *   const res = await fetch(`${server.url}/`);
 *   await server.stop();
 *
 * `startServer({ dev: true })` runs `npm run dev` instead (server/dev.mjs: the same edge in
 * front of Vite's dev server; docs/decisions/0056-dev-server-edge.md), from the sources.
 *
 * The app must be built first (`npm run build`); the vitest integration
 * project and the Playwright config do that once per run (see
 * tests/support/build.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const serverEntry = path.join(repoRoot, "server/index.mjs");
const serverBuild = path.join(repoRoot, "build/server/index.js");

/** Set by the global setups to the one imported template DB of this run. */
export const TEMPLATE_ENV = "TEST_TEMPLATE_DATABASE";

/**
 * Settings every test server gets unless `opts.env` overrides them: a fixed
 * session secret (production requires one) and outside services pointed at a
 * closed loopback port, so no test ever waits on, or talks to, the internet.
 * Point them at a fake from tests/fakes/ through `opts.env` when a test needs one.
 */
export const defaultServerEnv: Record<string, string> = {
  SESSION_SECRET: "test-session-secret-not-for-production-0123456789",
  AWC_BASE_URL: "http://127.0.0.1:9",
  FAA_NASR_BASE_URL: "http://127.0.0.1:9",
  // The default Esri imagery's shape on a closed local port: a test server never calls out (the airport
  // page checks the provider, docs/decisions/0050-satellite-placeholder.md). tests/unit/satellite-default.test.ts
  // checks the real default.
  SATELLITE_URL_TEMPLATE:
    "http://127.0.0.1:9/export?bbox={bbox}&bboxSR=3857&imageSR=3857&size={width},{height}&format=jpg&f=image",
  // Password hashing at N=2^15 instead of production's 2^17 (docs/decisions/0017-production-settings.md):
  // hundreds of sign-ups on a shared machine. tests/integration/production-settings.test.ts runs the default.
  SCRYPT_COST_LOG2: "15",
  // Live places off, and their services on a closed local port should a test turn them on without a stand-in
  // (docs/decisions/0080-live-places-cache.md); tests/integration/live-places.test.ts points them at tests/fakes/.
  LIVE_PLACES: "off",
  OVERPASS_URL: "http://127.0.0.1:9/api/interpreter",
  WIKIPEDIA_API_URL: "http://127.0.0.1:9/w/api.php",
  // One server process per test server on this shared machine; tests of several processes set it.
  WEB_CONCURRENCY: "1",
};

export interface StartServerOptions {
  /**
   * Run `npm run dev` (NODE_ENV=development, the app from the sources through Vite) instead of
   * the production server. Its process group is stopped as a whole (npm, node, Vite's esbuild).
   */
  dev?: boolean;
  /** Extra environment for the server process (wins over the defaults). */
  env?: Record<string, string>;
  /** Start on an empty DB (the app migrates and imports on start) instead of a copy of the template. */
  freshDatabase?: boolean;
  /** Use this DB file as is (not copied, not removed on stop). Implies no template copy. */
  databasePath?: string;
  /** Listen on this port instead of a free one. */
  port?: number;
  /** How long to wait for the first HTTP answer; default 60 s (600 s for a fresh DB: its places import took 149 s on a machine loaded tenfold). A dev server waits for /healthz. */
  startTimeoutMs?: number;
}

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** The server process's id (e.g. to read its memory from /proc; with WEB_CONCURRENCY > 1, the primary's). */
  pid: number;
  databasePath: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output(): string;
  /**
   * Stops the process (SIGTERM, then SIGKILL after 2 s; a dev server's whole process group, SIGKILL
   * after 5 s) and removes its temp dir. Safe to call twice.
   */
  stop(): Promise<void>;
  /** Resolves with how the process ended ("code 0", "signal SIGKILL", …). */
  exited: Promise<string>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();
/** Dev servers' process groups (npm, node, Vite's esbuild service), by their leader's pid. */
const runningGroups = new Set<number>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
  for (const group of runningGroups) signalGroup(group, "SIGKILL");
});

/** Signals every process of a group; false when none is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

export async function startServer(opts: StartServerOptions = {}): Promise<TestServer> {
  if (!opts.dev && !fs.existsSync(serverBuild)) {
    throw new Error(`No server build at ${serverBuild}: run \`npm run build\` first.`);
  }
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "airport-finder-test-"));
  const databasePath = opts.databasePath ?? path.join(tempDir, "app.db");
  if (!opts.databasePath && !opts.freshDatabase) {
    fs.copyFileSync(await templateDatabase(), databasePath);
  }
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;

  const env = {
    ...process.env,
    ...defaultServerEnv,
    ...opts.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    NODE_ENV: opts.dev ? "development" : "production",
  };
  const child = opts.dev
    ? // Its own process group, so that stop() reaches npm's child and Vite's esbuild too.
      spawn("npm", ["run", "dev"], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"], detached: true })
    : spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  const group = opts.dev ? child.pid : undefined;
  if (group) runningGroups.add(group);
  else running.add(child);

  const chunks: string[] = [];
  let size = 0;
  const collect = (buf: Buffer) => {
    chunks.push(buf.toString("utf8"));
    size += buf.length;
    while (size > 1_000_000 && chunks.length > 1) size -= chunks.shift()!.length;
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const output = () => chunks.join("");

  let exitInfo: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exitInfo = signal ? `signal ${signal}` : `code ${code}`;
      running.delete(child);
      resolve();
    });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (group) {
      // npm hands SIGTERM on to the server (once: a second one would cut its shutdown short).
      child.kill("SIGTERM");
      const deadline = Date.now() + 5_000;
      while (signalGroup(group, 0) && Date.now() < deadline) await sleep(50);
      signalGroup(group, "SIGKILL");
      runningGroups.delete(group);
      await exited;
    } else if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 2_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  const timeoutMs = opts.startTimeoutMs ?? (opts.freshDatabase ? 600_000 : 60_000);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitInfo) {
      await stop();
      throw new Error(`The app server exited (${exitInfo}) before answering HTTP.\n--- server output ---\n${output()}`);
    }
    try {
      // A dev server loads the app on its first request (Vite transforms every route): ready
      // once /healthz says the database is. The production server loads it before it listens.
      const res = await fetch(`${url}${opts.dev ? "/healthz" : "/"}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(opts.dev ? 60_000 : 10_000),
      });
      // Read the body (not cancel it): a cancelled response leaves the keep-alive
      // connection busy, and the server then lingers on SIGTERM.
      await res.arrayBuffer();
      if (!opts.dev || res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app server did not answer HTTP within ${timeoutMs} ms.\n--- server output ---\n${output()}`);
    }
    await sleep(150);
  }

  return { url, port, databasePath, output, stop, pid: child.pid!, exited: exited.then(() => exitInfo ?? "exited") };
}

/**
 * A template the caller made and named in TEST_TEMPLATE_DATABASE (scripts/test-all.sh makes one
 * for the integration and e2e layers, with tests/support/create-template.ts): the global setups
 * use it as it is and leave it for the caller to remove.
 */
export function templateFromCaller(): string | undefined {
  const given = process.env[TEMPLATE_ENV];
  return given && fs.existsSync(given) ? given : undefined;
}

let templatePromise: Promise<string> | undefined;

/**
 * A copy of the template database as `app.db` in a folder of its own under the OS's temp folder,
 * for a test that changes the file or starts several servers on it; `remove()` deletes the folder.
 */
export async function templateCopy(prefix: string): Promise<{ dir: string; file: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const file = path.join(dir, "app.db");
  fs.copyFileSync(await templateDatabase(), file);
  return { dir, file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The path of one fully imported database for this run, to copy from.
 * Global setups call `createTemplateDatabase()` and publish its path in
 * TEST_TEMPLATE_DATABASE; without it (e.g. a test file run on its own outside
 * the configs) one is made on first use in this process and removed at exit.
 */
export function templateDatabase(): Promise<string> {
  const fromEnv = process.env[TEMPLATE_ENV];
  if (fromEnv && fs.existsSync(fromEnv)) return Promise.resolve(fromEnv);
  templatePromise ??= createTemplateDatabase().then(({ path: file, remove }) => {
    process.once("exit", remove);
    return file;
  });
  return templatePromise;
}

/**
 * Starts the app once on an empty DB, waits until the bundled FAA snapshot is
 * imported (a row in data_imports), stops it and folds the WAL into the main
 * file, so that a plain file copy is a complete database.
 */
export async function createTemplateDatabase(): Promise<{ path: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "airport-finder-template-"));
  const file = path.join(dir, "template.db");
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startServer({ databasePath: file, startTimeoutMs: 600_000 });
    try {
      await waitForImport(file, 600_000, server);
    } finally {
      await server.stop();
    }
    const db = new Database(file);
    try {
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.pragma("journal_mode = DELETE");
    } finally {
      db.close();
    }
    return { path: file, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

async function waitForImport(file: string, timeoutMs: number, server: TestServer) {
  const deadline = Date.now() + timeoutMs;
  let last = "no database file yet";
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      let db: Database.Database | undefined;
      try {
        db = new Database(file, { readonly: true, fileMustExist: true });
        db.pragma("busy_timeout = 5000");
        const row = db.prepare("SELECT facilities FROM data_imports ORDER BY id DESC LIMIT 1").get() as
          { facilities: number } | undefined;
        if (row) return;
        last = "data_imports is empty";
      } catch (error) {
        last = String(error);
      } finally {
        db?.close();
      }
    }
    await sleep(250);
  }
  throw new Error(
    `The template DB was not imported within ${timeoutMs} ms (${last}).\n--- server output ---\n${server.output()}`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------------ */
/* HTTP helpers: plain fetch, the way a browser without JavaScript talks.    */
/* ------------------------------------------------------------------------ */

export type FormFields =
  | Record<string, string | number | boolean | readonly (string | number)[]>
  | URLSearchParams
  | readonly (readonly [string, string])[];

export function formBody(fields: FormFields): URLSearchParams {
  if (fields instanceof URLSearchParams) return new URLSearchParams(fields);
  if (Array.isArray(fields)) return new URLSearchParams(fields as [string, string][]);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(value)) for (const v of value) body.append(name, String(v));
    else body.append(name, String(value));
  }
  return body;
}

/**
 * POSTs an HTML form (application/x-www-form-urlencoded) without following
 * redirects, with the Origin header a browser sends. Pass `cookie` as a
 * Cookie header value, e.g. `jar.header()`.
 */
export function postForm(
  url: string,
  fields: FormFields,
  opts: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    origin: new URL(url).origin,
    ...opts.headers,
  };
  if (opts.cookie) headers.cookie = opts.cookie;
  return fetch(url, { method: "POST", body: formBody(fields).toString(), headers, redirect: "manual" });
}

/**
 * A request with exactly the headers given, over node:http. fetch (undici) chooses some itself:
 * `Sec-Fetch-Mode: cors` on every request, and the Host. A browser's document post says
 * `Sec-Fetch-Mode: navigate`; a client may send any Host.
 */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const headers = { ...init.headers };
  if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: answer }));
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/**
 * Carries cookies by hand between requests (one "browser").
 *
 *   const jar = new CookieJar();
 *   const res = await jar.postForm(`${url}/login`, { email, password });
 *   expect(res.status).toBe(302);
 *   const page = await jar.fetch(`${url}${res.headers.get("location")}`);
 */
export class CookieJar {
  private cookies = new Map<string, string>();

  /** Takes every Set-Cookie of a response; an expired or Max-Age=0 cookie is removed. */
  store(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attr) => {
        const [key = "", val = ""] = attr.split("=").map((s) => s.trim());
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  clear(): this {
    this.cookies.clear();
    return this;
  }

  /** The Cookie request header value ("" when empty). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** fetch with this jar's cookies, redirect: "manual"; stores the response's cookies. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie && !headers.has("cookie")) headers.set("cookie", cookie);
    const res = await fetch(url, { redirect: "manual", ...init, headers });
    this.store(res);
    return res;
  }

  /** A form post as a browser sends it without JavaScript (Sec-Fetch-Mode: navigate), with this jar's cookies. */
  async postDocument(url: string, fields: FormFields): Promise<Response> {
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(url).origin,
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
    };
    if (this.header()) headers.cookie = this.header();
    const res = await rawRequest(url, { method: "POST", headers, body: formBody(fields).toString() });
    this.store(res);
    return res;
  }

  /** postForm with this jar's cookies; stores the response's cookies. */
  async postForm(url: string, fields: FormFields, opts: { headers?: Record<string, string> } = {}): Promise<Response> {
    const res = await postForm(url, fields, { ...opts, cookie: this.header() || undefined });
    this.store(res);
    return res;
  }

  /**
   * Follows redirects by hand (GET, as a browser does after a 302/303), carrying
   * cookies, and returns the final response. Throws after `max` hops.
   */
  async follow(response: Response, base: string, max = 10): Promise<Response> {
    let res = response;
    for (let hop = 0; res.status >= 300 && res.status < 400 && res.headers.has("location"); hop++) {
      if (hop >= max) throw new Error(`More than ${max} redirects`);
      await res.arrayBuffer();
      res = await this.fetch(new URL(res.headers.get("location")!, base).toString());
    }
    return res;
  }
}
