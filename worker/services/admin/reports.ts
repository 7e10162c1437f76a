import { addDays, DAY_MS, LAGOS_OFFSET_MS, lagosAt, lagosDay } from "../../contracts/lagos-time";
import { LISTING_TYPES } from "../../contracts/listing-rules";
import type { AdminDashboard } from "../../contracts/reports";
import { MONEY_IN, MONEY_LABELS, MONEY_OUT, REPORT_DEFAULT_DAYS, REPORT_FIELD_LABELS, REPORT_MAX_DAYS, REPORT_MESSAGES, REPORT_SERIES_FIELDS, type ReportSeriesField } from "../../contracts/report-rules";
import type { ServiceCtx } from "../../lib/context";
import { fieldError } from "../../lib/errors";
import { SWEEP_AFTER_MS, sweepLiveCounts } from "../listings/live-counts";
import { q, SYSTEM_ACCOUNTS } from "../wallet/ledger";

/**
 * The admin dashboard (issue 22 item 1). Every figure is an SQL aggregate over an index range on created_at
 * (migrations/0028), grouped by Lagos day, so the worker receives at most a few hundred grouped rows whatever the
 * size of the tables; searches and listing views come from the `daily_metrics` counters; live listings from
 * `live_listing_counts`. The current and the previous period are read by the same statements (one range that
 * covers both) in one batch (one round trip), then split by day.
 */
export type PeriodInput = { days?: number; from?: string; to?: string };
export type Period = { from: string; to: string; days: number; prevFrom: string; prevTo: string };

const isDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
};
const span = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

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

/** A Lagos day number ((ms + 1 h) / 24 h, what the SQL groups by) as YYYY-MM-DD. */
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
// Literal integers: D1 binds JS numbers as REAL, and a REAL division would not give whole day numbers.
const BY_DAY = `(created_at + ${LAGOS_OFFSET_MS}) / ${DAY_MS}`;
const SETTLES = ["inspection_settle", "stay_settle", "project_settle"];

type Row = { d: number | string; k?: string; a?: string | number; n: number };

