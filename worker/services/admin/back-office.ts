import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { activityLogs, apiLogs, emailOutbox, users } from "../../db/schema";
import { PAGE_SIZES } from "../../contracts/constants";
import type { ServiceCtx } from "../../lib/context";
import { toAuthUser } from "../accounts/users";

export async function listUsers(ctx: ServiceCtx, q: { page: number; perPage: number; search?: string; accountType?: string }) {
  const conds = [sql`${users.status} != 'deleted'`];
  if (q.accountType) conds.push(eq(users.accountType, q.accountType));
  if (q.search) {
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a search box takes longer text.
    const s = q.search.toLowerCase();
    conds.push(
      or(
        sql`instr(lower(${users.email}), ${s}) > 0`,
        sql`instr(lower(${users.username}), ${s}) > 0`,
        sql`instr(lower(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), ${s}) > 0`,
      )!,
    );
  }
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(...conds))
    .orderBy(desc(users.createdAt))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all();
  return {
    data: rows.slice(0, q.perPage).map((u) => ({ ...toAuthUser(u, []), status: u.status })),
    page: q.page,
    perPage: q.perPage,
    hasMore: rows.length > q.perPage,
  };
}

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
      return { name, status: "down" as const, latencyMs: Date.now() - t, detail: e instanceof Error ? e.message : String(e) };
    }
  };
  const services = await Promise.all([
    check("Database (D1)", () => ctx.env.DB.prepare("select 1").first()),
    check("Media storage (R2)", () => ctx.env.MEDIA.head("__health__")),
  ]);
  const errors = await ctx.db.select({ count: sql<number>`count(*)` }).from(apiLogs).where(and(sql`${apiLogs.status} >= 500`, sql`${apiLogs.createdAt} > ${hourAgo}`)).get();
  const failedMail = await ctx.db.select({ count: sql<number>`count(*)` }).from(emailOutbox).where(and(eq(emailOutbox.status, "failed"), sql`${emailOutbox.createdAt} > ${hourAgo}`)).get();
  return {
    services: [
      ...services,
      { name: `Email (${ctx.env.EMAIL_PROVIDER || "local"})`, status: (failedMail?.count ?? 0) > 0 ? ("degraded" as const) : ("up" as const), latencyMs: null, detail: `${failedMail?.count ?? 0} failed in the last hour` },
    ],
    serverErrorsLastHour: errors?.count ?? 0,
    checkedAt: ctx.now,
  };
}

export async function pruneLogs(ctx: ServiceCtx) {
  const monthAgo = ctx.now - 30 * 24 * 3600_000;
  await ctx.db.delete(apiLogs).where(lt(apiLogs.createdAt, monthAgo)).run();
}
