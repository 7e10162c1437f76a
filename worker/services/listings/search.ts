import type { AuthUser } from "../../contracts/auth";
import { SEARCH_TOTAL_BOUND, type PropertyCard, type SearchFilter } from "../../contracts/listings";
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
import { foldedPlan, ftsQuery, ftsTerms, keywordPlan, keywordPlanSql } from "./fts";
import { isPlaceOnly, liveTotal, scopeLive } from "./live-counts";
import { facetBound, facetTotal, isCounted, splitCounted } from "./facet-counts";
import { boxEstimate, keywordEstimate } from "./estimates";
import { benchParts, meteredDb, type Metered } from "../../lib/bench-meter";
import { createDb } from "../../db/client";
import { z } from "zod";
import { sqlAll, sqlGet } from "../../db/sql";
import { encodeCursor, type KeyedSort, type Sort } from "./search-cursor";
import { MergedRow } from "./search-merge";
import { searchQueries } from "./search-queries";
import { bedroomCounts, facetStreams, STREAM_SORTS, streamsOf } from "./search-streams";
import { MAX_BAND_STREAMS, priceBands, type BandStreams } from "./search-price-bands";
import { placeFilter, placeTree, type PlaceFilter } from "./search-places";
import { extraCodes, extraCounts } from "./extra-counts";
import { EXTRAS_SORTS, extrasTotals, onlyExtras, rarest } from "./search-extras";
import { kindsOf } from "./search-kinds";
import { typesTotal } from "./search-types-total";
import { listersHold } from "./search-listers";

/**
 * The search's entry: which plan a filter takes (facet counts, bedroom streams, price bands, keywords), the page and
 * its cards, and the total. The plans' statements are written by search-queries.ts and the modules it names.
 */

export type { SearchFilter, Sort };
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

/** The answer when the facet counts or the keywords already tell that nothing matches. */
const noMatches = (paging: Paging): SearchPage => ({
  data: [],
  page: paging.page,
  perPage: paging.perPage,
  hasMore: false,
  total: 0,
  totalIsLowerBound: false,
  totalIsEstimate: false,
  nextCursor: null,
});

type Options = {
  cursor?: string;
  /** Read the keyword plan before the page (a folded page past the end has no row to carry it). */ unfolded?: boolean;
};

/**
 * At most this many possible matches (the facet counts' upper bound) and a newest-first search with a price range merges
 * its (bedroom count × price band) streams; more, and it walks the sort index checking bedrooms and price per row, which
 * fills a page sooner than merging many streams (past 5, the groups' merges sort perPage + 1 rows each).
 */
export const BAND_STREAM_MATCHES = 2_000;
/** At most this many matches (the facet counts' upper bound) and a search seeks them instead of walking its sort index. */
export const RARE_MATCHES = 150;
/**
 * The fewest matches a page's walk must hold for its share to estimate a total (a full page of 12 and one more): a
 * smaller page (the filter sheet's live count asks for one card) counts its matches up to SEARCH_TOTAL_BOUND instead.
 */
export const SAMPLE_MATCHES = 13;
/**
 * A minimum of bedrooms met by at least 1 in this many of the place's listings walks, newest first (bedsWalk). Half, not
 * less: a place's newest listings need not have its older ones' mix, and the walk reads more the further they are from it.
 */
export const WALK_SHARE = 2;

