import { and, desc, eq, ne, not, sql } from "drizzle-orm";
import { listingViews, properties } from "../../db/schema";
import { newId } from "../../lib/crypto";
import { dailyVisitor } from "../../lib/visitor";
import type { AuthUser } from "../../contracts/auth";
import type { ListingStatus } from "../../contracts/listing-rules";
import { MESSAGES } from "../../contracts/messages";
import type { PropertyCard, PropertyDetail } from "../../contracts/listings";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { cardPage } from "./cards";
import { detailPage, listCards, listDetails } from "./card-lists";
import { byIdOrSlug, canModerate, inJsonList, listingNotFound, publiclyListed } from "./shared";
import { ftsQuery } from "./fts";
import { decodeCursor, encodeCursor } from "./search-cursor";

const newest = [desc(properties.createdAt), desc(properties.id)];

/**
 * A listing page. Active listings are public; the owner and listings moderators also see their deactivated
 * and delisted ones; deleted listings are gone for everyone. `countView` says whether this read is a visit.
 */
export async function getPublicProperty(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  idOrSlug: string,
): Promise<{ detail: PropertyDetail; countView: boolean }> {
  const [detail] = await listDetails(
    ctx,
    { where: and(byIdOrSlug(idOrSlug), ne(properties.status, "deleted")), orderBy: [], limit: 1 },
    viewer?.id,
  );
  if (!detail) throw listingNotFound();
  const isOwner = !!viewer && viewer.id === detail.agentContactInfo.id;
  if (detail.status !== "active" && !isOwner && !canModerate(viewer)) throw listingNotFound();
  return { detail, countView: detail.status === "active" && !isOwner };
}

/** The Lagos calendar day (UTC+1) of a moment, as a day number. */
const lagosDay = (ms: number) => Math.floor((ms + 3_600_000) / 86_400_000);

/**
 * A visit to a listing page, counted once per visitor and Lagos day: the INSERT OR IGNORE of (listing, visitor,
 * day) decides, and the counter moves only when this request's own row went in (one batch, no read first).
 * Anonymous visitors are a hash of the day, IP and browser. Answers whether the visit counted.
 */
export async function countView(ctx: ServiceCtx, id: string) {
  const day = lagosDay(ctx.now);
  const visitor = await dailyVisitor(ctx, day);
  const requestId = newId();
  const [, counted] = await ctx.db.batch([
    ctx.db.insert(listingViews).values({ propertyId: id, visitor, day, requestId }).onConflictDoNothing(),
    ctx.db
      .update(properties)
      .set({ viewCount: sql`${properties.viewCount} + 1` })
      .where(
        and(
          eq(properties.id, id),
          sql`EXISTS (SELECT 1 FROM listing_views WHERE property_id = ${id} AND visitor = ${visitor} AND day = ${day} AND request_id = ${requestId})`,
        ),
      )
      .returning({ id: properties.id }),
  ]);
  return counted.length > 0;
}

/**
 * Up to 4 fresh listings of the same kind, category and state; the index serves the newest-confirmed first. A
 * listing off the market is 404 here as on its page.
 */
export async function similarProperties(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  idOrSlug: string,
): Promise<PropertyCard[]> {
  const base = await ctx.db
    .select({
      id: properties.id,
      listingType: properties.listingType,
      stateId: properties.stateId,
      categoryId: properties.categoryId,
    })
    .from(properties)
    .where(and(byIdOrSlug(idOrSlug), eq(properties.status, "active")))
    .get();
  if (!base) throw listingNotFound();
  return listCards(
    ctx,
    {
      where: and(
        publiclyListed(ctx.now),
        eq(properties.listingType, base.listingType),
        eq(properties.stateId, base.stateId),
        eq(properties.categoryId, base.categoryId),
        ne(properties.id, base.id),
      ),
      orderBy: [desc(properties.confirmedAt)],
      limit: 4,
    },
    viewer?.id,
  );
}

