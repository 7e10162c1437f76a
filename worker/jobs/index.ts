import { and, isNotNull, lt, or } from "drizzle-orm";
import { createDb } from "../db/client";
import { passwordResets, rateLimits, sessions } from "../db/schema";
import { pruneLogs } from "../services/admin";
import type { ServiceCtx } from "../lib/context";
import { removeAbandonedUploads } from "../services/media";
import { sendFreshnessReminders } from "./freshness";
import { pruneIdempotencyKeys } from "../services/idempotency";
import { runSubscriptionJobs } from "../services/subscriptions/renewals";

/** Cron: drop what can no longer be used, so tables the hot paths read stay small. */
export async function runHousekeeping(env: Env, now = Date.now()) {
  const ctx: ServiceCtx = { db: createDb(env.DB), env, now };
  const day = 24 * 3600_000;
  await ctx.db.batch([
    ctx.db.delete(sessions).where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, now - day)))),
    ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now - day)),
    ctx.db.delete(rateLimits).where(lt(rateLimits.windowStart, now - day)),
  ]);
  await pruneLogs(ctx);
  await removeAbandonedUploads(ctx);
  await sendFreshnessReminders(ctx);
  await pruneIdempotencyKeys(ctx);
  await runSubscriptionJobs(ctx);
}
