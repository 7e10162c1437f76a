import { and, desc, eq, ne } from "drizzle-orm";
import { favorites, properties } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import type { PropertyCard } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { cardsByIds, type Page } from "./cards";
import { listingNotFound } from "./shared";
import type { Paging } from "./read";
import { notifyFavorited } from "../notifications/events";

/** Saved or unsaved: the insert decides, so a double tap cannot save twice. */
export async function toggleFavorite(ctx: ServiceCtx, user: AuthUser, propertyId: string) {
  const p = await ctx.db.select({ id: properties.id }).from(properties).where(and(eq(properties.id, propertyId), ne(properties.status, "deleted"))).get();
  if (!p) throw listingNotFound();
  const added = await ctx.db.insert(favorites).values({ userId: user.id, propertyId, createdAt: ctx.now }).onConflictDoNothing().returning({ propertyId: favorites.propertyId });
  if (added.length) {
    await notifyFavorited(ctx, user.id, propertyId);
    return { active: true };
  }
  await ctx.db.delete(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.propertyId, propertyId))).run();
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
  return { data: await cardsByIds(ctx, ids, user.id), page: q.page, perPage: q.perPage, hasMore: rows.length > q.perPage };
}
