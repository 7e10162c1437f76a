import { and, asc, desc, eq, gte, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { localities, properties, states } from "../db/schema";
import type { AuthUser } from "../contracts/auth";
import type { searchFilter, SORTS } from "../contracts/listings";
import type { ServiceCtx } from "../lib/context";
import { cardPage } from "./listing-cards";
import { publiclyListed } from "./listings-shared";
import { contains, type Paging } from "./listings-read";

export type SearchFilter = z.infer<typeof searchFilter>;
export type Sort = (typeof SORTS)[number];

// Boosted (Sponsored) listings rank first within every sort (issue 11).
const ORDER: Record<Sort, SQL[]> = {
  latest: [desc(properties.premiumListing), desc(properties.createdAt), desc(properties.id)],
  price_asc: [desc(properties.premiumListing), asc(properties.priceKobo), desc(properties.createdAt), desc(properties.id)],
  price_desc: [desc(properties.premiumListing), desc(properties.priceKobo), desc(properties.createdAt), desc(properties.id)],
};

/**
 * Search only ever shows listings that are active, confirmed by their lister within the freshness window
 * and not awaiting duplicate review. `listingType` comes from the path (sale, rent, short stay) or, for
 * the general search, from the filter.
 */
export function searchProperties(ctx: ServiceCtx, viewer: AuthUser | null, listingType: string | undefined, filter: SearchFilter, sortBy: Sort, paging: Paging) {
  const type = listingType ?? filter.listingType;
  const query = filter.query?.trim();
  const where = and(
    publiclyListed(ctx.now),
    type ? eq(properties.listingType, type) : undefined,
    filter.stateId ? eq(properties.stateId, filter.stateId) : undefined,
    filter.state ? or(eq(states.slug, filter.state.trim().toLowerCase()), eq(states.name, filter.state.trim())) : undefined,
    filter.localityId ? eq(properties.localityId, filter.localityId) : undefined,
    filter.categoryId ? eq(properties.categoryId, filter.categoryId) : undefined,
    filter.typeId ? eq(properties.typeId, filter.typeId) : undefined,
    filter.minPriceKobo !== undefined ? gte(properties.priceKobo, filter.minPriceKobo) : undefined,
    filter.maxPriceKobo !== undefined ? lte(properties.priceKobo, filter.maxPriceKobo) : undefined,
    filter.minBedrooms ? gte(properties.bedrooms, filter.minBedrooms) : undefined,
    filter.furnishing ? eq(properties.furnishing, filter.furnishing) : undefined,
    query ? or(contains(properties.title, query), contains(properties.address, query), contains(localities.name, query)) : undefined,
  );
  return cardPage(ctx, { where, orderBy: ORDER[sortBy] }, paging.page, paging.perPage, viewer?.id);
}
