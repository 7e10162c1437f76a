/* global fetch, setTimeout */
// Shared by the benchmarks: for bench:search and bench:admin a scratch local D1 under .wrangler/<name> (never the dev
// database), the 100,000 listings shaped like real traffic and the worker started with BENCH=1; for bench:pages and
// bench:html the seeded app (startSeededApp). How they all measure on a shared machine is in bench-rounds.mjs.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ensureDevVars, root, run, start, startDevServer } from "./lib.mjs";

/** Listings drawn by the demo seed's own generator (scripts/seed/listings.mjs): the bench copies these. */
const TEMPLATES = 3000;
const sqlText = (v) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "number"
      ? String(v)
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : `'${String(v).replace(/'/g, "''")}'`;

/**
 * `count` active listings shaped like the demo seed, so like real traffic: TEMPLATES listings made by the seed's
 * generator (its states' quotas: a third in Lagos, a fifth in Abuja; its localities' weights; its property
 * types, bedroom counts and prices by type, purpose and area; its titles and descriptions) are written to a
 * scratch table, and SQLite copies them `count` times in chunks of 20,000 inside the database (one INSERT …
 * SELECT each): each copy moves the price by up to ±20% (rounded as asking prices are: ₦1,000 a night,
 * ₦50,000 a year, ₦1m outright), the pin by up to ~1 km, and gets its own age (spread over 92 days, newest
 * first), confirmation (3% past the 30-day freshness window), boost (8%) and views (skewed). Listers: 50 bench
 * agents, or one per 2,000 listings. Each copy has its template's amenities (the seed's: 3–10 by type, purpose and
 * area), title documents and furnishing, and 5 photos.
 */
