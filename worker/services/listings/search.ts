import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { properties } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { POWER_FACTS, SEARCH_TOTAL_BOUND, WATER_FACTS, type PropertyCard, type SearchFilter, type SORTS } from "../../contracts/listings";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { cardsByIds } from "./cards";
import type { Paging } from "./read";
import { ftsMatches, ftsQuery } from "./fts";
import { publiclyListed, slugify } from "./shared";

export type { SearchFilter };
export type Sort = (typeof SORTS)[number];
export type SearchPage = {
  data: PropertyCard[];
  page: number;
  perPage: number;
  hasMore: boolean;
  total: number;
  totalIsLowerBound: boolean;
  nextCursor: string | null;
};

/**
 * Every sort is served by an index of migrations/*_search_indexes.sql: boosted (Sponsored) listings first,
 * then the sort key, then the id so the order is total (which keyset paging needs). Descending sorts scan
 * an ascending index backwards; price low-high has its own index with premium_listing DESC.
 */
const KEYS = {
  latest: { col: properties.createdAt, dir: "desc" },
  most_viewed: { col: properties.viewCount, dir: "desc" },
  price_desc: { col: properties.priceKobo, dir: "desc" },
  price_asc: { col: properties.priceKobo, dir: "asc" },
} as const;
type KeyedSort = keyof typeof KEYS;

/** Keyset position after the last card of a page: [premium 0|1, sort key, id]. */
type Cursor = [number, number, string];

