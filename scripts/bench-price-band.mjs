/* global fetch, performance, URLSearchParams */
// `npm run bench:band`: the fair-price band at scale. Seeds a scratch local D1 (.wrangler/bench-band, never the dev
// database) with LISTINGS listings (default 1,000,000, shaped like the demo's: bench-lib's benchListingsSql, the
// band's histograms filled by migrations/0061's own statement), starts the worker with BENCH=1 and, for RUNS listings
// drawn across the set, times GET /v1/prices/band with each listing's facts (the statement a listing's read and its
// card run for the band) against GET /v1/health on the same server (the request's own cost), and prints p50/p95 of
// both and what the band adds at p95. A benchmark, not a test.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureDevVars, root } from "./lib.mjs";
import { benchListingsSql, pct, scratchDb, startBenchWorker, waitUp } from "./bench-lib.mjs";
import { locationsSql } from "./seed/locations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 300);
const PORT = process.env.BENCH_PORT ?? "8806";
const dir = path.join(root, ".wrangler", "bench-band");
const base = `http://127.0.0.1:${PORT}`;
const reuse = process.argv.includes("--reuse") && existsSync(dir);

ensureDevVars();
if (!reuse)
  scratchDb(dir, [...locationsSql(), ...(await benchListingsSql(LISTINGS))].join("\n"), `${LISTINGS} listings`);
const stop = startBenchWorker(PORT, dir);
try {
  await waitUp(base);
  const timed = async (url) => {
    const t = performance.now();
    const res = await fetch(url);
    const json = await res.json();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
    return { ms: performance.now() - t, json };
  };
  // Listings spread over the set (bench ids are bench-0 … bench-(LISTINGS-1)), read once for their facts.
  const facts = [];
  for (let i = 0; facts.length < RUNS && i < RUNS * 3; i++) {
    const id = `bench-${Math.floor(((i * 7919) % RUNS) * (LISTINGS / RUNS) + (i % 97))}`;
    const r = await fetch(`${base}/v1/property/property/${id}`);
    if (!r.ok) continue;
    const d = await r.json();
    facts.push({
      listingType: d.listingType,
      typeId: d.type.id,
      bedrooms: d.bedroom,
      stateId: d.state.id,
      ...(d.locality ? { localityId: d.locality.id } : {}),
      pricePeriod: d.pricePeriod,
      priceKobo: d.priceKobo,
    });
  }
  const band = [];
  const health = [];
  let shown = 0;
  for (const f of facts) {
    const q = new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)]));
    const b = await timed(`${base}/v1/prices/band?${q}`);
    band.push(b.ms);
    if (b.json.band) shown++;
    health.push((await timed(`${base}/v1/health`)).ms);
  }
  const fmt = (xs) => `p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms`;
  console.log(`${LISTINGS.toLocaleString("en")} listings, ${facts.length} bands asked (${shown} shown)`);
  console.log(`GET /v1/prices/band: ${fmt(band)}`);
  console.log(`GET /v1/health (the request's own cost): ${fmt(health)}`);
  console.log(`the band adds at p95: ${(pct(band, 95) - pct(health, 95)).toFixed(2)} ms`);
} finally {
  stop();
}
