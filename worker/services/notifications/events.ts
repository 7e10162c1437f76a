import { and, eq, inArray } from "drizzle-orm";
import { properties, users } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { notifySafely } from "./index";

/**
 * The notifications other services raise after their change has committed, each one call from there.
 * They never throw: the change happened whatever becomes of the notification.
 */
/** What a notification about a listing needs: its link (slug), its title, and whom to tell. */
const listingCols = { id: properties.id, slug: properties.slug, title: properties.title, ownerId: properties.ownerId };

async function listing(ctx: ServiceCtx, id: string) {
  return ctx.db.select(listingCols).from(properties).where(eq(properties.id, id)).get();
}

/** Someone saved your listing (not when you save your own). Saving again folds into the same item. */
export async function notifyFavorited(ctx: ServiceCtx, byUserId: string, propertyId: string) {
  try {
    const p = await listing(ctx, propertyId);
    if (!p || p.ownerId === byUserId) return;
    const by = await ctx.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, byUserId)).get();
    await notifySafely(ctx, {
      userId: p.ownerId,
      type: "favorite",
      message: `${by?.firstName ?? "Someone"} saved your listing "${p.title}".`,
      property: p,
      dedupeKey: `favorite:${propertyId}:${byUserId}`,
    });
  } catch (e) {
    console.error("favourite notification failed", e);
  }
}

export async function notifyListingModerated(
  ctx: ServiceCtx,
  propertyId: string,
  outcome: "delisted" | "relisted" | "approved",
  reason?: string,
) {
  try {
    const p = await listing(ctx, propertyId);
    if (!p) return;
    const message =
      outcome === "delisted"
        ? `Our team delisted "${p.title}"${reason ? `: ${reason}` : "."}`
        : outcome === "approved"
          ? `"${p.title}" is live: our team reviewed and approved it.`
          : `"${p.title}" is live again: our team relisted it.`;
    await notifySafely(ctx, {
      userId: p.ownerId,
      type: "none",
      message,
      property: p,
      link: outcome === "delisted" ? "/dashboard/property/my-listing" : undefined,
    });
  } catch (e) {
    console.error("moderation notification failed", e);
  }
}

export async function notifyKycDecision(
  ctx: ServiceCtx,
  userId: string,
  status: "verified" | "rejected",
  reason: string | null,
) {
  await notifySafely(ctx, {
    userId,
    type: "none",
    message:
      status === "verified"
        ? "Your identity is verified: your listings now show the verified badge."
        : `We could not verify your identity${reason ? `: ${reason}` : "."} You can send new documents.`,
    link: status === "verified" ? "/dashboard" : "/dashboard/kyc",
  });
}

/** The freshness reminder: one bell item per listing that needs confirming. */
export async function notifyFreshness(ctx: ServiceCtx, listingIds: string[]) {
  try {
    if (!listingIds.length) return;
    const rows = await ctx.db
      .select(listingCols)
      .from(properties)
      .where(and(inArray(properties.id, listingIds.slice(0, 90)), eq(properties.status, "active")))
      .all();
    await notifySafely(
      ctx,
      rows.map((p) => ({
        userId: p.ownerId,
        type: "none" as const,
        message: `Is "${p.title}" still available? Confirm it, or it leaves search results in 5 days.`,
        property: p,
        link: "/dashboard/property/my-listing",
        dedupeKey: `freshness:${p.id}`,
      })),
    );
  } catch (e) {
    console.error("freshness notification failed", e);
  }
}
