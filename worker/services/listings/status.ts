import { and, eq, ne, or, sql } from "drizzle-orm";
import { properties, propertyMedia } from "../../db/schema";
import { LISTING_MESSAGES } from "../../contracts/listings";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { forgetCachedMedia } from "../../lib/media-cache";
import { listDetails } from "./card-lists";
import { NO_LIVE_BOOKINGS } from "./live";
import { objectKeysOf, storedKeyColumns } from "./uploads";
import { ownedListing, propertyForChange, publishable, unpublishableError } from "./shared";

/** A listing's life after publishing: read back for editing, disable/enable, confirm, delete. */
export async function getOwnProperty(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await propertyForChange(ctx, user, id);
  const [detail] = await listDetails(ctx, { where: ownedListing(row), orderBy: [], limit: 1 }, user.id);
  if (!detail) throw new ApiError(404, LISTING_MESSAGES.notFound);
  return detail;
}

/** Soft delete: the row stays for reports, bookings and duplicate checks; nobody sees it again. */
export async function deleteProperty(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await propertyForChange(ctx, user, id);
  // Paid or upcoming stays and inspections keep their listing: the guard is in the UPDATE (see ./live).
  const gone = await ctx.db
    .update(properties)
    .set({ status: "deleted", updatedAt: ctx.now })
    .where(and(ownedListing(row), sql.raw(NO_LIVE_BOOKINGS)))
    .returning({ id: properties.id });
  if (!gone.length) {
    const still = await ctx.db.select({ status: properties.status }).from(properties).where(ownedListing(row)).get();
    if (still) throw new ApiError(409, LISTING_MESSAGES.hasLiveBookings);
    throw new ApiError(404, LISTING_MESSAGES.notFound);
  }
  // The photos stay in R2 for reports but are no longer public: drop this location's edge copies.
  const photos = await ctx.db
    .select(storedKeyColumns)
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, id))
    .all();
  await forgetCachedMedia(ctx.env, photos.flatMap(objectKeysOf));
}

/**
 * active ⇄ deactivated in one guarded statement. Enabling counts as confirming the listing is available,
 * and happens only when the listing may go live (a photo, sane facts): the guard is in the UPDATE.
 */
export async function toggleDisabled(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await propertyForChange(ctx, user, id);
  if (row.status === "draft") throw new ApiError(409, "This listing is a draft. Publish it from the editor.");
  const [updated] = await ctx.db
    .update(properties)
    .set({
      status: sql`case ${properties.status} when 'active' then 'deactivated' else 'active' end`,
      confirmedAt: sql`case ${properties.status} when 'active' then ${properties.confirmedAt} else ${ctx.now} end`,
      updatedAt: ctx.now,
    })
    .where(
      and(
        ownedListing(row),
        or(eq(properties.status, "active"), and(eq(properties.status, "deactivated"), publishable)),
      ),
    )
    .returning({ status: properties.status });
  if (!updated) {
    if (row.status === "deactivated") {
      const why = await unpublishableError(ctx, id);
      if (why) throw why;
    }
    throw new ApiError(409, "This listing was delisted by our team and cannot be enabled. Contact support.");
  }
  return { status: updated.status };
}

/** "Still available": the listing shows in search for another freshness period. */
export async function confirmAvailable(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await propertyForChange(ctx, user, id);
  const [updated] = await ctx.db
    .update(properties)
    .set({ confirmedAt: ctx.now, updatedAt: ctx.now })
    .where(and(ownedListing(row), ne(properties.status, "delisted")))
    .returning({ confirmedAt: properties.confirmedAt });
  if (!updated) throw new ApiError(409, "This listing was delisted by our team. Contact support.");
  return { confirmedAt: updated.confirmedAt };
}
