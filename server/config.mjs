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
  };
}

/** @typedef {ReturnType<typeof readServerConfig>} ServerConfig */
