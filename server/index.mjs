#!/usr/bin/env node
// @ts-check
/**
 * The production server (docs/decisions/0018-custom-node-server.md): node:http in
 * front of the React Router build. `npm start` builds, then runs this; the app
 * migrates and imports the bundled FAA snapshot on first start (entry.server.tsx).
 *
 * WEB_CONCURRENCY processes (default: the number of cores) share one port
 * through node:cluster (docs/decisions/0036-several-processes.md): the first
 * worker starts alone (it migrates and imports), then the others. SIGTERM or
 * SIGINT: stop accepting, finish the requests in flight, write buffered page
 * views, close the database, exit.
 */
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readServerConfig } from "./config.mjs";
import { createHttpServer, listen, SHUTDOWN_GRACE_MS, stopOnSignals } from "./http-server.mjs";
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

if (config.processes > 1 && cluster.isPrimary) {
  runPrimary(config.processes);
} else {
  await runWorker();
}

/** @param {number} processes */
function runPrimary(processes) {
  console.log(`[server] starting ${processes} processes on port ${config.port}`);
  let stopping = false;
  const forkOne = () => cluster.fork();
  // The first worker migrates and imports on a fresh database; the others start once it listens.
  const first = forkOne();
  first.once("listening", () => {
    for (let i = 1; i < processes; i++) forkOne();
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[server] process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(forkOne, 500).unref();
  });
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 2_000).unref();
    });
  }
}

async function runWorker() {
  const { createEdgeListener } = await import("./edge-listener.mjs");
  const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
  const listener = createEdgeListener({
    build,
    mode: process.env.NODE_ENV ?? "production",
    config,
    serveStatic: createStaticFiles(path.join(root, "build/client")),
    security: readSecurityConfig(),
    logRequests: config.logRequests,
  });

  const server = createHttpServer(config.timeouts, listener);
  /** The app's own shutdown (app/entry.server.tsx): buffered page views, leases, the database. */
  const appShutdown = /** @type {{ shutdown?: () => void }} */ (build.entry?.module ?? {}).shutdown;
  stopOnSignals(server, { label: "server", shutdown: () => appShutdown?.() });
  await listen(server, { port: config.port, host: config.host, label: "server" });
}