/** The bedroom counts present in the place (bedroomCounts) up to a most-bedrooms; null when the filter names no place. */
async function countsUpToMost(ctx: ServiceCtx, listingType: string, f: PlaceFilter) {
  const rows = await bedroomCounts(ctx, listingType, f);
  return rows && f.maxBedrooms !== undefined ? rows.filter((r) => r.page_beds <= f.maxBedrooms!) : rows;
}

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
  asked: SearchFilter,
  sortBy: Sort | undefined,
  paging: Paging,
  opts: Options = {},
): Promise<SearchPage> {
  const type = listingType ?? asked.listingType;
  // A move-in total is never below the price (a year's rent is at least one period's price; fees are never negative),
  // so a move-in cap is also a price cap: the price's plans (facet bounds, rare seeks on the price indexes) serve it,
  // and the move-in total itself is checked per row and counted along its own index (search-where.ts).
  if (asked.maxMoveInKobo !== undefined)
    asked = { ...asked, maxPriceKobo: Math.min(asked.maxPriceKobo ?? Number.MAX_SAFE_INTEGER, asked.maxMoveInKobo) };
  // The place as people mean it: an area or a region takes in every locality below it (search-places.ts). A place
  // resolved is searched by id; one that does not exist is left as asked (the search finds nothing, as ever).
  const place = await placeTree(ctx, type, asked);
  const filter: PlaceFilter = place ? placeFilter(asked, place) : asked;
  // A faceted filter beyond type and place (property type or a family of them, bedrooms, price) asks the facet counts
  // first: none can match (the page query would walk every listing of the place), few match (seek them), or how many.
  const faceted = !isPlaceOnly(filter) && isCounted(type, filter);
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
  // Extras (amenities, power and water facts, title documents, furnishing): each one's live listings in the type and
  // place (extra-counts.ts), beside the facet counts. None: no match. The rarest is read through its postings.
  const codes = ftsQuery(filter.query) || filter.bounds ? [] : extraCodes(filter);
  // Newest first with a minimum of bedrooms and no price range: the share of the place's listings that match decides
  // between the bedroom streams and the walk (bedsWalk), so the counts present are read only once it is known.
  const latestBeds = streamable && !banding && sorted === "latest";
  // Every listing type (no type asked) with a filter beyond a place: each type's counts, summed (search-types-total.ts).
  const everyType =
    !type &&
    !isPlaceOnly(filter) &&
    !ftsQuery(filter.query) &&
    !filter.bounds &&
    filter.maxMoveInKobo === undefined &&
    !codes.length;
  const [facet, bedsEarly, extras, scope, listers, types] = await Promise.all([
    faceted ? facetTotal(ctx, type, filter) : null,
    streamable && !banding && !latestBeds ? countsUpToMost(ctx, type!, filter) : null,
    codes.length ? extraCounts(ctx, type, filter, codes) : null,
    latestBeds ? (place ? place.live.tree : scopeLive(ctx, type!, filter)) : null,
    listersHold(ctx, type, filter),
    everyType ? typesTotal(ctx, filter) : null,
  ]);
  if (types?.upper === 0) return noMatches(paging);
  if (listers === false) return noMatches(paging);
  // When at least 1 in WALK_SHARE of the place's listings match, walking its newest-first index with bedrooms checked per
  // row fills a page in about (perPage + 1) × WALK_SHARE rows, fewer than the streams: two rows per count present to find
  // the counts, then a page per group of 5 streams. Not by price: the cheapest listings have the fewest bedrooms, so a
  // price walk would read far more than the share says; the streams seek there.
  const bedsWalk = latestBeds && !!facet && scope !== null && facet.upper * WALK_SHARE >= scope;
  const bedsLatest = latestBeds && !bedsWalk ? await countsUpToMost(ctx, type!, filter) : null;
  const extra = extras ? rarest(extras.counts) : null;
  if (extra?.n === 0) return noMatches(paging);
  // A property type (one, a family, a category) is checked per row in every bedroom stream (those indexes do not hold
  // it), so with one the (count, band) streams are merged only for a rare filter.
  const typed = !!filter.typeId || !!filter.typeIds?.length || filter.categoryId !== undefined;
  const bandable =
    !!facet && facet.upper > 0 && facet.upper <= (typed && !facet.bands ? RARE_MATCHES : BAND_STREAM_MATCHES);
  // The (count, band) pairs come from one type's rows of every count from the fewest up: not for a family, a category or a most.
  const pairable = !filter.typeIds?.length && filter.maxBedrooms === undefined && filter.categoryId === undefined;
  const fromFacets =
    streamable && banding && bandable && pairable && facet ? await facetStreams(ctx, type!, filter, facet) : null;
  // A common filter of an area or a region whose range covers more price bands than the state's band streams take
  // (they would walk the state's newest): one bedroom stream per locality and count instead, the price per row.
  const treeWalks =
    streamable &&
    banding &&
    !!filter.localityIds &&
    !!facet &&
    !bandable &&
    priceBands(filter, facet.bands).length > MAX_BAND_STREAMS;
  const bedsFound =
    bedsEarly ??
    bedsLatest ??
    ((streamable && banding && bandable && !fromFacets) || treeWalks ? await countsUpToMost(ctx, type!, filter) : null);
  // A filter the counts answer only in part (a family of types, a most-bedrooms, extras) is bounded by that part; the
  // pages that follow by cursor reuse the first page's bound, as they reuse its count.
  const boundKey = `bound:${JSON.stringify([type ?? null, filter])}`;
  const knownBound = opts.cursor ? counts.get(boundKey) : undefined;
  const bound =
    faceted || isPlaceOnly(filter) || (!!extra && onlyExtras(filter))
      ? null
      : knownBound && ctx.now - knownBound.at < COUNT_MEMO_MS
        ? knownBound.n
        : types
          ? types.upper
          : type && !filter.bounds && !ftsQuery(filter.query) && isPlaceOnly(splitCounted(filter).counted)
            ? // Counted part a type and a place only: its live count (one row and the drift), not every price band's row.
              await liveTotal(ctx, type, splitCounted(filter).counted)
            : await facetBound(ctx, type, filter);
  if (bound !== null && !knownBound) remember(boundKey, { n: bound, capped: bound, at: ctx.now });
  if ((facet && facet.upper === 0) || bedsFound?.length === 0 || fromFacets === "none" || bound === 0)
    return noMatches(paging);
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
  if (fts?.none) return noMatches(paging);
  const newestFirst = !!fts?.broad && (sortBy ?? "relevance") === "relevance";
  // Few possible matches (the facet counts' upper bound, or the counted part's): sought, then sorted.
  const rareCount = (!!facet && facet.upper <= RARE_MATCHES) || (bound !== null && bound <= RARE_MATCHES);
  // Newest first with a property type or a family of them in a resolved place and no minimum of bedrooms: one stream per
  // type and locality on the type's own index, everything else checked per row (search-kinds.ts), unless few match
  // (sought) or the rarest extra's postings are fewer than the typed part's listings.
  const kinds =
    sorted === "latest" &&
    !!type &&
    // A minimum of bedrooms narrows more through its own streams (one per count), the type checked per row; but with a
    // price range too common for the (count, band) streams, the type's own streams check bedrooms and price per row,
    // where the price bands' streams would check the type and the bedrooms.
    (!filter.minBedrooms || (banding && !!facet && !bandable)) &&
    typed &&
    typeof filter.stateId === "number" &&
    (filter.localityId === undefined || typeof filter.localityId === "number") &&
    !ftsQuery(filter.query) &&
    !filter.bounds &&
    !rareCount &&
    (!extra || (bound !== null && bound < extra.n));
  const kindTypes = kinds ? await kindsOf(ctx, filter) : null;
  // A filter beyond what the facet rows count (an extra, a lister, …) whose counted part has a minimum of bedrooms in a
  // place and holds fewer listings than the rarest extra's postings: the counted part's bedroom streams, the rest checked
  // per row (a subset of the place's walk, in its order). A rare counted part is sought instead, as below.
  const split =
    !kinds &&
    !faceted &&
    bound !== null &&
    bound > RARE_MATCHES &&
    (!extra || bound < extra.n) &&
    !!type &&
    !!filter.minBedrooms &&
    !ftsQuery(filter.query) &&
    !filter.bounds &&
    STREAM_SORTS.has(sorted as KeyedSort)
      ? splitCounted(filter)
      : null;
  const restBeds = split ? await countsUpToMost(ctx, type!, split.counted) : null;
  if (restBeds?.length === 0) return noMatches(paging);
  const restStreams = split && restBeds ? streamsOf(filter, restBeds) : null;
  // The rarest extra's postings read no more than the walk of the place (they are a part of it, in its order); only a
  // rare counted rest (facetBound ≤ RARE_MATCHES) with fewer candidates than the extra is sought as before.
  const byExtra =
    !kinds &&
    !restStreams &&
    !!extra &&
    EXTRAS_SORTS.has(sorted as KeyedSort) &&
    !(bound !== null && bound <= RARE_MATCHES && bound < extra.n);
  // A minimum of bedrooms most of the place meets walks even when few listings match: the walk reads about a page, the
  // seek every match.
  const rare = !byExtra && !restStreams && !kinds && rareCount && !bedsWalk && !!type;
  // A rare filter without a minimum of bedrooms seeks only the counts present too (two rows per count instead of a probe per count up to 50).
  const beds = fromFacets
    ? null
    : (bedsFound ?? (rare && type && !ftsQuery(filter.query) ? await countsUpToMost(ctx, type, filter) : null));
  // Newest first with a price range the streams above do not take (common, or no minimum of bedrooms), in a state or
  // locality: one stream per band of the range the facet rows hold (bandPage), every other filter checked on the merge.
  // An area or a region takes them too when its bedroom streams are not merged (search-queries.ts): the state's band
  // streams read a subset of the walk's rows, in its order.
  const byLocality = filter.localityId !== undefined || !!filter.locality;
  const bandStreams: BandStreams | undefined =
    banding &&
    facet &&
    !rare &&
    !fromFacets &&
    (!bedsFound || !!filter.localityIds) &&
    facet.key.state !== null &&
    facet.key.locality !== null &&
    (byLocality || filter.stateId !== undefined || !!filter.state)
      ? {
          column: byLocality ? (filter.ancestor ?? "locality_id") : "state_id",
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
      restStreams ??
      (beds && bedsFound
        ? (streamsOf(filter, beds, banding && !treeWalks ? priceBands(filter, facet?.bands ?? null) : undefined) ??
          undefined)
        : undefined),
    streamRest: restStreams ? split!.rest : undefined,
    kinds: kindTypes ?? undefined,
    fts,
    bandStreams,
    extra: byExtra ? extra.extra : undefined,
    folded: folded ?? undefined,
    tree: place ? { stateLive: place.live.state, matches: facet ? facet.upper : place.live.tree } : undefined,
    // A filter counted in part whose page walks (none of the plans above): the page is also the total's sample.
    sample: bound !== null && !rare ? splitCounted(filter) : undefined,
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
  const fromExtras = extras ? extrasTotals(type, filter, extras, bound) : null;
  const exact =
    live ??
    (facet && !facet.estimate ? facet.n : null) ??
    fromExtras?.exact ??
    (types?.n !== undefined && !types.estimate ? types.n : null) ??
    null;
  // A map box over many localities whose first few alone hold more than SEARCH_TOTAL_BOUND: "1,000+" (boxEstimate).
  const guessed =
    guess === null || guess === undefined ? null : typeof guess === "number" ? { n: guess, atLeast: false } : guess;
  const atLeast = !!guessed?.atLeast;
  const estimated = facet?.estimate
    ? facet.n
    : types?.n !== undefined && types.estimate
      ? types.n
      : atLeast
        ? SEARCH_TOTAL_BOUND
        : (guessed?.n ?? (exact === null ? (fromExtras?.estimate ?? null) : null));
  const early = ftsQuery(filter.query) && !memoFresh && exact === null && estimated === null ? countQuery.get() : null;
  early?.catch(() => undefined);
  const pageRows: { id: string; premium: boolean; key: number; p?: PropertyRow; raw?: Record<string, unknown> }[] =
    rows.slice(0, paging.perPage);
  const hasMore = rows.length > paging.perPage;
  const pageTells = !cursor && !hasMore && (rows.length > 0 || paging.page === 1);
  // A walk of a filter counted in part: the counted part's total × the share of the listings the page examined that
  // matched (examinedCount reads as many rows as the page walked, up to its last), in place of a count that reads every
  // match up to SEARCH_TOTAL_BOUND, or every listing of the place for a rare filter. The pages that follow by cursor keep
  // the first page's figure.
  const sampleKey = `sample:${memoKey}`;
  const sampleMemo = opts.cursor ? counts.get(sampleKey) : undefined;
  const lastRow = rows.at(-1);
  const examinedOf = queries.examined;
  const sampling =
    examinedOf && bound !== null && exact === null && estimated === null && !pageTells
      ? sampleMemo && ctx.now - sampleMemo.at < COUNT_MEMO_MS
        ? Promise.resolve(sampleMemo.n)
        : hasMore && lastRow && offset + rows.length >= SAMPLE_MATCHES
          ? sqlGet(
              ctx.db,
              examinedOf([lastRow.premium ? 1 : 0, Number(lastRow.key), lastRow.id]),
              z.object({ search_total: z.number() }),
            ).then((r) =>
              Math.round((bound * (offset + rows.length)) / Math.max(r?.search_total ?? 0, offset + rows.length)),
            )
          : null
      : null;
  if (folded && !rows.length && !pageTells)
    return searchProperties(ctx, viewer, listingType, asked, sortBy, paging, { ...opts, unfolded: true });
  // The cards of the page in parallel with the count, when a count is needed. A page reached by cursor (paging
  // on from a page this isolate answered lately) reuses that page's count.
  const needCount = exact === null && estimated === null && !sampling && !pageTells;
  const [counted, cards, sample] = await Promise.all([
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
    sampling,
  ]);
  if (needCount && counted && counted !== memo)
    remember(memoKey, { n: counted.n, capped: counted.capped, at: ctx.now });
  if (sample !== null && sampleMemo?.n !== sample) remember(sampleKey, { n: sample, capped: 0, at: ctx.now });
  const estimate = estimated ?? sample;
  const total = pageTells ? offset + rows.length : (exact ?? estimate ?? counted?.n ?? 0);
  const lowerBound =
    (needCount && (total > SEARCH_TOTAL_BOUND || !!counted?.capped)) || (!pageTells && exact === null && atLeast);
  // A cut price band makes the facet total an estimate; it is never below what the pages so far have shown.
  const isEstimate = !pageTells && exact === null && estimate !== null && !atLeast;
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

/** What a search takes beside the request's context. */
type SearchArgs = Parameters<typeof searchProperties> extends [ServiceCtx, ...infer Rest] ? Rest : never;

/** The search with D1's rows_read of every statement it ran, split as `npm run bench:search` reports it (benchParts). */
export async function measuredSearch(ctx: ServiceCtx, ...search: SearchArgs) {
  const log: Metered[] = [];
  const DB = meteredDb(ctx.env.DB, log);
  const page = await searchProperties({ ...ctx, env: { ...ctx.env, DB }, db: createDb(DB) }, ...search);
  return { page, rowsRead: benchParts(log) };
}
