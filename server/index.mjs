#!/usr/bin/env node
// @ts-check
/**
 * The production server (docs/decisions/0018-custom-node-server.md): node:http in
 * front of the React Router build. `npm start` builds, then runs this; the app
 * migrates and imports the bundled FAA snapshot on first start (entry.server.tsx).
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readServerConfig } from "./config.mjs";
import { refuseConnect } from "./edge-answers.mjs";
import { createStaticFiles } from "./static-files.mjs";

// Before react-router and react load (below, dynamically): they pick their build by it.
process.env.NODE_ENV ??= "production";
const { createEdgeListener } = await import("./edge-listener.mjs");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

let config;
try {
  config = readServerConfig();
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const listener = createEdgeListener({
  build,
  mode: process.env.NODE_ENV,
  config,
  serveStatic: createStaticFiles(path.join(root, "build/client")),
});

const server = http.createServer(listener);
server.on("connect", refuseConnect);
server.listen(config.port, config.host, () => {
  console.log(`[server] http://${config.host ?? "localhost"}:${config.port}`);
});

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
