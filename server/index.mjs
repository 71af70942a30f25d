#!/usr/bin/env node
// @ts-check
/**
 * The production server (docs/decisions/0018-custom-node-server.md): node:http in
 * front of the React Router build. `npm start` builds, then runs this; the app
 * migrates and imports the bundled FAA snapshot on first start (entry.server.tsx).
 *
 * WEB_CONCURRENCY processes (default: the number of cores) share one port
 * through node:cluster (docs/decisions/0036-several-processes.md): the first
 * worker starts alone (it migrates and imports), then the others; a process that
 * exits is replaced, a failed start retried with backoff (cluster-primary.mjs,
 * docs/decisions/0070-failed-starts-and-private-files.md). SIGTERM or SIGINT: stop
 * accepting, finish the requests in flight, write buffered page views, close the
 * database, exit.
 */
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readServerConfig } from "./config.mjs";
import { READY_MESSAGE, runPrimary } from "./cluster-primary.mjs";
import { announce, createHttpServer, listen, ListenError, stopOnSignals } from "./http-server.mjs";
import { readSecurityConfig } from "./security-headers.mjs";
import { createStaticFiles } from "./static-files.mjs";

// Before react-router and react load (below, dynamically): they pick their build by it.
process.env.NODE_ENV ??= "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** @type {import("./config.mjs").ServerConfig} */
let config;
try {
  config = readServerConfig();
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (cluster.isPrimary && process.env.NODE_ENV === "production" && !process.env.PUBLIC_ORIGIN?.trim()) {
  // Said once, by the first process; the admin dashboard says it too (docs/decisions/0072-mail-links-and-replies.md).
  console.warn("[server] PUBLIC_ORIGIN is not set: no mail that carries a link (e-mail verification) is sent");
}

if (config.processes > 1 && cluster.isPrimary) {
  console.log(`[server] starting ${config.processes} processes on port ${config.port}`);
  runPrimary(config.processes);
} else {
  await runWorker();
}

async function runWorker() {
  const where = { port: config.port, host: config.host, label: "server" };
  /** @type {import("node:http").RequestListener | undefined} */
  let app;
  /** Requests that came before the app was loaded, answered once it is. */
  /** @type {[import("node:http").IncomingMessage, import("node:http").ServerResponse][]} */
  const early = [];
  const server = createHttpServer(config.timeouts, (req, res) => (app ? app(req, res) : void early.push([req, res])));
  const takePort = async () => {
    try {
      await listen(server, where);
    } catch (error) {
      if (!(error instanceof ListenError)) throw error;
      console.error(`[server] ${error.message}`);
      process.exit(1);
    }
  };
  // One process takes its port first: a first start's import takes up to a minute, and a port
  // another program took meanwhile would fail it only then. A cluster worker takes it once it
  // serves: node:cluster's primary hands a connection to a listening worker and, should that
  // worker die before taking it, holds it open for good (docs/decisions/0070-failed-starts-and-private-files.md).
  if (!cluster.isWorker) await takePort();

  const { createEdgeListener } = await import("./edge-listener.mjs");
  // Loading the build migrates the database and, on the first start, imports the bundled data (app/entry.server.tsx).
  const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  app = createEdgeListener({
    build,
    mode: process.env.NODE_ENV ?? "production",
    config,
    serveStatic: createStaticFiles(path.join(root, "build/client")),
    security: readSecurityConfig(),
    logRequests: config.logRequests,
  });
  for (const [req, res] of early.splice(0)) app(req, res);
  if (cluster.isWorker) await takePort();

  /** The app's own shutdown (app/entry.server.tsx): buffered page views, leases, the database. */
  const appShutdown = /** @type {{ shutdown?: () => void }} */ (build.entry?.module ?? {}).shutdown;
  stopOnSignals(server, { label: "server", shutdown: () => appShutdown?.() });
  announce(where);
  if (process.connected) process.send?.(READY_MESSAGE);
}
