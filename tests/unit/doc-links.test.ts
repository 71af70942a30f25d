/**
 * Every decision a comment or a doc cites exists: a renamed decision record
 * breaks a test, not a reader's trail (issue 18 found two such links).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..", "..");
const DIRS = ["app", "server", "scripts", "bench", "tests", "docs"];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" || e.name.startsWith(".") ? [] : files(full);
    return /\.(ts|tsx|mjs|md)$/.test(e.name) ? [full] : [];
  });
}

describe("links to decision records", () => {
  it("name files that exist in docs/decisions/", () => {
    const decisions = new Set(fs.readdirSync(path.join(ROOT, "docs", "decisions")));
    const cited = new Map<string, string>();
    for (const file of [...DIRS.flatMap((d) => files(path.join(ROOT, d))), path.join(ROOT, "README.md")]) {
      for (const m of fs.readFileSync(file, "utf8").matchAll(/\b(\d{4}-[a-z0-9-]+\.md)\b/g)) {
        cited.set(m[1], path.relative(ROOT, file));
      }
    }
    expect(cited.size).toBeGreaterThan(30);
    const broken = [...cited].filter(([name]) => !decisions.has(name)).map(([name, file]) => `${file}: ${name}`);
    expect(broken).toEqual([]);
  });
});
