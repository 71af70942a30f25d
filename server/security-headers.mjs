// @ts-check
import { DEFAULT_SATELLITE_URL_TEMPLATE } from "./satellite-default.mjs";
import crypto from "node:crypto";

/**
 * Security headers on every answer the server gives: pages, /api/*, `.data`,
 * static files and the edge's own refusals (docs/decisions/0034-security-headers-and-compression.md).
 *
 *  - Content-Security-Policy with a fresh nonce per request: React Router's
 *    inline scripts carry it (app/entry.server.tsx, app/root.tsx); other
 *    scripts only from here and the configured Turnstile origin; pictures from
 *    here, the satellite imagery origin and PHOTO_ORIGINS; frame-ancestors 'none'.
 *    CSP_REPORT_ONLY=1 sends it as Content-Security-Policy-Report-Only.
 *  - nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options for old browsers.
 *  - HSTS in production when the site is served over HTTPS (PUBLIC_ORIGIN is
 *    https://, or a trusted proxy says X-Forwarded-Proto: https).
 */

/** @param {string | undefined} url */
function originOf(url) {
  if (!url) return null;
  try {
    const u = new URL(url.replace(/\{[a-z]+\}/gi, "0"));
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** @param {NodeJS.ProcessEnv} env */
export function readSecurityConfig(env = process.env) {
  const turnstile = originOf(env.TURNSTILE_SCRIPT_URL ?? "https://challenges.cloudflare.com/turnstile/v0/api.js");
  const satellite = originOf(env.SATELLITE_URL_TEMPLATE ?? DEFAULT_SATELLITE_URL_TEMPLATE);
  const photos = (env.PHOTO_ORIGINS ?? "")
    .split(/[\s,]+/)
    .map((s) => originOf(s))
    .filter(Boolean);
  const list = (/** @type {(string | null)[]} */ items) => [...new Set(items.filter(Boolean))].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-{NONCE}' ${list([turnstile])}`.trim(),
    // React and Tailwind set style attributes; no script runs from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", "data:", satellite, ...photos])}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${list([turnstile]) || "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // The service worker, public/sw.js (docs/decisions/0087-offline-pages.md).
    "worker-src 'self'",
  ];
  const production = (env.NODE_ENV ?? "production") === "production";
  return {
    policyTemplate: directives.join("; "),
    reportOnly: env.CSP_REPORT_ONLY === "1" || env.CSP_REPORT_ONLY?.toLowerCase() === "true",
    hsts: production && env.HSTS !== "0" && env.HSTS?.toLowerCase() !== "off",
    publicOriginIsHttps: (env.PUBLIC_ORIGIN ?? "").trim().toLowerCase().startsWith("https://"),
  };
}

/** @typedef {ReturnType<typeof readSecurityConfig>} SecurityConfig */

/**
 * 16 fresh random bytes per request, cut from a pool filled 256 nonces at a time: the same
 * CSPRNG, without a call into it on every request (docs/decisions/0044-request-path-cost.md).
 */
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;
export function newNonce() {
  if (poolOffset === pool.length) {
    crypto.randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The policy of an answer a shared cache may keep (docs/decisions/0084-cacheable-anonymous-answers.md):
 * no nonce; a page's inline scripts allowed by their hashes ('sha256-…', server/shared-answers.mjs).
 * @param {import("node:http").ServerResponse} res
 * @param {SecurityConfig} config
 * @param {string[]} hashes
 * @returns {{ name: string, value: string }} the header set
 */
export function setSharedPolicy(res, config, hashes) {
  const name = config.reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
  const value = config.policyTemplate.replace("'nonce-{NONCE}'", hashes.join(" ")).replace(/ {2,}/g, " ");
  res.setHeader(name, value);
  return { name, value };
}

/**
 * Sets the headers on `res` (before anything else writes them).
 * @param {import("node:http").ServerResponse} res
 * @param {SecurityConfig} config
 * @param {{ nonce: string, https: boolean }} request
 */
export function setSecurityHeaders(res, config, { nonce, https }) {
  res.setHeader(
    config.reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy",
    config.policyTemplate.replace("{NONCE}", nonce),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  );
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (config.hsts && (https || config.publicOriginIsHttps))
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
