import { and, desc, eq, sql } from "drizzle-orm";
import { favorites, properties } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import type { PropertyCard } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { cardsByIds } from "./cards";
import type { Page } from "./card-rows";
import { listingNotFound } from "./shared";
import type { Paging } from "./read";
import { notifyFavorited } from "../notifications/events";

/**
 * Saved or unsaved: the insert decides, so a double tap cannot save twice, and every tap is answered with the state
 * it left (never a 404 because another tap got there first). Only a live listing can be saved (the
 * insert's own guard); one saved before it went off the market can still be unsaved.
 */
export async function toggleFavorite(ctx: ServiceCtx, user: AuthUser, propertyId: string) {
  const added = await ctx.db
    .insert(favorites)
    .select(
      sql`SELECT ${user.id}, ${propertyId}, ${ctx.now} WHERE EXISTS (SELECT 1 FROM properties WHERE id = ${propertyId} AND status = 'active')`,
    )
    .onConflictDoNothing()
    .returning({ propertyId: favorites.propertyId });
  if (added.length) {
    await notifyFavorited(ctx, user.id, propertyId);
    return { active: true };
  }
  const removed = await ctx.db
    .delete(favorites)
    .where(and(eq(favorites.userId, user.id), eq(favorites.propertyId, propertyId)))
    .returning({ propertyId: favorites.propertyId });
  if (removed.length) return { active: false };
  // Neither saved nor unsaved by this tap: a tap that crossed it (a double tap, two tabs) removed the row first, so
  // this one leaves the listing unsaved too. A listing that is not live (or does not exist) and was not saved is a 404.
  const exists = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.status, "active")))
    .get();
  if (!exists) throw listingNotFound();
  return { active: false };
}

/** The user's saved listings that are still active, most recently saved first. */
export async function listFavorites(ctx: ServiceCtx, user: AuthUser, q: Paging): Promise<Page<PropertyCard>> {
  const rows = await ctx.db
    .select({ id: favorites.propertyId })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .where(and(eq(favorites.userId, user.id), eq(properties.status, "active")))
    .orderBy(desc(favorites.createdAt))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all();
  const ids = rows.slice(0, q.perPage).map((r) => r.id);
  return {
    data: await cardsByIds(ctx, ids, user.id),
    page: q.page,
    perPage: q.perPage,
    hasMore: rows.length > q.perPage,
  };
}
