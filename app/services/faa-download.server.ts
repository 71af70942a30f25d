/**
 * Downloads the FAA's 28-day APT CSV zip of the current NASR cycle (or, when
 * that is not published yet, the previous one).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptZipName, currentCycle, cycleIso, previousCycle } from "~/lib/nasr-cycle";

export class DownloadError extends Error {
  override name = "DownloadError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface DownloadOptions {
  onProgress?(received: number, total: number): void;
  /** Folder for the downloaded zip (default: a fresh folder under the OS temp dir). */
  dir?: string;
  timeoutMs?: number;
}

/** Downloads `url` to `file`, streaming, reporting progress from content-length. */
export async function downloadFile(url: string, file: string, opts: DownloadOptions = {}): Promise<number> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000), redirect: "follow" });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new DownloadError(`cannot reach ${url}: ${cause?.code ?? cause?.message ?? (e as Error).message}`);
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel().catch(() => {});
    throw new DownloadError(
      `${url} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`,
      res.status,
    );
  }
  const total = Number(res.headers.get("content-length")) || 0;
  const out = fs.createWriteStream(file);
  let received = 0;
  try {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (!out.write(value)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
      opts.onProgress?.(received, total);
    }
  } catch (e) {
    out.destroy();
    throw new DownloadError(`download of ${url} broke off after ${received} bytes: ${(e as Error).message}`);
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  if (total && received !== total)
    throw new DownloadError(`download of ${url} is incomplete (${received} of ${total} bytes)`);
  return received;
}

export interface CycleDownload {
  file: string;
  url: string;
  cycle: string;
  bytes: number;
  /** True when the current cycle was not published yet and the previous one was taken. */
  fellBack: boolean;
}

/**
 * Downloads `${baseUrl}/${aptZipName(cycle)}` for today's cycle; on HTTP 404
 * tries the previous cycle once. Other failures throw a DownloadError.
 */
export async function downloadCurrentAptZip(
  baseUrl: string,
  today = new Date(),
  opts: DownloadOptions = {},
): Promise<CycleDownload> {
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "faa-nasr-"));
  const base = baseUrl.replace(/\/+$/, "");
  const current = currentCycle(today);
  try {
    for (const [cycle, fellBack] of [
      [current, false],
      [previousCycle(current), true],
    ] as const) {
      const name = aptZipName(cycle);
      const url = `${base}/${name}`;
      const file = path.join(dir, name);
      try {
        const bytes = await downloadFile(url, file, opts);
        return { file, url, cycle: cycleIso(cycle), bytes, fellBack };
      } catch (e) {
        fs.rmSync(file, { force: true });
        if (!fellBack && e instanceof DownloadError && e.status === 404) continue;
        throw e;
      }
    }
  } catch (e) {
    // Nothing was downloaded: leave no empty temp folder behind.
    if (!opts.dir) fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  /* c8 ignore next */
  throw new DownloadError("unreachable");
}
