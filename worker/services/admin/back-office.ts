import { and, desc, eq, lt, sql } from "drizzle-orm";
import { activityLogs, apiLogs, cronRuns, emailOutbox, users } from "../../db/schema";
import { PAGE_SIZES } from "../../contracts/constants";
import type { ServiceCtx } from "../../lib/context";
import { retentionWindows } from "../settings";
import { pruneAssistantLogs } from "../assistant";
import { adapterChecks, lastCronRuns } from "./operations";

export async function listActivity(ctx: ServiceCtx, q: { page: number; perPage?: number }) {
  const perPage = q.perPage ?? PAGE_SIZES.activityLog;
  const rows = await ctx.db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      targetType: activityLogs.targetType,
      targetId: activityLogs.targetId,
      details: activityLogs.details,
      ip: activityLogs.ip,
      createdAt: activityLogs.createdAt,
      actorId: activityLogs.actorId,
      actorName: sql<string | null>`${users.firstName} || coalesce(' ' || ${users.lastName}, '')`,
      actorEmail: users.email,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.actorId))
    .orderBy(desc(activityLogs.createdAt))
    .limit(perPage + 1)
    .offset((q.page - 1) * perPage)
    .all();
  return { data: rows.slice(0, perPage), page: q.page, perPage, hasMore: rows.length > perPage };
}

/** What an operator checks first when something is wrong: storage reachable, errors and mail failures in the last hour. */
export async function servicesStatus(ctx: ServiceCtx) {
  const hourAgo = ctx.now - 3600_000;
  const check = async (name: string, fn: () => Promise<unknown>) => {
    const t = Date.now();
    try {
      await fn();
      return { name, status: "up" as const, latencyMs: Date.now() - t, detail: null as string | null };
    } catch (e) {
      return {
        name,
        status: "down" as const,
        latencyMs: Date.now() - t,
        detail: e instanceof Error ? e.message : String(e),
      };
    }
  };
  const [services, adapters, cronRuns] = await Promise.all([
    Promise.all([
      check("Database (D1)", () => ctx.env.DB.prepare("select 1").first()),
      check("Media storage (R2)", () => ctx.env.MEDIA.head("__health__")),
    ]),
    adapterChecks(ctx),
    lastCronRuns(ctx),
  ]);
  const errors = await ctx.db
    .select({ count: sql<number>`count(*)` })
    .from(apiLogs)
    .where(and(sql`${apiLogs.status} >= 500`, sql`${apiLogs.createdAt} > ${hourAgo}`))
    .get();
  const failedMail = await ctx.db
    .select({ count: sql<number>`count(*)` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "failed"), sql`${emailOutbox.createdAt} > ${hourAgo}`))
    .get();
  return {
    services: [
      ...services,
      {
        name: `Email (${ctx.env.EMAIL_PROVIDER || "local"})`,
        status: (failedMail?.count ?? 0) > 0 ? ("degraded" as const) : ("up" as const),
        latencyMs: null,
        detail: `${failedMail?.count ?? 0} failed in the last hour`,
      },
      ...adapters,
    ],
    serverErrorsLastHour: errors?.count ?? 0,
    cronRuns,
    checkedAt: ctx.now,
  };
}

const DAY_MS = 24 * 3600_000;

/** Housekeeping: the retention windows are Settings › Privacy (defaults: API logs 30 days, activity log 365). */
export async function pruneLogs(ctx: ServiceCtx) {
  const keep = await retentionWindows(ctx);
  await ctx.db.batch([
    ctx.db.delete(apiLogs).where(lt(apiLogs.createdAt, ctx.now - keep.apiLogsDays * DAY_MS)),
    ctx.db.delete(activityLogs).where(lt(activityLogs.createdAt, ctx.now - keep.activityLogDays * DAY_MS)),
    ctx.db.delete(emailOutbox).where(lt(emailOutbox.createdAt, ctx.now - keep.emailOutboxDays * DAY_MS)),
    // Cron runs only feed the services-status page: a month is plenty.
    ctx.db.delete(cronRuns).where(lt(cronRuns.startedAt, ctx.now - 30 * DAY_MS)),
  ]);
  // The property assistant's conversations and messages (Settings › Privacy › chat-bot logs).
  await pruneAssistantLogs(ctx, keep.chatbotLogsDays);
}
