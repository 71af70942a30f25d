// @ts-check
/**
 * Answers the edge gives itself, before the app runs: JSON `{error}` for /api/*
 * (the API's error shape, docs/architecture.md), a small readable page otherwise.
 */

/** @param {string} pathname */
export const isApiPath = (pathname) => pathname === "/api" || pathname.startsWith("/api/");

const TITLES = /** @type {Record<number, string>} */ ({
  400: "Bad request",
  404: "Page Not Found",
  405: "Method not allowed",
  413: "Request too large",
  415: "Unsupported form encoding",
});

/**
 * @param {import("node:http").ServerResponse} res
 * @param {{ status: number, message: string, api: boolean, headers?: Record<string, string> }} answer
 */
export function refuse(res, { status, message, api, headers = {} }) {
  const title = TITLES[status] ?? "Request refused";
  const body = api
    ? JSON.stringify({ error: message })
    : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | AirportFinder</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a}a{color:#1d4ed8}</style></head>` +
      `<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to AirportFinder</a></p></main></body></html>`;
  res.writeHead(status, {
    ...headers,
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
}

/**
 * Path segments no route of app/routes.ts comes near (the deepest have 5, tests/unit/path-depth.test.ts):
 * past them only the not-found routes could answer, and the edge says 404 itself. React Router
 * 7.18.4 matches every ancestor of a page's path against every route as it renders the page (its
 * route manifest for the browser), a cost that grows with the square of the depth: a 14 KB address
 * of 7,000 segments, under Node's 16 KB header limit, took 2.5 s of the one thread
 * (docs/decisions/0111-deep-paths.md).
 */
export const MAX_PATH_SEGMENTS = 32;

/**
 * Whether a path has more segments than MAX_PATH_SEGMENTS: counts its slashes (a `%2F` is
 * no slash to the router either).
 * @param {string} pathname the URL's pathname, normalized by WHATWG URL
 */
export function deeperThanAnyRoute(pathname) {
  let slashes = 0;
  for (let at = pathname.indexOf("/"); at !== -1; at = pathname.indexOf("/", at + 1))
    if (++slashes > MAX_PATH_SEGMENTS) return true;
  return false;
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A request Node's parser refuses before any listener sees it: an unknown method is 405
 * (with Allow), headers or a request slower than the server's timeouts 408, anything else
 * Node's own 400; never a stack. An answer already under way is cut off instead.
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex & { _httpMessage?: { headersSent?: boolean } | null }} socket
 */
export function refuseUnparsable(error, socket) {
  if (!socket.writable || socket._httpMessage?.headersSent) return void socket.destroy();
  if (error.code === "HPE_INVALID_METHOD") return refuseConnect(undefined, socket);
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? "431 Request Header Fields Too Large"
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "408 Request Timeout"
        : "400 Bad Request";
  answerAndClose(socket, `HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

/**
 * CONNECT never reaches a request listener (Node hands over the raw socket):
 * answer 405 on the socket and close it.
 * @param {unknown} _req
 * @param {import("node:stream").Duplex} socket
 */
export function refuseConnect(_req, socket) {
  const body = JSON.stringify({ error: "Method not allowed" });
  answerAndClose(
    socket,
    "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Writes a whole answer, then closes the connection once it is sent: node:http's sockets stay
 * half-open after `end()`, so a client that never closes its side would otherwise keep it.
 * @param {import("node:stream").Duplex} socket
 * @param {string} answer
 */
function answerAndClose(socket, answer) {
  socket.end(answer, () => socket.destroy());
}
