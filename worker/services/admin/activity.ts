import { sql, type SQL } from "drizzle-orm";
import { activityLogs } from "../../db/schema";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";

export function activityStatement(
  ctx: ServiceCtx,
  action: string,
  target?: { type: string; id: string } | null,
  details?: Record<string, unknown>,
  actorId: string | null = ctx.actor?.id ?? null,
) {
  return ctx.db.insert(activityLogs).values({
    id: newId(),
    actorId,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    details: details ? JSON.stringify(details) : null,
    ip: ctx.ip ?? null,
    createdAt: ctx.now,
  });
}

/**
 * An activity entry that is written only if `userIdExpr` (a scalar subquery) finds a user when the statement
 * runs: inside a batch it records what the batch's guarded writes really did, not what was attempted.
 */
export function guardedActivityStatement(
  ctx: ServiceCtx,
  action: string,
  userIdExpr: SQL,
  details?: Record<string, unknown>,
) {
  // Columns in the table's order: id, actor_id, action, target_type, target_id, details, ip, created_at.
  return ctx.db.insert(activityLogs)
    .select(sql`SELECT ${newId()}, u.id, ${action}, 'user', u.id, ${details ? JSON.stringify(details) : null}, ${ctx.ip ?? null}, ${ctx.now}
    FROM (SELECT ${userIdExpr} AS id) AS u WHERE u.id IS NOT NULL`);
}