const encodeCursor = (c: Cursor) => btoa(JSON.stringify(c)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function decodeCursor(raw: string): Cursor {
  try {
    const v: unknown = JSON.parse(atob(raw.replace(/-/g, "+").replace(/_/g, "/")));
    if (Array.isArray(v) && v.length === 3 && (v[0] === 0 || v[0] === 1) && Number.isFinite(v[1]) && typeof v[2] === "string" && v[2].length <= 120)
      return v as Cursor;
  } catch {
    // fall through
  }
  throw new ApiError(400, "cursor: use the nextCursor of the previous page.", [{ field: "cursor", message: "Use the nextCursor of the previous page." }]);
}

/**
 * Rows after the cursor in the sort's order, as one range the index can seek to. Descending sorts are one
 * row value over (premium, key, id); price low-high (premium DESC, key ASC) is a single range once past the
 * boosted group, and an OR only while inside it.
 */
function afterCursor(sort: KeyedSort, c: Cursor): SQL {
  const { col, dir } = KEYS[sort];
  if (dir === "desc") return sql`(${properties.premiumListing}, ${col}, ${properties.id}) < (${c[0]}, ${c[1]}, ${c[2]})`;
  const rest = sql`(${col}, ${properties.id}) > (${c[1]}, ${c[2]})`;
  return c[0] === 1 ? sql`(${properties.premiumListing} = 0 or (${properties.premiumListing} = 1 and ${rest}))` : sql`(${properties.premiumListing} = 0 and ${rest})`;
}

const amenityExists = (id: number) => sql`exists (select 1 from property_amenities pa where pa.property_id = ${properties.id} and pa.amenity_id = ${id})`;

/** The WHERE of a search (without the cursor): each filter a column test the index scan checks per row. */
export function searchWhere(now: number, listingType: string | undefined, f: SearchFilter): SQL | undefined {
  const stateId = f.stateId ?? (f.state ? sql`(select id from states where slug = ${slugify(f.state)})` : undefined);
  const localityId =
    f.localityId ??
    (f.locality
      ? sql`(select id from localities where slug = ${slugify(f.locality)}${stateId !== undefined ? sql` and state_id = ${stateId}` : sql``} order by id limit 1)`
      : undefined);
  const amenityIds = [...new Set([...(f.amenities ?? []), ...(f.power ?? []).map((p) => POWER_FACTS[p]), ...(f.water ?? []).map((w) => WATER_FACTS[w])])];
  const lister = f.listedBy === "broker" ? "brokerage" : f.listedBy;
  return and(
    publiclyListed(now),
    listingType ? eq(properties.listingType, listingType) : undefined,
    // With a locality the locality index serves the query; the state is then implied, so it is not an index candidate.
    stateId !== undefined ? (localityId !== undefined ? sql`+${properties.stateId} = ${stateId}` : sql`${properties.stateId} = ${stateId}`) : undefined,
    localityId !== undefined ? sql`${properties.localityId} = ${localityId}` : undefined,
    f.categoryId ? eq(properties.categoryId, f.categoryId) : undefined,
    f.typeId ? eq(properties.typeId, f.typeId) : undefined,
    // Checked per row (`+`): a price range must not pull the plan onto a price index that cannot serve the sort.
    f.minPriceKobo !== undefined ? sql`+${properties.priceKobo} >= ${f.minPriceKobo}` : undefined,
    f.maxPriceKobo !== undefined ? sql`+${properties.priceKobo} <= ${f.maxPriceKobo}` : undefined,
    f.minBedrooms ? gte(properties.bedrooms, f.minBedrooms) : undefined,
    f.minBathrooms ? gte(properties.bathrooms, f.minBathrooms) : undefined,
    f.furnishing ? eq(properties.furnishing, f.furnishing) : undefined,
    f.maxServiceChargeKobo !== undefined ? lte(properties.serviceChargeKobo, f.maxServiceChargeKobo) : undefined,
    ...amenityIds.map(amenityExists),
    ...(f.titleDocuments ?? []).map((d) => sql`exists (select 1 from json_each(${properties.titleDocuments}) where value = ${d})`),
    lister || f.verifiedOnly
      ? sql`exists (select 1 from users u where u.id = ${properties.ownerId}${lister ? sql` and u.account_type = ${lister}` : sql``}${f.verifiedOnly ? sql` and u.kyc_verified = 1` : sql``})`
      : undefined,
    // A map viewport is checked per row while the sort index is walked: a city-sized box holds a good share of
    // the listings, so the page fills after a few dozen rows, where a lat/lng index would sort every match.
    f.bounds
      ? sql`+${properties.lat} between ${f.bounds.south} and ${f.bounds.north} and +${properties.lng} between ${f.bounds.west} and ${f.bounds.east}`
      : undefined,
  );
}

type Options = { cursor?: string; measure?: boolean };

/** The page query (ids in order, perPage + 1) and the bounded count of a search; exported for the plan tests. */
export function searchQueries(ctx: ServiceCtx, listingType: string | undefined, filter: SearchFilter, sortBy: Sort | undefined, paging: Paging, cursorText?: string) {
  const type = listingType ?? filter.listingType;
  const keyword = ftsQuery(filter.query);
  const sort: Sort = sortBy ?? (keyword ? "relevance" : "latest");
  const keyed = sort === "relevance" ? null : sort;
  const where = searchWhere(ctx.now, type, filter);
  const cursor = cursorText && keyed ? decodeCursor(cursorText) : null;

  const fts = keyword ? ftsMatches(ctx, keyword) : null;
  const base = ctx.db
    .select({ id: properties.id, premium: properties.premiumListing, key: keyed ? KEYS[keyed].col : properties.createdAt })
    .from(properties)
    .$dynamic();
  const joined = fts ? base.innerJoin(fts, eq(fts.propertyId, properties.id)) : base;
  const order = keyed
    ? [desc(properties.premiumListing), KEYS[keyed].dir === "desc" ? desc(KEYS[keyed].col) : asc(KEYS[keyed].col), KEYS[keyed].dir === "desc" ? desc(properties.id) : asc(properties.id)]
    : [desc(properties.premiumListing), ...(fts ? [asc(fts.rank)] : []), desc(properties.createdAt), desc(properties.id)];
  const offset = cursor ? 0 : (paging.page - 1) * paging.perPage;
  const find = joined
    .where(and(where, cursor && keyed ? afterCursor(keyed, cursor) : undefined))
    .orderBy(...order)
    .limit(paging.perPage + 1)
    .offset(offset);

  const countBase = ctx.db.select({ one: sql`1` }).from(properties).$dynamic();
  const ftsCount = keyword ? ftsMatches(ctx, keyword) : null;
  const countInner = (ftsCount ? countBase.innerJoin(ftsCount, eq(ftsCount.propertyId, properties.id)) : countBase).where(where).limit(SEARCH_TOTAL_BOUND + 1).as("m");
  const count = ctx.db.select({ n: sql<number>`count(*)` }).from(countInner);
  return { find, count, keyed, cursor, offset };
}

/**
 * Search reads only the page: the ids come from one index-ordered scan that stops after perPage + 1 matches
 * (by keyset when the client sends the previous page's cursor, else by OFFSET), the cards from a second
 * query by id, and the total from a count that stops at SEARCH_TOTAL_BOUND + 1 ("1,000+").
 */
export async function searchProperties(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  listingType: string | undefined,
  filter: SearchFilter,
  sortBy: Sort | undefined,
  paging: Paging,
  opts: Options = {},
): Promise<SearchPage & { rowsRead?: { find: number; count: number } }> {
  const { find, count: countQuery, keyed, cursor, offset } = searchQueries(ctx, listingType, filter, sortBy, paging, opts.cursor);
  // The count runs beside the page query; a page that is not full already knows the total, so it is skipped then.
  const [rows, counted] = await Promise.all([find.all(), countQuery.get()]);
  const pageRows = rows.slice(0, paging.perPage);
  const hasMore = rows.length > paging.perPage;
  const total = !cursor && !hasMore && (rows.length > 0 || paging.page === 1) ? offset + rows.length : (counted?.n ?? 0);

  const cards = await cardsByIds(ctx, pageRows.map((r) => r.id), viewer?.id);
  const last = pageRows.at(-1);
  const result: SearchPage = {
    data: cards,
    page: paging.page,
    perPage: paging.perPage,
    hasMore,
    total: Math.min(total, SEARCH_TOTAL_BOUND),
    totalIsLowerBound: total > SEARCH_TOTAL_BOUND,
    nextCursor: hasMore && keyed && last ? encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]) : null,
  };
  if (!opts.measure) return result;
  return { ...result, rowsRead: { find: await rowsRead(ctx, find.toSQL()), count: await rowsRead(ctx, countQuery.toSQL()) } };
}

/** D1's rows_read for a statement (bench only: it runs the statement once more). */
async function rowsRead(ctx: ServiceCtx, q: { sql: string; params: unknown[] }) {
  const r = await ctx.env.DB.prepare(q.sql).bind(...q.params).all();
  return r.meta.rows_read ?? -1;
}

