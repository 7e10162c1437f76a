import { z } from "zod";
import { all, q } from "../../db/sql";
import { addDays, DAY_MS, LAGOS_OFFSET_MS, lagosAt, lagosDay } from "../../contracts/lagos-time";
import { LISTING_TYPES } from "../../contracts/listing-rules";
import type { AdminDashboard } from "../../contracts/reports";
import {
  MONEY_IN,
  MONEY_LABELS,
  MONEY_OUT,
  REPORT_DEFAULT_DAYS,
  REPORT_FIELD_LABELS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  REPORT_SERIES_FIELDS,
  type ReportSeriesField,
} from "../../contracts/report-rules";
import type { ServiceCtx } from "../../lib/context";
import { fieldError } from "../../lib/errors";
import { SWEEP_AFTER_MS, sweepLiveCounts } from "../listings/live-counts";
import { SYSTEM_ACCOUNTS } from "../wallet/ledger";

/**
 * The admin dashboard. Every figure is an SQL aggregate grouped by Lagos day, so the worker receives
 * grouped rows, never the tables' rows. Closed days are rolled up by the half-hourly cron into `daily_metrics` (a few
 * rows a day); the days it has not rolled up (today, or a gap) are aggregated live, each source a range on its
 * created_at index (migrations/0028). Searches, views and searched localities are counters already; live listings
 * come from `live_listing_counts`. The current and the previous period are read together and split by day.
 */
export type PeriodInput = { days?: number; from?: string; to?: string };
export type Period = { from: string; to: string; days: number; prevFrom: string; prevTo: string };

const isDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
};
const span = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** from/to (inclusive Lagos days), or `days` ending at `to` (default today); 400 naming the field when it makes no period. */
export function resolvePeriod(now: number, input: PeriodInput): Period {
  if (input.from !== undefined && !isDay(input.from)) throw fieldError("from", REPORT_MESSAGES.badDate);
  if (input.to !== undefined && !isDay(input.to)) throw fieldError("to", REPORT_MESSAGES.badDate);
  const to = input.to ?? lagosDay(now);
  const from = input.from ?? addDays(to, -((input.days ?? REPORT_DEFAULT_DAYS) - 1));
  if (from > to) throw fieldError("from", REPORT_MESSAGES.fromAfterTo);
  const days = span(from, to);
  if (days > REPORT_MAX_DAYS) throw fieldError(input.from !== undefined ? "from" : "days", REPORT_MESSAGES.tooLong);
  return { from, to, days, prevFrom: addDays(from, -days), prevTo: addDays(from, -1) };
}

/** Commission on bookings settled (inspections, stays, unit reservations); instalment plans' and rent's are their own lines. */
const SETTLES = ["inspection_settle", "stay_settle", "project_settle"];
/** Rolled-up metrics in daily_metrics (written by rollupReports for closed days), and the marker of a rolled day. */
const ROLLED = ["r_signups", "r_enquiries", "r_inspections", "r_stays", "r_reservations", "r_money"] as const;
/**
 * Named by what a rolled day counts: when that changes (a new line of money), a new name makes the cron roll every
 * day of the lookback up again, and until it has, those days are aggregated live, so no figure mixes the two.
 */
const DONE = "r_done_v2";
const inList = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(", ");
/** The Lagos day of created_at, grouped as a whole number first (cheap), then written as YYYY-MM-DD. */
const dayOf = (col: string) => `(${col} + ${LAGOS_OFFSET_MS}) / ${DAY_MS}`;
const asDay = "date(g.d * 86400, 'unixepoch')";

/**
 * The aggregates of [?1, ?2) ms, one statement per source, each row (d: YYYY-MM-DD, m: metric, k: key, n). The same
 * SQL answers the dashboard for days not rolled up yet and writes the rollup. Each is a range on a created_at index.
 * Money is read from the platform's side of the ledger: what came in from the provider (top-ups), what revenue earned
 * (plans, boosts, commission on settled bookings, on instalments released to developers and on rent released to
 * listers) or paid back (refunds), and payouts sent to banks.
 */
