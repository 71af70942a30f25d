const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * A same-site path to send a visitor to after sign-in, or `fallback`
 * (docs/decisions/0017-production-settings.md covers why each rule exists).
 * Browsers drop tabs and line breaks from a Location header and read `\` as
 * `/`, so `/\t/evil.example` would become `//evil.example`: any control or
 * invisible format character, line separator, backslash, or encoded slash,
 * backslash or control character refuses the target
 * outright. What is left is resolved as a URL against a probe origin and kept
 * only if it stays there; the answer is the normalised path, query and
 * fragment, percent-encoded, so it is always a valid header value.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  if (/[\\\p{C}\p{Zl}\p{Zp}]|%(?:2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/iu.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" normalises to "//evil.example": check the result, not only the input.
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
