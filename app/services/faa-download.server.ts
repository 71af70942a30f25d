/**
 * Downloads the FAA's 28-day CSV set zips (APT, FRQ, ATC, AWOS, CLS_ARSP) of a NASR cycle,
 * falling back to the previous cycle when the current one is not published yet.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cycleIso, nasrZipName } from "~/lib/nasr-cycle";

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
  /** True when the first cycle asked for was not published (HTTP 404) and a later one in the list was taken. */
  fellBack: boolean;
}

/**
 * Downloads `${baseUrl}/${nasrZipName(cycle, set)}` for the first of `cycles` the FAA publishes:
 * on HTTP 404 the next cycle is tried; any other failure throws a DownloadError.
 */
export async function downloadSetZip(
  baseUrl: string,
  set: string,
  cycles: Date[],
  opts: DownloadOptions = {},
): Promise<CycleDownload> {
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "faa-nasr-"));
  const base = baseUrl.replace(/\/+$/, "");
  try {
    for (const [i, cycle] of cycles.entries()) {
      const name = nasrZipName(cycle, set);
      const url = `${base}/${name}`;
      const file = path.join(dir, name);
      try {
        const bytes = await downloadFile(url, file, opts);
        return { file, url, cycle: cycleIso(cycle), bytes, fellBack: i > 0 };
      } catch (e) {
        fs.rmSync(file, { force: true });
        if (i < cycles.length - 1 && e instanceof DownloadError && e.status === 404) continue;
        throw e;
      }
    }
    throw new DownloadError(`no cycle to download the ${set} set for`);
  } catch (e) {
    // Nothing was downloaded: leave no empty temp folder behind.
    if (!opts.dir) fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
