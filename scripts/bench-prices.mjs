/* global fetch, performance */
// `npm run bench:prices`: the area price guides at scale. Seeds LISTINGS (default 100,000) listings shaped like the
// search bench's (Lagos-heavy, scripts/bench-lib.mjs) into a scratch local D1 (.wrangler/bench-prices[-N], never the
// dev database), starts the worker with BENCH=1, runs the half-hourly cron until every area's guide is taken (its
// "price-guides" step is bounded per run: it prints how many runs and how long each took), then reads guides RUNS
// times each over HTTP and prints p50/p95 latency and D1's rows_read per read. The guide's extra cost is its latency
// less that of an API answer that reads no table (GET /v1/locations/map) on the same server: what reading a
// guide adds. A benchmark, not a test. `--reuse` measures an existing scratch database again.
import { existsSync } from "node:fs";
import path from "node:path";
import { root, ensureDevVars } from "./lib.mjs";
import { benchListingsSql, scratchDb, startBenchWorker, waitUp } from "./bench-lib.mjs";
import {
  apiBaselines,
  benchJson,
  jsonFile,
  machine,
  measureRounds,
  pct,
  printRounds,
  printTable,
  ROUNDS,
  rowsRead,
  writeJson,
} from "./bench-rounds.mjs";
import { locationsSql } from "./seed/locations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
/** Reads of each shape per round (ROUNDS rounds, 3 by default). */
const RUNS = Number(process.env.RUNS ?? 100);
const PORT = process.env.BENCH_PORT ?? "8806";
const dir = path.join(root, ".wrangler", LISTINGS === 100_000 ? "bench-prices" : `bench-prices-${LISTINGS}`);
const base = `http://127.0.0.1:${PORT}`;
const reuse = process.argv.includes("--reuse") && existsSync(dir);
const CRON = encodeURIComponent("*/30 * * * *");

async function get(pathname) {
  const t = performance.now();
  const res = await fetch(`${base}${pathname}`, { headers: { accept: "application/json", "x-bench-rows": "1" } });
  const json = await res.json();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return { ms, json, rows: rowsRead(res.headers.get("x-bench-rows-read")) };
}

const areasOf = (index) =>
  index.states.flatMap((s) => s.areas.map((a) => ({ state: s.slug, area: a.slug, n: a.listings })));

async function main() {
  const json = jsonFile();
  ensureDevVars();
  if (!reuse)
    scratchDb(
      dir,
      [...locationsSql(), ...(await benchListingsSql(LISTINGS)), "PRAGMA optimize;"].join("\n"),
      `${LISTINGS.toLocaleString("en")} listings`,
    );
  const stop = startBenchWorker(PORT, dir);
  try {
    await waitUp(base);
    // The cron until a run adds no area and changes nothing: every area with listings has its guide.
    const runs = [];
    let before = "";
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${CRON}`);
      runs.push(performance.now() - t);
      const now = JSON.stringify((await get("/v1/prices/guides")).json.states);
      if (now === before) break;
      before = now;
    }
    const areas = areasOf((await get("/v1/prices/guides")).json).sort((a, b) => b.n - a.n);
    const counted = areas.reduce((n, a) => n + a.n, 0);
    console.log(
      `\n${LISTINGS.toLocaleString("en")} listings: ${areas.length} area guides over ${counted.toLocaleString("en")} live rent/sale listings, ` +
        `taken in ${runs.length} housekeeping cron runs (p50 ${pct(runs, 50).toFixed(0)} ms, max ${Math.max(...runs).toFixed(0)} ms a run, all steps)`,
    );
    const shapes = [
      ["GET /v1/prices/guides (index)", () => "/v1/prices/guides"],
      ["guide lagos/yaba", () => "/v1/prices/guides/lagos/yaba"],
      [
        `guide ${areas[0].state}/${areas[0].area} (busiest)`,
        () => `/v1/prices/guides/${areas[0].state}/${areas[0].area}`,
      ],
      [
        "guide, any area (round robin)",
        (i) => `/v1/prices/guides/${areas[i % areas.length].state}/${areas[i % areas.length].area}`,
      ],
    ];
    const host = machine();
    const baselines = apiBaselines(base);
    const measured = await measureRounds(
      [...baselines, ...shapes.map(([name, url]) => ({ name, run: async (i) => (await get(url(i))).ms }))],
      { runs: RUNS, warm: 10 },
    );
    // Rows read (not load-dependent): the most one read of the shape read, over one pass of the areas.
    const out = [];
    for (const r of measured.shapes) {
      const b = baselines.find((x) => x.name === r.name);
      const url = shapes.find(([name]) => name === r.name)?.[1];
      let rows = b ? await b.rows() : 0;
      if (url) for (let i = 0; i < Math.min(areas.length, 200); i++) rows = Math.max(rows, (await get(url(i))).rows);
      out.push({ ...r, rows });
    }
    printRounds(
      host,
      measured.rounds,
      `${ROUNDS} rounds of ${RUNS} interleaved reads of each shape, sequential, through wrangler dev (local D1); medians over rounds.`,
    );
    printTable(out, [["rows read", (r) => String(r.rows)]]);
    writeJson(
      json,
      benchJson(
        "prices",
        host,
        { ...measured, shapes: out },
        { listings: LISTINGS, runs: RUNS, areas: areas.length, cronRuns: runs.map((ms) => Math.round(ms)) },
      ),
    );
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
