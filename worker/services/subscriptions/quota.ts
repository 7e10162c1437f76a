import type { AuthUser } from "../../contracts/auth";
import { PLAN_MESSAGES } from "../../contracts/plans";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { q } from "../../db/sql";
import { listingQuota, QUOTA_SQL } from "./plans";

/** D1's error for the listing-quota trigger, however the ORM wrapped it. */
export function isQuotaError(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if (String((e as { message?: unknown }).message ?? "").includes("LISTING_QUOTA_EXCEEDED")) return true;
  }
  return false;
}

export function quotaError(limit: number | null) {
  return new ApiError(422, PLAN_MESSAGES.quota(limit), [{ field: "plan", message: PLAN_MESSAGES.quotaField }]);
}

/** The caller picks which of their active listings to deactivate to get within their plan. */
export async function deactivateChosen(ctx: ServiceCtx, user: AuthUser, propertyIds: string[]) {
  const ids = [...new Set(propertyIds)];
  // Counted by RETURNING: D1's meta.changes also counts the rows the live-count triggers write.
  const r = await q(
    ctx,
    `UPDATE properties SET status = 'deactivated', updated_at = ? WHERE owner_id = ? AND status = 'active' AND id IN (${ids.map(() => "?").join(", ")}) RETURNING id`,
    ctx.now,
    user.id,
    ...ids,
  ).all();
  const quota = await listingQuota(ctx, user.id);
  return { deactivated: r.results.length, active: quota.used, limit: quota.limit };
}

/** Deactivates the oldest active listings beyond the plan's quota, in one statement (cron runs it at expiry). */
export async function deactivateExcess(ctx: ServiceCtx, userId: string) {
  const r = await q(
    ctx,
    `UPDATE properties SET status = 'deactivated', updated_at = ? WHERE id IN (
       SELECT id FROM properties WHERE owner_id = ? AND status = 'active' ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ${QUOTA_SQL}) RETURNING id`,
    ctx.now,
    userId,
    userId,
  ).all();
  const quota = await listingQuota(ctx, userId);
  return { deactivated: r.results.length, active: quota.used, limit: quota.limit };
}
