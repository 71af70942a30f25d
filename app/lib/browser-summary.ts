/**
 * A short "browser on system" line from a User-Agent, to pre-fill the bug
 * report's browser/device field (docs/product.md, "Contact, reports and the Admin Dashboard"); null when unknown.
 */
export function browserSummary(ua: string | null | undefined): string | null {
  if (!ua) return null;
  const browser =
    match(ua, /Edg\/(\d+)/, "Edge") ??
    match(ua, /OPR\/(\d+)/, "Opera") ??
    match(ua, /Firefox\/(\d+)/, "Firefox") ??
    match(ua, /(?:Chrome|Chromium|CriOS)\/(\d+)/, "Chrome") ??
    (/Safari\//.test(ua) ? match(ua, /Version\/(\d+)/, "Safari") : null);
  const system = /iPhone|iPad/.test(ua)
    ? /iPad/.test(ua)
      ? "iPad"
      : "iPhone"
    : /Android/.test(ua)
      ? "Android"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  if (!browser && !system) return null;
  return [browser, system].filter(Boolean).join(" on ");
}

function match(ua: string, re: RegExp, name: string): string | null {
  const m = re.exec(ua);
  return m ? `${name} ${m[1]}` : null;
}
