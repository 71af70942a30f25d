/**
 * A tiny stand-in for Cloudflare Turnstile, following Cloudflare's documented
 * test keys (developers.cloudflare.com/turnstile/troubleshooting/testing/):
 *
 *   POST /turnstile/v0/siteverify   form or JSON {secret, response, remoteip}
 *     1x0000000000000000000000000000000AA  always passes
 *     2x0000000000000000000000000000000AA  always fails (invalid-input-response)
 *     3x0000000000000000000000000000000AA  "token already spent" (timeout-or-duplicate)
 *     `productionSecret`                  rejects the dummy token XXXX.DUMMY.TOKEN.XXXX, as
 *                                         production secrets do; accepts tokens from
 *                                         issueToken() once
 *     anything else                       invalid-input-secret
 *   GET /turnstile/v0/api.js        a fake widget script (window.turnstile) for browser tests:
 *     site keys 1x…AA / 1x…BB pass at once with the dummy token, 2x…AB / 2x…BB fail
 *     (error-callback), 3x…FF waits for a click on "Verify you are human".
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const TURNSTILE_TEST_KEYS = {
  siteKeyPasses: "1x00000000000000000000AA",
  siteKeyBlocks: "2x00000000000000000000AB",
  siteKeyInteractive: "3x00000000000000000000FF",
  secretPasses: "1x0000000000000000000000000000000AA",
  secretFails: "2x0000000000000000000000000000000AA",
  secretSpent: "3x0000000000000000000000000000000AA",
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const;

export interface FakeTurnstile {
  baseUrl: string;
  verifyUrl: string;
  scriptUrl: string;
  /** A token the production secret accepts once (a "real" widget's token). */
  issueToken(): string;
  /** Answer siteverify with this HTTP status instead (an outage). */
  failWith: number | null;
  /** Every siteverify call's parameters, in order. */
  verifications: Record<string, string>[];
  /** The env that points the app at this fake with the given keys. */
  env(keys: { siteKey: string; secretKey: string }): Record<string, string>;
  close(): Promise<void>;
}

const WIDGET_JS = String.raw`(function () {
  var widgets = {}, next = 1;
  var DUMMY = "XXXX.DUMMY.TOKEN.XXXX";
  function paint(w, text, ok) {
    w.box.textContent = text;
    w.box.setAttribute("data-fake-turnstile", ok === true ? "passed" : ok === false ? "failed" : "waiting");
  }
  function solve(w) {
    paint(w, "Success!", true);
    if (w.opts.callback) w.opts.callback(DUMMY);
  }
  function start(w) {
    var key = w.opts.sitekey || "";
    if (key.indexOf("2x") === 0) {
      setTimeout(function () { paint(w, "Verification failed", false); if (w.opts["error-callback"]) w.opts["error-callback"]("600010"); }, 30);
    } else if (key.indexOf("3x") === 0) {
      paint(w, "", null);
      var b = document.createElement("button");
      b.type = "button"; b.textContent = "Verify you are human";
      b.onclick = function () { solve(w); };
      w.box.appendChild(b);
    } else {
      paint(w, "Verifying…", null);
      setTimeout(function () { solve(w); }, 30);
    }
  }
  window.turnstile = {
    render: function (el, opts) {
      var id = "fake-" + next++;
      var box = document.createElement("div");
      box.style.cssText = "border:1px solid #bbb;border-radius:4px;padding:12px;font:14px sans-serif;width:290px;max-width:100%;box-sizing:border-box";
      el.appendChild(box);
      var w = { el: el, box: box, opts: opts };
      widgets[id] = w;
      start(w);
      return id;
    },
    reset: function (id) { var w = widgets[id]; if (w) { w.box.textContent = ""; start(w); } },
    remove: function (id) { var w = widgets[id]; if (w) { w.box.remove(); delete widgets[id]; } },
    getResponse: function () { return undefined; }
  };
  window.__fakeTurnstileExpire = function () {
    Object.keys(widgets).forEach(function (id) { var w = widgets[id]; paint(w, "Expired", false); if (w.opts["expired-callback"]) w.opts["expired-callback"](); });
  };
})();`;

export async function startFakeTurnstile(opts: { productionSecret?: string } = {}): Promise<FakeTurnstile> {
  const productionSecret = opts.productionSecret ?? "0x-fake-production-secret";
  const issued = new Set<string>();
  const spent = new Set<string>();

  const fake: FakeTurnstile = {
    baseUrl: "",
    verifyUrl: "",
    scriptUrl: "",
    issueToken() {
      const token = `0.fake-${randomBytes(24).toString("base64url")}`;
      issued.add(token);
      return token;
    },
    failWith: null,
    verifications: [],
    env: () => ({}),
    close: async () => {},
  };

  const answer = (res: http.ServerResponse, success: boolean, errorCodes: string[] = []) =>
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        success,
        "error-codes": errorCodes,
        ...(success ? { challenge_ts: new Date().toISOString(), hostname: "localhost", action: "", cdata: "" } : {}),
      }),
    );

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/turnstile/v0/api.js") {
      res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" }).end(WIDGET_JS);
      return;
    }
    if (req.method === "POST" && url.pathname === "/turnstile/v0/siteverify") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const params: Record<string, string> = (req.headers["content-type"] ?? "").includes("json")
        ? JSON.parse(body || "{}")
        : Object.fromEntries(new URLSearchParams(body));
      fake.verifications.push(params);
      if (fake.failWith) {
        res.writeHead(fake.failWith, { "content-type": "text/plain" }).end("fake outage");
        return;
      }
      const { secret, response } = params;
      if (!secret) return answer(res, false, ["missing-input-secret"]);
      if (!response) return answer(res, false, ["missing-input-response"]);
      if (secret === "1x0000000000000000000000000000000AA") return answer(res, true);
      if (secret === "2x0000000000000000000000000000000AA") return answer(res, false, ["invalid-input-response"]);
      if (secret === "3x0000000000000000000000000000000AA") return answer(res, false, ["timeout-or-duplicate"]);
      if (secret !== productionSecret) return answer(res, false, ["invalid-input-secret"]);
      if (spent.has(response)) return answer(res, false, ["timeout-or-duplicate"]);
      if (!issued.has(response)) return answer(res, false, ["invalid-input-response"]);
      issued.delete(response);
      spent.add(response);
      return answer(res, true);
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.verifyUrl = `${fake.baseUrl}/turnstile/v0/siteverify`;
  fake.scriptUrl = `${fake.baseUrl}/turnstile/v0/api.js`;
  fake.env = ({ siteKey, secretKey }) => ({
    TURNSTILE_SITE_KEY: siteKey,
    TURNSTILE_SECRET_KEY: secretKey,
    TURNSTILE_VERIFY_URL: fake.verifyUrl,
    TURNSTILE_SCRIPT_URL: fake.scriptUrl,
  });
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export const PRODUCTION_SECRET = "0x-fake-production-secret";
