/**
 * Cards and details in a fixed number of queries whatever the page size: one joined select for the
 * listings, then one batch (one round trip) for their media, the viewer's favourites and, for details,
 * amenities, rooms and video links — each `WHERE property_id IN (...)`.
 */

import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  amenities,
  favorites,
  propertyAmenities,
  propertyMedia,
  propertyRooms,
  propertyVideoLinks,
  listingPriceChanges,
  reviewStats,
} from "../../db/schema";
import type { PropertyCard, PropertyDetail } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { assemble, group, selectListings, toCard, type ListQuery, type Page, type Row } from "./card-rows";
import { coverMediaId } from "./media-items";
import { bandsOfListings } from "./price-band";

// Property photos first (by position), then each room's.
const mediaOrder = [
  asc(propertyMedia.propertyId),
  sql`${propertyMedia.roomId} is not null`,
  asc(propertyMedia.roomId),
  asc(propertyMedia.position),
  asc(propertyMedia.createdAt),
];

/**
 * What a card needs besides its row: its photo (a card's cover; a detail's every photo — linking requires a finished
 * upload, so every linked photo is shown), the viewer's favourites, review statistics (one batch).
 */
const cardExtras = (ctx: ServiceCtx, ids: string[], viewerId: string | null | undefined, allPhotos: boolean) =>
  [
    ctx.db
      .select()
      .from(propertyMedia)
      .where(
        allPhotos
          ? inArray(propertyMedia.propertyId, ids)
          : sql`${propertyMedia.id} in (select ${coverMediaId(sql`ids.value`)} from json_each(${JSON.stringify(ids)}) ids)`,
      )
      .orderBy(...mediaOrder),
    ctx.db
      .select({ id: favorites.propertyId })
      .from(favorites)
      .where(and(eq(favorites.userId, viewerId ?? ""), inArray(favorites.propertyId, ids))),
    // The listings' review statistics (primary key lookups).
    ctx.db
      .select({ id: reviewStats.subjectId, average: reviewStats.average, count: reviewStats.count })
      .from(reviewStats)
      .where(
        and(eq(reviewStats.subjectType, "property"), inArray(reviewStats.subjectId, ids), gt(reviewStats.count, 0)),
      ),
  ] as const;

async function cardsFor(ctx: ServiceCtx, rows: Row[], viewerId: string | null | undefined, allPhotos = false) {
  if (!rows.length) return [];
  // The fair-price bands are read beside the batch (their own statement, in parallel): no round trip is added.
  const [[media, favs, ratings], bands] = await Promise.all([
    ctx.db.batch(
      cardExtras(
        ctx,
        rows.map((r) => r.p.id),
        viewerId,
        allPhotos,
      ),
    ),
    bandsOfListings(
      ctx,
      rows.map((r) => r.p),
    ),
  ]);
  return assemble(rows, media, favs, ratings, bands);
}

export async function listCards(ctx: ServiceCtx, q: ListQuery, viewerId?: string | null): Promise<PropertyCard[]> {
  return cardsFromRows(ctx, await selectListings(ctx, q).all(), viewerId);
}

export async function listDetails(ctx: ServiceCtx, q: ListQuery, viewerId?: string | null): Promise<PropertyDetail[]> {
  return detailsFromRows(ctx, await selectListings(ctx, q).all(), viewerId);
}

async function cardsFromRows(ctx: ServiceCtx, rows: Row[], viewerId?: string | null): Promise<PropertyCard[]> {
  return (await cardsFor(ctx, rows, viewerId)).map((c) => toCard(c.row, c.media, c.favorite, false, c.rating, c.band));
}

