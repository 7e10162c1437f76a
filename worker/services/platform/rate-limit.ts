import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { MESSAGES } from "../../contracts/messages";
import type { ServiceCtx } from "../../lib/context";

export type Limit = { key: string; limit: number; windowMs: number };

/**
 * One upsert that spends a unit and says how many are spent: a unit in an expired window starts a new
 * window, otherwise the count grows. Deciding on this statement's RETURNING (never on an earlier read)
 * is what keeps a burst of parallel requests from walking through the limit.
 */
function consumeStatement(ctx: ServiceCtx, key: string, windowMs: number) {
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
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

function tooMany(ctx: ServiceCtx, windowStart: number, windowMs: number) {
  const retryMs = Math.max(1000, windowStart + windowMs - ctx.now);
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return new ApiError(429, MESSAGES.tooManyAttempts(minutes), undefined, {
    "Retry-After": String(Math.ceil(retryMs / 1000)),
  });
}

/** Spends one unit of every limit in one atomic batch, then throws the 429 (with Retry-After) if any is over. */
export async function consumeLimits(ctx: ServiceCtx, limits: Limit[]) {
  if (!limits.length) return;
  const [first, ...rest] = limits.map((l) => consumeStatement(ctx, l.key, l.windowMs));
  const results = await ctx.db.batch([first!, ...rest]);
  limits.forEach((l, i) => {
    const row = results[i]![0];
    if (row && row.count > l.limit) throw tooMany(ctx, row.windowStart, l.windowMs);
  });
}

/** Spends one unit of `key` and throws 429 when that makes more than `limit` inside the window. */
export async function consumeLimit(ctx: ServiceCtx, key: string, limit: number, windowMs: number) {
  await consumeLimits(ctx, [{ key, limit, windowMs }]);
}

/** Like consumeLimit, but answers false instead of throwing (for flows that redirect rather than answer 429). */
export async function tryConsumeLimit(ctx: ServiceCtx, key: string, limit: number, windowMs: number) {
  try {
    await consumeLimit(ctx, key, limit, windowMs);
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 429) return false;
    throw e;
  }
}

/** Gives one unit back (a request that turned out fine should not count against a shared budget, e.g. an IP's). */
export function refundStatement(ctx: ServiceCtx, key: string) {
  return ctx.db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

/** Forgets a budget entirely (a successful sign-in clears the account's failures). */
export function clearStatement(ctx: ServiceCtx, key: string) {
  return ctx.db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function refundLimit(ctx: ServiceCtx, key: string) {
  await refundStatement(ctx, key).run();
}

export async function clearLimit(ctx: ServiceCtx, key: string) {
  await clearStatement(ctx, key).run();
}

/** The client's IP as a limit key part; requests without one share a budget. */
export const ipKey = (ctx: ServiceCtx, purpose: string) => `${purpose}-ip:${ctx.ip ?? "unknown"}`;
