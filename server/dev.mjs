#!/usr/bin/env node
// @ts-check
/**
 * The development server, `npm run dev` (docs/decisions/0056-dev-server-edge.md): the same
 * edge as production (edge-listener.mjs: security headers with a CSP nonce, the method guard,
 * the body cap, the page-form check, the JSON lane, the client address) in front of Vite's
 * dev server in middleware mode. Vite serves the browser's modules and public/ in place of
 * build/client, and the app is the current server build, loaded through Vite on each request
 * so an edited file is picked up (Vite logs an edit that does not compile; the edge answers 500);
 * hot reload runs over a WebSocket on the same port.
 *
 * One process (WEB_CONCURRENCY is not read); PORT, MAX_BODY_BYTES, TRUST_PROXY, LOG_REQUESTS and
 * the timeouts as in production; HOST defaults to localhost, not every interface.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readServerConfig } from "./config.mjs";
import { announce, createHttpServer, listen, ListenError, stopOnSignals } from "./http-server.mjs";
import { readSecurityConfig } from "./security-headers.mjs";

// Before react-router, react and Vite load (below, dynamically): they pick their build by it.
process.env.NODE_ENV = "development";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUILD = "virtual:react-router/server-build";

/** @type {import("./config.mjs").ServerConfig} */
let config;
try {
  config = readServerConfig();
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = createHttpServer(config.timeouts);
const { createServer } = await import("vite");
const vite = await createServer({
  root,
  appType: "custom",
  // hmr.server: the browser's hot-reload socket shares the app's port. cors off: Vite would
  // otherwise add Access-Control-Allow-Origin to the app's own answers as they pass through.
  server: { middlewareMode: true, hmr: { server }, cors: false },
});

/** The build last loaded, whose shutdown runs on SIGTERM (none if no request came). */
/** @type {import("react-router").ServerBuild | undefined} */
let loaded;
const { createEdgeListener } = await import("./edge-listener.mjs");
server.on(
  "request",
  createEdgeListener({
    build: async () => {
      loaded = /** @type {import("react-router").ServerBuild} */ (await vite.ssrLoadModule(SERVER_BUILD));
      return loaded;
    },
    mode: "development",
    config,
    serveStatic: viteFiles(vite),
    security: readSecurityConfig(),
    logRequests: config.logRequests,
  }),
);

stopOnSignals(server, {
  label: "dev",
  // Vite's watcher and HMR sockets first: an open socket would hold server.close() up.
  beforeClose: () => vite.close(),
  shutdown: () => /** @type {{ shutdown?: () => void } | undefined} */ (loaded?.entry.module)?.shutdown?.(),
});
const where = { port: config.port, host: config.host ?? "localhost", label: "dev" };
try {
  await listen(server, where);
} catch (error) {
  if (!(error instanceof ListenError)) throw error;
  console.error(`[dev] ${error.message}`);
  await vite.close();
  process.exit(1);
}
announce(where);

/**
 * Vite's middlewares as the edge's static files: a GET or HEAD that Vite answers (a module,
 * /@vite/client, a file of public/) is served; anything Vite passes on goes to the app.
 * Other methods never reach Vite, so the method guard answers them as in production.
 * @param {import("vite").ViteDevServer} devServer
 * @returns {import("./edge-listener.mjs").ServeStatic}
 */
function viteFiles(devServer) {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    return new Promise((resolve, reject) => {
      const answered = () => resolve(true);
      res.once("close", answered);
      devServer.middlewares(req, res, (/** @type {unknown} */ error) => {
        res.off("close", answered);
        if (error) reject(error);
        else resolve(false);
      });
    });
  };
}
