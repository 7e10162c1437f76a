import { and, inArray, ne, sql } from "drizzle-orm";
import { properties } from "../db/schema";
import { LISTING_MESSAGES } from "../contracts/listings";
import type { AuthUser } from "../contracts/auth";
import { ApiError } from "../lib/errors";
import type { ServiceCtx } from "../lib/context";
import { listDetails } from "./listing-cards";
import { ownedListing, propertyForChange } from "./listings-shared";

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
  const gone = await ctx.db.update(properties).set({ status: "deleted", updatedAt: ctx.now }).where(ownedListing(row)).returning({ id: properties.id });
  if (!gone.length) throw new ApiError(404, LISTING_MESSAGES.notFound);
}

/** active ⇄ deactivated in one guarded statement. Enabling counts as confirming the listing is available. */
export async function toggleDisabled(ctx: ServiceCtx, user: AuthUser, id: string) {
  const row = await propertyForChange(ctx, user, id);
  const [updated] = await ctx.db
    .update(properties)
    .set({
      status: sql`case ${properties.status} when 'active' then 'deactivated' else 'active' end`,
      confirmedAt: sql`case ${properties.status} when 'active' then ${properties.confirmedAt} else ${ctx.now} end`,
      updatedAt: ctx.now,
    })
    .where(and(ownedListing(row), inArray(properties.status, ["active", "deactivated"])))
    .returning({ status: properties.status });
  if (!updated) throw new ApiError(409, "This listing was delisted by our team and cannot be enabled. Contact support.");
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
