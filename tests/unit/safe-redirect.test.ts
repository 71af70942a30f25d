import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";
import { ODD_TARGETS } from "../support/odd-redirects";

describe("safeRedirect", () => {
  it.each(ODD_TARGETS)("refuses %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirect("/profile?tab=defaults")).toBe("/profile?tab=defaults");
    expect(safeRedirect("/airport/KSTS#weather")).toBe("/airport/KSTS#weather");
    expect(safeRedirect("/trips", "/x")).toBe("/trips");
  });

  it("percent-encodes non-Latin-1 and spaces, so the answer is always a valid header value", () => {
    const out = safeRedirect("/airport/ZÜRICH ✈?q=a b");
    expect(out).toBe("/airport/Z%C3%9CRICH%20%E2%9C%88?q=a%20b");
    expect(() => new Headers({ Location: out })).not.toThrow();
  });

  it("normalises dot segments", () => {
    expect(safeRedirect("/a/../trips")).toBe("/trips");
  });

  it("uses the fallback for anything not a string", () => {
    expect(safeRedirect(null, "/home")).toBe("/home");
    expect(safeRedirect(undefined)).toBe("/");
  });
});