const AGGREGATES = [
  `SELECT ${asDay} AS d, 'r_signups' AS m, g.k, g.n FROM (SELECT ${dayOf("created_at")} AS d, account_type AS k, count(*) AS n FROM users WHERE created_at >= ?1 AND created_at < ?2 GROUP BY 1, 2) g`,
  ...(
    [
      ["r_enquiries", "conversations"],
      ["r_inspections", "inspection_bookings"],
      ["r_stays", "stay_bookings"],
      ["r_reservations", "project_reservations"],
    ] as const
  ).map(
    ([metric, table]) =>
      `SELECT ${asDay} AS d, '${metric}' AS m, '' AS k, g.n FROM (SELECT ${dayOf("created_at")} AS d, count(*) AS n FROM ${table} WHERE created_at >= ?1 AND created_at < ?2 GROUP BY 1) g`,
  ),
  `SELECT ${asDay} AS d, 'r_money' AS m, g.k, sum(g.n) AS n FROM (
     SELECT ${dayOf("l.created_at")} AS d, abs(l.amount_kobo) AS n, CASE
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.clearing}' AND e.kind = 'topup' THEN 'topups'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.payouts}' AND e.kind = 'withdrawal_settled' THEN 'withdrawals'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.revenue}' AND e.kind = 'subscription' THEN 'plans'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.revenue}' AND e.kind = 'boost' THEN 'boosts'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.revenue}' AND e.kind = 'refund' THEN 'refunds'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.revenue}' AND e.kind IN (${inList(SETTLES)}) THEN 'fees'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.revenue}' AND e.kind = 'instalment_settle' THEN 'instalmentFees'
       WHEN l.account_id = '${SYSTEM_ACCOUNTS.revenue}' AND e.kind = 'rent_settle' THEN 'rentFees' END AS k
     FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE l.account_id IN ('${SYSTEM_ACCOUNTS.clearing}', '${SYSTEM_ACCOUNTS.revenue}', '${SYSTEM_ACCOUNTS.payouts}') AND l.created_at >= ?1 AND l.created_at < ?2
   ) g WHERE g.k IS NOT NULL GROUP BY g.d, g.k`,
];

type Row = { d: string; m: string; k: string; n: number };
type MoneyKey = (typeof MONEY_IN)[number] | (typeof MONEY_OUT)[number];
const FIELD_OF: Record<string, ReportSeriesField> = {
  r_signups: "signups",
  r_enquiries: "enquiries",
  r_inspections: "inspections",
  r_stays: "stays",
  r_reservations: "reservations",
  search: "searches",
  listing_view: "listingViews",
};
const daysBetween = (from: string, to: string) => Array.from({ length: span(from, to) }, (_, i) => addDays(from, i));

/**
 * The dashboard. Closed days the cron has rolled up are read from daily_metrics (a few rows a day); the others
 * (today, and any day the cron has not reached) are aggregated live over their own range. Searches and views are
 * counters already; live listings come from live_listing_counts.
 */
