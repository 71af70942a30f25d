// @ts-check
/**
 * The client's address (docs/decisions/0019-client-ip-and-rate-limits.md): the socket's
 * peer unless TRUST_PROXY says how many reverse proxies stand in front. Each proxy
 * appends the address it received the request from to X-Forwarded-For, so with N
 * trusted hops the client is the N-th entry from the right; anything further left
 * was written by the client and proves nothing.
 */

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trustedHops) {
  const peer = normalize(socketAddress) || "unknown";
  return normalize(forwardedEntry(forwardedFor, trustedHops)) || peer;
}

/**
 * The scheme the client used: X-Forwarded-Proto read like X-Forwarded-For when
 * proxies are trusted, else the socket's (this server speaks plain HTTP).
 * @param {string | string[] | undefined} forwardedProto
 * @param {number} trustedHops
 * @returns {"http:" | "https:"}
 */
export function clientProtocol(forwardedProto, trustedHops) {
  return forwardedEntry(forwardedProto, trustedHops)?.toLowerCase() === "https" ? "https:" : "http:";
}

/**
 * The entry the nearest `trustedHops` proxies vouch for: N-th from the right.
 * Fewer entries than hops (a proxy that sets rather than appends): the leftmost.
 * @param {string | string[] | undefined} header
 * @param {number} trustedHops
 */
function forwardedEntry(header, trustedHops) {
  if (trustedHops <= 0 || !header) return undefined;
  const entries = (Array.isArray(header) ? header.join(",") : header)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.length >= trustedHops ? entries[entries.length - trustedHops] : entries[0];
}

/** "::ffff:10.0.0.1" → "10.0.0.1"; "[::1]:443" or "10.0.0.1:443" → the address alone. */
function normalize(/** @type {string | undefined} */ address) {
  if (!address) return "";
  let a = address.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.toLowerCase().startsWith("::ffff:") && a.includes(".")) a = a.slice(7);
  return /^[0-9a-fA-F:.]{2,45}$/.test(a) ? a.toLowerCase() : "";
}