export async function benchListingsSql(count, now = Date.now()) {
  const { buildListings } = await import("./seed/listings.mjs");
  const lines = [];
  const agents = Math.max(50, Math.round(count / 2000));
  for (let a = 0; a < agents; a += 500)
    lines.push(
      `WITH RECURSIVE n(i) AS (SELECT ${a} UNION ALL SELECT i + 1 FROM n WHERE i < ${Math.min(agents, a + 500) - 1})
INSERT INTO users (id, first_name, last_name, email, username, password_hash, account_type, kyc_verified, created_at, updated_at)
SELECT 'bench-agent-' || i, 'Bench', 'Agent ' || i, 'bench' || i || '@bench.ng', 'bench_agent_' || i, 'x', 'agent', i % 2, ${now}, ${now} FROM n;`,
    );
  const cols = [
    "listing_type",
    "category_id",
    "type_id",
    "price_kobo",
    "price_period",
    "service_charge_kobo",
    "bedrooms",
    "bathrooms",
    "toilets",
    "area_sqm",
    "furnishing",
    "address",
    "state_id",
    "locality_id",
    "area_id",
    "region_id",
    "lat",
    "lng",
    "title_documents",
    "title",
    "description",
  ];
  lines.push("DROP TABLE IF EXISTS bench_templates;");
  lines.push(`CREATE TABLE bench_templates (k INTEGER PRIMARY KEY, amenities, ${cols.join(", ")});`);
  const made = buildListings({ count: TEMPLATES, now }).slice(0, TEMPLATES);
  for (let i = 0; i < made.length; i += 200)
    lines.push(
      `INSERT INTO bench_templates (k, amenities, ${cols.join(", ")}) VALUES ${made
        .slice(i, i + 200)
        .map(
          (l, j) =>
            `(${i + j}, ${sqlText(JSON.stringify(l.amenities))}, ${cols.map((c) => sqlText(l.row[c])).join(", ")})`,
        )
        .join(",\n")};`,
    );
  const K = made.length;
  const DAY = 86_400_000;
  const chunk = 20_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    lines.push(`WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM n WHERE i < ${end - 1}),
  c AS (SELECT i, (i * 7919) % ${K} AS k, 0.8 + ((i * 2654435761) % 401) / 1000.0 AS f, CASE WHEN i % 33 = 7 THEN 31 + i % 10 ELSE (i * 131) % 20 END AS age FROM n)
INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period,
  service_charge_kobo, bedrooms, bathrooms, toilets, area_sqm, furnishing, address, state_id, locality_id, area_id, region_id, lat, lng, title_documents,
  premium_listing, status, confirmed_at, flagged_duplicate, view_count, photo_count, created_at, updated_at)
SELECT 'bench-' || c.i, 'bench-' || c.i, 'bench-agent-' || (c.i % ${agents}), t.title, t.description, t.listing_type, t.category_id, t.type_id,
  max(1, CAST(round(t.price_kobo * c.f / r.step) AS INTEGER)) * r.step, t.price_period, t.service_charge_kobo, t.bedrooms, t.bathrooms, t.toilets,
  t.area_sqm, t.furnishing, t.address, t.state_id, t.locality_id, t.area_id, t.region_id,
  round(t.lat + ((c.i * 37) % 2001 - 1000) / 100000.0, 6), round(t.lng + ((c.i * 53) % 2001 - 1000) / 100000.0, 6), t.title_documents,
  CASE WHEN (c.i * 37) % 100 < 8 THEN 1 ELSE 0 END, 'active', ${now} - c.age * ${DAY} - (c.i * 7) % ${DAY}, 0,
  ((c.i * 7) % 30) * ((c.i * 13) % 30), 5, ${now} - max(c.age * ${DAY}, CAST(c.i * ${(92 * DAY) / Math.max(count, 1)} AS INTEGER)), ${now}
FROM c JOIN bench_templates t ON t.k = c.k
  JOIN (SELECT 'short_stay' AS lt, 100000 AS step UNION ALL SELECT 'rent', 5000000 UNION ALL SELECT 'sale', 100000000) r ON r.lt = t.listing_type;`);
    const copies = `WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM n WHERE i < ${end - 1})`;
    lines.push(`${copies}
INSERT INTO property_amenities (property_id, amenity_id)
SELECT 'bench-' || n.i, a.value FROM n JOIN bench_templates t ON t.k = (n.i * 7919) % ${K}, json_each(t.amenities) a;`);
    lines.push(`${copies}
INSERT INTO property_media (id, owner_id, property_id, original_key, thumb_key, is_primary, position, status, created_at)
SELECT 'bench-' || n.i || '-m' || m.value, 'bench-agent-' || (n.i % ${agents}), 'bench-' || n.i,
  'listings/bench/' || n.i || '/' || m.value || '/original.webp', 'listings/bench/' || n.i || '/' || m.value || '/md.webp',
  m.value = 0, m.value, 'ready', ${now}
FROM n, json_each('[0,1,2,3,4]') m;`);
  }
  lines.push("DROP TABLE bench_templates;");
  return withoutCountTriggers(lines);
}

/**
 * Bulk loading: the insert triggers of the counts tables (live counts, facet and lister counts, extras' postings and
 * counts, photo counts, fair-price bands) would write ~100 rows per listing one by one; they are dropped for the load, the tables filled
 * by the migrations' own statements afterwards (photo_count is written with the listing), and the triggers made again
 * from the migrations' text.
 */
