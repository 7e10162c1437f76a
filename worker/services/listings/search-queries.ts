import { and, asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { properties } from "../../db/schema";
import { SEARCH_TOTAL_BOUND } from "../../contracts/listings";
import type { ServiceCtx } from "../../lib/context";
import type { Paging } from "./read";
import {
  ftsMatch,
  ftsQuery,
  ftsTerms,
  ftsWindow,
  ftsWindowOf,
  KEYWORD_WINDOW,
  KW_PLAN_JSON,
  listingsFts,
  NO_MATCH,
  type KeywordPlan,
} from "./fts";
import { afterCursor, decodeCursor, KEYS, type Cursor, type KeyedSort, type Sort } from "./search-cursor";
import { bestMatches, byRowidOf, keywordCount, KEYWORD_CANDIDATES } from "./search-keyword";
import { cellPage, mapCells } from "./search-map-cells";
import { foldedFind, mergedPage } from "./search-merge";
import { bandPage, type BandStreams } from "./search-price-bands";
import { priceArms, splitArms, STREAM_SORTS, streamArms, type Streams } from "./search-streams";
import { searchWhere } from "./search-where";
import { mergeTree, placeArms, type PlaceFilter } from "./search-places";
import { ancestorIndexed } from "./search-scope";
import { isPlaceOnly } from "./live-counts";
import { extrasQueries } from "./search-extras";
import { kindArms, kindRest } from "./search-kinds";

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
  filter: PlaceFilter,
  sortBy: Sort | undefined,
  paging: Paging,
  cursorText?: string,
  plan: {
    rare?: boolean;
    newestFirst?: boolean;
    beds?: readonly number[];
    streams?: Streams;
    /** What the streams' filter does not count (extras, a lister, …): checked per row in every stream. */
    streamRest?: PlaceFilter;
    /** Newest first by one stream per property type (these) and locality (search-kinds.ts). */
    kinds?: readonly number[];
    fts?: KeywordPlan;
    bandStreams?: BandStreams;
    /** The extra whose postings the page reads (search-extras.ts), the rarest of the filter's. */
    extra?: number;
    folded?: string;
    /**
     * An area's or region's subtree (filter.localityIds): the live listings of its state and the subtree's possible
     * matches, which choose between one stream per locality and the walk (mergeTree). Without them it merges when it can.
     */
    tree?: { stateLive: number; matches: number };
    /**
     * A filter the facet rows count only in part (search.ts), split: a page that walks its sort index also answers how
     * many of the counted part's listings it examined (examinedCount), for the total's estimate.
     */
    sample?: { counted: PlaceFilter; rest: PlaceFilter };
  } = {},
) {
  const type = listingType ?? filter.listingType;
  const keyword = ftsQuery(filter.query);
  const terms = ftsTerms(filter.query);
  const sort: Sort = sortBy ?? (keyword ? "relevance" : "latest");
  const keyed = sort === "relevance" && keyword ? null : sort === "relevance" ? "latest" : sort;
  // A property type's own index (status, listing type, type, place, …) holds a subset of its place's listings in the
  // newest-first order: never more to walk. A rare seek takes it only when no bedrooms or price narrow the place's seek.
  const rare = !!plan.rare && !keyword;
  const narrowed = !!filter.minBedrooms || filter.minPriceKobo !== undefined || filter.maxPriceKobo !== undefined;
  // An area's or a region's own indexes serve newest first, by price and by move-in cost (search-scope.ts); by views it
  // walks its state's index, the place checked per row (a rare seek reads its bedrooms-and-price index).
  const placeIndexed =
    rare ||
    keyed === null ||
    ancestorIndexed(
      keyed === "latest" ? "latest" : keyed === "price_asc" ? "price_asc" : keyed === "price_desc" ? "price" : keyed,
    );
  const where = searchWhere(ctx.now, type, filter, {
    rare,
    beds: plan.beds,
    kindIndex: rare ? !narrowed : keyed === "latest",
    placeIndexed,
  });
  const cursor = cursorText && keyed ? decodeCursor(cursorText) : null;
  const rest = plan.streamRest ? searchWhere(ctx.now, undefined, plan.streamRest, { bare: true }) : undefined;
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

  // A keyword page whose statement carries its plan (keywordPlanSql), and its counts.
  const foldedPage = (query: SQL, words: string) => ({
    find: foldedFind(ctx, query),
    count: keywordCount(ctx, words, where),
    countOf: (newest: string) => keywordCount(ctx, newest, where),
    keyed,
    cursor,
    offset,
    examined: null,
  });
  // A keyword page read by the query builder, and its count.
  const keywordAnswer = <F>(find: F) => ({
    find,
    count: keywordCount(ctx, plan.fts?.newest ?? keyword!, where),
    keyed,
    cursor,
    offset,
    examined: null,
  });
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
      return foldedPage(query, keyword);
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
    return keywordAnswer(find);
  }

  // A rare search sorts its few matches itself (`+`: no sort index may drive it).
  const k = (c: AnyColumn | SQL): AnyColumn | SQL => (plan.rare && !keyword ? sql`+${c}` : c);
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
    return foldedPage(query, keyword);
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
    return keywordAnswer(find);
  }
  // An extra: its postings in the page's order (search-extras.ts); null when its streams would be too many.
  const byExtra =
    plan.extra !== undefined ? extrasQueries(ctx, type, filter, keyed!, plan.extra, cursor, paging, offset) : null;
  if (byExtra) return { find: byExtra.find, count: byExtra.count, keyed, cursor, offset, examined: null };
  // An area or a region: one stream per locality of its subtree (and bedroom count, for the bedroom streams) when the
  // merge reads fewer rows than walking the state's index (mergeTree); else the walk and the plans below, which check
  // the subtree per row. Bedroom streams (plan.streams) are read for the state: never merged as they are for a tree.
  const tree =
    filter.localityIds && filter.stateId !== undefined && type && (STREAM_SORTS.has(keyed!) || keyed === "move_in_asc")
      ? filter
      : null;
  const treeArms = tree
    ? plan.streams
      ? tree.localityIds!.flatMap((id) =>
          streamArms(
            ctx.now,
            type!,
            filter,
            keyed!,
            { ...plan.streams!, column: "locality_id", placeId: id, stateId: tree.stateId! },
            cursor,
            rest,
          ),
        )
      : isPlaceOnly(filter)
        ? placeArms(ctx.now, type!, tree.stateId!, tree.localityIds!, keyed!, cursor)
        : null
    : null;
  const treePage =
    treeArms &&
    mergeTree(
      treeArms.length,
      paging.perPage + 1 + offset,
      plan.tree?.matches ?? 1,
      plan.tree?.stateLive ?? Infinity,
      !!plan.rare,
    )
      ? mergedPage(ctx, keyed!, treeArms, paging, offset)
      : null;
  // Streams with no place (every state) are newest first only: the price sorts have no such index.
  const streams =
    !filter.localityIds &&
    plan.streams &&
    type &&
    STREAM_SORTS.has(keyed!) &&
    (plan.streams.column !== null || keyed === "latest")
      ? plan.streams
      : null;
  // By price with a price range in a place: one seek per boost on the place's price index (priceArms), where the walk
  // would read every listing on the near side of the range first.
  const priced =
    !treePage && !streams && !plan.rare && type && (keyed === "price_asc" || keyed === "price_desc")
      ? priceArms(ctx.now, type, filter, keyed, cursor)
      : null;
  const split = !treePage && !streams && !priced && !!cursor && keyed === "price_asc" && cursor[0] === 1;
  // A map box, newest first, with a listing type: one stream per map cell the box overlaps (cellPage in search-map-cells.ts).
  const cells =
    !treePage && !streams && !split && type && keyed === "latest" && filter.bounds ? mapCells(filter.bounds) : null;
  // Newest first with a common price range in a place: one stream per band (bandPage).
  const bandStreams =
    !treePage && !streams && !split && !cells && type && keyed === "latest" && !plan.rare
      ? plan.bandStreams
      : undefined;
  // A type or a family newest first in a resolved place: one stream per type and locality, the rest checked per row.
  const kinded =
    plan.kinds?.length && type && keyed === "latest" && typeof filter.stateId === "number"
      ? kindArms(
          ctx.now,
          type,
          plan.kinds,
          {
            stateId: filter.stateId,
            localityIds: filter.localityIds ?? (typeof filter.localityId === "number" ? [filter.localityId] : null),
            ancestor: filter.ancestor,
          },
          searchWhere(ctx.now, undefined, kindRest(filter), { bare: true }),
          cursor,
        )
      : null;
  const kindPage = kinded ? mergedPage(ctx, keyed!, kinded, paging, offset) : null;
  const merged = kindPage
    ? kindPage
    : treePage
      ? treePage
      : streams
        ? mergedPage(ctx, keyed!, streamArms(ctx.now, type!, filter, keyed!, streams, cursor, rest), paging, offset)
        : priced
          ? mergedPage(ctx, keyed!, priced, paging, offset)
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
  const countWhere =
    filter.bounds || filter.maxMoveInKobo !== undefined
      ? searchWhere(ctx.now, type, filter, {
          boxIndex: !!filter.bounds,
          moveInIndex: true,
          placeIndexed: !filter.maxMoveInKobo,
        })
      : where;
  const inner = ctx.db
    .select({ one: sql`1` })
    .from(properties)
    .where(countWhere)
    .limit(SEARCH_TOTAL_BOUND + 1)
    .as("m");
  const count = ctx.db.select({ n: sql<number>`count(*)`.as("search_total"), capped: sql<number>`0` }).from(inner);
  // A walk of a filter counted in part: how many of the counted part's listings the page examined up to a row of it (its
  // last), for the total's estimate (search.ts). Null for any other plan.
  const examined =
    !merged && plan.sample && !plan.rare && keyed
      ? examinedCount(
          and(
            searchWhere(ctx.now, type, plan.sample.counted, { kindIndex: keyed === "latest", placeIndexed }),
            cursor ? afterCursor(keyed, cursor) : undefined,
          ),
          keyed,
          order,
        )
      : null;
  return { find, count, keyed, cursor, offset, examined };
}

