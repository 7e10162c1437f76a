// npm run bench:html — the edge cache of public HTML (issue 27 item 3): autocannon at 10 connections on a
// listing page and the rent search, cache cold (every request a new query, so every one renders) and warm (one
// URL, served from the Workers Cache API), on the production React build over the seeded database. Prints
// req/s and p50/p95 as a markdown table. A benchmark, not a test: compare runs made on the same machine.
//
//   npm run bench:html                 build, fresh seeded state in .bench-html-state/, port 8791
//   BENCH_PORT=8806 BENCH_SECONDS=10 npm run bench:html -- --no-build
import path from "node:path";
import { Buffer } from "node:buffer";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { root } from "./lib.mjs";
import { pct, startSeededApp } from "./bench-lib.mjs";

const { fetch } = globalThis;
const port = Number(process.env.BENCH_PORT ?? 8791);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const { origin, stop } = await startSeededApp(port, path.join(root, ".bench-html-state"));

const featured = await (await fetch(`${origin}/v1/property/properties/featured?page=1&perPage=1`)).json();
const pages = [
  ["listing", `/properties/property/${featured.data[0].slug}`],
  ["rent search", "/properties/rent?state=lagos"],
];

/** One autocannon run; `cold` gives every request its own query string, so none is served from the cache. */
async function load(pathname, cold, connections = 10) {
  let n = 0;
  const times = [];
  const states = {};
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: cold ? `${pathname}${pathname.includes("?") ? "&" : "?"}cold=${++n}` : pathname }) }],
  });
  instance.on("response", (client, status, bytes, ms) => times.push(ms));
  instance.on("reqError", () => undefined);
  const result = await instance;
  // One more request to read which cache state this run was in.
  const probe = await fetch(`${origin}${cold ? `${pathname}${pathname.includes("?") ? "&" : "?"}cold=probe-${Date.now()}` : pathname}`);
  states[probe.headers.get("x-edge-cache") ?? "none"] = 1;
  return { connections, rps: result.requests.average, p50: pct(times, 50), p95: pct(times, 95), non2xx: result.non2xx, state: Object.keys(states).join() };
}

const rows = [];
// The floor of this machine and `wrangler dev`'s local proxy: the worker's own static map tile (no D1, no render).
rows.push(["floor: a static tile", "—", await load("/map-tiles/1/1/1.png", false)]);
// At 10 connections two cores saturate (autocannon, wrangler's proxy and workerd share them), so latency there is
// mostly queueing; one connection shows what a single visitor waits for.
rows.push(["floor: a static tile", "—", await load("/map-tiles/1/1/1.png", false, 1)]);
for (const [name, pathname] of pages) {
  // Warm the build's assets and this page's copy before measuring.
  for (let i = 0; i < 3; i++) await fetch(origin + pathname);
  const cold = await load(pathname, true);
  const warm = await load(pathname, false);
  const single = await load(pathname, false, 1);
  rows.push([name, "cold", cold], [name, "warm", warm], [name, "warm", single]);
}

// The pages' HTML (what the cache stores and serves): raw and gzip bytes, for the page data's size.
const sizes = [];
for (const [name, pathname] of [["home", "/"], ["rent", "/properties/rent"], ...pages]) {
  const html = Buffer.from(await (await fetch(origin + pathname)).arrayBuffer());
  sizes.push(`| ${name} (\`${pathname}\`) | ${html.length.toLocaleString("en")} | ${gzipSync(html).length.toLocaleString("en")} |`);
}

console.log(`\nnpm run bench:html — ${seconds} s per run, production React build (wrangler dev, local)\n`);
console.log("| page | cache | connections | req/s | p50 ms | p95 ms | non-2xx | x-edge-cache |");
console.log("|---|---|---:|---:|---:|---:|---:|---|");
for (const [name, kind, r] of rows) console.log(`| ${name} | ${kind} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.non2xx} | ${r.state} |`);
console.log("\n| page | HTML bytes | gzip bytes |\n|---|---:|---:|");
for (const line of sizes) console.log(line);
stop();
process.exit(0);
