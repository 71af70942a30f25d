// @ts-check
import {
  compressSync,
  dynamicCompressor,
  JSON_LEVELS,
  MIN_BYTES,
  pickEncoding,
  shouldCompress,
} from "./compression.mjs";
import { createRequestHandler } from "react-router";
import { clientAddress, clientProtocol } from "./client-address.mjs";
import { deeperThanAnyRoute, isApiPath, refuse } from "./edge-answers.mjs";
import { checkPageFormBody } from "./page-body.mjs";
import { asBodyInit, readBody } from "./request-body.mjs";
import { CLIENT_ADDRESS_HEADER, PAGE_ROUTE_HEADER } from "./edge-contract.mjs";
import { createAnswerCache } from "./answer-cache.mjs";
import { createRouteLookup } from "./route-lookup.mjs";
import { withNormalizedRequests } from "./route-requests.mjs";
import { startRequestLog } from "./request-log.mjs";
import { requestUrl } from "./request-url.mjs";
import { newNonce, setSecurityHeaders, setSharedPolicy } from "./security-headers.mjs";
import {
  addVary,
  compressedOnce,
  etagOf,
  isSharedAnswer,
  matchesIfNoneMatch,
  nonceFreePage,
} from "./shared-answers.mjs";

/**
 * The request path (docs/architecture.md, "Request path"): the request's address (its Host
 * and target checked) → static file → no deeper than any route → method guard → capped body
 * → page form check → a public JSON use case's lane (docs/decisions/0052-json-lane.md), or
 * else the React Router app, with the client's address in the load context. Nothing here
 * throws at Node: a failure is a 500 without details, the process stays up.
 */

/** HTML forms only GET and POST; HEAD comes with GET. */
const PAGE_METHODS = ["GET", "HEAD", "POST"];
/** Every method a route of the /api contract uses (each route narrows it, with its own Allow). */
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Serves a static file when the path names one: true when it answered. Production's
 * (static-files.mjs) answers at once; development's (dev.mjs) is Vite's, which may take a while.
 * @typedef {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, pathname: string) => boolean | Promise<boolean>} ServeStatic
 */

/**
 * @param {{
 *   build: import("react-router").ServerBuild | (() => Promise<import("react-router").ServerBuild>),
 *   mode: string,
 *   config: import("./config.mjs").ServerConfig,
 *   serveStatic: ServeStatic,
 *   security: import("./security-headers.mjs").SecurityConfig,
 *   logRequests?: boolean,
 * }} options `build`: the built app, or (development) a function that loads the current one
 *   per request; the handler and the route lookup are made again whenever it changes
 * @returns {import("node:http").RequestListener}
 */