function withoutCountTriggers(lines) {
  const statements = [
    "0024_search_rank_live_counts.sql",
    "0040_search_scale.sql",
    "0057_card_cover.sql",
    "0061_fair_price_band.sql",
    "0065_listing_extras.sql",
    "0074_area_region_counts.sql",
  ].flatMap((f) =>
    readFileSync(path.join(root, "migrations", f), "utf8")
      .split("--> statement-breakpoint")
      .map((t) => t.replace(/^\s*(--[^\n]*\n\s*)*/, "").trim()),
  );
  const tables =
    "(live_listing_counts|listing_facet_counts|owner_listing_counts|listing_extras|listing_extra_counts|price_band_hist)";
  const fillOf = (t) => {
    const m = new RegExp(`^(?:DELETE FROM ${tables};|INSERT INTO ${tables} \\()`).exec(t);
    return m ? (m[1] ?? m[2]) : undefined;
  };
  // A table filled again by a later migration (0074 fills the counts and postings with areas and regions) takes the last fill only.
  const lastFill = new Map();
  statements.forEach((t, i) => {
    if (fillOf(t) && t.startsWith("DELETE")) lastFill.set(fillOf(t), i);
  });
  const fills = statements.filter(
    (t, i) => fillOf(t) && i >= lastFill.get(fillOf(t)) && i <= lastFill.get(fillOf(t)) + 1,
  );
  const names = [
    "live_counts_ai",
    "facet_counts_ai",
    "property_media_count_ai",
    "listing_extras_ai",
    "listing_extras_amenity_ai",
    "listing_extra_counts_ai",
    "price_band_ai",
    "properties_places_ai",
  ];
  // The last definition of each trigger (0074 makes the counts' again with areas and regions).
  const triggers = [
    ...new Map(
      statements.flatMap((t) => {
        const m = new RegExp(`^CREATE TRIGGER (${names.join("|")}) `).exec(t);
        return m ? [[m[1], t]] : [];
      }),
    ).values(),
  ];
  if (fills.length !== 12 || triggers.length !== names.length)
    throw new Error(
      `bench-lib: expected 12 fill statements and ${names.length} triggers in the migrations, found ${fills.length} and ${triggers.length}`,
    );
  return [...names.map((n) => `DROP TRIGGER IF EXISTS ${n};`), ...lines, ...fills, ...triggers];
}

