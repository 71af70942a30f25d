/**
 * A stand-in for a static satellite-picture service, the kind SATELLITE_URL_TEMPLATE names
 * (app/services/satellite.server.ts): GET /export?center={lat},{lng}&size={width},{height}
 * answers a PNG of that size. A picture around one of the `missing` points answers 404, as a
 * provider does for imagery it lacks, while every other picture (and the server's 1×1
 * availability check over 0°, 0°) is served.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

export interface FakeSatellite {
  /** SATELLITE_URL_TEMPLATE and SATELLITE_ATTRIBUTION for an app server. */
  env: Record<string, string>;
  /** Every picture asked for, as "lat,lng widthxheight". */
  requests: string[];
  close(): Promise<void>;
}

export const FAKE_SATELLITE_CREDIT = "Imagery © Fake Satellite Co";

export async function startFakeSatellite(
  options: { missing?: { lat: number; lng: number }[] } = {},
): Promise<FakeSatellite> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const [lat, lng] = (url.searchParams.get("center") ?? "").split(",").map(Number);
    const [width, height] = (url.searchParams.get("size") ?? "").split(",").map(Number);
    if (url.pathname !== "/export" || !Number.isFinite(lat) || !Number.isFinite(lng) || !(width! > 0 && height! > 0)) {
      res.writeHead(400, { "content-type": "text/plain" }).end("bad request");
      return;
    }
    requests.push(`${lat},${lng} ${width}x${height}`);
    const lacking = options.missing?.some((p) => Math.abs(p.lat - lat!) < 1e-4 && Math.abs(p.lng - lng!) < 1e-4);
    if (lacking) {
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>No imagery here</h1>");
      return;
    }
    res.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" }).end(solidPng(width!, height!));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      SATELLITE_URL_TEMPLATE: `http://127.0.0.1:${port}/export?center={lat},{lng}&size={width},{height}`,
      SATELLITE_ATTRIBUTION: FAKE_SATELLITE_CREDIT,
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A PNG of one green-grey colour (8-bit RGB), small enough to build on every request. */
function solidPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([0x5a, 0x6b, 0x4e], 1 + x * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
