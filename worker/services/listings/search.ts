import { and, asc, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import {
  MAP_CELL_EXPR,
  MAP_CELL_PER_DEGREE,
  MAP_FINE_CELL_EXPR,
  MAP_FINE_CELL_PER_DEGREE,
  MAP_WIDE_CELL_EXPR,
  MAP_WIDE_CELL_PER_DEGREE,
  PRICE_BAND_EXPR,
  properties,
} from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import {
  POWER_FACTS,
  SEARCH_TOTAL_BOUND,
  WATER_FACTS,
  type PropertyCard,
  type SearchFilter,
  type SORTS,
} from "../../contracts/listings";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import {
  cardsByIds,
  cardsOfCardRows,
  cardsOfRows,
  propertyFromRaw,
  sqlOfText,
  withCardData,
  type PropertyRow,
} from "./cards";
import type { Paging } from "./read";
import {
  foldedPlan,
  ftsMatch,
  ftsQuery,
  ftsTerms,
  ftsWindow,
  ftsWindowOf,
  keywordPlan,
  keywordPlanSql,
  KEYWORD_WINDOW,
  KW_PLAN_JSON,
  listingsFts,
  NO_MATCH,
  type KeywordPlan,
} from "./fts";
import { isPlaceOnly, liveTotal } from "./live-counts";
import {
  bandOf,
  bedroomBands,
  bedroomSkip,
  facetTotal,
  isFaceted,
  MAX_MIN_BEDS,
  type FacetTotal,
} from "./facet-counts";
import { boxEstimate, keywordEstimate } from "./estimates";
import { benchParts, meteredDb, type Metered } from "../../lib/bench-meter";
import { createDb } from "../../db/client";
import { publiclyListed, slugify } from "./shared";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { z } from "zod";
import { sqlAll } from "../../db/sql";

/** A merged page's row: the listing, its boost and the value it is sorted by. */
const MergedRow = z.object({ id: z.string(), premium_listing: z.number(), page_key: z.number() }).passthrough();
/** One bedroom count present in the place, and the place it was read for. */
const BedroomCountRow = z.object({ page_beds: z.number(), place: z.number().nullable(), state: z.number().nullable() });

export type { SearchFilter };
export type Sort = (typeof SORTS)[number];
export type SearchPage = {
  data: PropertyCard[];
  page: number;
  perPage: number;
  hasMore: boolean;
  total: number;
  totalIsLowerBound: boolean;
  totalIsEstimate: boolean;
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

export const encodeCursor = (c: Cursor) =>
  btoa(JSON.stringify(c)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function decodeCursor(raw: string): Cursor {
  try {
    const v: unknown = JSON.parse(atob(raw.replace(/-/g, "+").replace(/_/g, "/")));
    if (
      Array.isArray(v) &&
      v.length === 3 &&
      (v[0] === 0 || v[0] === 1) &&
      Number.isFinite(v[1]) &&
      typeof v[2] === "string" &&
      v[2].length <= 120
    )
      return v as Cursor;
  } catch {
    // fall through
  }
  throw new ApiError(400, "cursor: use the nextCursor of the previous page.", [
    { field: "cursor", message: "Use the nextCursor of the previous page." },
  ]);
}

/**
 * Rows after the cursor in the sort's order, as one range the index can seek to. Descending sorts are one
 * row value over (premium, key, id); price low-high (premium DESC, key ASC) is a single range once past the
 * boosted group, and an OR only while inside it.
 */
function afterCursor(sort: KeyedSort, c: Cursor): SQL {
  const { col, dir } = KEYS[sort];
  if (dir === "desc")
    return sql`(${properties.premiumListing}, ${col}, ${properties.id}) < (${c[0]}, ${c[1]}, ${c[2]})`;
  const rest = sql`(${col}, ${properties.id}) > (${c[1]}, ${c[2]})`;
  return c[0] === 1
    ? sql`(${properties.premiumListing} = 0 or (${properties.premiumListing} = 1 and ${rest}))`
    : sql`(${properties.premiumListing} = 0 and ${rest})`;
}

const amenityExists = (id: number) =>
  sql`exists (select 1 from property_amenities pa where pa.property_id = ${properties.id} and pa.amenity_id = ${id})`;

/** The WHERE of a search (without the cursor): each filter a column test the index scan checks per row. */
export function searchWhere(
  now: number,
  listingType: string | undefined,
  f: SearchFilter,
  opts: {
    boxIndex?: boolean;
    rare?: boolean;
    beds?: readonly number[];
    stream?: { beds: number; priceSeek: boolean };
    bare?: boolean;
  } = {},
): SQL | undefined {
  const stateId = f.stateId ?? (f.state ? sql`(select id from states where slug = ${slugify(f.state)})` : undefined);
  const localityId =
    f.localityId ??
    (f.locality
      ? sql`(select id from localities where slug = ${slugify(f.locality)}${stateId !== undefined ? sql` and state_id = ${stateId}` : sql``} order by id limit 1)`
      : undefined);
  const amenityIds = [
    ...new Set([
      ...(f.amenities ?? []),
      ...(f.power ?? []).map((p) => POWER_FACTS[p]),
      ...(f.water ?? []).map((w) => WATER_FACTS[w]),
    ]),
  ];
  const lister = f.listedBy === "broker" ? "brokerage" : f.listedBy;
  return and(
    // bare: the filters beyond liveness, type and box, which a map cell's stream writes itself (cellArms).
    opts.bare ? undefined : publiclyListed(now),
    listingType ? eq(properties.listingType, listingType) : undefined,
    // With a locality the locality index serves the query; the state is then implied, so it is not an index candidate.
    stateId !== undefined
      ? localityId !== undefined
        ? sql`+${properties.stateId} = ${stateId}`
        : sql`${properties.stateId} = ${stateId}`
      : undefined,
    localityId !== undefined ? sql`${properties.localityId} = ${localityId}` : undefined,
    f.categoryId ? eq(properties.categoryId, f.categoryId) : undefined,
    f.typeId ? eq(properties.typeId, f.typeId) : undefined,
    // Checked per row (`+`): a price range must not pull the plan onto a price index that cannot serve the sort.
    // A rare filter (opts.rare: the facet counts say few listings match) seeks instead: one range of the
    // bedrooms-and-price index per bedroom count, the price range inside it; the few matches are then sorted.
    // A bedroom stream (opts.stream: one bedroom count of a merged page, see bedroomStreams) fixes the count; its
    // price is a seek when the stream is ordered by price, else checked per row.
    ...(opts.stream
      ? [
          eq(properties.bedrooms, opts.stream.beds),
          f.minPriceKobo !== undefined
            ? opts.stream.priceSeek
              ? gte(properties.priceKobo, f.minPriceKobo)
              : sql`+${properties.priceKobo} >= ${f.minPriceKobo}`
            : undefined,
          f.maxPriceKobo !== undefined
            ? opts.stream.priceSeek
              ? lte(properties.priceKobo, f.maxPriceKobo)
              : sql`+${properties.priceKobo} <= ${f.maxPriceKobo}`
            : undefined,
        ]
      : opts.rare
        ? [
            inArray(
              properties.bedrooms,
              opts.beds
                ? [...opts.beds]
                : Array.from({ length: MAX_BEDROOMS + 1 - (f.minBedrooms ?? 0) }, (_, i) => (f.minBedrooms ?? 0) + i),
            ),
            // Both values of the boost: the bedrooms-and-price index has it before the price (migrations/0041).
            inArray(properties.premiumListing, [true, false]),
            f.minPriceKobo !== undefined ? gte(properties.priceKobo, f.minPriceKobo) : undefined,
            f.maxPriceKobo !== undefined ? lte(properties.priceKobo, f.maxPriceKobo) : undefined,
          ]
        : [
            f.minPriceKobo !== undefined ? sql`+${properties.priceKobo} >= ${f.minPriceKobo}` : undefined,
            f.maxPriceKobo !== undefined ? sql`+${properties.priceKobo} <= ${f.maxPriceKobo}` : undefined,
            f.minBedrooms ? sql`+${properties.bedrooms} >= ${f.minBedrooms}` : undefined,
          ]),
    f.minBathrooms ? gte(properties.bathrooms, f.minBathrooms) : undefined,
    f.furnishing ? eq(properties.furnishing, f.furnishing) : undefined,
    f.maxServiceChargeKobo !== undefined ? lte(properties.serviceChargeKobo, f.maxServiceChargeKobo) : undefined,
    ...amenityIds.map(amenityExists),
    ...(f.titleDocuments ?? []).map(
      (d) => sql`exists (select 1 from json_each(${properties.titleDocuments}) where value = ${d})`,
    ),
    lister || f.verifiedOnly
      ? sql`exists (select 1 from users u where u.id = ${properties.ownerId}${lister ? sql` and u.account_type = ${lister}` : sql``}${f.verifiedOnly ? sql` and u.kyc_verified = 1` : sql``})`
      : undefined,
    // A map viewport is checked per row while the sort index is walked: a city-sized box holds a good share of
    // the listings, so the page fills after a few dozen rows, where a lat/lng index would sort every match.
    // The bounded count instead may use the latitude index (boxIndex): it needs every match, not the first few.
    f.bounds && opts.boxIndex
      ? sql`${properties.lat} between ${f.bounds.south} and ${f.bounds.north} and ${properties.lng} between ${f.bounds.west} and ${f.bounds.east}`
      : f.bounds
        ? sql`+${properties.lat} between ${f.bounds.south} and ${f.bounds.north} and +${properties.lng} between ${f.bounds.west} and ${f.bounds.east}`
        : undefined,
  );
}

type Options = {
  cursor?: string;
  /** Read the keyword plan before the page (a folded page past the end has no row to carry it). */ unfolded?: boolean;
};

/** The most bedrooms a listing can have (the write contract's bound): a rare search lists every count from its minimum. */
const MAX_BEDROOMS = 50;
/**
 * At most this many possible matches (the facet counts' upper bound) and a newest-first search with a price range merges
 * its (bedroom count × price band) streams; more, and it walks the sort index checking bedrooms and price per row, which
 * fills a page sooner than merging many streams (past 5, the groups' merges sort perPage + 1 rows each).
 */
export const BAND_STREAM_MATCHES = 2_000;
/** At most this many matches (the facet counts' upper bound) and a search seeks them instead of walking its sort index. */
export const RARE_MATCHES = 150;

/** A keyword search considers its best SEARCH_TOTAL_BOUND + 1 matches when sorted by anything but relevance. */
const KEYWORD_CANDIDATES = SEARCH_TOTAL_BOUND + 1;

/**
 * The page query (ids in order, perPage + 1) and the bounded count of a search; exported for the plan tests.
 *
 * Keywords: "relevance" walks the FTS5 index in its own rank order (the `rank` of migrations/0024, bm25 with
 * our column weights) and looks each match up by rowid, so it stops once the page is full. Other sorts take
 * the best KEYWORD_CANDIDATES matches by rank and sort those. A broad word ranks only its newest matches
 * (ftsWindow), so FTS5 never scores tens of thousands of matches for one page.
 */
export function searchQueries(
  ctx: ServiceCtx,
  listingType: string | undefined,
  filter: SearchFilter,
  sortBy: Sort | undefined,
  paging: Paging,
  cursorText?: string,
  plan: {
    rare?: boolean;
    newestFirst?: boolean;
    beds?: readonly number[];
    streams?: Streams;
    fts?: KeywordPlan;
    bandStreams?: BandStreams;
    folded?: string;
  } = {},
) {
  const type = listingType ?? filter.listingType;
  const keyword = ftsQuery(filter.query);
  const terms = ftsTerms(filter.query);
  const sort: Sort = sortBy ?? (keyword ? "relevance" : "latest");
  const keyed = sort === "relevance" && keyword ? null : sort === "relevance" ? "latest" : sort;
  const where = searchWhere(ctx.now, type, filter, { rare: plan.rare && !keyword, beds: plan.beds });
  const cursor = cursorText && keyed ? decodeCursor(cursorText) : null;
  const offset = cursor ? 0 : (paging.page - 1) * paging.perPage;
  // `page_key` also lets measuredSearch tell the page query from the others.
  const pick = {
    id: properties.id,
    premium: properties.premiumListing,
    key: sql<number>`${keyed ? KEYS[keyed].col : properties.createdAt}`.as("page_key"),
  };
  // The listing's whole row comes with the page (the cards then read only the listers): the table seek each match
  // needs for its freshness is free in D1's rows_read, a second look-up by id for the card is not.
  const withRow = { ...pick, p: properties };

  if (keyword && !keyed) {
    // FTS5 is the outer loop (CROSS JOIN keeps it there) and hands rows over in rank order.
    // A broad keyword (plan.newestFirst: its rarest word in over BROAD_KEYWORD_LISTINGS listings, where rank among
    // thousands says little) lists its newest matches first, walking FTS5 by rowid, so the page stops after
    // perPage + 1 live matches instead of ranking a window of 1,001.
    // With the keyword's plan (keywordPlan), newest first matches the words spelled out (FTS5 walks each lazily) and
    // rank the prefix query, spelled out only where bm25 stays the same; a narrow keyword needs no window.
    if (plan.folded) {
      // The plan comes with the page (keywordPlanSql): one arm per order, the arm the plan does not choose matching
      // nothing (NO_MATCH: no doclist merged, no row read).
      const arm = (chosen: string, query: string, order: string) =>
        sql`select * from (select properties.*, properties.created_at as page_key from listings_fts cross join properties
          where listings_fts match (select iif(${sql.raw(chosen)}, ${sql.raw(query)}, '${sql.raw(NO_MATCH)}') from kw_plan)
            and ${byRowidOf(sql`listings_fts.rowid`)}${where ? sql` and ${where}` : sql``}
          order by ${sql.raw(order)} limit ${paging.perPage + 1} offset ${offset})`;
      const query = sql`${sql.raw(plan.folded)}select page.*, ${sql.raw(KW_PLAN_JSON(terms))}
        from (${arm("kw_broad", "kw_newest", "listings_fts.rowid desc")} union all ${arm("not kw_broad and not kw_none", "kw_ranked", "listings_fts.rank")}) as page`;
      return {
        find: foldedFind(ctx, query),
        count: keywordCount(ctx, keyword, where),
        countOf: (newest: string) => keywordCount(ctx, newest, where),
        keyed,
        cursor,
        offset,
      };
    }
    const fts = plan.fts;
    const match = fts ? ftsMatch(plan.newestFirst ? fts.newest : fts.ranked) : ftsMatch(keyword);
    const window = plan.newestFirst
      ? undefined
      : fts
        ? fts.broad
          ? ftsWindowOf(fts.newest)
          : undefined
        : ftsWindow(keyword, terms);
    const find = ctx.db
      .select(withRow)
      .from(listingsFts)
      .crossJoin(properties)
      .where(and(match, window, byRowidOf(sql`listings_fts.rowid`), where))
      .orderBy(plan.newestFirst ? sql`listings_fts.rowid desc` : sql`listings_fts.rank`)
      .limit(paging.perPage + 1)
      .offset(offset);
    return { find, count: keywordCount(ctx, plan.fts?.newest ?? keyword, where), keyed, cursor, offset };
  }

  // A rare search sorts its few matches itself (`+`: no sort index may drive it).
  const k = (c: AnyColumn): AnyColumn | SQL => (plan.rare && !keyword ? sql`+${c}` : c);
  const order = [
    desc(k(properties.premiumListing)),
    KEYS[keyed!].dir === "desc" ? desc(k(KEYS[keyed!].col)) : asc(k(KEYS[keyed!].col)),
    KEYS[keyed!].dir === "desc" ? desc(k(properties.id)) : asc(k(properties.id)),
  ];
  const paged = and(where, cursor ? afterCursor(keyed!, cursor) : undefined);
  if (keyword && plan.folded) {
    // The plan comes with the page (keywordPlanSql): the best matches by rank of the newest KEYWORD_WINDOW for a broad keyword (ftsWindow's CASE).
    const best = sql`select rowid as rid from listings_fts where listings_fts match (select kw_ranked from kw_plan)
      and listings_fts.rowid >= (select case when kw_broad then coalesce((select rowid from listings_fts where listings_fts match (select kw_newest from kw_plan) order by rowid desc limit 1 offset ${KEYWORD_WINDOW - 1}), 0) else 0 end from kw_plan)
      order by rank limit ${KEYWORD_CANDIDATES}`;
    const query = sql`${sql.raw(plan.folded)}select properties.*, ${KEYS[keyed!].col} as page_key, ${sql.raw(KW_PLAN_JSON(terms))}
      from (${best}) as best cross join properties where ${byRowidOf(sql`best.rid`)}${paged ? sql` and ${paged}` : sql``}
      order by ${sql.join(order, sql`, `)} limit ${paging.perPage + 1} offset ${offset}`;
    return {
      find: foldedFind(ctx, query),
      count: keywordCount(ctx, keyword, where),
      countOf: (newest: string) => keywordCount(ctx, newest, where),
      keyed,
      cursor,
      offset,
    };
  }
  if (keyword) {
    const best = bestMatches(ctx, keyword, terms, plan.fts);
    const find = ctx.db
      .select(pick)
      .from(best)
      .crossJoin(properties)
      .where(and(byRowidOf(best.rid), paged))
      .orderBy(...order)
      .limit(paging.perPage + 1)
      .offset(offset);
    return { find, count: keywordCount(ctx, plan.fts?.newest ?? keyword, where), keyed, cursor, offset };
  }
  const streams = plan.streams && type && STREAM_SORTS.has(keyed!) ? plan.streams : null;
  const split = !streams && !!cursor && keyed === "price_asc" && cursor[0] === 1;
  // A map box, newest first, with a listing type: one stream per map cell the box overlaps (cellArms).
  const cells = !streams && !split && type && keyed === "latest" && filter.bounds ? mapCells(filter.bounds) : null;
  // Newest first with a common price range in a place: one stream per band (bandPage).
  const bandStreams =
    !streams && !split && !cells && type && keyed === "latest" && !plan.rare ? plan.bandStreams : undefined;
  const merged = streams
    ? mergedPage(ctx, keyed!, streamArms(ctx.now, type!, filter, keyed!, streams, cursor), paging, offset)
    : split
      ? mergedPage(ctx, keyed!, splitArms(keyed!, where, cursor!), paging, offset)
      : cells
        ? cellPage(ctx, type!, filter, cells, cursor, paging, offset)
        : bandStreams
          ? bandPage(ctx, type!, filter, bandStreams, cursor, paging, offset)
          : null;
  const find =
    merged ??
    ctx.db
      .select(withRow)
      .from(properties)
      .where(paged)
      .orderBy(...order)
      .limit(paging.perPage + 1)
      .offset(offset);
  const countWhere = filter.bounds ? searchWhere(ctx.now, type, filter, { boxIndex: true }) : where;
  const inner = ctx.db
    .select({ one: sql`1` })
    .from(properties)
    .where(countWhere)
    .limit(SEARCH_TOTAL_BOUND + 1)
    .as("m");
  const count = ctx.db.select({ n: sql<number>`count(*)`.as("search_total"), capped: sql<number>`0` }).from(inner);
  return { find, count, keyed, cursor, offset };
}

/** The most streams one merged page takes (three levels of groups of 5); beyond, the caller walks the sort index. */
const MAX_STREAMS = 125;

/** Sorts a merged page can serve: each has an index (…, bedrooms, premium, key, id) of migrations/0041, or (…, premium, key, id) of 0019. */
const STREAM_SORTS = new Set<KeyedSort>(["latest", "price_asc", "price_desc"]);

/**
 * A page merged from streams that each walk one index range already in the page's order, so SQLite's merge of
 * a UNION ALL under ORDER BY … LIMIT reads about perPage + 1 rows plus one per stream, however many listings
 * match or were paged past:
 * - one stream per bedroom count present (bedroomCounts) on the (…, bedrooms, premium_listing, key, id) indexes
 *   of migrations/0041, instead of one walk of the sort index checking bedrooms and price per row (or reading
 *   every match and sorting it). Latest is one stream per count (the index read backwards is boosted first, then
 *   newest; the price is checked per row); price sorts are one stream per count and boost, so the price range
 *   is a seek;
 * - a cursor is cut per boost: the stream of the cursor's own boost seeks past it, a stream of boosted listings
 *   after a cursor in the unboosted ones is left out, and unboosted streams after a boosted cursor start at
 *   their top. This is also how price low-high pages on inside the boosted group (its index is premium DESC,
 *   price ASC, so `premium = 0 OR (premium = 1 AND (price, id) > …)` could not seek: the walk read every row
 *   before the cursor, as OFFSET does).
 * D1 allows 5 terms in a compound SELECT: more streams are merged 5 at a time under their own LIMIT, and those
 * groups merged again (at most 25 streams; null beyond, and the caller walks the sort index instead).
 */
function mergedPage(ctx: ServiceCtx, sort: KeyedSort, arms: SQL[], paging: Paging, offset: number) {
  if (!arms.length || arms.length > MAX_STREAMS) return null;
  const { dir } = KEYS[sort];
  const order = sql.raw(
    dir === "desc"
      ? "order by premium_listing desc, page_key desc, id desc"
      : "order by premium_listing desc, page_key asc, id asc",
  );
  const n = paging.perPage + 1;
  const merge = (terms: SQL[], limit: SQL) => sql`${sql.join(terms, sql` union all `)} ${order} ${limit}`;
  // Groups of at most 5 (D1's compound SELECT limit), each under its own LIMIT, merged again: 5, 25 or 125 streams.
  const nest = (terms: SQL[], limit: SQL): SQL => {
    if (terms.length <= 5) return merge(terms, limit);
    let size = 5;
    while (size * 5 < terms.length) size *= 5;
    const groups: SQL[] = [];
    for (let i = 0; i < terms.length; i += size)
      groups.push(sql`select * from (${nest(terms.slice(i, i + size), sql`limit ${n + offset}`)})`);
    return merge(groups, limit);
  };
  return rawPage(ctx, nest(arms, sql`limit ${n} offset ${offset}`));
}

/**
 * A page statement written by hand (merged streams, map cells) as the page's `find`: its rows are whole listings
 * with `premium_listing` and `page_key`, mapped like the walk's. D1 takes statements up to 100 KB with at most 100
 * parameters: past that, null, and the caller walks the sort index instead.
 */
function rawPage(ctx: ServiceCtx, query: SQL) {
  const text = dialect.sqlToQuery(query);
  if (text.sql.length > 90_000 || text.params.length > 100) return null;
  return {
    all: async () =>
      (await sqlAll(ctx.db, query, MergedRow)).map((r) => ({
        id: r.id,
        premium: !!r.premium_listing,
        key: r.page_key,
        p: propertyFromRaw(r),
      })),
    toSQL: () => text,
  };
}

/** A keyword page statement carrying its plan (keywordPlanSql): rawPage's rows, each with the kw_plan columns (`kw`). */
function foldedFind(ctx: ServiceCtx, query: SQL) {
  return {
    all: async () =>
      (await sqlAll(ctx.db, query, MergedRow)).map((r) => ({
        id: r.id,
        premium: !!r.premium_listing,
        key: r.page_key,
        p: propertyFromRaw(r),
        kw: JSON.parse(String(r.kw_plan)) as Record<string, unknown>,
      })),
    toSQL: () => dialect.sqlToQuery(query),
  };
}

/**
 * The most map cells a box's page merges: D1 allows 5 terms in a compound SELECT, and a nested group would be sorted
 * whole (its rows are filtered after the merge, so it could not stop early). A larger box walks the sort index, which
 * its many matches fill quickly.
 */
export const MAX_CELLS = 5;

/** The three map grids (db/schema): 0.1° cells (migrations/0044), 0.02° cells (0045) and 1° cells (0046), each with its index. */
const GRIDS = [
  { perDegree: MAP_CELL_PER_DEGREE, rowWidth: 4000, expr: MAP_CELL_EXPR, index: "properties_s_type_cell_latest" },
  {
    perDegree: MAP_FINE_CELL_PER_DEGREE,
    rowWidth: 20000,
    expr: MAP_FINE_CELL_EXPR,
    index: "properties_s_type_fine_cell_latest",
  },
  {
    perDegree: MAP_WIDE_CELL_PER_DEGREE,
    rowWidth: 400,
    expr: MAP_WIDE_CELL_EXPR,
    index: "properties_s_type_wide_cell_latest",
  },
] as const;
export type MapCells = { cells: number[]; expr: string; index: (typeof GRIDS)[number]["index"] };

/**
 * The map cells a box overlaps, computed with the grid expression's own double arithmetic (so a listing in the box is
 * always in one of them), on the grid whose overlapped cells cover the smaller area (a page reads about perPage / (the
 * share of those cells' listings inside the box) rows): a neighbourhood takes 0.02° cells, a district 0.1° ones. Null
 * when both need more than MAX_CELLS.
 */
export function mapCells(b: { south: number; west: number; north: number; east: number }): MapCells | null {
  let best: MapCells | null = null;
  let bestArea = Infinity;
  for (const g of GRIDS) {
    const row = (lat: number) => Math.trunc((lat + 90) * g.perDegree);
    const col = (lng: number) => Math.trunc((lng + 180) * g.perDegree);
    const [r0, r1, c0, c1] = [row(b.south), row(b.north), col(b.west), col(b.east)];
    if (r1 < r0 || c1 < c0) return null;
    const n = (r1 - r0 + 1) * (c1 - c0 + 1);
    const area = n / (g.perDegree * g.perDegree);
    if (n > MAX_CELLS || area >= bestArea) continue;
    const cells: number[] = [];
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.push(r * g.rowWidth + c);
    best = { cells, expr: g.expr, index: g.index };
    bestArea = area;
  }
  return best;
}

/**
 * A map box's page, newest first: one stream per map cell the box overlaps (mapCells: 0.1° or 0.02° cells), each one
 * range of `properties_s_type_cell_latest` or `properties_s_type_fine_cell_latest` (status, listing type, cell, boost,
 * created_at, id; migrations/0044 and 0045) read backwards,
 * so boosted first, then newest, merged by SQLite (a UNION ALL under ORDER BY). The box and the other filters (place,
 * price, bedrooms…) are checked on the merged rows, not inside each stream: a stream whose cell the box only grazes
 * (few or no listings inside) would otherwise be read to its end looking for its next match, while after the merge
 * the page stops once perPage + 1 rows pass, whichever cell they come from: it reads the cells' newest listings down
 * to the page's last one, about perPage / (share of the cells' listings inside the box and filter) rows. Only the rows
 * of cells the box cuts can fail the box. The merge's `limit -1` keeps SQLite from pushing the outer WHERE into the
 * streams; the outer query scans the merge's co-routine in its order (no second sort). Liveness, type and cells are
 * written into the statement (D1 binds at most 100 parameters).
 */
function cellPage(
  ctx: ServiceCtx,
  listingType: string,
  f: SearchFilter,
  grid: MapCells,
  cursor: Cursor | null,
  paging: Paging,
  offset: number,
) {
  const b = f.bounds!;
  const where = searchWhere(ctx.now, undefined, { ...f, bounds: undefined, listingType: undefined }, { bare: true });
  const box = sql`cell_page.lat between ${lit(b.south)} and ${lit(b.north)} and cell_page.lng between ${lit(b.west)} and ${lit(b.east)}`;
  const streams = grid.cells.map((cell) => sql`${sql.raw(grid.expr)} = ${lit(cell)}`);
  return latestStreamsPage(
    ctx,
    { alias: "cell_page", index: grid.index, listingType, streams, cursor, where, first: box },
    paging,
    offset,
  );
}

/**
 * The page of newest-first streams merged by SQLite (cellPage, bandPage): each stream one range of `index` (status,
 * listing type, its own key, boost, created_at, id) read backwards from the cursor, live and not a duplicate; the
 * merge under ORDER BY boost, then newest (`limit -1` keeps SQLite from pushing the outer WHERE into the streams), and
 * `first` and `where` (a searchWhere, its columns renamed by onMerged) checked on the merged rows.
 */
function latestStreamsPage(
  ctx: ServiceCtx,
  s: {
    alias: "cell_page" | "band_page";
    index: string;
    listingType: string;
    streams: SQL[];
    cursor: Cursor | null;
    where: SQL | undefined;
    first?: SQL;
  },
  paging: Paging,
  offset: number,
) {
  const { cursor } = s;
  const arms = s.streams.map(
    (stream) =>
      sql`select *, created_at as page_key from properties indexed by ${sql.raw(s.index)} where status = 'active' and +confirmed_at > ${lit(ctx.now - LISTING_RULES.freshnessMs)}
      and flagged_duplicate = 0 and listing_type = ${s.listingType} and ${stream}${
        cursor
          ? sql` and (premium_listing, created_at, id) < (${lit(cursor[0])}, ${lit(cursor[1])}, ${cursor[2]})`
          : sql``
      }`,
  );
  const checks = [s.first, s.where ? onMerged(s.where, s.alias) : undefined].filter((c): c is SQL => !!c);
  const query = sql`select * from (${sql.join(arms, sql` union all `)} order by premium_listing desc, page_key desc, id desc limit -1) as ${sql.raw(s.alias)}
    ${checks.length ? sql`where ${sql.join(checks, sql` and `)}` : sql``}
    limit ${paging.perPage + 1} offset ${offset}`;
  return rawPage(ctx, query);
}

/**
 * Newest first with a price range (a common one: the (bedroom count, band) streams are for uncommon filters), in a state
 * or locality: one stream per price band of the range that the facet rows say holds a listing, each one range of
 * `properties_s_type_{state,locality}_band_latest` (status, listing type, place, band, boost, created_at, id;
 * migrations/0045) read backwards, merged by SQLite, with the price, bedrooms and every other filter checked on the
 * merged rows as cellPage does (`limit -1`: the outer WHERE stays outside). The streams' rows are the walk's rows in the
 * bands of the range, in the walk's order, so the page reads the bands' newest listings down to the page's last match
 * (about perPage / (share of the bands' listings that match) rows) and never more than the walk plus one per stream:
 * for "Lagos 3+ beds, ₦1.5m–₦4.5m" the three bands (₦1m–₦2m, ₦2m, ₦2m–₦5m) hold 9,200 of 19,000 Lagos rents.
 * At most MAX_BAND_STREAMS bands (one merge; a nested group would be sorted whole), else the caller walks.
 */
export const MAX_BAND_STREAMS = 5;
export type BandStreams = {
  column: "state_id" | "locality_id";
  placeId: number;
  stateId: number | null;
  bands: readonly number[];
};
function bandPage(
  ctx: ServiceCtx,
  listingType: string,
  f: SearchFilter,
  s: BandStreams,
  cursor: Cursor | null,
  paging: Paging,
  offset: number,
) {
  if (!s.bands.length || s.bands.length > MAX_BAND_STREAMS) return null;
  const where = searchWhere(ctx.now, undefined, { ...f, listingType: undefined }, { bare: true });
  const index =
    s.column === "locality_id" ? "properties_s_type_locality_band_latest" : "properties_s_type_state_band_latest";
  const streams = s.bands.map(
    (band) => sql`${sql.raw(s.column)} = ${lit(s.placeId)} and ${sql.raw(PRICE_BAND_EXPR)} = ${lit(band)}`,
  );
  return latestStreamsPage(ctx, { alias: "band_page", index, listingType, streams, cursor, where }, paging, offset);
}

/**
 * A filter written for `properties` (searchWhere) read on a merged page's rows instead (latestStreamsPage): its column
 * references name the page's alias. The text is ours (values are bound parameters, never in it), so the swap cannot
 * touch a value.
 */
function onMerged(where: SQL, alias: "cell_page" | "band_page"): SQL {
  const { sql: text, params } = dialect.sqlToQuery(where);
  const parts = text.replaceAll('"properties".', `"${alias}".`).split("?");
  if (parts.length !== params.length + 1) throw new Error("merged page filter: parameters do not match");
  return sql.join(parts.map((t, i) => (i < params.length ? sql`${sql.raw(t)}${params[i]}` : sql.raw(t))));
}

/** Price low-high after a boosted cursor: the rest of the boosted group, then the unboosted group from its top (two seeks). */
function splitArms(sort: KeyedSort, where: SQL | undefined, cursor: Cursor) {
  const { col } = KEYS[sort];
  return [
    sql`select ${properties}.*, ${col} as page_key from ${properties} where ${and(where, eq(properties.premiumListing, true), sql`(${col}, ${properties.id}) > (${cursor[1]}, ${cursor[2]})`)}`,
    sql`select ${properties}.*, ${col} as page_key from ${properties} where ${and(where, eq(properties.premiumListing, false))}`,
  ];
}

/** The bedroom counts present and the place they were read for (bedroomCounts), for a merged page. */
export type Streams = {
  beds: readonly number[];
  column: "state_id" | "locality_id";
  placeId: number;
  stateId: number | null;
  /** Newest first with a price range: the price bands of the range that may hold a match (one stream per count and band). */
  bands?: readonly number[];
  /** Newest first with a price range: the (bedroom count, band) pairs that may hold a match (facetStreams), one stream each. */
  pairs?: readonly (readonly [number, number])[];
};

/** A number written into the statement (D1 binds at most 100 parameters, and 25 streams would need ~250). */
function lit(n: number) {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  return sql.raw(String(n));
}

/**
 * One arm per stream of a merged page (a faceted filter: listing type, place, property type, bedrooms, price).
 * Numbers are written into the statement and the index is named (INDEXED BY): the planner then has nothing to
 * choose, with or without statistics.
 */
function streamArms(
  now: number,
  listingType: string,
  f: SearchFilter,
  sort: KeyedSort,
  s: Streams,
  cursor: Cursor | null,
): SQL[] {
  const { dir } = KEYS[sort];
  const key = sort === "latest" ? "created_at" : "price_kobo";
  const banded = sort === "latest" && (!!s.bands || !!s.pairs);
  const pairs = s.pairs ?? s.beds.flatMap((beds) => (s.bands ?? []).map((band) => [beds, band] as const));
  const index = `properties_s_type_${s.column === "locality_id" ? "locality" : "state"}_beds_${banded ? "band_latest" : sort === "latest" ? "latest" : "price"}`;
  const price = (op: string, v: number | undefined) =>
    v === undefined ? sql`` : sql` and ${sql.raw(sort === "latest" ? "+" : "")}price_kobo ${sql.raw(op)} ${lit(v)}`;
  const base = (beds: number) =>
    sql`select *, ${sql.raw(key)} as page_key from properties indexed by ${sql.raw(index)} where status = 'active' and +confirmed_at > ${lit(now - LISTING_RULES.freshnessMs)}
      and flagged_duplicate = 0 and listing_type = ${listingType} and ${sql.raw(s.column)} = ${lit(s.placeId)}${s.column === "locality_id" && s.stateId !== null ? sql` and +state_id = ${lit(s.stateId)}` : sql``}${f.typeId ? sql` and +type_id = ${lit(f.typeId)}` : sql``}
      and bedrooms = ${lit(beds)}${price(">=", f.minPriceKobo)}${price("<=", f.maxPriceKobo)}`;
  const past = (c: Cursor, premium: boolean) =>
    premium
      ? sql` and (premium_listing, ${sql.raw(key)}, id) < (${lit(c[0])}, ${lit(c[1])}, ${c[2]})`
      : sql` and (${sql.raw(key)}, id) ${sql.raw(dir === "desc" ? "<" : ">")} (${lit(c[1])}, ${c[2]})`;
  // Latest with a price range: one stream per count and band, read backwards (boosted first, then newest); the
  // price is checked per row, which only the two bands the range cuts can fail.
  if (banded)
    return pairs.map(
      ([beds, band]) =>
        sql`${base(beds)} and ${sql.raw(PRICE_BAND_EXPR)} = ${lit(band)}${cursor ? past(cursor, true) : sql``}`,
    );
  return s.beds.flatMap((beds) =>
    // Latest: one stream per count. Price: one per count and boost, the price a seek.
    sort === "latest"
      ? [sql`${base(beds)}${cursor ? past(cursor, true) : sql``}`]
      : ([1, 0] as const).flatMap((premium) =>
          cursor && premium > cursor[0]
            ? []
            : [
                sql`${base(beds)} and premium_listing = ${lit(premium)}${cursor && premium === cursor[0] ? past(cursor, false) : sql``}`,
              ],
        ),
  );
}
const dialect = new SQLiteAsyncDialect();

/**
 * The bedroom counts of live-or-not listings of a type and place from `min` up, by skipping through the
 * (…, bedrooms, …) index one count at a time (a recursive min: about two rows read per count present),
 * for the merged page's streams and the rare seek; a superset of the counts that match.
 */
export function bedroomCounts(
  ctx: ServiceCtx,
  listingType: string,
  f: SearchFilter,
  known?: { column: "state_id" | "locality_id"; placeId: number; stateId: number | null },
) {
  if (known) {
    // The place already resolved (facetStreams): written into the statement, so no step re-reads it.
    return sqlAll(
      ctx.db,
      sql`with recursive ${bedroomSkip(listingType, sql`${sql.raw(known.column)} = ${lit(known.placeId)}`, sql`>= ${lit(f.minBedrooms ?? 0)}`)}
        select s.v as page_beds, ${lit(known.placeId)} as place, ${known.stateId === null ? sql`null` : lit(known.stateId)} as state from s where s.v is not null`,
      BedroomCountRow,
    );
  }
  const stateId = f.stateId ?? (f.state ? sql`(select id from states where slug = ${slugify(f.state)})` : undefined);
  const localityId =
    f.localityId ??
    (f.locality
      ? sql`(select id from localities where slug = ${slugify(f.locality)}${stateId !== undefined ? sql` and state_id = ${stateId}` : sql``} order by id limit 1)`
      : undefined);
  const place =
    localityId !== undefined
      ? sql`locality_id = (select place from k)`
      : stateId !== undefined
        ? sql`state_id = (select place from k)`
        : null;
  if (!place) return null;
  return sqlAll(
    ctx.db,
    sql`with recursive k as materialized (select ${localityId ?? stateId} as place, ${stateId ?? null} as state), ${bedroomSkip(listingType, place, sql`>= ${f.minBedrooms ?? 0}`)}
      select s.v as page_beds, k.place, k.state from s, k where s.v is not null`,
    BedroomCountRow,
  );
}

/** The streams of a merged page from bedroomCounts' rows (none when the place does not exist). */
export function streamsOf(
  f: SearchFilter,
  rows: { page_beds: number; place: number | null; state: number | null }[],
  bands?: readonly number[],
): Streams | null {
  const first = rows[0];
  if (!first || first.place === null) return null;
  const byLocality = f.localityId !== undefined || !!f.locality;
  return {
    beds: rows.map((r) => r.page_beds),
    column: byLocality ? "locality_id" : "state_id",
    placeId: first.place,
    stateId: byLocality ? first.state : null,
    bands,
  };
}

/**
 * Newest first with a price range and an uncommon filter: the (bedroom count, band) pairs of the streams, from the facet
 * rows (bedroomBands: which exact counts 0–5 and which "6 or more" hold a counted listing in which band of the range),
 * so no count or band without a listing is read and no skip through the index is needed below 6 bedrooms; only when
 * "6 or more" holds a listing are the counts from 6 up read by the skip (bedroomCounts). "none": nothing can match.
 * Null (the caller reads the counts by the skip) when the facet rows cannot tell (a listing counted out by a sweep
 * is live again here) or the filter has no place.
 */
export async function facetStreams(
  ctx: ServiceCtx,
  listingType: string,
  f: SearchFilter,
  facet: FacetTotal,
): Promise<Streams | "none" | null> {
  const byLocality = f.localityId !== undefined || !!f.locality;
  const byState = f.stateId !== undefined || !!f.state;
  const { state, locality } = facet.key;
  if (!facet.bands || (!byLocality && !byState) || state === null || locality === null) return null;
  const place = {
    column: byLocality ? ("locality_id" as const) : ("state_id" as const),
    placeId: byLocality ? locality : state,
    stateId: byLocality ? state : null,
  };
  // The pairs and, in the same statement, the counts from 6 up when "6 or more" holds a listing in the range.
  const { present, sixCounts } = await bedroomBands(ctx, listingType, f, facet, priceBands(f, facet.bands), place);
  const pairs: [number, number][] = [];
  for (const [beds, bands] of present) if (beds < MAX_MIN_BEDS) for (const band of bands) pairs.push([beds, band]);
  const six = present.get(MAX_MIN_BEDS);
  if (six) for (const beds of sixCounts ?? []) for (const band of six) pairs.push([beds, band]);
  if (!pairs.length) return "none";
  return { beds: [...new Set(pairs.map(([beds]) => beds))], ...place, pairs };
}

/** The price bands a newest-first stream page reads: those of the range the facet counts hold a listing in (`held`), else every band of the range. */
export function priceBands(f: SearchFilter, held: readonly number[] | null): number[] {
  const lo = bandOf(f.minPriceKobo ?? 0);
  const hi = bandOf(Math.min(f.maxPriceKobo ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER));
  return held ? held.filter((b) => b >= lo && b <= hi) : Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** The best KEYWORD_CANDIDATES matches by rank (of the newest, for a broad keyword: ftsWindow), as a subquery of rowids. */
const bestMatches = (ctx: ServiceCtx, keyword: string, terms: string[], fts?: KeywordPlan) =>
  ctx.db
    .select({ rid: sql<number>`rowid`.as("rid") })
    .from(listingsFts)
    .where(
      fts
        ? and(ftsMatch(fts.ranked), fts.broad ? ftsWindowOf(fts.newest) : undefined)
        : and(ftsMatch(keyword), ftsWindow(keyword, terms)),
    )
    .orderBy(sql`rank`)
    .limit(KEYWORD_CANDIDATES)
    .as("best");

/**
 * Live listings among the newest KEYWORD_CANDIDATES matches (a count needs no rank); `capped` when there were
 * more matches than that, and the total is then a lower bound.
 */
function keywordCount(ctx: ServiceCtx, keyword: string, where: SQL | undefined) {
  const best = ctx.db
    .select({ rid: sql<number>`rowid`.as("rid") })
    .from(listingsFts)
    .where(ftsMatch(keyword))
    .orderBy(sql`rowid desc`)
    .limit(KEYWORD_CANDIDATES)
    .as("best");
  const rows = ctx.db
    .select({ ok: sql<number>`${where ?? sql`1`}`.as("ok") })
    .from(best)
    .crossJoin(properties)
    .where(byRowidOf(best.rid))
    .as("m");
  return ctx.db
    .select({
      n: sql<number>`coalesce(sum(${rows.ok}), 0)`.as("search_total"),
      capped: sql<number>`count(*) > ${SEARCH_TOTAL_BOUND}`,
    })
    .from(rows);
}
const byRowidOf = (rowid: SQL.Aliased<number> | SQL) => sql`${properties}.rowid = ${rowid}`;

/** Bounded counts of filtered searches, by filter, for the pages that follow by cursor (at most COUNT_MEMO_SIZE). */
const COUNT_MEMO_MS = 2 * 60_000;
const COUNT_MEMO_SIZE = 500;
const counts = new Map<string, { n: number; capped: number; at: number }>();
function remember(key: string, value: { n: number; capped: number; at: number }) {
  counts.delete(key);
  counts.set(key, value);
  if (counts.size > COUNT_MEMO_SIZE) counts.delete(counts.keys().next().value!);
}

/**
 * Search reads only the page: the ids come from one index-ordered scan that stops after perPage + 1 matches
 * (by keyset when the client sends the previous page's cursor, else by OFFSET), the cards from a second
 * query by id. The total: exact from the live counts (liveTotal) when the filter is only a type and a place;
 * else a count that stops at SEARCH_TOTAL_BOUND + 1 ("1,000+"), skipped when the page is not full.
 */
export async function searchProperties(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  listingType: string | undefined,
  filter: SearchFilter,
  sortBy: Sort | undefined,
  paging: Paging,
  opts: Options = {},
): Promise<SearchPage> {
  const type = listingType ?? filter.listingType;
  // A faceted filter beyond type and place (property type, bedrooms, price) asks the facet counts first: none can
  // match (the page query would walk every listing of the place), few match (seek them), or how many.
  const faceted = !isPlaceOnly(filter) && isFaceted(type, filter);
  // With a minimum of bedrooms, the counts present (beside the facet total) let a sorted page merge one stream per count.
  const sorted = sortBy === undefined || sortBy === "relevance" ? "latest" : sortBy;
  // Streams by price seek their price range; newest first with a price range, one stream per count and price band
  // (the bands the facet counts hold, or every band of the range), so only the bands the range cuts check the price.
  const priced = filter.minPriceKobo !== undefined || filter.maxPriceKobo !== undefined;
  const streamable =
    faceted && !!type && !!filter.minBedrooms && !ftsQuery(filter.query) && STREAM_SORTS.has(sorted as KeyedSort);
  // Newest first with a price range merges one stream per count and band only when the facet counts say the filter
  // is uncommon (BAND_STREAM_MATCHES), so its bedroom counts are read after the facet total.
  const banding = sorted === "latest" && priced;
  const [facet, bedsEarly] = await Promise.all([
    faceted ? facetTotal(ctx, type, filter) : null,
    streamable && !banding ? bedroomCounts(ctx, type!, filter) : null,
  ]);
  // A property type is checked per row in every stream (the indexes do not hold it), so with one the streams are merged only for a rare filter.
  const bandable =
    !!facet && facet.upper > 0 && facet.upper <= (filter.typeId && !facet.bands ? RARE_MATCHES : BAND_STREAM_MATCHES);
  const fromFacets = streamable && banding && bandable && facet ? await facetStreams(ctx, type!, filter, facet) : null;
  const bedsFound =
    bedsEarly ?? (streamable && banding && bandable && !fromFacets ? await bedroomCounts(ctx, type!, filter) : null);
  if ((facet && facet.upper === 0) || bedsFound?.length === 0 || fromFacets === "none")
    return {
      data: [],
      page: paging.page,
      perPage: paging.perPage,
      hasMore: false,
      total: 0,
      totalIsLowerBound: false,
      totalIsEstimate: false,
      nextCursor: null,
    };
  // Keywords: how each word is matched and how many listings hold it (keywordPlan: one statement), for the
  // broad-keyword plan and the estimate. The estimate's live counts are read beside it.
  const terms = ftsQuery(filter.query) ? ftsTerms(filter.query) : [];
  // Keywords in one round trip: the plan is read by the page statement itself (keywordPlanSql), its
  // counts handed to the estimate when the page's rows come; a page past the end (no row to carry the plan) is answered
  // again with the plan read first.
  const folded = terms.length && !opts.unfolded ? keywordPlanSql(terms, ctx.now) : null;
  let foldedDocs: (docs: number[]) => void = () => undefined;
  const docsOfPage = folded ? new Promise<number[]>((resolve) => (foldedDocs = resolve)) : null;
  const kwPlan = terms.length && !folded ? keywordPlan(ctx, terms, ctx.now) : null;
  // Estimates that never count (estimates.ts): keywords with a type and a place, a map box with a type.
  const estimating = facet
    ? null
    : kwPlan || docsOfPage
      ? keywordEstimate(ctx, type, filter, docsOfPage ?? kwPlan!.then((p) => p.docs))
      : filter.bounds
        ? boxEstimate(ctx, type, filter)
        : null;
  estimating?.catch(() => undefined);
  const fts = kwPlan ? await kwPlan : undefined;
  if (fts?.none)
    return {
      data: [],
      page: paging.page,
      perPage: paging.perPage,
      hasMore: false,
      total: 0,
      totalIsLowerBound: false,
      totalIsEstimate: false,
      nextCursor: null,
    };
  const newestFirst = !!fts?.broad && (sortBy ?? "relevance") === "relevance";
  const rare = !!facet && facet.upper <= RARE_MATCHES;
  // A rare filter without a minimum of bedrooms seeks only the counts present too (two rows per count instead of a probe per count up to 50).
  const beds = fromFacets
    ? null
    : (bedsFound ?? (rare && type && !ftsQuery(filter.query) ? await bedroomCounts(ctx, type, filter) : null));
  // Newest first with a price range the streams above do not take (common, or no minimum of bedrooms), in a state or
  // locality: one stream per band of the range the facet rows hold (bandPage), every other filter checked on the merge.
  const byLocality = filter.localityId !== undefined || !!filter.locality;
  const bandStreams: BandStreams | undefined =
    banding &&
    facet &&
    !rare &&
    !fromFacets &&
    !bedsFound &&
    facet.key.state !== null &&
    facet.key.locality !== null &&
    (byLocality || filter.stateId !== undefined || !!filter.state)
      ? {
          column: byLocality ? "locality_id" : "state_id",
          placeId: byLocality ? facet.key.locality : facet.key.state,
          stateId: byLocality ? facet.key.state : null,
          bands: priceBands(filter, facet.bands),
        }
      : undefined;
  const queries = searchQueries(ctx, listingType, filter, sortBy, paging, opts.cursor, {
    rare,
    newestFirst,
    beds: fromFacets ? fromFacets.beds : beds?.map((b) => b.page_beds),
    streams:
      fromFacets ??
      (beds && bedsFound
        ? (streamsOf(filter, beds, banding ? priceBands(filter, facet?.bands ?? null) : undefined) ?? undefined)
        : undefined),
    fts,
    bandStreams,
    folded: folded ?? undefined,
  });
  const { find, keyed, cursor, offset } = queries;
  // A keyword page is nearly always full, so its count starts beside the page instead of after it.
  const memoKey = JSON.stringify([type ?? null, filter]);
  const memo = opts.cursor ? counts.get(memoKey) : undefined;
  const memoFresh = !!memo && ctx.now - memo.at < COUNT_MEMO_MS;
  // The cards' data comes with the page (withCardData): one statement, no round trip of its own. Not for a keyword page
  // read after its plan (the fallback past the end), whose sorted page carries ids only.
  const carded = !terms.length || !!folded;
  const pageRead = carded
    ? sqlAll(ctx.db, withCardData(sqlOfText(find.toSQL()), viewer?.id), MergedRow).then((rs) =>
        rs.map((r) => ({
          id: r.id,
          premium: !!r.premium_listing,
          key: r.page_key,
          p: propertyFromRaw(r),
          kw: r.kw_plan === undefined ? undefined : (JSON.parse(String(r.kw_plan)) as Record<string, unknown>),
          raw: r as Record<string, unknown>,
        })),
      )
    : find.all();
  const page = pageRead.then(
    (rows) => {
      const kw = folded ? (rows[0] as { kw?: Record<string, unknown> } | undefined)?.kw : undefined;
      foldedDocs(kw ? foldedPlan(kw, terms, ctx.now).docs : []);
      return rows;
    },
    (e: unknown) => {
      foldedDocs([]);
      throw e;
    },
  );
  const [rows, live, guess] = await Promise.all([page, facet ? null : liveTotal(ctx, type, filter), estimating]);
  // The keyword's plan as the page read it; the count of the spelled-out words.
  const kwRow = folded ? (rows[0] as { kw?: Record<string, unknown> } | undefined)?.kw : undefined;
  const countQuery =
    kwRow && "countOf" in queries && queries.countOf
      ? queries.countOf(foldedPlan(kwRow, terms, ctx.now).newest)
      : queries.count;
  const exact = live ?? (facet && !facet.estimate ? facet.n : null);
  // A map box over many localities whose first few alone hold more than SEARCH_TOTAL_BOUND: "1,000+" (boxEstimate).
  const guessed =
    guess === null || guess === undefined ? null : typeof guess === "number" ? { n: guess, atLeast: false } : guess;
  const atLeast = !!guessed?.atLeast;
  const estimated = facet?.estimate ? facet.n : atLeast ? SEARCH_TOTAL_BOUND : (guessed?.n ?? null);
  const early = ftsQuery(filter.query) && !memoFresh && exact === null && estimated === null ? countQuery.get() : null;
  early?.catch(() => undefined);
  const pageRows: { id: string; premium: boolean; key: number; p?: PropertyRow; raw?: Record<string, unknown> }[] =
    rows.slice(0, paging.perPage);
  const hasMore = rows.length > paging.perPage;
  const pageTells = !cursor && !hasMore && (rows.length > 0 || paging.page === 1);
  if (folded && !rows.length && !pageTells)
    return searchProperties(ctx, viewer, listingType, filter, sortBy, paging, { ...opts, unfolded: true });
  // The cards of the page in parallel with the count, when a count is needed. A page reached by cursor (paging
  // on from a page this isolate answered lately) reuses that page's count.
  const needCount = exact === null && estimated === null && !pageTells;
  const [counted, cards] = await Promise.all([
    !needCount ? null : memoFresh ? memo : (early ?? countQuery.get()),
    pageRows.every((r) => !!r.p && !!r.raw)
      ? cardsOfCardRows(
          ctx,
          pageRows.map((r) => ({ p: r.p!, raw: r.raw! })),
        )
      : pageRows.every((r) => !!r.p)
        ? cardsOfRows(
            ctx,
            pageRows.flatMap((r) => (r.p ? [r.p] : [])),
            viewer?.id,
          )
        : cardsByIds(
            ctx,
            pageRows.map((r) => r.id),
            viewer?.id,
          ),
  ]);
  if (needCount && counted && counted !== memo)
    remember(memoKey, { n: counted.n, capped: counted.capped, at: ctx.now });
  const total = pageTells ? offset + rows.length : (exact ?? estimated ?? counted?.n ?? 0);
  const lowerBound =
    (needCount && (total > SEARCH_TOTAL_BOUND || !!counted?.capped)) || (!pageTells && exact === null && atLeast);
  // A cut price band makes the facet total an estimate; it is never below what the pages so far have shown.
  const isEstimate = !pageTells && exact === null && estimated !== null && !atLeast;
  const last = pageRows.at(-1);
  return {
    data: cards,
    page: paging.page,
    perPage: paging.perPage,
    hasMore,
    total: needCount ? Math.min(total, SEARCH_TOTAL_BOUND) : isEstimate ? Math.max(total, offset + rows.length) : total,
    totalIsLowerBound: lowerBound,
    totalIsEstimate: isEstimate,
    nextCursor: hasMore && keyed && last ? encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]) : null,
  };
}

/** The search with D1's rows_read of every statement it ran, split as `npm run bench:search` reports it (benchParts). */
export async function measuredSearch(
  ctx: ServiceCtx,
  viewer: AuthUser | null,
  listingType: string | undefined,
  filter: SearchFilter,
  sortBy: Sort | undefined,
  paging: Paging,
  opts: Options = {},
) {
  const log: Metered[] = [];
  const DB = meteredDb(ctx.env.DB, log);
  const page = await searchProperties(
    { ...ctx, env: { ...ctx.env, DB }, db: createDb(DB) },
    viewer,
    listingType,
    filter,
    sortBy,
    paging,
    opts,
  );
  return { page, rowsRead: benchParts(log) };
}
