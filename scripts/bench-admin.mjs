/* global fetch, setTimeout */
// `npm run bench:admin`: the admin dashboard at scale. Seeds a scratch local D1 (.wrangler/bench-admin, never the dev
// database) with 100,000 listings (the same as bench:search), 50,000 ledger entries over the last year and, in
// proportion, 20,000 users, 20,000 conversations, 5,000 inspections, 2,000 stays and a year of daily counters (searches,
// listing views, 200 localities searched a day); starts the worker with BENCH=1, signs in the demo super admin, and
// times GET /admin/api/dashboard for a 30-day and a 90-day period and the back office's searches (users, listings,
// activity and API logs: scripts/bench-admin-search.mjs) over USERS users with real-looking names, emails and phones
// and LOGS API-log rows (and a tenth as many activity rows): ROUNDS rounds of RUNS interleaved runs of each beside the
// API's baselines (bench-lib's measureRounds), medians over rounds of p50/p95, the ratio to the reference baseline
// and the difference over it, the load average of each round, and D1's rows_read of the whole request (the
// x-bench-rows meter); then each aggregate's query plan. `--json <file>` writes the figures. A benchmark, not a test.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ensureDevVars, env, root } from "./lib.mjs";
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
import { Secret, TOTP } from "otpauth";
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, usersSql } from "./seed/users.mjs";
import { logsSql, searchShapes, usersSql as benchUsersSql } from "./bench-admin-search.mjs";

const LISTINGS = Number(process.env.LISTINGS ?? 100_000);
const ENTRIES = Number(process.env.ENTRIES ?? 50_000);
/** Conversations, inspections and stays stay in proportion to the ledger; USERS may be raised for the searches. */
const PEOPLE = Math.round(ENTRIES * 0.4);
const USERS = Math.max(PEOPLE, Number(process.env.USERS ?? PEOPLE));
const LOGS = Number(process.env.LOGS ?? 100_000);
/** Runs of each request per round (ROUNDS rounds, 3 by default). */
const RUNS = Number(process.env.RUNS ?? 30);
const PORT = process.env.BENCH_PORT ?? "8805";
const dir = path.join(root, ".wrangler", "bench-admin");
const base = `http://127.0.0.1:${PORT}`;
const reuse = process.argv.includes("--reuse") && existsSync(dir);
const DAY = 86_400_000;

/** `n` rows numbered 0..n-1, spread over the last 365 days (i-th row: (i % 365) days ago, at a time of day from i). */
const seq = (n) => `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${n - 1})`;
const ago = (now) => `(${now} - (i % 365) * ${DAY} - (i * 7919) % ${DAY})`;