export async function dashboardReport(ctx: ServiceCtx, input: PeriodInput): Promise<AdminDashboard> {
  const p = resolvePeriod(ctx.now, input);
  const [done, rolled, localities, live, clock] = await ctx.env.DB.batch<Row>([
    q(ctx, `SELECT day AS d FROM daily_metrics WHERE metric = '${DONE}' AND day >= ?1 AND day <= ?2`, p.prevFrom, p.to),
    q(
      ctx,
      `SELECT day AS d, metric AS m, key AS k, n FROM daily_metrics WHERE metric IN (${inList([...ROLLED, "search", "listing_view"])}) AND day >= ?1 AND day <= ?2`,
      p.prevFrom,
      p.to,
    ),
    q(
      ctx,
      `SELECT s.name AS d, l.name AS m, t.id AS k, t.n AS n FROM
         (SELECT CAST(key AS INTEGER) AS id, sum(n) AS n FROM daily_metrics WHERE metric = 'search_locality' AND day >= ? AND day <= ? GROUP BY key ORDER BY n DESC LIMIT 10) t
       JOIN localities l ON l.id = t.id JOIN states s ON s.id = l.state_id ORDER BY t.n DESC, l.name`,
      p.from,
      p.to,
    ),
    q(
      ctx,
      `SELECT '' AS d, listing_type AS m, 0 AS k, n FROM live_listing_counts WHERE listing_type IN ('*', ${inList(LISTING_TYPES)}) AND state_id = 0 AND locality_id = 0
       UNION ALL
       SELECT s.name AS d, '*' AS m, s.id AS k, c.n FROM states s JOIN live_listing_counts c ON c.listing_type = '*' AND c.state_id = s.id AND c.locality_id = 0`,
    ),
    q(ctx, "SELECT swept_at AS n FROM live_listing_counts_clock WHERE id = 1"),
  ]);
  // Live counts lag by the listings that went stale since the last sweep: start one when it is old (after the answer).
  const sweptAt = clock!.results[0]?.n ?? 0;
  if (ctx.now - sweptAt > SWEEP_AFTER_MS) ctx.defer?.(sweepLiveCounts(ctx).catch(() => undefined));

  const allDays = daysBetween(p.prevFrom, p.to);
  const rolledDays = new Set(done!.results.map((r) => r.d));
  const open = allDays.filter((d) => !rolledDays.has(d));
  let liveRows: Row[] = [];
  if (open.length) {
    const openSet = new Set(open);
    const results = await ctx.env.DB.batch<Row>(
      AGGREGATES.map((sql) => q(ctx, sql, lagosAt(open[0]!, "00:00"), lagosAt(addDays(open.at(-1)!, 1), "00:00"))),
    );
    liveRows = results.flatMap((r) => r.results).filter((r) => openSet.has(r.d));
  }
  const rows = [...rolled!.results.filter((r) => !ROLLED.includes(r.m as never) || rolledDays.has(r.d)), ...liveRows];

  // The daily series over both periods, every day present (zeros included).
  const index = new Map(allDays.map((d, i) => [d, i]));
  const series = allDays.map(
    (day) =>
      ({ day, ...Object.fromEntries(REPORT_SERIES_FIELDS.map((f) => [f, 0])) }) as { day: string } & Record<
        ReportSeriesField,
        number
      >,
  );
  for (const r of rows) {
    const s = series[index.get(r.d) ?? -1];
    if (!s) continue;
    if (r.m === "r_money") s[(MONEY_IN as readonly string[]).includes(r.k) ? "moneyInKobo" : "moneyOutKobo"] += r.n;
    else if (FIELD_OF[r.m]) s[FIELD_OF[r.m]!] += r.n;
  }

  const previous = series.slice(0, p.days);
  const current = series.slice(p.days);
  const total = (days: typeof series, f: ReportSeriesField) => days.reduce((n, r) => n + r[f], 0);
  const split = (pick: (r: Row) => boolean) => ({
    current: rows.filter((r) => pick(r) && r.d >= p.from).reduce((n, r) => n + r.n, 0),
    previous: rows.filter((r) => pick(r) && r.d < p.from).reduce((n, r) => n + r.n, 0),
  });
  const compared = (f: ReportSeriesField) => ({ current: total(current, f), previous: total(previous, f) });
  const types = [...new Set(rows.filter((r) => r.m === "r_signups").map((r) => r.k))].sort();
  const bookings = (days: typeof series) =>
    total(days, "inspections") + total(days, "stays") + total(days, "reservations");
  const liveCounts = live!.results;
  const money = (key: MoneyKey) => ({
    key,
    label: MONEY_LABELS[key],
    ...split((r) => r.m === "r_money" && r.k === key),
  });

  return {
    period: { from: p.from, to: p.to, days: p.days },
    previousPeriod: { from: p.prevFrom, to: p.prevTo },
    kpis: REPORT_SERIES_FIELDS.map((f) => ({
      key: f,
      label: REPORT_FIELD_LABELS[f],
      unit: f.endsWith("Kobo") ? ("kobo" as const) : ("count" as const),
      ...compared(f),
    })),
    signupsByType: types.map((t) => ({ accountType: t, ...split((r) => r.m === "r_signups" && r.k === t) })),
    liveListings: {
      total: liveCounts.find((r) => r.m === "*" && Number(r.k) === 0)?.n ?? 0,
      byType: LISTING_TYPES.map((t) => ({ listingType: t, count: liveCounts.find((r) => r.m === t)?.n ?? 0 })),
      byState: liveCounts
        .filter((r) => r.m === "*" && Number(r.k) !== 0 && r.n > 0)
        .map((r) => ({ stateId: Number(r.k), state: r.d, count: r.n }))
        .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
    },
    money: { in: MONEY_IN.map(money), out: MONEY_OUT.map(money) },
    topLocalities: localities!.results.map((r) => ({
      localityId: Number(r.k),
      locality: r.m,
      state: r.d,
      searches: r.n,
    })),
    funnel: [
      { key: "searches", label: "Searches", ...compared("searches") },
      { key: "listingViews", label: "Listing views", ...compared("listingViews") },
      { key: "enquiries", label: "Enquiries", ...compared("enquiries") },
      { key: "bookings", label: "Bookings", current: bookings(current), previous: bookings(previous) },
    ],
    series: current,
  };
}