/** A fresh scratch D1 in `dir`: migrated, then `sql` executed; prints how long the seed took. */
export function scratchDb(dir, sql, label) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      CI: "true",
      PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
    },
  });
  const file = path.join(dir, "seed.sql");
  const t = performance.now();
  // The database file wrangler made (migrated, no worker running): written directly with the sqlite3 shell when
  // there is one, without a journal (a scratch file: a failed seed is simply redone), then back to WAL for workerd.
  // Else through `wrangler d1 execute` (the same statements; several times slower at a million listings).
  const d1 = path.join(dir, "v3", "d1", "miniflare-D1DatabaseObject");
  const dbFile = existsSync(d1)
    ? readdirSync(d1).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    : undefined;
  const sqlite3 = spawnSync("sqlite3", ["-version"], { stdio: "ignore" }).status === 0;
  if (dbFile && sqlite3) {
    // The listings' ~30 secondary indexes (and their extras' and photos') are dropped for the load and built once after it (a sort each, instead of
    // ~30 B-tree inserts per row): at a million listings this is most of the seed's time.
    const q = spawnSync(
      "sqlite3",
      [
        path.join(d1, dbFile),
        "SELECT name || char(9) || replace(sql, char(10), ' ') FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('properties', 'listing_extras', 'property_media', 'property_amenities') AND sql IS NOT NULL",
      ],
      { encoding: "utf8" },
    );
    const indexes = q.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => l.split("\t"));
    const drop = indexes.map(([name]) => `DROP INDEX "${name}";`).join("\n");
    const create = indexes.map(([, ddl]) => `${ddl};`).join("\n");
    writeFileSync(
      file,
      `PRAGMA journal_mode = OFF;\nPRAGMA synchronous = OFF;\nPRAGMA cache_size = -262144;\nPRAGMA foreign_keys = ON;\nBEGIN;\n${drop}\n${sql}\n${create}\nPRAGMA optimize;\nCOMMIT;\nPRAGMA journal_mode = WAL;\n`,
    );
    const r = spawnSync("sqlite3", ["-bail", path.join(d1, dbFile)], {
      input: readFileSync(file),
      stdio: ["pipe", "ignore", "inherit"],
      maxBuffer: 1 << 26,
    });
    if (r.status !== 0) throw new Error("seeding with sqlite3 failed");
  } else {
    writeFileSync(file, sql);
    run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  console.log(`seeded ${label} in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

/** `wrangler dev` over the scratch D1 with BENCH=1 (the x-bench-rows meter), plus `extraArgs`; returns a stop function. */
export function startBenchWorker(port, dir, extraArgs = []) {
  mkdirSync(path.join(root, "dist", "web"), { recursive: true });
  const dev = start(
    "wrangler",
    [
      "dev",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      "--persist-to",
      dir,
      "--var",
      "BENCH:1",
      "--show-interactive-dev-session=false",
      ...extraArgs,
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
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

/**
 * The whole app as a newcomer runs it, for the page benchmarks (bench:pages, bench:html): the SPA built (unless
 * --no-build), a fresh seeded local database in `stateDir`, and `wrangler dev` on `port`. Answers its origin and a
 * stop function (also called on exit); resolves once the API answers.
 *
 * With `{ npmStart: true }` (bench:html) the same worker, build and state are served as `npm start` serves them
 * (serveAsNpmStart below); with `{ direct: true }` by serveDirect below.
 */
export async function startSeededApp(port, stateDir, { direct = false, npmStart = false } = {}) {
  const env = {
    ...process.env,
    CI: "true",
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  };
  if (!process.argv.includes("--no-build")) run("vite", ["build", "--logLevel", "warn"]);
  rmSync(stateDir, { recursive: true, force: true });
  ensureDevVars();
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    stdio: ["ignore", "ignore", "inherit"],
    env,
  });
  run("node", ["scripts/seed.mjs", "--persist-to", stateDir]);
  mkdirSync(stateDir, { recursive: true });
  if (npmStart) return serveAsNpmStart(port, stateDir);
  if (direct) return serveDirect(port, stateDir);
  const origin = `http://127.0.0.1:${port}`;
  const server = start(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      "--show-interactive-dev-session=false",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const stop = () => server.kill("SIGINT");
  process.on("exit", stop);
  await waitUp(origin);
  return { origin, stop };
}

/**
 * The seeded state in `stateDir` served by scripts/bench-worker-server.mjs (wrangler's unstable_startWorker, the
 * API wrangler dev runs on; the production React build, as `start` gives wrangler dev): `origin` is wrangler's
 * local proxy on `port`, `direct` the worker's own workerd socket without the proxy, `pid` that server's process.
 * `extraEnv` reaches wrangler (e.g. X_LOCAL_OBSERVABILITY). Its output is dropped as wrangler dev's is (it logs every
 * request); `stop()` resolves once it has exited.
 */
export async function serveDirect(port, stateDir, extraEnv = {}) {
  const env = {
    ...process.env,
    CI: "true",
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
  };
  const urlsFile = path.join(stateDir, "bench-worker.json");
  rmSync(urlsFile, { force: true });
  const server = spawn("node", ["scripts/bench-worker-server.mjs", String(port), stateDir, urlsFile], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, NODE_ENV: process.env.NODE_ENV || "production", WRANGLER_SEND_METRICS: "false", ...extraEnv },
  });
  let exited = null;
  const gone = new Promise((resolve) => server.on("exit", (code) => resolve((exited = code ?? "signal"))));
  const kill = () => server.kill("SIGINT");
  process.on("exit", kill);
  for (let i = 0; !existsSync(urlsFile); i++) {
    if (exited !== null || i > 600) throw new Error(`bench-worker-server did not start (${exited ?? "timeout"})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const urls = JSON.parse(readFileSync(urlsFile, "utf8"));
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(origin);
  const stop = async () => {
    process.off("exit", kill);
    kill();
    await gone;
  };
  return { origin, direct: urls.direct, pid: server.pid, stop };
}

/**
 * The seeded state in `stateDir` served as `npm start` serves it (scripts/dev-server.mjs: both workers in one
 * `wrangler dev` on `port`, wrangler's local tracing off): `origin`, `pid` (the server's Node process) and `stop()`,
 * which resolves once it has exited.
 */
export async function serveAsNpmStart(port, stateDir) {
  const server = startDevServer(["--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = null;
  const gone = new Promise((resolve) => server.on("exit", (code) => resolve((exited = code ?? "signal"))));
  const kill = () => server.kill("SIGINT");
  process.on("exit", kill);
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([waitUp(origin), gone.then(() => Promise.reject(new Error(`the dev server exited (${exited})`)))]);
  const stop = async () => {
    process.off("exit", kill);
    kill();
    await gone;
  };
  return { origin, pid: server.pid, stop };
}