async function seedSql() {
  const now = Date.now();
  const at = ago(now);
  const types = `json('["seeker","standard","brokerage","company","developer","seeker","standard","seeker"]')`;
  const lines = [...locationsSql(), ...usersSql(), ...(await benchListingsSql(LISTINGS, now))];
  lines.push(...benchUsersSql(USERS, now, types), ...logsSql(LOGS, now));
  // Wallets and the platform's accounts, then entries of every kind the dashboard reads (and some it does not).
  lines.push(
    `INSERT INTO ledger_accounts (id, kind, user_id, balance_kobo, created_at, updated_at) ${seq(USERS)} SELECT 'wallet:bench-user-' || i, 'wallet', 'bench-user-' || i, 0, ${now}, ${now} FROM s;`,
  );
  for (const [id, kind] of [
    ["system:provider_clearing", "clearing"],
    ["system:platform_revenue", "revenue"],
    ["system:escrow", "escrow"],
    ["system:payouts_in_flight", "payouts"],
  ])
    lines.push(
      `INSERT OR IGNORE INTO ledger_accounts (id, kind, user_id, balance_kobo, created_at, updated_at) VALUES ('${id}', '${kind}', NULL, 0, ${now}, ${now});`,
    );
  const kinds = `json('["topup","topup","topup","subscription","boost","inspection_hold","inspection_settle","refund","withdrawal","withdrawal_settled"]')`;
  const chunk = 10_000;
  for (let start = 0; start < ENTRIES; start += chunk) {
    const end = Math.min(ENTRIES, start + chunk);
    const range = `WITH RECURSIVE s(i) AS (SELECT ${start} UNION ALL SELECT i + 1 FROM s WHERE i < ${end - 1})`;
    lines.push(`INSERT INTO journal_entries (id, idem_key, kind, user_id, reference, memo, created_at)
      ${range} SELECT 'bench-entry-' || i, 'bench:' || i, json_extract(${kinds}, '$[' || (i % 10) || ']'), 'bench-user-' || (i % ${USERS}), NULL, 'Bench', ${at} FROM s;`);
    // Two lines per entry: the user's wallet and the system account of its kind (amounts need not balance a real history).
    lines.push(`INSERT INTO journal_lines (id, entry_id, account_id, amount_kobo, balance_after_kobo, created_at)
      ${range} SELECT 'bench-line-a-' || i, 'bench-entry-' || i, 'wallet:bench-user-' || (i % ${USERS}), 100000 + (i * 31) % 5000000, 0, ${at} FROM s;`);
    lines.push(`INSERT INTO journal_lines (id, entry_id, account_id, amount_kobo, balance_after_kobo, created_at)
      ${range} SELECT 'bench-line-b-' || i, 'bench-entry-' || i,
        CASE i % 10 WHEN 0 THEN 'system:provider_clearing' WHEN 1 THEN 'system:provider_clearing' WHEN 2 THEN 'system:provider_clearing' WHEN 5 THEN 'system:escrow'
          WHEN 8 THEN 'system:payouts_in_flight' WHEN 9 THEN 'system:payouts_in_flight' ELSE 'system:platform_revenue' END,
        -(100000 + (i * 31) % 5000000), 0, ${at} FROM s;`);
  }
  lines.push(`INSERT INTO conversations (id, pair_key, starter_id, agent_id, last_message_at, created_at)
    ${seq(PEOPLE)} SELECT 'bench-conv-' || i, 'bench-pair-' || i, 'bench-user-' || i, 'bench-agent-' || (i % 50), ${at}, ${at} FROM s;`);
  lines.push(`INSERT INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, pay_with, code, created_at, updated_at)
    ${seq(Math.round(PEOPLE / 4))} SELECT 'bench-insp-' || i, 'bench-' || i, 'bench-user-' || i, 'bench-agent-' || (i % 50), ${at}, 'completed', 500000, 1000, 'wallet', '123456', ${at}, ${now} FROM s;`);
  lines.push(`INSERT INTO stay_bookings (id, property_id, guest_id, host_id, check_in, check_out, nights, guests, nightly_price_kobo, nights_kobo, cleaning_fee_kobo, caution_kobo, total_kobo, commission_bps, policy, check_in_at, check_out_at, status, pay_with, created_at, updated_at)
    ${seq(Math.round(PEOPLE / 10))} SELECT 'bench-stay-' || i, 'bench-' || (i * 20 + 17), 'bench-user-' || i, 'bench-agent-' || ((i * 20 + 17) % 50), '2026-01-01', '2026-01-03', 2, 2, 3000000, 6000000, 0, 0, 6000000, 1000, 'moderate', ${at}, ${at} + ${2 * DAY}, 'completed', 'wallet', ${at}, ${now} FROM s;`);
  const day = `date(${now} / 1000 + 3600, 'unixepoch', '-' || i || ' days')`;
  lines.push(
    `INSERT INTO daily_metrics (metric, day, key, n) ${seq(365)} SELECT 'search', ${day}, '', 2000 + (i * 37) % 900 FROM s;`,
  );
  lines.push(
    `INSERT INTO daily_metrics (metric, day, key, n) ${seq(365)} SELECT 'listing_view', ${day}, '', 5000 + (i * 53) % 2000 FROM s;`,
  );
  lines.push(`INSERT INTO daily_metrics (metric, day, key, n) ${seq(365)} SELECT 'search_locality', ${day}, CAST(l.id AS TEXT), 1 + (i * 13 + l.id * 7) % 40
    FROM s CROSS JOIN (SELECT id FROM localities ORDER BY id LIMIT 200) l;`);
  lines.push("PRAGMA optimize;");
  return lines.join("\n");
}

