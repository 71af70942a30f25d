// @ts-check
import cluster from "node:cluster";
import { SHUTDOWN_GRACE_MS } from "./http-server.mjs";

/**
 * The primary of `WEB_CONCURRENCY` server processes (docs/decisions/0036-several-processes.md,
 * 0070-failed-starts-and-private-files.md). The first process starts alone: on an empty
 * database it migrates and imports. The others start once any process is ready (it listens
 * with the app loaded), so no two first-start imports ever run side by side.
 *
 * A process that exits is replaced. One that exits before it was ready is a failed start:
 * the next try waits 0.5 s, then twice as long each time (at most 30 s). After
 * MAX_FAILED_STARTS failed starts in a row with no process running, the primary says so and
 * exits 1 (a supervisor such as systemd then sees a failed server, not a silent exit 0).
 * While one process runs, it keeps trying. The waiting timer keeps the primary alive.
 */

/** What a worker sends its primary once it serves (server/index.mjs). */
export const READY_MESSAGE = "airport-finder:ready";
/** Failed starts in a row, with no process running, before the primary gives up. */
export const MAX_FAILED_STARTS = 6;
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

/** @param {number} processes */
export function runPrimary(processes) {
  let stopping = false;
  let othersStarted = false;
  /** Processes that exited before they were ready, since the last one that was. */
  let failedStarts = 0;
  /** @type {Set<number>} cluster ids of the processes that said they are ready */
  const ready = new Set();
  /** @type {Set<NodeJS.Timeout>} */
  const waiting = new Set();
  const running = () => Object.keys(cluster.workers ?? {}).length;

  const startLater = (/** @type {number} */ ms) => {
    const timer = setTimeout(() => {
      waiting.delete(timer);
      if (!stopping) cluster.fork();
    }, ms);
    waiting.add(timer);
  };

  cluster.on("message", (worker, message) => {
    if (message !== READY_MESSAGE) return;
    ready.add(worker.id);
    failedStarts = 0;
    if (othersStarted) return;
    othersStarted = true;
    for (let i = 1; i < processes; i++) cluster.fork();
  });

  cluster.on("exit", (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (running() === 0) process.exit(0);
      return;
    }
    const how = signal ?? `code ${code}`;
    const pid = worker.process.pid;
    if (wasReady) {
      console.error(`[server] process ${pid} exited (${how}); starting another`);
      return startLater(FIRST_RETRY_MS);
    }
    failedStarts++;
    if (failedStarts >= MAX_FAILED_STARTS && running() === 0) {
      console.error(
        `[server] giving up: ${failedStarts} process starts failed in a row (the last exited with ${how}) ` +
          "and none is running; the lines above say why",
      );
      process.exit(1);
    }
    const ms = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failedStarts - 1));
    console.error(
      `[server] process ${pid} exited (${how}) before it was ready (${failedStarts} failed start${failedStarts > 1 ? "s" : ""} ` +
        `in a row); trying again in ${ms / 1000} s`,
    );
    startLater(ms);
  });

  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.once(signal, () => {
      stopping = true;
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      if (running() === 0) process.exit(0);
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS + 2_000).unref();
    });
  }

  cluster.fork();
}