/**
 * The rows of `counted` (the part of a filter the facet rows count, and the cursor) from the start of the page's walk up
 * to and including `last`, in the sort's order: one range of the walk's index (two for price low-high past the boosted
 * group), so it reads as many rows as the page examined, never the matches beyond it.
 */
function examinedCount(counted: SQL | undefined, sort: KeyedSort, order: SQL[]) {
  const { col, dir } = KEYS[sort];
  // In the page's order, so the planner takes the page's own index (a bare count may pick any index the range fits).
  const n = (upTo: SQL) =>
    sql`(select count(*) from (select 1 from ${properties} where ${counted ? sql`${counted} and ` : sql``}${upTo} order by ${sql.join(order, sql`, `)}))`;
  return (last: Cursor): SQL => {
    const upTo =
      dir === "desc"
        ? n(sql`(${properties.premiumListing}, ${col}, ${properties.id}) >= (${last[0]}, ${last[1]}, ${last[2]})`)
        : last[0] === 1
          ? n(sql`${properties.premiumListing} = 1 and (${col}, ${properties.id}) <= (${last[1]}, ${last[2]})`)
          : sql`${n(sql`${properties.premiumListing} = 1`)} + ${n(sql`${properties.premiumListing} = 0 and (${col}, ${properties.id}) <= (${last[1]}, ${last[2]})`)}`;
    return sql`select ${upTo} as search_total`;
  };
}
