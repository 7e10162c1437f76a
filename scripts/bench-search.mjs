/* global fetch, performance, setTimeout */
// `npm run bench:search`: search at scale. Seeds LISTINGS (default 100,000) listings into a scratch local D1
// (.wrangler/bench-search, never the dev database), starts the worker on BENCH_PORT with BENCH=1, runs each
// common search shape (and home's featured tabs, GET /properties/all page 500) RUNS times through HTTP and prints
// p50/p95 latency and D1's rows_read (from the query meta, via the x-bench-rows debug header the worker only
// honours when BENCH=1). A benchmark, not a test.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, run, start, ensureDevVars } from "./lib.mjs";
import { locationsSql } from "./seed/locations.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 100);
const PORT = process.env.BENCH_PORT ?? "8804";
const PER_PAGE = 12;
const dir = path.join(root, ".wrangler", "bench-search");
const base = `http://127.0.0.1:${PORT}`;
const reuse = process.argv.includes("--reuse") && existsSync(dir);

function seedSql() {
  const loc = locationsSql();
  const lines = [...loc];
  const now = Date.now();
  const agents = 50;
  for (let a = 0; a < agents; a++)
    lines.push(
      `INSERT INTO users (id, first_name, last_name, email, username, password_hash, account_type, kyc_verified, created_at, updated_at) VALUES ('bench-agent-${a}', 'Bench', 'Agent ${a}', 'bench${a}@bench.ng', 'bench_agent_${a}', 'x', 'agent', ${a % 2}, ${now}, ${now});`,
    );
  const words = ["Spacious", "Newly built", "Serviced", "Luxury", "Affordable", "Cosy", "Modern", "Family"];
  const kinds = ["flat", "duplex", "terrace", "bungalow", "studio", "penthouse", "maisonette", "mini flat"];
  const wordsSql = `json('${JSON.stringify(words)}')`;
  const kindsSql = `json('${JSON.stringify(kinds)}')`;
  const chunk = 10_000;
  for (let start = 0; start < LISTINGS; start += chunk) {
    const end = Math.min(LISTINGS, start + chunk);
    // About 40% in Lagos (state 25 in the seed data), the rest spread over every locality.
    lines.push(`WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM n WHERE i < ${end - 1}),
  lagos AS (SELECT min(id) AS lo, count(*) AS c FROM localities WHERE state_id = (SELECT id FROM states WHERE slug = 'lagos')),
  alll AS (SELECT count(*) AS c FROM localities),
  pick AS (SELECT i, CASE WHEN i % 10 < 4 THEN (SELECT lo FROM lagos) + (i * 7919) % (SELECT c FROM lagos) ELSE 1 + (i * 104729) % (SELECT c FROM alll) END AS lid,
    CASE WHEN i % 20 < 10 THEN 'rent' WHEN i % 20 < 17 THEN 'sale' ELSE 'short_stay' END AS lt FROM n)
INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period,
  service_charge_kobo, bedrooms, bathrooms, toilets, area_sqm, furnishing, address, state_id, locality_id, lat, lng, title_documents,
  premium_listing, status, confirmed_at, flagged_duplicate, view_count, created_at, updated_at)
SELECT 'bench-' || i, 'bench-' || i, 'bench-agent-' || (i % ${agents}),
  json_extract(${wordsSql}, '$[' || (i % 8) || ']') || ' ' || (1 + i % 5) || ' bedroom ' || json_extract(${kindsSql}, '$[' || ((i / 8) % 8) || ']') || ' in ' || l.name,
  'A ' || json_extract(${kindsSql}, '$[' || ((i / 8) % 8) || ']') || ' with steady water and good road network, minutes from ' || l.name || ' market.',
  p.lt, 2, 8,
  CASE p.lt WHEN 'rent' THEN (500000 + (i * 7919) % 9500000) * 100 WHEN 'sale' THEN (20000000 + (i * 104729) % 480000000) * 100 ELSE (20000 + (i * 31) % 280000) * 100 END,
  CASE p.lt WHEN 'rent' THEN 'per_year' WHEN 'sale' THEN 'outright' ELSE 'per_night' END,
  CASE WHEN i % 3 = 0 THEN 0 ELSE (i % 10) * 5000000 END,
  1 + i % 5, 1 + i % 4, 2 + i % 4, 60 + i % 300, CASE i % 3 WHEN 0 THEN 'unfurnished' WHEN 1 THEN 'semi_furnished' ELSE 'furnished' END,
  (1 + i % 90) || ' Example Street, ' || l.name, l.state_id, l.id,
  l.lat + ((i * 37) % 2000 - 1000) / 100000.0, l.lng + ((i * 53) % 2000 - 1000) / 100000.0,
  CASE WHEN i % 4 = 0 THEN '["c_of_o"]' ELSE '[]' END,
  CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, 'active', ${now} - (i % 25) * 86400000, 0, (i * 7) % 900, ${now} - i * 20000, ${now}
FROM pick p JOIN localities l ON l.id = p.lid;`);
  }
  lines.push("PRAGMA optimize;");
  return lines.join("\n");
}

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${base}/v1/property-categories`);
      if (r.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the worker did not start");
}

/** One request: a search (POST with a filter body) or a GET of a listing page (body null). */
async function search(pathname, body, query = "", measure = false) {
  const t = performance.now();
  const headers = { accept: "application/json", ...(measure ? { "x-bench-rows": "1" } : {}) };
  const res = await fetch(
    `${base}/v1${pathname}?${query.includes("perPage=") ? "" : `perPage=${PER_PAGE}`}${query}`,
    body === null ? { headers } : { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  const json = await res.json();
  const ms = performance.now() - t;
  if (!res.ok) throw new Error(`${pathname} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(json)}`);
  return { ms, json, rows: res.headers.get("x-bench-rows-read") };
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  ensureDevVars();
  if (!reuse) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true", PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` } });
    const file = path.join(dir, "seed.sql");
    writeFileSync(file, seedSql());
    const t = performance.now();
    run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file], { stdio: ["ignore", "ignore", "inherit"] });
    console.log(`seeded ${LISTINGS.toLocaleString("en")} listings in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  mkdirSync(path.join(root, "dist", "web"), { recursive: true });
  const dev = start("wrangler", ["dev", "--port", PORT, "--ip", "127.0.0.1", "--persist-to", dir, "--var", "BENCH:1", "--show-interactive-dev-session=false"], { stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => dev.kill("SIGINT");
  process.on("SIGINT", stop);
  try {
    await waitUp();
    // Page 50 of "sale latest" by keyset: the cursor of page 49, walked once before timing.
    let cursor = null;
    for (let p = 1; p < 50; p++) cursor = (await search("/properties/sale/search", {}, `&page=${p}${cursor ? `&cursor=${cursor}` : ""}`)).json.nextCursor;
    // Page 500 of GET /properties/all by keyset: the cursor of page 499.
    let allCursor = null;
    for (let p = 1; p < 500; p++) allCursor = (await search("/properties/all", null, `&page=${p}${allCursor ? `&cursor=${allCursor}` : ""}`)).json.nextCursor;
    const shapes = [
      ["rent in a state (Lagos), latest", "/properties/rent/search", { state: "lagos" }, ""],
      ["locality + min beds + max price, price low-high", "/properties/rent/search", { state: "lagos", locality: "lekki", minBedrooms: 3, maxPriceKobo: 5_000_000_00 }, "&sortBy=price_asc"],
      ["keyword (\"duplex lekki\")", "/properties/search", { query: "duplex lekki" }, ""],
      ["broad keyword (\"lagos\", 40,000 matches)", "/properties/search", { query: "lagos" }, ""],
      ["sale latest, page 1", "/properties/sale/search", {}, ""],
      ["sale latest, page 50 (keyset cursor)", "/properties/sale/search", {}, `&page=50&cursor=${cursor}`],
      ["sale latest, page 50 (OFFSET)", "/properties/sale/search", {}, "&page=50"],
      ["short stay, latest", "/properties/short-stay/search", {}, ""],
      ["map bounding box (Lekki/VI), rent", "/properties/rent/search", { bounds: { south: 6.42, west: 3.4, north: 6.47, east: 3.6 } }, ""],
      // Home's featured tabs (page 1, perPage 6) and GET /properties/all.
      ["home featured, All (6)", "/property/properties/featured", null, "&page=1&perPage=6"],
      ["home featured, For Rent (6)", "/property/properties/featured", null, "&page=1&perPage=6&type=Rent"],
      ["GET /properties/all, page 500 (keyset cursor)", "/properties/all", null, `&page=500&cursor=${allCursor}`],
      ["GET /properties/all, page 500 (OFFSET)", "/properties/all", null, "&page=500"],
    ];
    const out = [];
    for (const [name, p, body, q] of shapes) {
      for (let i = 0; i < 5; i++) await search(p, body, q); // warm
      const times = [];
      for (let i = 0; i < RUNS; i++) times.push((await search(p, body, q)).ms);
      const m = await search(p, body, q, true);
      if (process.env.BENCH_DEBUG) console.log(name, q, m.rows, m.json.data.length, m.json.nextCursor);
      const rr = Object.fromEntries((m.rows ?? "search=?;cards=?;total=?").split(";").map((kv) => kv.split("=")));
      const all = Number(rr.search) + Number(rr.cards) + Number(rr.total);
      const total = m.json.total === undefined ? "–" : `${m.json.total.toLocaleString("en")}${m.json.totalIsLowerBound ? "+" : ""}`;
      out.push({ name, p50: pct(times, 50), p95: pct(times, 95), search: rr.search, cards: rr.cards, count: rr.total, all, total });
    }
    const target = 3 * PER_PAGE + 50;
    console.log(`\n${LISTINGS.toLocaleString("en")} listings, perPage ${PER_PAGE}, ${RUNS} runs each, sequential, through wrangler dev (local D1). Target: p95 ≤ 25 ms, rows_read ≤ ${target}.\n`);
    console.log("| shape | p50 ms | p95 ms | rows_read: search | cards | total | whole request | total |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of out) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.search} | ${r.cards} | ${r.count} | ${r.all} | ${r.total} |`);
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
