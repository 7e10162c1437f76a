import { LISTING_TYPES } from "../../contracts/listing-rules";
import type { PropertyCard, SearchFilter } from "../../contracts/listings";
import { SEARCH_TOTAL_BOUND } from "../../contracts/listings";
import { ftsQuery } from "./fts";
import { isPlaceOnly } from "./live-counts";
import { extraCodes } from "./extra-counts";
import type { Paging } from "./read";
import { encodeCursor, type Sort } from "./search-cursor";

/**
 * A search of every listing type (no purpose) with a filter beyond a place: one search per listing type, each with its
 * own plans and counts (the count tables and postings are kept per type), merged by the page's order. Walking every
 * type's newest listings instead checks the filter on each row: a filter no listing of any type meets read the whole
 * table, and its total counted every match up to SEARCH_TOTAL_BOUND. Pages reached by cursor merge the same way (the
 * cursor is the same key in every type); an OFFSET page past the first cannot be split between types and walks as before.
 */

type Page = {
  data: PropertyCard[];
  page: number;
  perPage: number;
  hasMore: boolean;
  total: number;
  totalIsLowerBound: boolean;
  totalIsEstimate: boolean;
  nextCursor: string | null;
};

/** The sorts whose key a card carries: newest first and by price, both ways ("relevance" without words is newest first). */
const KEY_OF: Partial<Record<Sort, { key: (c: PropertyCard) => number; desc: boolean }>> = {
  latest: { key: (c) => c.createdAt, desc: true },
  relevance: { key: (c) => c.createdAt, desc: true },
  price_desc: { key: (c) => c.priceKobo, desc: true },
  price_asc: { key: (c) => c.priceKobo, desc: false },
};

/**
 * Whether a search takes the per-type merge: no type, a filter beyond a place, page 1 or a cursor. Not with words or a
 * map box (their own plans and estimates), nor with an extra (its postings and counts hold every type together), nor with
 * a move-in cap (its count walks a move-in index per type, where one walk serves every type).
 */
export function isEveryType(
  type: string | undefined,
  f: SearchFilter,
  sortBy: Sort | undefined,
  page: number,
  cursor?: string,
) {
  return (
    !type &&
    !isPlaceOnly(f) &&
    !ftsQuery(f.query) &&
    !f.bounds &&
    f.maxMoveInKobo === undefined &&
    !extraCodes(f).length &&
    !!KEY_OF[sortBy ?? "latest"] &&
    (page === 1 || !!cursor)
  );
}

/** The merged page of one search per listing type (`typed`: the search for one type, with the same paging and cursor). */
export async function everyTypePage(
  typed: (listingType: string, paging: Paging) => Promise<Page>,
  sortBy: Sort | undefined,
  paging: Paging,
): Promise<Page> {
  const { key, desc } = KEY_OF[sortBy ?? "latest"]!;
  const pages = await Promise.all(LISTING_TYPES.map((t) => typed(t, { page: 1, perPage: paging.perPage })));
  // The page's order: boosted first, then the key, then the id, as every typed page is ordered.
  const cmp = (a: PropertyCard, b: PropertyCard) =>
    Number(b.premiumListing) - Number(a.premiumListing) ||
    (desc ? key(b) - key(a) : key(a) - key(b)) ||
    (desc ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const merged = pages.flatMap((p) => p.data).sort(cmp);
  const data = merged.slice(0, paging.perPage);
  // More follow when another card was left out or any type's page said so.
  const hasMore = merged.length > paging.perPage || pages.some((p) => p.hasMore);
  const last = data.at(-1);
  const total = pages.reduce((n, p) => n + p.total, 0);
  const lowerBound = pages.some((p) => p.totalIsLowerBound);
  return {
    data,
    page: paging.page,
    perPage: paging.perPage,
    hasMore,
    total: lowerBound ? Math.min(total, SEARCH_TOTAL_BOUND) : total,
    totalIsLowerBound: lowerBound,
    totalIsEstimate: !lowerBound && pages.some((p) => p.totalIsEstimate),
    nextCursor: hasMore && last ? encodeCursor([last.premiumListing ? 1 : 0, key(last), last.id]) : null,
  };
}