const dashboard = (token, query, measure = false) =>
  timedFetch(`${base}/admin/api/dashboard?${query}`, {
    headers: {
      accept: "application/json",
      authorization: `Bearer ${token}`,
      ...(measure ? { "x-bench-rows": "1" } : {}),
    },
  });

const d1 = (sql) =>
  JSON.parse(
    execFileSync(
      path.join(root, "node_modules/.bin/wrangler"),
      ["d1", "execute", "DB", "--local", "--persist-to", dir, "--json", "--command", sql],
      { cwd: root, env, encoding: "utf8" },
    ),
  )[0].results;

/** The plan of each dashboard aggregate over the scratch D1 (the same SQL as worker/services/admin/reports.ts). */
function plans() {
  const now = Date.now();
  const lo = now - 180 * DAY;
  const by = "(created_at + 3600000) / 86400000";
  const statements = {
    "sign-ups": `SELECT ${by} AS d, account_type, count(*) FROM users WHERE created_at >= ${lo} AND created_at < ${now} GROUP BY 1, 2`,
    enquiries: `SELECT ${by} AS d, count(*) FROM conversations WHERE created_at >= ${lo} AND created_at < ${now} GROUP BY 1`,
    inspections: `SELECT ${by} AS d, count(*) FROM inspection_bookings WHERE created_at >= ${lo} AND created_at < ${now} GROUP BY 1`,
    stays: `SELECT ${by} AS d, count(*) FROM stay_bookings WHERE created_at >= ${lo} AND created_at < ${now} GROUP BY 1`,
    reservations: `SELECT ${by} AS d, count(*) FROM project_reservations WHERE created_at >= ${lo} AND created_at < ${now} GROUP BY 1`,
    money: `SELECT (l.created_at + 3600000) / 86400000 AS d, e.kind, l.account_id, sum(l.amount_kobo) FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
      WHERE l.account_id IN ('system:provider_clearing', 'system:platform_revenue', 'system:payouts_in_flight') AND l.created_at >= ${lo} AND l.created_at < ${now}
      AND e.kind IN ('topup', 'subscription', 'boost', 'refund', 'withdrawal_settled', 'inspection_settle', 'stay_settle', 'project_settle') GROUP BY 1, 2, 3`,
    "rolled-up days (dashboard read)":
      "SELECT day, metric, key, n FROM daily_metrics WHERE metric IN ('r_signups', 'r_enquiries', 'r_inspections', 'r_stays', 'r_reservations', 'r_money', 'search', 'listing_view') AND day >= '2026-01-01' AND day <= '2026-12-31'",
    "rollup markers":
      "SELECT day FROM daily_metrics WHERE metric = 'r_done_v2' AND day >= '2026-01-01' AND day <= '2026-12-31'",
    localities:
      "SELECT CAST(key AS INTEGER), sum(n) AS n FROM daily_metrics WHERE metric = 'search_locality' AND day >= '2026-08-01' AND day <= '2026-11-30' GROUP BY key ORDER BY n DESC LIMIT 10",
    "live listings": `SELECT listing_type, n FROM live_listing_counts WHERE listing_type IN ('*', 'sale', 'rent', 'short_stay') AND state_id = 0 AND locality_id = 0
      UNION ALL SELECT '*', c.n FROM states s JOIN live_listing_counts c ON c.listing_type = '*' AND c.state_id = s.id AND c.locality_id = 0`,
  };
  console.log("\nQuery plans (EXPLAIN QUERY PLAN):");
  for (const [name, sql] of Object.entries(statements)) {
    const detail = d1(`EXPLAIN QUERY PLAN ${sql}`)
      .map((r) => r.detail)
      .join("; ");
    console.log(`- ${name}: ${detail}`);
  }
}

