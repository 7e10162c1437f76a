import { desc, eq } from "drizzle-orm";
import { getServerByName } from "partyserver";
import { cronRuns } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { paymentProvider } from "../../integrations/payments";

/** The cron jobs and their schedules (wrangler.toml `crons`); worker/jobs/runs.ts records each run under these names. */
export const CRON_JOBS = [
  { job: "housekeeping", schedule: "*/30 * * * *" },
  { job: "messages-and-live-counts", schedule: "*/5 * * * *" },
  { job: "daily-alerts", schedule: "0 7 * * *" },
] as const;
export type CronJob = (typeof CRON_JOBS)[number]["job"];

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
