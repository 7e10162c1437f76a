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
import { benchListingsSql, pct, scratchDb, startBenchWorker, waitUp } from "./bench-lib.mjs";
import { locationsSql } from "./seed/locations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 200);
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
  const rows = (res.headers.get("x-bench-rows-read") ?? "")
    .replace(/^.*statements=/, "")
    .split(",")
    .filter(Boolean)
    .reduce((n, s) => n + Number(s.split(":")[1] ?? 0), 0);
  return { ms, json, rows };
}

const areasOf = (index) =>
  index.states.flatMap((s) => s.areas.map((a) => ({ state: s.slug, area: a.slug, n: a.listings })));

async function main() {
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
      ["/v1/locations/map (no table: baseline)", () => "/v1/locations/map"],
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
    const out = [];
    for (const [name, url] of shapes) {
      for (let i = 0; i < 10; i++) await get(url(i));
      const ms = [];
      const rows = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await get(url(i));
        ms.push(r.ms);
        rows.push(r.rows);
      }
      out.push({ name, p50: pct(ms, 50), p95: pct(ms, 95), rows: Math.max(...rows) });
    }
    const baseline = out[0];
    console.log(
      `\n${"shape".padEnd(44)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"adds p95".padStart(9)} ${"rows read".padStart(10)}`,
    );
    for (const r of out)
      console.log(
        `${r.name.padEnd(44)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${(r === baseline ? "" : (r.p95 - baseline.p95).toFixed(2)).padStart(9)} ${String(r.rows).padStart(10)}`,
      );
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
