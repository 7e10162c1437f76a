import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { sqlGet } from "../../db/sql";
import { getServerByName } from "partyserver";
import { apiLogs, cronRuns } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { paymentProvider } from "../../integrations/payments";

/** The cron jobs and their schedules (wrangler.toml `crons`); worker/jobs/runs.ts records each run under these names. */
export const CRON_JOBS = [
  { job: "housekeeping", schedule: "*/30 * * * *" },
  { job: "messages-and-live-counts", schedule: "*/5 * * * *" },
  { job: "daily-alerts", schedule: "0 7 * * *" },
] as const;
export type CronJob = (typeof CRON_JOBS)[number]["job"];

export type ApiLogQuery = {
  routePrefix?: string;
  statusClass?: "2xx" | "3xx" | "4xx" | "5xx";
  from?: number;
  to?: number;
  errorsFirst?: boolean;
  cursor?: string;
  perPage: number;
};
type Cursor = { p: "e" | "r" | "a"; t: number; id: string } | { p: "e" | "r" | "a"; t: null; id: null };

const encode = (c: Cursor) => btoa(JSON.stringify(c)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
function decode(s: string): Cursor {
  try {
    const c = JSON.parse(atob(s.replace(/-/g, "+").replace(/_/g, "/"))) as Cursor;
    if (!["e", "r", "a"].includes(c.p) || (c.t !== null && (typeof c.t !== "number" || typeof c.id !== "string")))
      throw new Error("shape");
    return c;
  } catch {
    throw new ApiError(400, "cursor: not a cursor this list gave.", [
      { field: "cursor", message: "Not a cursor this list gave." },
    ]);
  }
}

/**
 * A filter of the log with its own index (the path prefix, a status range): `seek` reads the index's range, `walk` is
 * the same test written so SQLite does not take that index (unary +) and tests each row of the newest-first walk.
 */
type Narrow = { seek: SQL; walk: SQL };
const pathPrefix = (prefix: string): Narrow => ({
  seek: and(gte(apiLogs.path, prefix), lt(apiLogs.path, `${prefix}\uffff`))!,
  walk: sql`+${apiLogs.path} >= ${prefix} and +${apiLogs.path} < ${`${prefix}\uffff`}`,
});
const statusRange = (lo: number, hi: number): Narrow => ({
  seek: and(gte(apiLogs.status, lo), lte(apiLogs.status, hi))!,
  walk: sql`+${apiLogs.status} between ${lo} and ${hi}`,
});
/** A filter holding at most this many rows (in the time range) is read from its index and sorted; more, and walked. */
export const API_LOG_SEEK_MAX = 2_000;

/**
 * GET /admin/api/api-logs: the sampled request log, newest first, by keyset (created_at, id). With errorsFirst,
 * the 4xx/5xx rows come first (phase e), then the others (phase r); the cursor says which phase and where.
 *
 * At millions of rows neither plan suits every filter: a rare one ("/v1/admin", 5xx) is cheapest read from its own
 * index and sorted, a common one ("/v1", 2xx) by walking the newest rows until the page is full. Each filter's rows
 * are counted first, at most API_LOG_SEEK_MAX + 1 entries of its covering index, and the cheaper plan is taken.
 */
export async function listApiLogs(ctx: ServiceCtx, q: ApiLogQuery) {
  const time: SQL[] = [];
  if (q.from !== undefined) time.push(gte(apiLogs.createdAt, q.from));
  if (q.to !== undefined) time.push(lte(apiLogs.createdAt, q.to));
  const filters: Narrow[] = [];
  if (q.routePrefix) filters.push(pathPrefix(q.routePrefix));
  if (q.statusClass) {
    const lo = Number(q.statusClass[0]) * 100;
    filters.push(statusRange(lo, lo + 99));
  }
  const phases: ("e" | "r" | "a")[] = q.errorsFirst ? ["e", "r"] : ["a"];
  let cursor: Cursor = q.cursor ? decode(q.cursor) : { p: phases[0]!, t: null, id: null };
  if (!phases.includes(cursor.p)) cursor = { p: phases[0]!, t: null, id: null };
  const rows: (typeof apiLogs.$inferSelect)[] = [];
  let next: Cursor | null = null;
  for (const phase of phases.slice(phases.indexOf(cursor.p))) {
    const want = q.perPage - rows.length;
    const after =
      cursor.p === phase && cursor.t !== null
        ? or(lt(apiLogs.createdAt, cursor.t), and(eq(apiLogs.createdAt, cursor.t), lt(apiLogs.id, cursor.id)))
        : undefined;
    const narrows =
      phase === "e" ? [...filters, statusRange(400, 999)] : phase === "r" ? [...filters, statusRange(0, 399)] : filters;
    const seek = await narrowest(ctx, narrows, time);
    const got = await ctx.db
      .select()
      .from(apiLogs)
      .where(and(...time, ...narrows.map((n) => (n === seek ? n.seek : n.walk)), after))
      .orderBy(desc(apiLogs.createdAt), desc(apiLogs.id))
      .limit(want + 1)
      .all();
    rows.push(...got.slice(0, want));
    if (got.length > want) {
      const last = rows[rows.length - 1]!;
      next = { p: phase, t: last.createdAt, id: last.id };
      break;
    }
    const following = phases[phases.indexOf(phase) + 1];
    if (rows.length === q.perPage && following) {
      next = { p: following, t: null, id: null };
      break;
    }
  }
  return {
    data: rows.map(({ ip: _ip, ...r }) => r),
    nextCursor: next ? encode(next) : null,
  };
}

/** The filter holding the fewest rows in the time range, when it holds at most API_LOG_SEEK_MAX; else none (walk). */
async function narrowest(ctx: ServiceCtx, narrows: Narrow[], time: SQL[]) {
  let best: { n: Narrow; rows: number } | null = null;
  for (const n of narrows) {
    const row = await sqlGet(
      ctx.db,
      sql`select count(*) as c from (select 1 from ${apiLogs} where ${and(n.seek, ...time)} limit ${API_LOG_SEEK_MAX + 1})`,
      z.object({ c: z.number() }),
    );
    const c = row?.c ?? 0;
    if (c <= API_LOG_SEEK_MAX && (!best || c < best.rows)) best = { n, rows: c };
  }
  return best?.n ?? null;
}

/** Each job's last run (one indexed read per job). */
export async function lastCronRuns(ctx: ServiceCtx) {
  return Promise.all(
    CRON_JOBS.map(async ({ job, schedule }) => {
      const r = await ctx.db
        .select()
        .from(cronRuns)
        .where(eq(cronRuns.job, job))
        .orderBy(desc(cronRuns.startedAt))
        .limit(1)
        .get();
      return {
        job,
        schedule,
        startedAt: r?.startedAt ?? null,
        finishedAt: r?.finishedAt ?? null,
        ok: r ? (r.ok === null ? null : r.ok === 1) : null,
        error: r?.error ?? null,
      };
    }),
  );
}

type Check = { name: string; status: "up" | "down" | "degraded"; latencyMs: number | null; detail: string | null };
const TIMEOUT_MS = 3000;

async function timed(name: string, fn: () => Promise<string | null>): Promise<Check> {
  const t = Date.now();
  try {
    const detail = await Promise.race([
      fn(),
      new Promise<never>((_, no) => setTimeout(() => no(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS)),
    ]);
    return { name, status: "up", latencyMs: Date.now() - t, detail };
  } catch (e) {
    return { name, status: "down", latencyMs: Date.now() - t, detail: e instanceof Error ? e.message : String(e) };
  }
}

/** Any HTTP answer (even 401/404) proves the provider is reachable; only a network failure or timeout is "down". */
async function reach(url: string) {
  const res = await fetch(url, { method: "HEAD" });
  return `HTTP ${res.status}`;
}

const sandbox = (name: string): Check => ({ name, status: "up", latencyMs: null, detail: "local sandbox" });

/** Realtime rooms (a Durable Object round trip) and the outside adapters; local adapters report "local sandbox". */
export async function adapterChecks(ctx: ServiceCtx): Promise<Check[]> {
  const env = ctx.env;
  const payments = paymentProvider(env);
  const paymentsName = `Payments (${env.PAYMENT_PROVIDER || (payments ? "sandbox" : "not configured")})`;
  return Promise.all([
    timed("Realtime rooms (Durable Objects)", async () => {
      const stub = await getServerByName(env.User, "__health__");
      return (await stub.ping()) === "pong" ? null : "unexpected answer";
    }),
    env.EMAIL_PROVIDER === "http" && env.EMAIL_API_URL
      ? timed("Email provider reachability", () => reach(env.EMAIL_API_URL!))
      : Promise.resolve(sandbox("Email provider reachability")),
    !payments
      ? Promise.resolve<Check>({
          name: paymentsName,
          status: "down",
          latencyMs: null,
          detail: "No payment provider is configured (PAYMENT_PROVIDER).",
        })
      : env.PAYMENT_PROVIDER === "paystack"
        ? timed(paymentsName, () => reach(env.PAYSTACK_API_URL || "https://api.paystack.co"))
        : Promise.resolve(sandbox(paymentsName)),
    env.SMS_PROVIDER === "termii"
      ? timed("SMS (termii)", () => reach(env.TERMII_BASE_URL || "https://api.ng.termii.com"))
      : Promise.resolve(sandbox(`SMS (${env.SMS_PROVIDER || "local"})`)),
  ]);
}
