// @ts-check
import crypto from "node:crypto";

/**
 * One JSON line per request on stdout, when the answer is finished: a request
 * id (also sent as X-Request-Id), the method, the path without its query string,
 * the status and the time taken. Never a query string, a body, a cookie or an
 * address (docs/architecture.md, Security). LOG_REQUESTS=0 turns it off.
 * @param {import("node:http").IncomingMessage} _req
 * @param {import("node:http").ServerResponse} res
 * @param {string} method
 * @param {string} path
 */
export function logRequest(_req, res, method, path) {
  const started = process.hrtime.bigint();
  const id = crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      t: new Date().toISOString(),
      level: "info",
      msg: "request",
      id,
      method,
      path: path.length > 200 ? `${path.slice(0, 200)}…` : path,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  });
}
