/**
 * A tiny stand-in for the FAA NASR download server
 * (nfdc.faa.gov/webContent/28DaySub/extra/): serves the given files by name,
 * 404 for anything else, or a fixed error status for every request.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeNasrOptions {
  /** File name (e.g. '29_Oct_2026_APT_CSV.zip') → body. */
  files?: Record<string, Uint8Array>;
  /** Answer every request with this status instead (e.g. 500). */
  failWith?: number;
}

export interface FakeNasr {
  baseUrl: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeNasr(opts: FakeNasrOptions = {}): Promise<FakeNasr> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url.pathname);
    if (opts.failWith) {
      res.writeHead(opts.failWith, { "content-type": "text/plain" }).end("fake failure");
      return;
    }
    const name = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    const body = url.pathname.startsWith("/extra/") ? opts.files?.[name] : undefined;
    if (!body) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": "application/zip", "content-length": body.byteLength });
    // Send in chunks so the client sees progress.
    const chunk = 16 * 1024;
    for (let i = 0; i < body.byteLength; i += chunk) res.write(body.subarray(i, i + chunk));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/extra`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