export async function dashboardReport(ctx: ServiceCtx, input: PeriodInput): Promise<AdminDashboard> {
  const p = resolvePeriod(ctx.now, input);
  const start = lagosAt(p.prevFrom, "00:00");
  const end = lagosAt(addDays(p.to, 1), "00:00");
  const range = [LAGOS_OFFSET_MS, DAY_MS, start, end] as const;
  const counted = (table: string) => q(ctx, `SELECT ${BY_DAY} AS d, count(*) AS n FROM ${table} WHERE created_at >= ?3 AND created_at < ?4 GROUP BY d`, ...range);
  const [signups, enquiries, inspections, stays, reservations, money, metrics, localities, live, clock] = await ctx.env.DB.batch<Row>([
    q(ctx, `SELECT ${BY_DAY} AS d, account_type AS k, count(*) AS n FROM users WHERE created_at >= ?3 AND created_at < ?4 GROUP BY d, k`, ...range),
    counted("conversations"),
    counted("inspection_bookings"),
    counted("stay_bookings"),
    counted("project_reservations"),
    // Money from the platform's side of the ledger: what came in from the provider (top-ups), what revenue earned
    // (plans, boosts, commission on settled bookings) or paid back (refunds), and payouts sent to banks.
    q(
      ctx,
      `SELECT (l.created_at + ${LAGOS_OFFSET_MS}) / ${DAY_MS} AS d, e.kind AS k, l.account_id AS a, sum(l.amount_kobo) AS n
       FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
       WHERE l.account_id IN (?5, ?6, ?7) AND l.created_at >= ?3 AND l.created_at < ?4
         AND e.kind IN ('topup', 'subscription', 'boost', 'refund', 'withdrawal_settled', ${SETTLES.map((k) => `'${k}'`).join(", ")})
       GROUP BY d, k, a`,
      ...range,
      SYSTEM_ACCOUNTS.clearing,
      SYSTEM_ACCOUNTS.revenue,
      SYSTEM_ACCOUNTS.payouts,
    ),
    q(ctx, "SELECT day AS d, metric AS k, n FROM daily_metrics WHERE metric IN ('search', 'listing_view') AND day >= ? AND day <= ? AND key = ''", p.prevFrom, p.to),
    q(
      ctx,
      `SELECT t.id AS a, l.name AS k, s.name AS d, t.n AS n FROM
         (SELECT CAST(key AS INTEGER) AS id, sum(n) AS n FROM daily_metrics WHERE metric = 'search_locality' AND day >= ? AND day <= ? GROUP BY key ORDER BY n DESC LIMIT 10) t
       JOIN localities l ON l.id = t.id JOIN states s ON s.id = l.state_id ORDER BY t.n DESC, l.name`,
      p.from,
      p.to,
    ),
    q(
      ctx,
      `SELECT listing_type AS k, 0 AS a, '' AS d, n FROM live_listing_counts WHERE listing_type IN ('*', ${LISTING_TYPES.map((t) => `'${t}'`).join(", ")}) AND state_id = 0 AND locality_id = 0
       UNION ALL
       SELECT '*' AS k, s.id AS a, s.name AS d, c.n FROM states s JOIN live_listing_counts c ON c.listing_type = '*' AND c.state_id = s.id AND c.locality_id = 0`,
    ),
    q(ctx, "SELECT swept_at AS n, 0 AS d FROM live_listing_counts_clock WHERE id = 1"),
  ]);
  // Live counts lag by the listings that went stale since the last sweep: start one when it is old (after the answer).
  const sweptAt = clock!.results[0]?.n ?? 0;
  if (ctx.now - sweptAt > SWEEP_AFTER_MS) ctx.defer?.(sweepLiveCounts(ctx).catch(() => undefined));

  // The daily series over both periods, every day present (zeros included).
  const firstDay = Math.floor((start + LAGOS_OFFSET_MS) / DAY_MS);
  const allDays = p.days * 2;
  const series = Array.from({ length: allDays }, (_, i) => ({ day: dayText(firstDay + i), ...Object.fromEntries(REPORT_SERIES_FIELDS.map((f) => [f, 0])) }) as { day: string } & Record<ReportSeriesField, number>);
  const at = (d: number | string) => series[typeof d === "number" ? d - firstDay : Math.round((Date.parse(`${d}T00:00:00Z`) / DAY_MS) - firstDay)];
  const add = (rows: Row[], field: ReportSeriesField, value: (r: Row) => number = (r) => r.n) => {
    for (const r of rows) {
      const s = at(r.d);
      if (s) s[field] += value(r);
    }
  };
  add(signups!.results, "signups");
  add(enquiries!.results, "enquiries");
  add(inspections!.results, "inspections");
  add(stays!.results, "stays");
  add(reservations!.results, "reservations");
  add(metrics!.results.filter((r) => r.k === "search"), "searches");
  add(metrics!.results.filter((r) => r.k === "listing_view"), "listingViews");

  // Each ledger row (day, kind, account, signed sum) counts toward one money figure, as a positive amount.
  const moneyKey = (r: Row): (typeof MONEY_IN)[number] | (typeof MONEY_OUT)[number] | null => {
    if (r.k === "topup" && r.a === SYSTEM_ACCOUNTS.clearing) return "topups";
    if (r.a !== SYSTEM_ACCOUNTS.revenue) return r.k === "withdrawal_settled" && r.a === SYSTEM_ACCOUNTS.payouts ? "withdrawals" : null;
    if (r.k === "subscription") return "plans";
    if (r.k === "boost") return "boosts";
    if (r.k === "refund") return "refunds";
    return SETTLES.includes(r.k ?? "") ? "fees" : null;
  };
  const moneyByDay = money!.results.map((r) => ({ ...r, key: moneyKey(r), n: Math.abs(r.n) })).filter((r) => r.key !== null);
  add(moneyByDay.filter((r) => (MONEY_IN as readonly string[]).includes(r.key!)), "moneyInKobo");
  add(moneyByDay.filter((r) => (MONEY_OUT as readonly string[]).includes(r.key!)), "moneyOutKobo");

  const previous = series.slice(0, p.days);
  const current = series.slice(p.days);
  const total = (rows: typeof series, f: ReportSeriesField) => rows.reduce((n, r) => n + r[f], 0);
  const isCurrent = (d: number | string) => (typeof d === "number" ? d - firstDay : Math.round(Date.parse(`${d}T00:00:00Z`) / DAY_MS - firstDay)) >= p.days;
  const split = <T extends Row>(rows: T[], pick: (r: T) => boolean) => ({
    current: rows.filter((r) => pick(r) && isCurrent(r.d)).reduce((n, r) => n + r.n, 0),
    previous: rows.filter((r) => pick(r) && !isCurrent(r.d)).reduce((n, r) => n + r.n, 0),
  });
  const compared = (f: ReportSeriesField) => ({ current: total(current, f), previous: total(previous, f) });
  const types = [...new Set(signups!.results.map((r) => r.k!))].sort();
  const bookings = (rows: typeof series) => total(rows, "inspections") + total(rows, "stays") + total(rows, "reservations");
  const liveRows = live!.results;

  return {
    period: { from: p.from, to: p.to, days: p.days },
    previousPeriod: { from: p.prevFrom, to: p.prevTo },
    kpis: REPORT_SERIES_FIELDS.map((f) => ({ key: f, label: REPORT_FIELD_LABELS[f], unit: f.endsWith("Kobo") ? ("kobo" as const) : ("count" as const), ...compared(f) })),
    signupsByType: types.map((t) => ({ accountType: t, ...split(signups!.results, (r) => r.k === t) })),
    liveListings: {
      total: liveRows.find((r) => r.k === "*" && r.a === 0)?.n ?? 0,
      byType: LISTING_TYPES.map((t) => ({ listingType: t, count: liveRows.find((r) => r.k === t && r.a === 0)?.n ?? 0 })),
      byState: liveRows
        .filter((r) => r.k === "*" && r.a !== 0 && r.n > 0)
        .map((r) => ({ stateId: Number(r.a), state: String(r.d), count: r.n }))
        .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
    },
    money: {
      in: MONEY_IN.map((key) => ({ key, label: MONEY_LABELS[key], ...split(moneyByDay, (r) => r.key === key) })),
      out: MONEY_OUT.map((key) => ({ key, label: MONEY_LABELS[key], ...split(moneyByDay, (r) => r.key === key) })),
    },
    topLocalities: localities!.results.map((r) => ({ localityId: Number(r.a), locality: String(r.k), state: String(r.d), searches: r.n })),
    funnel: [
      { key: "searches", label: "Searches", ...compared("searches") },
      { key: "listingViews", label: "Listing views", ...compared("listingViews") },
      { key: "enquiries", label: "Enquiries", ...compared("enquiries") },
      { key: "bookings", label: "Bookings", current: bookings(current), previous: bookings(previous) },
    ],
    series: current,
  };
}

const csvCell = (v: string | number) => (typeof v === "number" ? String(v) : /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The period's daily series as CSV (money in Naira with kobo, 2 decimals), and a file name that says which period. */
export async function reportCsv(ctx: ServiceCtx, input: PeriodInput) {
  const r = await dashboardReport(ctx, input);
  const header = ["date", ...REPORT_SERIES_FIELDS.map((f) => f.replace(/Kobo$/, "Naira").replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))];
  const lines = r.series.map((row) => [row.day, ...REPORT_SERIES_FIELDS.map((f) => (f.endsWith("Kobo") ? (row[f] / 100).toFixed(2) : row[f]))].map(csvCell).join(","));
  return { filename: `propertyng-report-${r.period.from}-to-${r.period.to}.csv`, body: `${[header.join(","), ...lines].join("\r\n")}\r\n` };
}
