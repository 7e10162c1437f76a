import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import { ApiError } from "../lib/errors";
import { MESSAGES } from "../contracts/messages";
import type { ServiceCtx } from "../lib/context";

/** Throws 429 when `key` has reached `limit` hits inside the current window. */
export async function assertUnderLimit(ctx: ServiceCtx, key: string, limit: number, windowMs: number) {
  const row = await ctx.db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, ctx.now - windowMs)))
    .get();
  if (row && row.count >= limit) {
    const retryMs = row.windowStart + windowMs - ctx.now;
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    throw new ApiError(429, MESSAGES.tooManyAttempts(minutes), undefined, {
      "Retry-After": String(Math.ceil(retryMs / 1000)),
    });
  }
}

/** One upsert: a hit in an expired window starts a new window, otherwise the count grows. */
export function hitStatement(ctx: ServiceCtx, key: string, windowMs: number) {
  const expired = sql`${rateLimits.windowStart} <= ${ctx.now - windowMs}`;
  return ctx.db
    .insert(rateLimits)
    .values({ key, windowStart: ctx.now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${ctx.now} ELSE ${rateLimits.windowStart} END`,
      },
    });
}

export async function hit(ctx: ServiceCtx, key: string, windowMs: number) {
  await hitStatement(ctx, key, windowMs).run();
}

export async function clearLimit(ctx: ServiceCtx, key: string) {
  await ctx.db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

/**
 * Temporary minimal version of issue 7's limiter (its rewrite of this file replaces it at merge):
 * one upsert counts the hit first and returns the count, then the count decides (429 past `limit`).
 */
export async function consumeLimit(ctx: ServiceCtx, key: string, limit: number, windowMs: number) {
  const [row] = await hitStatement(ctx, key, windowMs).returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (row && row.count > limit) {
    const retryMs = Math.max(1000, row.windowStart + windowMs - ctx.now);
    throw new ApiError(429, MESSAGES.tooManyAttempts(Math.max(1, Math.ceil(retryMs / 60_000))), undefined, { "Retry-After": String(Math.ceil(retryMs / 1000)) });
  }
}
