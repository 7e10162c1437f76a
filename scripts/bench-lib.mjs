/* global fetch, setTimeout */
// Shared by the benchmarks: for bench:search and bench:admin a scratch local D1 under .wrangler/<name> (never the dev
// database), the 100,000 listings shaped like real traffic, the worker started with BENCH=1, and percentiles; for bench:pages and bench:html the seeded app (startSeededApp).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ensureDevVars, root, run, start } from "./lib.mjs";

/** 50 bench agents and `count` active listings: ~40% in Lagos, the rest over every locality; half rent, 35% sale, 15% short stay. */
export function benchListingsSql(count, now = Date.now()) {
  const lines = [];
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
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
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
  return lines;
}

/** A fresh scratch D1 in `dir`: migrated, then `sql` executed; prints how long the seed took. */
export function scratchDb(dir, sql, label) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true", PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` } });
  const file = path.join(dir, "seed.sql");
  writeFileSync(file, sql);
  const t = performance.now();
  run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file], { stdio: ["ignore", "ignore", "inherit"] });
  console.log(`seeded ${label} in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

/** `wrangler dev` over the scratch D1 with BENCH=1 (the x-bench-rows meter), plus `extraArgs`; returns a stop function. */
export function startBenchWorker(port, dir, extraArgs = []) {
  mkdirSync(path.join(root, "dist", "web"), { recursive: true });
  const dev = start("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", dir, "--var", "BENCH:1", "--show-interactive-dev-session=false", ...extraArgs], { stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => dev.kill("SIGINT");
  process.on("SIGINT", stop);
  return stop;
}

export async function waitUp(base) {
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

export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/**
 * The whole app as a newcomer runs it, for the page benchmarks (bench:pages, bench:html): the SPA built (unless
 * --no-build), a fresh seeded local database in `stateDir`, and `wrangler dev` on `port`. Answers its origin and a
 * stop function (also called on exit); resolves once the API answers.
 */
export async function startSeededApp(port, stateDir) {
  const env = { ...process.env, CI: "true", PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };
  if (!process.argv.includes("--no-build")) run("vite", ["build", "--logLevel", "warn"]);
  rmSync(stateDir, { recursive: true, force: true });
  ensureDevVars();
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { stdio: ["ignore", "ignore", "inherit"], env });
  run("node", ["scripts/seed.mjs", "--persist-to", stateDir]);
  mkdirSync(stateDir, { recursive: true });
  const server = start("wrangler", ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false"], { stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => server.kill("SIGINT");
  process.on("exit", stop);
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(origin);
  return { origin, stop };
}
