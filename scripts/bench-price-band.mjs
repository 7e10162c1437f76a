/* global fetch, URLSearchParams */
// `npm run bench:band`: the fair-price band at scale. Seeds a scratch local D1 (.wrangler/bench-band, never the dev
// database) with LISTINGS listings (default 1,000,000, shaped like the demo's: bench-lib's benchListingsSql, the
// band's histograms filled by migrations/0061's own statement), starts the worker with BENCH=1 and, for RUNS listings
// drawn across the set, times GET /v1/prices/band with each listing's facts (the statement a listing's read and its
// card run for the band) in ROUNDS rounds interleaved with the API's baselines and GET /v1/health on the same server
// (bench-lib's measureRounds), and prints the medians over rounds of p50/p95, the band's ratio to the reference
// baseline (a small D1 read) and what it adds over it, the load average of each round, and the rows each read.
// `--reuse` measures an existing scratch database again; `--json <file>` writes the figures. A benchmark, not a test.
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureDevVars, root } from "./lib.mjs";
import { benchListingsSql, scratchDb, startBenchWorker, waitUp } from "./bench-lib.mjs";
import {
  apiBaselines,
  benchJson,
  jsonFile,
  machine,
  measureRounds,
  printRounds,
  printTable,
  ROUNDS,
  rowsRead,
  timedFetch,
  writeJson,
} from "./bench-rounds.mjs";
import { locationsSql } from "./seed/locations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 1_000_000);
/** Listings whose band is asked, each once a round (ROUNDS rounds, 3 by default). */
const RUNS = Number(process.env.RUNS ?? 300);
const PORT = process.env.BENCH_PORT ?? "8806";
// One scratch database per size (the default million keeps its name), so `--reuse` measures the size asked for.
const dir = path.join(root, ".wrangler", LISTINGS === 1_000_000 ? "bench-band" : `bench-band-${LISTINGS}`);
const base = `http://127.0.0.1:${PORT}`;
const reuse = process.argv.includes("--reuse") && existsSync(dir);

const json = jsonFile();
ensureDevVars();
if (!reuse)
  scratchDb(dir, [...locationsSql(), ...(await benchListingsSql(LISTINGS))].join("\n"), `${LISTINGS} listings`);
const stop = startBenchWorker(PORT, dir);
try {
  await waitUp(base);
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
  const bandUrl = (i) =>
    `${base}/v1/prices/band?${new URLSearchParams(Object.entries(facts[i % facts.length]).map(([k, v]) => [k, String(v)]))}`;
  const bandShape = "GET /v1/prices/band (each listing's facts in turn)";
  const healthShape = "GET /v1/health (D1, R2 and the rooms' binding answer)";
  const host = machine();
  const baselines = apiBaselines(base);
  const measured = await measureRounds(
    [
      ...baselines,
      { name: healthShape, run: async () => (await timedFetch(`${base}/v1/health`)).ms },
      { name: bandShape, run: async (i) => (await timedFetch(bandUrl(i))).ms },
    ],
    { runs: facts.length },
  );
  // Rows (not load-dependent): the most one band read read, over every listing; how many listings have a band.
  let shown = 0;
  let bandRows = 0;
  for (let i = 0; i < facts.length; i++) {
    const r = await timedFetch(bandUrl(i), { headers: { "x-bench-rows": "1" } });
    if (JSON.parse(r.text).band) shown++;
    bandRows = Math.max(bandRows, rowsRead(r.res.headers.get("x-bench-rows-read")));
  }
  const healthRows = rowsRead(
    (await timedFetch(`${base}/v1/health`, { headers: { "x-bench-rows": "1" } })).res.headers.get("x-bench-rows-read"),
  );
  const out = [];
  for (const r of measured.shapes)
    out.push({
      ...r,
      rows:
        r.name === bandShape
          ? bandRows
          : r.name === healthShape
            ? healthRows
            : await baselines.find((b) => b.name === r.name).rows(),
    });
  printRounds(
    host,
    measured.rounds,
    `${LISTINGS.toLocaleString("en")} listings, ${facts.length} bands asked (${shown} shown); ${ROUNDS} rounds, each asking every band once interleaved with the baselines; medians over rounds.`,
  );
  printTable(out, [["rows read (most)", (r) => String(r.rows)]]);
  writeJson(
    json,
    benchJson("band", host, { ...measured, shapes: out }, { listings: LISTINGS, runs: facts.length, shown }),
  );
} finally {
  stop();
}