export function createEdgeListener({ build, mode, config, serveStatic, security, logRequests = true }) {
  /** @param {import("react-router").ServerBuild} b */
  const appOf = (b) => {
    const entry =
      /** @type {{ answerVersion?: () => string, countKeptPageView?: (request: Request, route: string) => void }} */ (
        b.entry.module
      );
    return {
      build: b,
      handleRequest: createRequestHandler(withNormalizedRequests(b), mode),
      routeFacts: createRouteLookup(b),
      answerVersion: entry.answerVersion,
      countKeptPageView: entry.countKeptPageView,
      // Answers a shared cache may keep, kept here too (docs/decisions/0085-caching-in-front.md); one
      // cache per build, so that under `npm run dev` an edit is never hidden by an answer kept before it.
      answers: createAnswerCache(),
    };
  };
  /** @type {ReturnType<typeof appOf> | undefined} the built app, fixed for the process's life */
  const fixed = typeof build === "function" ? undefined : appOf(build);
  /** @type {ReturnType<typeof appOf> | undefined} */
  let latest;
  const current = async () => {
    const b = await /** @type {() => Promise<import("react-router").ServerBuild>} */ (build)();
    if (latest?.build !== b) latest = appOf(b);
    return latest;
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @returns {Promise<void>}
   */
  async function edge(req, res) {
    const method = (req.method ?? "GET").toUpperCase();
    const protocol = clientProtocol(req.headers["x-forwarded-proto"], config.trustProxyHops);
    // The app's address: the Host header (a plain host[:port]) and the target's path (server/request-url.mjs).
    const target = requestUrl(req.url, req.headersDistinct.host, protocol);
    const api = isApiPath(target.pathname);

    // Every answer from here on carries the security headers (server/security-headers.mjs) and a request id.
    const nonce = newNonce();
    setSecurityHeaders(res, security, { nonce, https: protocol === "https:" });
    /** Set once the request goes to the app: a client gone before its answer is finished stops the work behind it. */
    /** @type {AbortController | undefined} */
    let controller;
    const finishLog = logRequests ? startRequestLog(res, method, target.pathname) : undefined;
    // One listener for both. An abort builds a DOMException with its stack: only for answers
    // not finished, never after a normal one (docs/decisions/0044-request-path-cost.md).
    res.once("close", () => {
      if (controller && !res.writableFinished) controller.abort();
      finishLog?.();
    });
    if (!target.url) return refuse(res, { status: 400, message: target.problem, api });
    const url = target.url;

    const served = serveStatic(req, res, url.pathname);
    if (served === true || (served !== false && (await served))) return;
    // No page or API call lies this deep; the app's render would take seconds (decision 0111).
    if (deeperThanAnyRoute(url.pathname))
      return refuse(res, {
        status: 404,
        message: api ? "Not found" : "The page you are looking for does not exist.",
        api,
      });

    const { handleRequest, routeFacts, answerVersion, countKeptPageView, answers } = fixed ?? (await current());
    const route = api ? routeFacts(url.pathname) : null;
    const allowed = route?.methods ?? (api ? API_METHODS : PAGE_METHODS);
    if (!allowed.includes(method)) {
      const message = api ? `Method not allowed; use ${allowed.join(", ")}` : "This address cannot be used that way.";
      return refuse(res, { status: 405, message, api, headers: { Allow: allowed.join(", ") } });
    }

    /** @type {Buffer | undefined} */
    let body;
    if (method !== "GET" && method !== "HEAD") {
      const read = await readBody(req, config.maxBodyBytes);
      if (!read.ok) {
        if (read.reason === "aborted") return void res.destroy();
        const message = api
          ? `Request body too large (limit ${config.maxBodyBytes} bytes)`
          : "What you sent is too large for this form. Please shorten it and try again.";
        return refuse(res, { status: 413, message, api });
      }
      body = read.body;
      if (!api) {
        const problem = await checkPageFormBody(req.headers["content-type"], body);
        if (problem) return refuse(res, { ...problem, api });
      }
    }

    // A public JSON use case answers from the raw body, without a Web Request or Response
    // (app/http/json-door.server.ts, docs/decisions/0052-json-lane.md).
    if (route?.jsonLane && method === "POST") {
      const answer = await route.jsonLane(body ?? new Uint8Array(0));
      const headers = privateWhenPersonal(req, answer.headers, false);
      // Compressed once per answer, kept with its ETag: the same search again costs a hash, not brotli.
      return sendJson(req, res, answer.status, headers, Buffer.from(answer.body), true);
    }

    // A kept answer for a request a shared cache may answer (no cookie, no Authorization).
    const keyable =
      (method === "GET" || method === "HEAD") && !req.headers.cookie && !req.headers.authorization && answerVersion;
    const version = keyable ? answerVersion() : "";
    // By origin too: a page may name the address it was asked at.
    const key = keyable ? `${url.origin}${url.pathname}${url.search}` : "";
    const hit = keyable ? answers.get(key, version) : undefined;
    if (hit) {
      if (hit.pageRoute && method === "GET" && countKeptPageView) {
        const address = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], config.trustProxyHops);
        const facts = new Headers({ [CLIENT_ADDRESS_HEADER]: address });
        for (const name of ["user-agent", "referer", "host"]) {
          const value = req.headers[name];
          if (typeof value === "string") facts.set(name, value);
        }
        countKeptPageView(new Request(url, { headers: facts }), hit.pageRoute);
      }
      res.setHeader(hit.policy.name, hit.policy.value);
      return sendShared(req, res, { ...hit.headers }, hit.bytes, hit.etag);
    }

    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      try {
        headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
      } catch {
        return refuse(res, { status: 400, message: "Bad request header.", api });
      }
    }
    const address = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], config.trustProxyHops);
    headers.set(CLIENT_ADDRESS_HEADER, address);

    // Pages (documents and `.data`) get a signal that aborts when the client goes away: their
    // loaders wait on outside services and their renders stream. An /api answer is read whole and
    // short; a Request that follows a signal costs undici a listener and a finalizer on every
    // request, a tenth of an API answer's time (docs/decisions/0044-request-path-cost.md).
    if (!api) controller = new AbortController();
    const request = new Request(url, {
      method,
      headers,
      body: body && body.length > 0 ? asBodyInit(body) : method === "GET" || method === "HEAD" ? undefined : null,
      ...(controller ? { signal: controller.signal } : {}),
    });

    const response = await handleRequest(request, { clientAddress: address, cspNonce: nonce });
    await writeResponse(req, res, response, method === "HEAD", {
      nonce,
      security,
      keep: keyable ? (answer) => answers.set(key, { ...answer, version }) : undefined,
    });
  }

  return (req, res) => {
    edge(req, res).catch((error) => {
      // Ids and kinds only in logs (docs/architecture.md, Security): no URL, no body.
      console.error(`[edge] request failed: ${error instanceof Error ? error.name : typeof error}`);
      if (!res.headersSent)
        refuse(res, { status: 500, message: "Something went wrong on our side. Please try again.", api: true });
      else res.destroy();
    });
  };
}

