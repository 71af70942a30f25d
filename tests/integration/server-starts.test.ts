/**
 * A server process that fails its start (issue 20, docs/decisions/0070-failed-starts-and-private-files.md).
 * What was seen: the one process running the first start's import exited with code 1, and the
 * primary, its replacement timer unref'd, exited silently. Its cause: the port, taken only
 * after the import, had been taken by another program meanwhile. Here the port is really taken
 * (a plain TCP server on it), so every start fails at the same place.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultServerEnv, freePort, repoRoot, templateDatabase } from "../support/server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "server-starts-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another program on `port`: it takes connections and closes them. */
async function takePort(port: number): Promise<net.Server> {
  const squatter = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    squatter.once("error", reject);
    squatter.listen(port, "127.0.0.1", resolve);
  });
  return squatter;
}

/** The production server (server/index.mjs) on `port`, its output collected as it comes. */
function runServer(port: number, databasePath: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(repoRoot, "server/index.mjs")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...defaultServerEnv,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      NODE_ENV: "production",
      LOG_REQUESTS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    for (const w of waiters.splice(0)) {
      if (w.pattern.test(output)) w.resolve();
      else waiters.push(w);
    }
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the output matches (or rejects when the process ends first). */
    printed: (pattern: RegExp) =>
      Promise.race([
        new Promise<void>((resolve) => (pattern.test(output) ? resolve() : waiters.push({ pattern, resolve }))),
        exited.then((how) => {
          if (!pattern.test(output))
            throw new Error(`the server exited (${how}) before printing ${pattern}:\n${output}`);
        }),
      ]),
  };
}

async function copyOfTemplate(name: string) {
  const file = path.join(dir, `${name}.db`);
  fs.copyFileSync(await templateDatabase(), file);
  return file;
}

describe("WEB_CONCURRENCY=2: a process that fails its start", () => {
  it("is started again, and once one serves the other starts too: the server comes up", async () => {
    const port = await freePort();
    const squatter = await takePort(port);
    const server = runServer(port, await copyOfTemplate("retried"), { WEB_CONCURRENCY: "2" });
    await server.printed(/before it was ready \(1 failed start in a row\); trying again in/);
    expect(server.output()).toContain(
      `cannot listen on port ${port} on 127.0.0.1: another program already listens there (EADDRINUSE)`,
    );
    await new Promise<void>((resolve) => squatter.close(() => resolve()));

    // Both processes serve (each says so once it has the app loaded), then /healthz answers.
    await server.printed(/\(process \d+\)[\s\S]*\(process \d+\)/);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe("code 0");
  }, 90_000);

  it("that fails every time: the primary gives up with a message and exits 1", async () => {
    const port = await freePort();
    const squatter = await takePort(port);
    try {
      const server = runServer(port, await copyOfTemplate("given-up"), { WEB_CONCURRENCY: "2" });
      expect(await server.exited).toBe("code 1");
      const output = server.output();
      expect(
        output.match(/cannot listen on port \d+ on 127\.0\.0\.1: another program already listens there/g),
      ).toHaveLength(6);
      expect(output).toMatch(/trying again in 0\.5 s[\s\S]*trying again in 1 s[\s\S]*trying again in 2 s/);
      expect(output).toMatch(
        /\[server\] giving up: 6 process starts failed in a row \(the last exited with code 1\) and none is running/,
      );
    } finally {
      squatter.close();
    }
  }, 90_000);
});

describe("one process (WEB_CONCURRENCY=1)", () => {
  // The PUBLIC_ORIGIN notice is said at start, before the port (docs/decisions/0072-mail-links-and-replies.md):
  // with PUBLIC_ORIGIN set the failed start's output is that one line, without it the notice and that line.
  it("a taken port stops the start at once with one clear line and exit 1, no stack", async () => {
    const port = await freePort();
    const squatter = await takePort(port);
    const cannotListen = `[server] cannot listen on port ${port} on 127.0.0.1: another program already listens there (EADDRINUSE)`;
    try {
      const server = runServer(port, await copyOfTemplate("single"), {
        WEB_CONCURRENCY: "1",
        PUBLIC_ORIGIN: "https://airports.example.org",
      });
      expect(await server.exited).toBe("code 1");
      expect(server.output().trim()).toBe(cannotListen);

      const withoutOrigin = runServer(port, await copyOfTemplate("single-no-origin"), {
        WEB_CONCURRENCY: "1",
        PUBLIC_ORIGIN: "",
      });
      expect(await withoutOrigin.exited).toBe("code 1");
      expect(withoutOrigin.output().trim().split("\n")).toEqual([
        "[server] PUBLIC_ORIGIN is not set: no mail that carries a link (e-mail verification) is sent",
        cannotListen,
      ]);
    } finally {
      squatter.close();
    }
  });

  it("holds its port while the first start imports on an empty database, not only after", async () => {
    const port = await freePort();
    const server = runServer(port, path.join(dir, "empty", "app.db"), { WEB_CONCURRENCY: "1" });
    try {
      // The server's once a connection to it is taken (the kernel queues it while the import runs) ...
      const connects = () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, "127.0.0.1");
          socket.once("connect", () => {
            socket.destroy();
            resolve(true);
          });
          socket.once("error", () => resolve(false));
        });
      while (!(await connects())) {
        if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // ... and by then the import of the bundled data (tens of seconds) has not finished.
      expect(server.output()).not.toContain("Places imported");
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }, 60_000);
});
