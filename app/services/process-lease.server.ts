/**
 * Jobs exactly one server process runs while every process serves
 * (docs/decisions/0036-several-processes.md): a lease row in SQLite, renewed
 * by its holder, taken over when it expires or when its holder's process is
 * gone (a crashed process on this machine).
 */
import crypto from "node:crypto";
import os from "node:os";
import { leaseHolder, releaseLease, takeLease } from "~/models/leases.server";

/** This process: host, pid and a random part (a pid can be reused after a restart). */
export const processHolderId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

/** True when this process holds (now holds, or renewed) the lease. */
export function holdLease(name: string, ttlMs: number): boolean {
  const current = leaseHolder(name);
  const dead = current && current !== processHolderId && holderIsGone(current) ? current : null;
  return takeLease(name, processHolderId, ttlMs, Date.now(), dead);
}

export function giveUpLease(name: string): void {
  releaseLease(name, processHolderId);
}

function holderIsGone(holder: string): boolean {
  const [host, pidText] = holder.split(":");
  const pid = Number(pidText);
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
