import fs from "node:fs"; import zlib from "node:zlib";
import { readChains } from "~/services/places-import.server";
const a = new TextDecoder().decode(zlib.gunzipSync(fs.readFileSync("data/places/alltheplaces_chains_us_2026-01-05.csv.gz")));
let t = performance.now();
readChains(a.split("\n").slice(0, 20000).join("\n")); console.log("chains 20k", (performance.now() - t).toFixed(0)); t = performance.now();
readChains(a.split("\n").slice(0, 80000).join("\n")); console.log("chains 80k", (performance.now() - t).toFixed(0));
