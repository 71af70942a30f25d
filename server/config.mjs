// @ts-check
/**
 * The edge server's settings, read once from the environment (README, "Configuration";
 * docs/decisions/0018-custom-node-server.md).
 */
import os from "node:os";

/**
 * @param {string | undefined} text
 * @param {number} fallback
 */
function positiveInteger(text, fallback) {
  const n = Number(text);
  return text !== undefined && text.trim() !== "" && Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the app. Unset, empty,
 * "false" or 0: none (the socket address is the client). "true": one. A number: that many.
 * @param {string | undefined} text
 * @returns {number}
 */
export function parseTrustProxy(text) {
  const value = (text ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return 0;
  if (value === "true") return 1;
  const n = Number(value);
  if (Number.isInteger(n) && n > 0) return n;
  throw new Error(`TRUST_PROXY must be a number of proxy hops, "true" or "false" (got "${text}")`);
}

/**
 * How long a client may take (docs/decisions/0069-edge-hosts-and-timeouts.md): its request
 * headers, its whole request with the body, and the pause between two requests on one
 * connection. Long enough for a slow cockpit link, short enough that a slow client does not
 * hold a connection for Node's 5 minutes.
 * @param {NodeJS.ProcessEnv} env
 */
export function readTimeouts(env = process.env) {
  const headersTimeoutMs = positiveInteger(env.HEADERS_TIMEOUT_MS, 20_000);
  const requestTimeoutMs = positiveInteger(env.REQUEST_TIMEOUT_MS, 120_000);
  const keepAliveTimeoutMs = positiveInteger(env.KEEP_ALIVE_TIMEOUT_MS, 10_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs}): the headers are part of the request`,
    );
  }
  return { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs };
}

/** @param {NodeJS.ProcessEnv} env */
export function readServerConfig(env = process.env) {
  return {
    port: positiveInteger(env.PORT, 3000),
    /** Unset: every interface (Node's default). */
    host: env.HOST?.trim() || undefined,
    /** Request bodies above this many bytes are refused with 413 while they stream in. */
    maxBodyBytes: positiveInteger(env.MAX_BODY_BYTES, 1024 * 1024),
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    /** WEB_CONCURRENCY: server processes on the one port (default: one per core). */
    processes: positiveInteger(env.WEB_CONCURRENCY, os.availableParallelism?.() ?? os.cpus().length),
    /** LOG_REQUESTS=0 (or off): no per-request log line. */
    logRequests: !["0", "off", "false"].includes((env.LOG_REQUESTS ?? "").trim().toLowerCase()),
    timeouts: readTimeouts(env),
  };
}

/** @typedef {ReturnType<typeof readServerConfig>} ServerConfig */
/** @typedef {ReturnType<typeof readTimeouts>} Timeouts */