async function detailsFromRows(ctx: ServiceCtx, rows: Row[], viewerId?: string | null): Promise<PropertyDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.p.id);
  const [cards, [amenityRows, rooms, videos, prices]] = await Promise.all([
    cardsFor(ctx, rows, viewerId, true),
    ctx.db.batch([
      ctx.db
        .select({ propertyId: propertyAmenities.propertyId, id: amenities.id, title: amenities.title })
        .from(propertyAmenities)
        .innerJoin(amenities, eq(amenities.id, propertyAmenities.amenityId))
        .where(inArray(propertyAmenities.propertyId, ids))
        .orderBy(asc(amenities.id)),
      ctx.db
        .select({
          propertyId: propertyRooms.propertyId,
          id: propertyRooms.id,
          name: propertyRooms.name,
          description: propertyRooms.description,
        })
        .from(propertyRooms)
        .where(inArray(propertyRooms.propertyId, ids))
        .orderBy(asc(propertyRooms.position)),
      ctx.db
        .select({ propertyId: propertyVideoLinks.propertyId, id: propertyVideoLinks.id, url: propertyVideoLinks.url })
        .from(propertyVideoLinks)
        .where(inArray(propertyVideoLinks.propertyId, ids))
        .orderBy(asc(propertyVideoLinks.position)),
      ctx.db
        .select()
        .from(listingPriceChanges)
        .where(inArray(listingPriceChanges.propertyId, ids))
        .orderBy(asc(listingPriceChanges.propertyId), asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id)),
    ]),
  ]);
  const amenitiesBy = group(amenityRows, (a) => a.propertyId);
  const roomsBy = group(rooms, (r) => r.propertyId);
  const videosBy = group(videos, (v) => v.propertyId);
  const pricesBy = group(prices, (c) => c.propertyId);
  return cards.map(({ row, media, favorite, rating, band }) => {
    const p = row.p;
    return {
      ...toCard(row, media, favorite, true, rating, band),
      status: p.status,
      delistReason: p.delistReason,
      serviceChargeKobo: p.serviceChargeKobo,
      agencyFeeKobo: p.agencyFeeKobo,
      legalFeeKobo: p.legalFeeKobo,
      cautionFeeKobo: p.cautionFeeKobo,
      toilets: p.toilets,
      furnishing: p.furnishing as PropertyDetail["furnishing"],
      lat: p.lat,
      lng: p.lng,
      titleDocuments: parseList(p.titleDocuments),
      amenities: (amenitiesBy.get(p.id) ?? []).map((a) => ({ id: a.id, title: a.title })),
      rooms: (roomsBy.get(p.id) ?? []).map((room) => ({
        id: room.id,
        name: room.name,
        description: room.description,
        mediaTokens: media.filter((m) => m.roomId === room.id).map((m) => m.id),
      })),
      videoLinks: (videosBy.get(p.id) ?? []).map((v) => ({ id: v.id, url: v.url })),
      inspectionFeeKobo: p.inspectionFeeKobo,
      inspectionFee: p.inspectionFeeKobo === null ? null : p.inspectionFeeKobo / 100,
      mediaTokens: media.filter((m) => !m.roomId).map((m) => m.id),
      viewCount: p.viewCount,
      flaggedDuplicate: p.flaggedDuplicate,
      updatedAt: p.updatedAt,
      priceHistory: priceHistory(p, pricesBy.get(p.id) ?? []),
    };
  });
}

function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export async function detailPage(
  ctx: ServiceCtx,
  q: Omit<ListQuery, "limit" | "offset">,
  page: number,
  perPage: number,
  viewerId?: string | null,
): Promise<Page<PropertyDetail>> {
  const rows = await selectListings(ctx, { ...q, limit: perPage + 1, offset: (page - 1) * perPage }).all();
  return {
    data: await detailsFromRows(ctx, rows.slice(0, perPage), viewerId),
    page,
    perPage,
    hasMore: rows.length > perPage,
  };
}

type PriceChange = typeof listingPriceChanges.$inferSelect;
type Period = PropertyDetail["pricePeriod"];
/** The listed price, then each change: the first change's old price is what the listing was published at. */
function priceHistory(p: Row["p"], changes: PriceChange[]): PropertyDetail["priceHistory"] {
  if (!changes.length) return [{ priceKobo: p.priceKobo, pricePeriod: p.pricePeriod as Period, at: p.createdAt }];
  return [
    { priceKobo: changes[0]!.oldPriceKobo, pricePeriod: changes[0]!.pricePeriod as Period, at: p.createdAt },
    ...changes.map((c) => ({ priceKobo: c.newPriceKobo, pricePeriod: c.pricePeriod as Period, at: c.changedAt })),
  ];
}
