/**
 * Issue 23's figures, each against its target (npm run bench; BENCH_ONLY=i23 for these alone):
 * the JavaScript a page loads, from the build's route manifest; the airport page's and the
 * results page's server time against the JSON detail in the same run, as a kept answer and
 * rendered afresh; the compression levels, measured here, that server/compression.mjs and
 * server/shared-answers.mjs use. Ratios within one run: the machine is shared.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const fmt = (n: number, digits = 2) => n.toFixed(digits);
export const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");

interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
}

/** Gzipped bytes of every script a page's routes load at first: the entry, each route's module and its imports. */
export function pageJavaScript(clientDir: string, routeIds: string[]) {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((n) => /^manifest-[\w-]+\.js$/.test(n));
  if (!file) throw new Error("no route manifest in build/client/assets: build first");
  const manifest = JSON.parse(
    fs
      .readFileSync(path.join(assets, file), "utf8")
      .replace(/^window\.__reactRouterManifest=/, "")
      .replace(/;\s*$/, ""),
  ) as RouteManifest;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    files.add(route.module);
    for (const i of route.imports ?? []) files.add(i);
  }
  let gzip = 0;
  const zodChunks: string[] = [];
  for (const f of files) {
    const bytes = fs.readFileSync(path.join(clientDir, f));
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    // zod's error map names every issue code: a chunk with these holds zod.
    if (bytes.includes("invalid_type") && bytes.includes("too_small")) zodChunks.push(f);
  }
  const holds = (text: string) =>
    [...files].some((f) => fs.readFileSync(path.join(clientDir, f), "utf8").includes(text));
  return { files: files.size, gzipBytes: gzip, zodChunks, holds };
}

export function printJavaScript(clientDir: string) {
  console.log(`\nJavaScript a page loads at first (build/client route manifest: entry + routes + imports, gzip -9)`);
  for (const [label, routes, targetKb] of [
    ["home (root + routes/home)", ["root", "routes/home"], 120],
    ["airport page (root + routes/airport)", ["root", "routes/airport"], 135],
  ] as const) {
    const js = pageJavaScript(clientDir, [...routes]);
    const kb = js.gzipBytes / 1024;
    console.log(
      `  ${label.padEnd(40)} ${fmt(kb, 1).padStart(6)} KB in ${js.files} files   target ≤ ${targetKb} KB   ${verdict(kb <= targetKb)}` +
        `   zod: ${js.zodChunks.length ? js.zodChunks.join(", ") : "none"}`,
    );
  }
}

/**
 * Untimed requests before a steady-state figure: by then V8 has optimised the render (on this machine
 * a page settles after 300 to 500 requests from start-up; docs/decisions/0093-steady-state-server-time.md).
 */
export const STEADY_WARMUP = 300;

/**
 * The p50 of each of several addresses, asked one request at a time and in turn (one of each, then
 * the next round), so that a ratio between two of them compares requests made at the same moments
 * of a shared machine: asked one address after the other, a figure taken while the machine was
 * busy was divided by one taken while it was quiet (docs/decisions/0110-page-data-as-json-text.md).
 * `paths[k](i)` is request i's address of kind k (i counts from 0, warm-up included): a new one
 * each time for a render each time; every answer must be a 200.
 */
export async function serverTimesInTurn<K extends string>(
  base: string,
  paths: Record<K, (i: number) => string>,
  runs: number,
  warm: number,
): Promise<Record<K, number>> {
  const kinds = Object.keys(paths) as K[];
  const times = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  const tag = Math.random().toString(36).slice(2, 6);
  for (let i = 0; i < runs + warm; i++) {
    for (const kind of kinds) {
      const url = `${base}${paths[kind](i)}`.replace("{tag}", tag);
      const t = performance.now();
      const res = await fetch(url, { headers: { "accept-encoding": "gzip" }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${paths[kind](i)} answered ${res.status}`);
      if (i >= warm) times[kind].push(performance.now() - t);
    }
  }
  const p50 = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1];
  return Object.fromEntries(kinds.map((k) => [k, p50(times[k])])) as Record<K, number>;
}

/** Each brotli quality and gzip level on a page and a JSON answer: time per compression and size. */
export function compressionLevels(samples: Record<string, Buffer>) {
  console.log(`\nCompression levels (in process, ms per answer and compressed size; chosen: see docs/decisions/0086)`);
  for (const [label, bytes] of Object.entries(samples)) {
    const cells: string[] = [];
    for (const q of [1, 2, 4, 5, 6, 9]) {
      const runs = 20;
      let out = Buffer.alloc(0);
      const t = performance.now();
      for (let i = 0; i < runs; i++)
        out = zlib.brotliCompressSync(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
      cells.push(`br${q} ${fmt((performance.now() - t) / runs)} ms ${fmt(out.length / 1024, 1)} KB`);
    }
    for (const level of [3, 6]) {
      const runs = 20;
      let out = Buffer.alloc(0);
      const t = performance.now();
      for (let i = 0; i < runs; i++) out = zlib.gzipSync(bytes, { level });
      cells.push(`gz${level} ${fmt((performance.now() - t) / runs)} ms ${fmt(out.length / 1024, 1)} KB`);
    }
    console.log(`  ${label} (${fmt(bytes.length / 1024, 1)} KB): ${cells.join(" | ")}`);
  }
}
