/**
 * A listing's card from its row: the joined select a card is read by (the listing, its lister and the names of
 * its type, category, state and locality), and the assembly of a row with its photos, the viewer's favourite and
 * its review statistics into the card. Every way of reading cards (cards.ts, card-lists.ts) ends here.
 */

import { asc, eq, type SQL } from "drizzle-orm";
import { localities, properties, propertyCategories, propertyTypes, states, users } from "../../db/schema";
import type { PropertyCard } from "../../contracts/listings";
import { moveInCost } from "../../contracts/listing-rules";
import type { PriceBand } from "../../contracts/price-band";
import type { ServiceCtx } from "../../lib/context";
import { ftsMatches } from "./fts";
import { toMediaItem, type MediaRow } from "./media-items";
import { fullName } from "../../contracts/names";

export type ListQuery = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset?: number;
  /** A query from ftsQuery: only matching listings, and with `rankFirst` the best matches (bm25) first. */
  keyword?: { query: string; rankFirst: boolean } | null;
  /** Orders that come before the keyword rank and `orderBy` (e.g. boosted listings first). */
  leading?: SQL[];
};
export type Page<T> = { data: T[]; page: number; perPage: number; hasMore: boolean };

const CARD_DESCRIPTION_MAX = 300;

/** A card's own columns and its lister's; the names of its type, category, state and locality come beside. */
export const cardColumns = {
  p: properties,
  owner: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    profilePicture: users.profilePicture,
    accountType: users.accountType,
    companyName: users.companyName,
    kycVerified: users.kycVerified,
    phone: users.phone,
  },
};

export function selectListings(ctx: ServiceCtx, q: ListQuery) {
  const base = ctx.db
    .select({
      ...cardColumns,
      typeTitle: propertyTypes.title,
      categoryTitle: propertyCategories.title,
      stateName: states.name,
      localityName: localities.name,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .innerJoin(propertyCategories, eq(propertyCategories.id, properties.categoryId))
    .innerJoin(states, eq(states.id, properties.stateId))
    .leftJoin(localities, eq(localities.id, properties.localityId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .$dynamic();
  const fts = q.keyword ? ftsMatches(ctx, q.keyword.query) : null;
  const query = fts ? base.innerJoin(fts, eq(fts.propertyId, properties.id)) : base;
  return query
    .where(q.where)
    .orderBy(...(q.leading ?? []), ...(fts && q.keyword?.rankFirst ? [asc(fts.rank)] : []), ...q.orderBy)
    .limit(q.limit)
    .offset(q.offset ?? 0);
}

export type Row = Awaited<ReturnType<ReturnType<typeof selectListings>["all"]>>[number];

/** SPEC.md §3: a brokerage shows as Broker, agents as Agent, everyone else as Company. */
export const listerLabel = (accountType: string) =>
  accountType === "brokerage" ? "Broker" : accountType === "agent" ? "Agent" : "Company";

export function toCard(
  r: Row,
  media: MediaRow[],
  favorite: boolean,
  full: boolean,
  rating?: PropertyCard["rating"],
  priceBand: PriceBand | null = null,
): PropertyCard {
  const p = r.p;
  const description =
    full || p.description.length <= CARD_DESCRIPTION_MAX
      ? p.description
      : `${p.description.slice(0, CARD_DESCRIPTION_MAX)}…`;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description,
    address: p.address,
    listingType: p.listingType as PropertyCard["listingType"],
    type: { id: p.typeId, title: r.typeTitle },
    category: { id: p.categoryId, title: r.categoryTitle },
    bedroom: p.bedrooms,
    bathroom: p.bathrooms,
    area: p.areaSqm,
    priceKobo: p.priceKobo,
    pricePeriod: p.pricePeriod as PropertyCard["pricePeriod"],
    state: { id: p.stateId, name: r.stateName },
    locality: p.localityId && r.localityName ? { id: p.localityId, name: r.localityName } : null,
    propertyMedia: media.map(toMediaItem),
    photoCount: p.photoCount,
    previousPriceKobo: p.previousPriceKobo,
    priceReducedAt: p.priceReducedAt,
    moveInKobo: moveInCost(p).total,
    priceBand,
    isFavorite: favorite,
    premiumListing: p.premiumListing,
    confirmedAt: p.confirmedAt,
    createdAt: p.createdAt,
    agentContactInfo: {
      id: r.owner.id,
      fullName: fullName(r.owner.firstName, r.owner.lastName),
      profilePictureUrl: r.owner.profilePicture,
      userType: listerLabel(r.owner.accountType),
      companyName: r.owner.companyName,
      kycVerified: r.owner.kycVerified,
      phone: r.owner.phone,
    },
    ...(rating ? { rating } : {}),
    lat: p.lat,
    lng: p.lng,
  };
}

export const group = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

export function assemble(
  rows: Row[],
  media: MediaRow[],
  favs: { id: string }[],
  ratings: { id: string; average: number; count: number }[],
  bands?: Map<string, PriceBand | null>,
) {
  const byProperty = group(media, (m) => m.propertyId);
  const favSet = new Set(favs.map((f) => f.id));
  const ratingBy = new Map(ratings.map((x) => [x.id, { average: x.average, count: x.count }]));
  return rows.map((r) => ({
    row: r,
    media: byProperty.get(r.p.id) ?? [],
    favorite: favSet.has(r.p.id),
    rating: ratingBy.get(r.p.id),
    band: bands?.get(r.p.id) ?? null,
  }));
}
