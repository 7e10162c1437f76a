import { and, eq } from "drizzle-orm";
import { listingReports, properties } from "../../db/schema";
import { LISTING_MESSAGES, REPORT_LIMIT } from "../../contracts/listings";
import { newId } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { byIdOrSlug, listingNotFound } from "./shared";
import { consumeLimit, ipKey } from "../platform/rate-limit";
import { alertStaff } from "../settings";

/**
 * Anyone may report a listing (signed in or not); the admin queue is protected by a per-IP limit, spent
 * before anything else. A signed-in user reports a listing once: the UNIQUE index decides, even in a burst.
 */
export async function reportListing(ctx: ServiceCtx, idOrSlug: string, input: { reason: string; details?: string }) {
  await consumeLimit(ctx, ipKey(ctx, "listing-report"), REPORT_LIMIT.perWindow, REPORT_LIMIT.windowMs);
  // Only what the public can see can be reported; a listing off the market is 404 like its page.
  const p = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(byIdOrSlug(idOrSlug), eq(properties.status, "active")))
    .get();
  if (!p) throw listingNotFound();
  try {
    await ctx.db
      .insert(listingReports)
      .values({
        id: newId(),
        propertyId: p.id,
        reporterId: ctx.actor?.id ?? null,
        reason: input.reason,
        details: input.details || null,
        status: "open",
        createdAt: ctx.now,
      })
      .run();
  } catch (e) {
    if (isUniqueViolation(e, "listing_reports", "reporter_id"))
      throw new ApiError(409, LISTING_MESSAGES.alreadyReported);
    throw e;
  }
  await alertStaff(ctx, "listing_reported", {
    subject: "New listing report",
    text: `A listing was reported (${input.reason}). Review it in Admin › Listings › Reports.`,
  });
  return { message: LISTING_MESSAGES.reported };
}
