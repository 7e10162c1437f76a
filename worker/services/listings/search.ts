import { and, asc, desc, eq, gte, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { properties, states } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import type { searchFilter, SORTS } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import { cardPage } from "./cards";
import { publiclyListed } from "./shared";
import type { Paging } from "./read";
import { ftsQuery } from "./fts";

export type SearchFilter = z.infer<typeof searchFilter>;
export type Sort = (typeof SORTS)[number];

// Boosted (Sponsored) listings rank first within every sort (issue 11).
const ORDER: Record<Sort, SQL[]> = {
  // With a keyword the best matches come first (bm25), then the newest; without one it is "latest".
  relevance: [desc(properties.createdAt), desc(properties.id)],
  latest: [desc(properties.createdAt), desc(properties.id)],
  price_asc: [asc(properties.priceKobo), desc(properties.createdAt), desc(properties.id)],
  price_desc: [desc(properties.priceKobo), desc(properties.createdAt), desc(properties.id)],
};

/** Boosted (Sponsored) listings come first within every sort, relevance included (issue 11). */
const BOOSTED_FIRST = [desc(properties.premiumListing)];

/**
 * Search only ever shows listings that are active, confirmed by their lister within the freshness window
 * and not awaiting duplicate review. `listingType` comes from the path (sale, rent, short stay) or, for
 * the general search, from the filter.
 */
export function searchProperties(ctx: ServiceCtx, viewer: AuthUser | null, listingType: string | undefined, filter: SearchFilter, sortBy: Sort | undefined, paging: Paging) {
  const type = listingType ?? filter.listingType;
  const keyword = ftsQuery(filter.query);
  const sort = sortBy ?? (keyword ? "relevance" : "latest");
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
  );
  return cardPage(ctx, { where, orderBy: ORDER[sort], keyword: keyword ? { query: keyword, rankFirst: sort === "relevance" } : null, leading: BOOSTED_FIRST }, paging.page, paging.perPage, viewer?.id);
}
