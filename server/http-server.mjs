// @ts-check
import cluster from "node:cluster";
import http from "node:http";
import { refuseConnect, refuseUnparsable } from "./edge-answers.mjs";

/**
 * The `node:http` server both entries run (server/index.mjs in production, server/dev.mjs in
 * development; docs/decisions/0056-dev-server-edge.md): the edge's answers for what never
 * reaches a request listener, and the graceful stop on SIGTERM / SIGINT.
 */

/** How long a shutdown waits for requests in flight before closing anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * @param {import("./config.mjs").Timeouts} timeouts how long a client may take (server/config.mjs):
 *   past the headers' or the request's time it gets a 408 and the connection closes; an idle
 *   keep-alive connection closes after its time
 * @param {import("node:http").RequestListener} [listener] may be added later (`server.on("request", …)`)
 * @returns {import("node:http").Server}
 */
export function createHttpServer(timeouts, listener) {
  /** @type {import("node:http").ServerOptions} */
  const options = {
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // Node looks for late requests every 30 s by default, which would let a 20 s limit run to 50 s.
    connectionsCheckingInterval: Math.max(
      50,
      Math.min(1_000, Math.floor(Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs) / 4)),
    ),
  };
  const server = listener ? http.createServer(options, listener) : http.createServer(options);
  server.on("connect", refuseConnect);
  server.on("clientError", refuseUnparsable);
  return server;
}

/**
 * Takes the port; a failure is a ListenError with one line for the log.
 * @param {import("node:http").Server} server
 * @param {{ port: number, host: string | undefined }} where
 * @returns {Promise<void>}
 */
export function listen(server, { port, host }) {
  return new Promise((resolve, reject) => {
    const failed = (/** @type {Error & { code?: string }} */ error) => reject(new ListenError(error, port, host));
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/**
 * The line that says a process serves (tests and operators wait for it).
 * @param {{ port: number, host: string | undefined, label: string }} where
 */
export function announce({ port, host, label }) {
  console.log(`[${label}] http://${host ?? "localhost"}:${port} (process ${process.pid})`);
}

/** The port could not be taken: one line that says which and why, for the log. */
export class ListenError extends Error {
  /**
   * @param {Error & { code?: string }} cause
   * @param {number} port
   * @param {string | undefined} host
   */
  constructor(cause, port, host) {
    const where = `port ${port}${host ? ` on ${host}` : ""}`;
    const why =
      cause.code === "EADDRINUSE"
        ? "another program already listens there"
        : cause.code === "EACCES"
          ? "this user may not listen there"
          : cause.code === "EADDRNOTAVAIL"
            ? "this machine has no such address (HOST)"
            : cause.message;
    super(`cannot listen on ${where}: ${why}${cause.code ? ` (${cause.code})` : ""}`);
    /** @type {string | undefined} */
    this.code = cause.code;
  }
}

/**
 * On SIGTERM or SIGINT (or, in a cluster worker, the primary going away): stop accepting;
 * keep-alive connections close once idle; requests in flight finish, for at most
 * SHUTDOWN_GRACE_MS; then `shutdown` (the app's own: page views, leases, the database), exit.
 * @param {import("node:http").Server} server
 * @param {{ label: string, beforeClose?: () => Promise<void>, shutdown: () => void }} steps
 *   `beforeClose`: what must let go of the server's connections first (Vite's HMR sockets)
 */
export function stopOnSignals(server, { label, beforeClose, shutdown }) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      try {
        shutdown();
      } catch (error) {
        console.error(`[${label}] shutdown: ${error instanceof Error ? error.message : String(error)}`);
      }
      process.exit(0);
    };
    setTimeout(() => {
      server.closeAllConnections();
      finish();
    }, SHUTDOWN_GRACE_MS).unref();
    if (beforeClose) {
      try {
        await beforeClose();
      } catch (error) {
        console.error(`[${label}] stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    server.close(finish);
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
  };
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.once(signal, () => void stop());
  // A worker whose primary is gone (killed) must not linger: also one whose primary went while it loaded the app.
  if (cluster.isWorker) {
    if (process.connected) process.once("disconnect", () => void stop());
    else void stop();
  }
}