/**
 * Writes the app's answer: anything personal (the request carried a cookie, or
 * the answer sets one) is `private, no-store`; HTML, JSON, CSS and JS are
 * compressed when the client accepts it.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Response} response
 * @param {boolean} head
 * @param {{
 *   nonce: string,
 *   security: import("./security-headers.mjs").SecurityConfig,
 *   keep?: (answer: Omit<import("./answer-cache.mjs").KeptAnswer, "until" | "version">) => void,
 * }} csp the request's nonce and the policy, for an answer a shared cache may keep; `keep` keeps it
 */
async function writeResponse(req, res, response, head, csp) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    headers[key] = value;
  }
  const pageRoute = response.headers.get(PAGE_ROUTE_HEADER);
  delete headers[PAGE_ROUTE_HEADER];
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  privateWhenPersonal(req, headers, cookies.length > 0);
  // A route's public Cache-Control is for its page; an error or a redirect in its place is not kept.
  if (response.status !== 200 && /^\s*public\b/i.test(String(headers["cache-control"] ?? "")))
    delete headers["cache-control"];

  const contentType = response.headers.get("content-type");
  if (response.body && !head && isSharedAnswer(req, response.status, headers)) {
    // Read whole: its bytes are its version (docs/decisions/0084-cacheable-anonymous-answers.md).
    /** @type {Buffer} */
    let bytes = Buffer.from(await response.arrayBuffer());
    const policy =
      contentType && /^text\/html\b/i.test(contentType)
        ? (() => {
            const page = nonceFreePage(bytes, csp.nonce);
            bytes = page.bytes;
            return setSharedPolicy(res, csp.security, page.hashes);
          })()
        : setSharedPolicy(res, csp.security, []);
    const etag = etagOf(bytes);
    csp.keep?.({ headers: { ...headers }, policy, bytes, etag, pageRoute });
    return sendShared(req, res, headers, bytes, etag);
  }
  if (
    response.body &&
    !head &&
    contentType &&
    /^application\/json\b/i.test(contentType) &&
    !response.headers.has("content-encoding")
  ) {
    // JSON is never streamed: read it whole and send it in one write with its length.
    return sendJson(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
  }
  const length = response.headers.has("content-length") ? Number(response.headers.get("content-length")) : null;
  let encoding =
    response.body &&
    !head &&
    response.status !== 204 &&
    response.status !== 304 &&
    !response.headers.has("content-encoding") &&
    shouldCompress(response.headers.get("content-type"), length)
      ? pickEncoding(req.headers["accept-encoding"])
      : null;
  const reader = head || !response.body ? null : response.body.getReader();
  /** @type {AsyncIterable<Uint8Array> | null} */
  let body = reader ? chunksOf(reader, [], false) : null;
  if (encoding && reader && length === null) {
    // An answer of unknown length that turns out small (most JSON errors) is not worth compressing.
    const start = await readSmall(reader);
    if (start.done) {
      encoding = null;
      headers["content-length"] = String(start.bytes);
    }
    body = chunksOf(reader, start.seen, start.done);
  }
  if (encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  // Object form: merged with the security headers already set on `res`, every Set-Cookie kept.
  res.writeHead(response.status, headers);
  if (!body) {
    res.end();
    return;
  }
  /** @type {import("node:stream").Writable} */
  let out = res;
  /** @type {import("node:zlib").Gzip | import("node:zlib").BrotliCompress | undefined} */
  let zip;
  if (encoding) {
    zip = dynamicCompressor(encoding);
    zip.pipe(res);
    out = zip;
  }
  for await (const chunk of body) {
    if (res.destroyed) break;
    const ok = out.write(chunk);
    // Streamed pages arrive in pieces: each chunk goes out as soon as it is compressed.
    if (zip) zip.flush();
    if (!ok) await drainOrClose(out, res);
  }
  // The client went away mid-stream: stop the render behind it.
  if (res.destroyed && reader) await reader.cancel().catch(() => {});
  out.end();
}

/**
 * Anything personal (the request carried a cookie, or the answer sets one) is `private, no-store`.
 * @param {import("node:http").IncomingMessage} req
 * @param {Record<string, string | string[]>} headers
 * @param {boolean} setsCookie
 */
function privateWhenPersonal(req, headers, setsCookie) {
  if (req.headers.cookie || setsCookie) headers["cache-control"] = "private, no-store";
  return headers;
}

/**
 * An answer a shared cache may keep (server/shared-answers.mjs): its ETag, `304` when the
 * client holds it already, else its bytes compressed once per ETag.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {Record<string, string | string[]>} headers
 * @param {Buffer} bytes
 * @param {string} etag its ETag (etagOf)
 */
function sendShared(req, res, headers, bytes, etag) {
  headers.etag = etag;
  const compressible = shouldCompress(String(headers["content-type"] ?? ""), bytes.length);
  // A shared cache keeps one copy for visitors without a cookie, one per encoding.
  addVary(headers, compressible ? ["Cookie", "Accept-Encoding"] : ["Cookie"]);
  if (matchesIfNoneMatch(req.headers["if-none-match"], etag)) {
    /** @type {Record<string, string | string[]>} */
    const notModified = {};
    for (const name of ["etag", "cache-control", "vary", "expires", "content-location"])
      if (headers[name] !== undefined) notModified[name] = headers[name];
    res.writeHead(304, notModified);
    res.end();
    return;
  }
  const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : null;
  if (encoding) {
    bytes = compressedOnce(etag, bytes, encoding);
    headers["content-encoding"] = encoding;
  }
  headers["content-length"] = String(bytes.length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * Sends a whole JSON answer in one write with its length, compressed when the client accepts it
 * and it is big enough to gain.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {Record<string, string | string[]>} headers
 * @param {Buffer} bytes
 * @param {boolean} [once] keep the compressed bytes with the answer's ETag (the JSON lane's answers,
 *   which depend on their body only: the same question asked again is compressed once)
 */
function sendJson(req, res, status, headers, bytes, once = false) {
  const encoding = shouldCompress("application/json", bytes.length)
    ? pickEncoding(req.headers["accept-encoding"])
    : null;
  if (encoding) {
    bytes = once ? compressedOnce(etagOf(bytes), bytes, encoding, JSON_LEVELS) : compressSync(bytes, encoding);
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  headers["content-length"] = String(bytes.length);
  res.writeHead(status, headers);
  res.end(bytes);
}

/**
 * Waits until `out` drains or the client goes away, then removes both listeners
 * (a race of two `once`s left the loser's listeners on the response, one per wait).
 * @param {import("node:stream").Writable} out
 * @param {import("node:http").ServerResponse} res
 * @returns {Promise<void>}
 */
function drainOrClose(out, res) {
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("error", done);
      res.off("close", done);
      resolve();
    };
    out.once("drain", done);
    out.once("error", done);
    res.once("close", done);
  });
}

/**
 * Reads a body's first chunks, up to MIN_BYTES or its end (`done`).
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 */
async function readSmall(reader) {
  /** @type {Uint8Array[]} */
  const seen = [];
  let bytes = 0;
  let done = false;
  while (bytes < MIN_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    seen.push(next.value);
    bytes += next.value.length;
  }
  return { seen, bytes, done };
}

/**
 * The chunks already read, then the rest of the body.
 * @param {ReadableStreamDefaultReader<Uint8Array>} reader
 * @param {Uint8Array[]} seen
 * @param {boolean} done
 * @returns {AsyncGenerator<Uint8Array>}
 */
async function* chunksOf(reader, seen, done) {
  yield* seen;
  if (done) return;
  for (;;) {
    const next = await reader.read();
    if (next.done) return;
    yield next.value;
  }
}
