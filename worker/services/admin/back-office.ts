import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { activityLogs, apiLogs, cronRuns, emailOutbox, users } from "../../db/schema";
import { PAGE_SIZES } from "../../contracts/constants";
import type { ServiceCtx } from "../../lib/context";
import { retentionWindows } from "../settings";
import { pruneAssistantLogs } from "../assistant";
import { adapterChecks, lastCronRuns } from "./operations";

/** The object a line is about, named from its own row (so a renamed listing shows its current title). */
const targetName = sql<string | null>`case ${activityLogs.targetType}
    when 'property' then (select p.title from properties p where p.id = ${activityLogs.targetId})
    when 'user' then (select u.first_name || coalesce(' ' || u.last_name, '') from users u where u.id = ${activityLogs.targetId})
    when 'project' then (select p.name from projects p where p.id = ${activityLogs.targetId})
    when 'article' then (select a.title from articles a where a.id = ${activityLogs.targetId})
    when 'role' then (select r.name from roles r where r.id = ${activityLogs.targetId})
    when 'banner' then (select b.title from banners b where b.id = ${activityLogs.targetId})
    when 'broadcast' then (select b.title from broadcasts b where b.id = ${activityLogs.targetId})
  end`;

/**
 * Sign-ins and staff actions, newest first, filtered by action, by the person who acted and by a Lagos date
 * range (`from`/`to` inclusive, WAT = UTC+1 all year). Each filter has its index: (action, created_at),
 * (actor_id, created_at), created_at.
 */
export async function listActivity(
  ctx: ServiceCtx,
  q: { page: number; perPage?: number; action?: string; actorId?: string; from?: string; to?: string },
) {
  const perPage = q.perPage ?? PAGE_SIZES.activityLog;
  const conds: SQL[] = [];
  if (q.action) conds.push(eq(activityLogs.action, q.action));
  if (q.actorId) conds.push(eq(activityLogs.actorId, q.actorId));
  if (q.from) conds.push(gte(activityLogs.createdAt, lagosDayStart(q.from)));
  if (q.to) conds.push(lt(activityLogs.createdAt, lagosDayStart(q.to) + DAY_MS));
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
      targetName,
    })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.actorId))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(activityLogs.createdAt))
    .limit(perPage + 1)
    .offset((q.page - 1) * perPage)
    .all();
  return { data: rows.slice(0, perPage), page: q.page, perPage, hasMore: rows.length > perPage };
}

/** Midnight in Lagos (WAT, UTC+1, no daylight saving) of a YYYY-MM-DD date. */
const lagosDayStart = (day: string) => Date.parse(`${day}T00:00:00+01:00`);

/** The back-office accounts, for the log's "by" filter: super admins and staff (the account-type index), by name. */
export async function listActivityActors(ctx: ServiceCtx) {
  const rows = await ctx.db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || coalesce(' ' || ${users.lastName}, '')`,
      email: users.email,
    })
    .from(users)
    .where(and(inArray(users.accountType, ["super_admin", "staff"]), eq(users.adminAccess, true)))
    .orderBy(users.firstName, users.id)
    .limit(500)
    .all();
  return { data: rows };
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
