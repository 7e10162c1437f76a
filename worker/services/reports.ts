import { and, ne } from "drizzle-orm";
import { listingReports, properties } from "../db/schema";
import { LISTING_MESSAGES, REPORT_LIMIT } from "../contracts/listings";
import { newId } from "../lib/crypto";
import type { ServiceCtx } from "../lib/context";
import { byIdOrSlug, listingNotFound } from "./listings-shared";
import { assertUnderLimit, hitStatement } from "./rate-limit";

/** Anyone may report a listing (signed in or not); the admin queue is protected by a per-IP limit. */
export async function reportListing(ctx: ServiceCtx, idOrSlug: string, input: { reason: string; details?: string }) {
  const key = `listing-report:${ctx.ip ?? "unknown"}`;
  await assertUnderLimit(ctx, key, REPORT_LIMIT.perWindow, REPORT_LIMIT.windowMs);
  const p = await ctx.db.select({ id: properties.id }).from(properties).where(and(byIdOrSlug(idOrSlug), ne(properties.status, "deleted"))).get();
  if (!p) throw listingNotFound();
  await ctx.db.batch([
    ctx.db.insert(listingReports).values({
      id: newId(),
      propertyId: p.id,
      reporterId: ctx.actor?.id ?? null,
      reason: input.reason,
      details: input.details || null,
      status: "open",
      createdAt: ctx.now,
    }),
    hitStatement(ctx, key, REPORT_LIMIT.windowMs),
  ]);
  return { message: LISTING_MESSAGES.reported };
}
