/**
 * Issue 8 defect 8 (weak production settings): the built server started with
 * bad environment stops with one clear line and exit code 1, never a stack;
 * older password hashes are upgraded to N=2^17 at the next sign-in.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, registerUser } from "../support/accounts";
import { CookieJar, startServer, templateDatabase, type StartServerOptions, type TestServer } from "../support/server";

/** The start's failure: the harness's error carries the exit code and everything the server printed. */
async function failedStart(opts: StartServerOptions): Promise<{ exit: string; output: string }> {
  try {
    const server = await startServer({ startTimeoutMs: 60_000, ...opts });
    await server.stop();
  } catch (error) {
    const text = String((error as Error).message);
    const [head, output = ""] = text.split("--- server output ---\n");
    return { exit: /exited \(([^)]*)\)/.exec(head!)?.[1] ?? head!, output };
  }
  throw new Error("the server started");
}

function expectOneClearLine(output: string, pattern: RegExp) {
  const lines = output.split("\n").filter((l) => l.trim());
  const line = lines.find((l) => l.startsWith("AirportFinder cannot start:"));
  expect(line, output).toMatch(pattern);
  // No stack trace, no second copy of the story.
  expect(output).not.toMatch(/^\s+at /m);
  expect(lines.filter((l) => /error/i.test(l) && l !== line)).toEqual([]);
}

function hashOfUser(server: TestServer, id: number): string {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return (db.prepare("SELECT password_hash FROM users WHERE id = ?").get(id) as { password_hash: string })
      .password_hash;
  } finally {
    db.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "production-settings-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a weak SESSION_SECRET in production stops the start", () => {
  it.each([["x"], ["short-but-not-32-chars"], ["a".repeat(40)], ["good-long-secret-0123456789abcdefghij,weak"]])(
    "%j",
    async (secret) => {
      const { exit, output } = await failedStart({ env: { SESSION_SECRET: secret } });
      expect(exit).toBe("code 1");
      expectOneClearLine(output, /SESSION_SECRET is too weak for production: use at least 32 random characters/);
      if (secret.length > 8) expect(output).not.toContain(secret);
    },
  );
});

describe("an impossible or read-only DATABASE_PATH is one clear line at start", () => {
  const aFile = path.join(dir, "a-file");
  fs.writeFileSync(aFile, "not a folder");
  const aFolder = path.join(dir, "a-folder");
  fs.mkdirSync(aFolder);
  it.each([
    ["under a regular file", path.join(aFile, "app.db")],
    ["a folder", aFolder],
    ["a read-only file that is not a database", "/proc/version"],
  ])("%s", async (_name, databasePath) => {
    const { exit, output } = await failedStart({ databasePath });
    expect(exit).toBe("code 1");
    expectOneClearLine(
      output,
      new RegExp(
        `the database at ${databasePath.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} cannot be opened and written \\(.+\\)\\. Check DATABASE_PATH\\.`,
      ),
    );
  });
});

describe("the files that hold secrets are readable by their owner only (issue 20, decision 0070)", () => {
  it("a database and a session secret left readable by others (0644) are made 0600 at start; the -wal and -shm are 0600", async () => {
    const folder = fs.mkdtempSync(path.join(dir, "modes-"));
    const databasePath = path.join(folder, "app.db");
    fs.copyFileSync(await templateDatabase(), databasePath);
    const secret = path.join(folder, ".session-secret");
    fs.writeFileSync(secret, crypto.randomBytes(32).toString("hex"));
    for (const file of [databasePath, secret]) fs.chmodSync(file, 0o644);
    // SESSION_SECRET unset: the secret kept next to the database signs the cookies.
    const server = await startServer({ databasePath, env: { SESSION_SECRET: "" } });
    try {
      // /healthz writes a row: the WAL is there.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const modeOf = (name: string) => `0${(fs.statSync(path.join(folder, name)).mode & 0o777).toString(8)}`;
      expect(Object.fromEntries(fs.readdirSync(folder).map((name) => [name, modeOf(name)]))).toEqual({
        "app.db": "0600",
        "app.db-wal": "0600",
        "app.db-shm": "0600",
        ".session-secret": "0600",
      });
      expect(server.output()).toContain(`${databasePath} could be read by other users (mode 0644); now 0600`);
      expect(server.output()).toContain(`${secret} could be read by other users (mode 0644); now 0600`);
    } finally {
      await server.stop();
    }
  });
});

describe("SCRYPT_COST_LOG2 out of range stops the start", () => {
  it.each([["12"], ["21"], ["seventeen"]])("%j", async (value) => {
    const { exit, output } = await failedStart({ env: { SCRYPT_COST_LOG2: value } });
    expect(exit).toBe("code 1");
    expectOneClearLine(output, /SCRYPT_COST_LOG2 must be a whole number from 14 to 20/);
  });
});

describe("passwords at the production cost", () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test harness lowers the cost for speed; empty means the default.
    server = await startServer({ env: { SCRYPT_COST_LOG2: "" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a new password is hashed at N=2^17; a hash made at the old cost (N=2^15) still signs in, and is replaced by an N=2^17 one", async () => {
    const { email, password, user } = await registerUser(server.url);
    expect(hashOfUser(server, user.id)).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync(password.normalize("NFKC"), salt, 32, {
      N: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const old = ["scrypt", 32768, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    const hashOf = () => {
      const db = new Database(server.databasePath);
      try {
        return (db.prepare("SELECT password_hash FROM users WHERE id = ?").get(user.id) as { password_hash: string })
          .password_hash;
      } finally {
        db.close();
      }
    };
    const db = new Database(server.databasePath);
    db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(old, user.id);
    db.close();

    expect(
      (
        await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", {
          email,
          password: "wrong-password-1",
        })
      ).status,
    ).toBe(401);
    expect(hashOf()).toBe(old);
    expect(
      (await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", { email, password })).status,
    ).toBe(200);
    const upgraded = hashOf();
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      (await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", { email, password })).status,
    ).toBe(200);
    expect(hashOf()).toBe(upgraded);
  });
});
