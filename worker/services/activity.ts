import { activityLogs } from "../db/schema";
import { newId } from "../lib/crypto";
import type { ServiceCtx } from "../lib/context";

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
