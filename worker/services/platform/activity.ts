import { is, sql, SQL } from "drizzle-orm";
import { activityLogs } from "../../db/schema";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";

/** A value of the entry, or an SQL expression over the guard's rows (`u.id`, `json_object(...)`). */
type Value = string | SQL;

/**
 * When the entry is written. Without a guard it is written once, always. With one it is an
 * `INSERT … SELECT … [FROM from] [WHERE where]`: inside a batch the log records what the batch's guarded
 * writes really did (`changes() = 1`, a row still in the state the write left it), not what was attempted.
 * `with` is a leading common table expression the condition reads.
 */
export type ActivityGuard = { with?: SQL; from?: SQL; where?: SQL };

/**
 * The activity log's one writer: who (the actor, by default the request's), what, on which target, with
 * before/after in `details`, the request's IP and time. It answers a Drizzle statement for `ctx.db.batch`;
 * a batch of raw D1 statements takes it through `prepared(ctx, …)` (worker/db/sql.ts).
 */
export function activityStatement(
  ctx: ServiceCtx,
  action: Value,
  target?: { type: string; id: Value } | null,
  details?: Record<string, unknown> | Value | null,
  actorId: Value | null = ctx.actor?.id ?? null,
  guard?: ActivityGuard,
) {
  const detailsValue =
    details == null ? null : typeof details === "string" || is(details, SQL) ? details : JSON.stringify(details);
  if (!guard)
    return ctx.db.insert(activityLogs).values({
      id: newId(),
      actorId,
      action,
      targetType: target?.type ?? null,
      targetId: target?.id ?? null,
      details: detailsValue,
      ip: ctx.ip ?? null,
      createdAt: ctx.now,
    });
  // Columns in the table's order: id, actor_id, action, target_type, target_id, details, ip, created_at.
  const select = sql`SELECT ${newId()}, ${actorId}, ${action}, ${target?.type ?? null}, ${target?.id ?? null}, ${detailsValue}, ${ctx.ip ?? null}, ${ctx.now}`;
  if (guard.from) select.append(sql` FROM ${guard.from}`);
  if (guard.where) select.append(sql` WHERE ${guard.where}`);
  return ctx.db.insert(activityLogs).select(guard.with ? sql`${guard.with} ${select}` : select);
}

/**
 * An entry about a user, written only if `userIdExpr` (a scalar subquery) finds one when the statement runs:
 * the user is both actor and target.
 */
export function guardedActivityStatement(
  ctx: ServiceCtx,
  action: string,
  userIdExpr: SQL,
  details?: Record<string, unknown>,
) {
  return activityStatement(ctx, action, { type: "user", id: sql`u.id` }, details, sql`u.id`, {
    from: sql`(SELECT ${userIdExpr} AS id) AS u`,
    where: sql`u.id IS NOT NULL`,
  });
}
