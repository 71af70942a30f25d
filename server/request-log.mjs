// @ts-check
import crypto from "node:crypto";
import fs from "node:fs";

/**
 * One JSON line per request on stdout, when the answer is finished: a request
 * id (also sent as X-Request-Id), the method, the path without its query string,
 * the status and the time taken. Never a query string, a body, a cookie or an
 * address (docs/architecture.md, Security). LOG_REQUESTS=0 turns it off.
 *
 * The lines of one turn of the event loop go out in one write: stdout is a pipe
 * or a file, written synchronously, and a write per request was a tenth of an
 * API answer's time under load (docs/decisions/0044-request-path-cost.md).
 */

let pending = "";
let scheduled = false;

function flush() {
  scheduled = false;
  const out = pending;
  pending = "";
  if (out) process.stdout.write(out);
}

/** Lines still waiting when the process exits (SIGTERM, a fatal error) are written before it goes. */
process.once("exit", () => {
  if (!pending) return;
  try {
    fs.writeSync(1, pending);
  } catch {
    // stdout already closed: nothing left to tell
  }
  pending = "";
});

/**
 * @param {string} line one JSON object, without its newline
 */
export function writeLogLine(line) {
  pending += `${line}\n`;
  if (pending.length > 64 * 1024) flush();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
}

/**
 * Starts the line of one request: sets X-Request-Id now and returns the
 * function that writes the line once the answer is finished (or abandoned).
 * @param {import("node:http").ServerResponse} res
 * @param {string} method
 * @param {string} path
 * @returns {() => void}
 */
export function startRequestLog(res, method, path) {
  const started = process.hrtime.bigint();
  const id = crypto.randomUUID();
  res.setHeader("X-Request-Id", id);
  return () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    // The same fields and order as JSON.stringify of an object; only the path and method can need escaping.
    writeLogLine(
      `{"t":"${new Date().toISOString()}","level":"info","msg":"request","id":"${id}","method":${JSON.stringify(method)},` +
        `"path":${JSON.stringify(shown)},"status":${res.statusCode},"ms":${ms}${res.writableFinished ? "" : ',"aborted":true'}}`,
    );
  };
}
