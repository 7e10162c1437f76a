import { and, desc, eq, gte, lt, lte, or, type SQL } from "drizzle-orm";
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
 * GET /admin/api/api-logs: the sampled request log, newest first, by keyset (created_at, id). With errorsFirst,
 * the 4xx/5xx rows come first (phase e), then the others (phase r); the cursor says which phase and where.
 */
export async function listApiLogs(ctx: ServiceCtx, q: ApiLogQuery) {
  const base: (SQL | undefined)[] = [];
  if (q.routePrefix) base.push(gte(apiLogs.path, q.routePrefix), lt(apiLogs.path, `${q.routePrefix}\uffff`));
  if (q.statusClass) {
    const lo = Number(q.statusClass[0]) * 100;
    base.push(gte(apiLogs.status, lo), lte(apiLogs.status, lo + 99));
  }
  if (q.from !== undefined) base.push(gte(apiLogs.createdAt, q.from));
  if (q.to !== undefined) base.push(lte(apiLogs.createdAt, q.to));
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
    const cls = phase === "e" ? gte(apiLogs.status, 400) : phase === "r" ? lt(apiLogs.status, 400) : undefined;
    const got = await ctx.db
      .select()
      .from(apiLogs)
      .where(and(...base, cls, after))
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
