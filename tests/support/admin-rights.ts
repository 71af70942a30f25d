/**
 * Admins in tests are made the way a self-hoster makes them (docs/decisions/0014-admin-rights.md):
 * the account signs up, then `npm run admin:grant -- <email>` runs against the server's database.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./server";

/** Runs the real admin:grant command; asynchronous, so a test's open connections stay serviced meanwhile. */
export function grantAdmin(databasePath: string, email: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(repoRoot, "node_modules/.bin/tsx"),
      ["scripts/admin-rights.ts", "grant", email],
      { cwd: repoRoot, env: { ...process.env, DATABASE_PATH: databasePath }, encoding: "utf8" },
      (error, _stdout, stderr) => (error ? reject(new Error(`admin:grant failed: ${stderr}`)) : resolve()),
    );
  });
}