/** How far back the cron rolls up, how many days per run at most, and how many localities a closed day keeps. */
export const ROLLUP_LOOKBACK_DAYS = 400;
const ROLLUP_DAYS_PER_RUN = 31;
const LOCALITIES_KEPT_PER_DAY = 25;

/**
 * Cron (every 30 minutes): rolls up the closed Lagos days (before today) of the last 400 that are not rolled up yet,
 * the most recent first, at most 31 a run. Each run of consecutive days is one batch (atomic): its rolled rows are
 * replaced by the live aggregates, its markers written, and each day's searched localities cut to its top 25. Rows
 * carry `created_at = now` when written, so a closed day never changes afterwards; rerunning is harmless.
 */
export async function rollupReports(ctx: ServiceCtx) {
  const today = lagosDay(ctx.now);
  const first = addDays(today, -ROLLUP_LOOKBACK_DAYS);
  const results = await all(
    q(ctx, `SELECT day FROM daily_metrics WHERE metric = '${DONE}' AND day >= ? AND day < ?`, first, today),
    z.object({ day: z.string() }),
  );
  const have = new Set(results.map((r) => r.day));
  const missing = daysBetween(first, addDays(today, -1))
    .filter((d) => !have.has(d))
    .slice(-ROLLUP_DAYS_PER_RUN);
  // Consecutive days together: one range per batch.
  const runs: string[][] = [];
  for (const d of missing) {
    const last = runs.at(-1);
    if (last && addDays(last.at(-1)!, 1) === d) last.push(d);
    else runs.push([d]);
  }
  for (const days of runs) {
    const [a, b] = [days[0]!, days.at(-1)!];
    const range = [lagosAt(a, "00:00"), lagosAt(addDays(b, 1), "00:00")];
    await ctx.env.DB.batch([
      q(ctx, `DELETE FROM daily_metrics WHERE metric IN (${inList(ROLLED)}) AND day >= ? AND day <= ?`, a, b),
      ...AGGREGATES.map((sql) =>
        q(
          ctx,
          `INSERT INTO daily_metrics (day, metric, key, n) SELECT d, m, k, n FROM (${sql}) WHERE true ON CONFLICT (metric, day, key) DO UPDATE SET n = excluded.n`,
          ...range,
        ),
      ),
      ...days.map((d) =>
        q(
          ctx,
          `DELETE FROM daily_metrics WHERE metric = 'search_locality' AND day = ?1 AND key NOT IN (SELECT key FROM daily_metrics WHERE metric = 'search_locality' AND day = ?1 ORDER BY n DESC, key LIMIT ${LOCALITIES_KEPT_PER_DAY})`,
          d,
        ),
      ),
      ...days.map((d) =>
        q(
          ctx,
          `INSERT INTO daily_metrics (metric, day, key, n) VALUES ('${DONE}', ?, '', 1) ON CONFLICT (metric, day, key) DO NOTHING`,
          d,
        ),
      ),
    ]);
  }
  return { rolledUp: missing.length };
}

const csvCell = (v: string | number) =>
  typeof v === "number" ? String(v) : /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;

/** The period's daily series as CSV (money in Naira with kobo, 2 decimals), and a file name that says which period. */
export async function reportCsv(ctx: ServiceCtx, input: PeriodInput) {
  const r = await dashboardReport(ctx, input);
  const header = [
    "date",
    ...REPORT_SERIES_FIELDS.map((f) => f.replace(/Kobo$/, "Naira").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
  ];
  const lines = r.series.map((row) =>
    [row.day, ...REPORT_SERIES_FIELDS.map((f) => (f.endsWith("Kobo") ? (row[f] / 100).toFixed(2) : row[f]))]
      .map(csvCell)
      .join(","),
  );
  return {
    filename: `propertyng-report-${r.period.from}-to-${r.period.to}.csv`,
    body: `${[header.join(","), ...lines].join("\r\n")}\r\n`,
  };
}