/** For the compare list: active listings by id, in the order asked. */
export async function propertiesByIds(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  ids: string[],
): Promise<PropertyCard[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const cards = await listCards(
    ctx,
    {
      where: and(inJsonList(properties.id, unique), eq(properties.status, "active")),
      orderBy: [],
      limit: unique.length,
    },
    viewer?.id,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return unique.map((id) => byId.get(id)).filter((c): c is PropertyCard => !!c);
}

/** For the compare page: full details (fees, amenities, title documents) of up to 4 active listings, in the order asked; no view is counted. */
export async function compareProperties(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  ids: string[],
): Promise<PropertyDetail[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const details = await listDetails(
    ctx,
    {
      where: and(inJsonList(properties.id, unique), eq(properties.status, "active")),
      orderBy: [],
      limit: unique.length,
    },
    viewer?.id,
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  return unique.map((id) => byId.get(id)).filter((d): d is PropertyDetail => !!d);
}

export type Paging = { page: number; perPage: number };

/**
 * Sponsored listings first, then the newest. With a type, `properties_s_type_latest` (status, listing_type,
 * premium_listing, created_at, id) serves filter and order; without, `properties_s_latest` (plan test in
 * test/worker/locations-popular.test.ts).
 */
export const featuredListQuery = (now: number, q: { listingType?: string; exclude: string[] }) => ({
  where: and(
    publiclyListed(now),
    q.listingType ? eq(properties.listingType, q.listingType) : undefined,
    q.exclude.length ? not(inJsonList(properties.id, [...new Set(q.exclude)])) : undefined,
  ),
  orderBy: [desc(properties.premiumListing), ...newest],
});

export function featuredProperties(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  q: Paging & { listingType?: string; exclude: string[] },
) {
  return cardPage(ctx, featuredListQuery(ctx.now, q), q.page, q.perPage, viewer?.id);
}

export function userProperties(ctx: ServiceCtx, viewer: AuthUser | null, userId: string, q: Paging) {
  return cardPage(
    ctx,
    { where: and(eq(properties.ownerId, userId), publiclyListed(ctx.now)), orderBy: newest },
    q.page,
    q.perPage,
    viewer?.id,
  );
}

/**
 * Every live listing, newest first, through `properties_s_newest_live` (status, created_at, id, confirmed_at,
 * flagged_duplicate: publiclyListed's checks are read from the index entry, so a page by OFFSET seeks the table only
 * for the rows it hands over, not for every entry it steps over). With the previous page's `nextCursor` the page
 * starts at that position in the index (keyset) instead of stepping over (page - 1) × perPage entries, so page 500
 * reads one page of rows like page 1.
 */
export const allListQuery = (now: number, cursor?: string) => {
  const after = cursor ? decodeCursor(cursor) : null;
  return {
    where: and(
      publiclyListed(now),
      after ? sql`(${properties.createdAt}, ${properties.id}) < (${after[1]}, ${after[2]})` : undefined,
    ),
    orderBy: newest,
    keyset: !!after,
  };
};

export async function allProperties(ctx: ServiceCtx, viewer: AuthUser | null, q: Paging & { cursor?: string }) {
  const { keyset, ...query } = allListQuery(ctx.now, q.cursor);
  const page = await cardPage(ctx, query, q.page, q.perPage, viewer?.id, keyset ? 0 : undefined);
  const last = page.data.at(-1);
  return { ...page, nextCursor: page.hasMore && last ? encodeCursor([0, last.createdAt, last.id]) : null };
}

/** The lister's own listings (every status but deleted). `userId` may be the literal "id" meaning "mine". */
export function ownProperties(
  ctx: ServiceCtx,
  user: AuthUser,
  userId: string,
  q: Paging & { search?: string; status?: ListingStatus },
) {
  const ownerId = userId === "id" || userId === "me" ? user.id : userId;
  // Staff look listings up through /admin/api/listings; this route is the lister's own.
  if (ownerId !== user.id) throw new ApiError(403, MESSAGES.forbidden);
  const keyword = ftsQuery(q.search);
  return detailPage(
    ctx,
    {
      where: and(
        eq(properties.ownerId, ownerId),
        ne(properties.status, "deleted"),
        q.status ? eq(properties.status, q.status) : undefined,
      ),
      orderBy: newest,
      keyword: keyword ? { query: keyword, rankFirst: true } : null,
    },
    q.page,
    q.perPage,
    user.id,
  );
}