async function main() {
  const json = jsonFile();
  ensureDevVars();
  if (!reuse)
    scratchDb(
      dir,
      await seedSql(),
      `${LISTINGS.toLocaleString("en")} listings, ${ENTRIES.toLocaleString("en")} ledger entries, ${USERS.toLocaleString("en")} users, ${LOGS.toLocaleString("en")} API-log rows`,
    );
  const stop = startBenchWorker(PORT, dir, ["--test-scheduled"]);
  try {
    await waitUp(base);
    // The half-hourly cron rolls up 31 closed days a run: run it until the 180 days before today are rolled up.
    const rolled = () => d1("SELECT count(*) AS n FROM daily_metrics WHERE metric = 'r_done_v2'")[0].n;
    for (let i = 0; i < 20 && rolled() < 181; i++) {
      const before = rolled();
      await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/30 * * * *")}`);
      for (let w = 0; w < 60 && rolled() === before; w++) await new Promise((r) => setTimeout(r, 1000));
    }
    console.log(`rolled up ${rolled()} closed days`);
    const login = await fetch(`${base}/admin/api/login_check`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        username: "superadmin",
        password: DEMO_PASSWORD,
        otp: new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate(),
      }),
    });
    if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
    const { token } = await login.json();
    const host = machine();
    const baselines = apiBaselines(base);
    const periods = [30, 90].map((days) => ({
      name: `${days} days (+ previous ${days})`,
      days,
      run: async () => (await dashboard(token, `days=${days}`)).ms,
    }));
    const searches = searchShapes(base, token, USERS);
    const measured = await measureRounds([...baselines, ...periods, ...searches], { runs: RUNS });
    // Rows read (not load-dependent): each request once more, metered.
    const out = [];
    for (const r of measured.shapes) {
      const b = baselines.find((x) => x.name === r.name);
      const period = periods.find((x) => x.name === r.name);
      const search = searches.find((x) => x.name === r.name);
      if (b) out.push({ ...r, rows: await b.rows() });
      else if (search) out.push({ ...r, ...(await search.measure()) });
      else {
        const m = await dashboard(token, `days=${period.days}`, true);
        const header = m.res.headers.get("x-bench-rows-read");
        const kpis = JSON.parse(m.text).kpis;
        const kpi = (k) => kpis.find((x) => x.key === k)?.current ?? 0;
        out.push({
          ...r,
          rows: rowsRead(header),
          statements: (/statements=(.*)$/.exec(header ?? "")?.[1] ?? "")
            .split(",")
            .map((s) => s.split(":")[1])
            .join(" + "),
          signups: kpi("signups"),
          moneyIn: kpi("moneyInKobo"),
        });
      }
    }
    const isBaseline = (r) => r.baseline;
    const isPeriod = (r) => periods.some((p) => p.name === r.name);
    printRounds(
      host,
      measured.rounds,
      `${LISTINGS.toLocaleString("en")} listings, ${ENTRIES.toLocaleString("en")} ledger entries, ${USERS.toLocaleString("en")} users, ${LOGS.toLocaleString("en")} API-log rows; ${ROUNDS} rounds of ${RUNS} interleaved runs of each request (dashboard periods and back-office searches together), sequential, through wrangler dev (local D1); medians over rounds. Target: p95 ≤ 100 ms.`,
    );
    console.log("Dashboard:\n");
    printTable(
      out.filter((r) => isBaseline(r) || isPeriod(r)),
      [
        ["rows_read (whole request)", (r) => r.rows.toLocaleString("en")],
        ["per statement", (r) => r.statements ?? ""],
        ["sign-ups", (r) => r.signups?.toLocaleString("en") ?? ""],
        ["money in (kobo)", (r) => r.moneyIn?.toLocaleString("en") ?? ""],
      ],
      { first: "period" },
    );
    console.log("\nBack-office searches:\n");
    printTable(
      out.filter((r) => isBaseline(r) || !isPeriod(r)),
      [
        ["rows_read (whole request)", (r) => r.rows?.toLocaleString("en") ?? "?"],
        ["rows shown", (r) => (r.shown === undefined ? "" : String(r.shown))],
      ],
      { first: "search" },
    );
    writeJson(
      json,
      benchJson(
        "admin",
        host,
        { ...measured, shapes: out },
        { listings: LISTINGS, entries: ENTRIES, users: USERS, logs: LOGS, runs: RUNS },
      ),
    );
  } finally {
    stop();
  }
  plans();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
