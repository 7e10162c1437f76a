import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { LISTING_TYPES, SEARCH_TOTAL_BOUND } from "../../contracts/listings";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import type { Paging } from "./read";
import { KEYS, type Cursor, type KeyedSort } from "./search-cursor";
import { lit, onMerged, rawPage, str } from "./search-merge";
import { idList, type PlaceFilter } from "./search-places";
import { placeIds, searchWhere } from "./search-where";
import { DOCUMENT_CODE_BASE, FURNISHING_CODE_BASE, type ExtraCount } from "./extra-counts";
import { isCounted } from "./facet-counts";
import { FURNISHING, POWER_FACTS, TITLE_DOCUMENT_CODES, WATER_FACTS } from "../../contracts/search-codes";

/**
 * The page of a search with an extra (an amenity, a power or water fact, a title document, a furnishing): the rarest
 * extra's postings (listing_extras, migrations/0065) of the search's type and place, read in the page's order from
 * the index of its scope and sort, each looked up in `properties` by id, the rest of the filter and freshness checked
 * per row. However rare the extra, the page reads about perPage + 1 postings (more only as the rest of the filter
 * thins them), where walking the place's sort index read every listing of the place for a rare one.
 */

/** Sorts the postings serve: an index per sort key (newest first read backwards; price one range per boost). */
export const EXTRAS_SORTS = new Set<KeyedSort>(["latest", "price_asc", "price_desc"]);
/**
 * D1 allows 5 terms in a compound SELECT: an area's or region's streams (one per locality) are merged 5 at a time and the
 * groups merged again, up to 25; a page of more streams (every type by price, 6) takes the other plans.
 */
const MAX_ARMS = 25;

/** The extra to read the postings of: the one with the fewest live listings in the type and place. */
export function rarest(counts: readonly ExtraCount[]): ExtraCount | null {
  return counts.reduce<ExtraCount | null>((a, c) => (a === null || c.n < a.n ? c : a), null);
}

/** The filter without one extra: the postings read are that extra's, so the page does not check it again. */
export function withoutExtra(f: PlaceFilter, code: number): PlaceFilter {
  if (code >= FURNISHING_CODE_BASE) return { ...f, furnishing: undefined };
  if (code >= DOCUMENT_CODE_BASE) {
    const doc = TITLE_DOCUMENT_CODES[code - DOCUMENT_CODE_BASE];
    return { ...f, titleDocuments: f.titleDocuments?.filter((d) => d !== doc) };
  }
  return {
    ...f,
    amenities: f.amenities?.filter((a) => a !== code),
    power: f.power?.filter((p) => POWER_FACTS[p] !== code),
    water: f.water?.filter((w) => WATER_FACTS[w] !== code),
  };
}

/** Whether a filter is a place, a listing type and extras only (its total is the extras' counts). */
export function onlyExtras(f: PlaceFilter) {
  const place = new Set(["stateId", "state", "localityId", "locality", "localityIds", "ancestor", "listingType"]);
  const extras = new Set(["amenities", "power", "water", "titleDocuments", "furnishing"]);
  return Object.entries(f).every(
    ([k, v]) => v === undefined || (Array.isArray(v) && !v.length) || place.has(k) || extras.has(k),
  );
}

/**
 * A total from the extras' counts: exact for one extra in a type and place (its count); else, when the rest of the
 * filter is counted too (other extras, or what the facet counts hold: `partBound`, facetBound's), an estimate that takes
 * the filters as independent (each a share of the type's live listings in the place), never above the rarest's count.
 * Neither for what no table counts (a lister, bathrooms, a service charge, a most-bedrooms): the page's bounded count
 * answers it, over the rarest extra's postings.
 */
export function extrasTotals(
  listingType: string | undefined,
  f: PlaceFilter,
  extras: { counts: readonly ExtraCount[]; base: number },
  partBound: number | null,
): { exact: number | null; estimate: number | null } {
  const r = rarest(extras.counts);
  if (!r) return { exact: null, estimate: null };
  if (onlyExtras(f) && extras.counts.length === 1) return { exact: r.n, estimate: null };
  // A family of types, a category and a bedroom range are counted too (facetBound: the facet rows, isCounted).
  const rest = {
    ...f,
    amenities: undefined,
    power: undefined,
    water: undefined,
    titleDocuments: undefined,
    furnishing: undefined,
    typeIds: undefined,
  };
  const restShare = onlyExtras(f)
    ? 1
    : listingType && partBound !== null && isCounted(listingType, rest)
      ? partBound / Math.max(1, extras.base)
      : null;
  if (restShare === null || extras.base <= 0) return { exact: null, estimate: null };
  let n = r.n * Math.min(1, restShare);
  for (const c of extras.counts) if (c !== r) n *= Math.min(1, c.n / extras.base);
  return { exact: null, estimate: Math.min(r.n, Math.round(n)) };
}

/** The index scope of a filter's place and the test of a posting's place (an area's or region's subtree on the state's index). */
function scopeOf(f: PlaceFilter): { scope: "locality" | "area" | "region" | "state" | "type"; cond: SQL } {
  const { stateId, localityId } = placeIds(f);
  // An area or a region: its own postings' indexes (migrations/0073).
  if (f.ancestor && localityId !== undefined)
    return {
      scope: f.ancestor === "area_id" ? "area" : "region",
      cond: sql` and e.${sql.raw(f.ancestor)} = ${localityId}`,
    };
  if (localityId !== undefined) return { scope: "locality", cond: sql` and e.locality_id = ${localityId}` };
  if (stateId !== undefined)
    return {
      scope: "state",
      cond: sql` and e.state_id = ${stateId}${f.localityIds ? sql` and +e.locality_id in (${idList(f.localityIds)})` : sql``}`,
    };
  return { scope: "type", cond: sql`` };
}

/**
 * The page statement and bounded count of a search read through `code`'s postings; null when its streams would pass
 * D1's compound limit (every listing type sorted by price: six streams), and the caller plans it as before.
 */
export function extrasQueries(
  ctx: ServiceCtx,
  listingType: string | undefined,
  filter: PlaceFilter,
  sort: KeyedSort,
  code: number,
  cursor: Cursor | null,
  paging: Paging,
  offset: number,
) {
  if (!EXTRAS_SORTS.has(sort)) return null;
  const { dir } = KEYS[sort];
  const key = sort === "latest" ? "created_at" : "price_kobo";
  const { scope, cond } = scopeOf(filter);
  const indexOf = (s: string) => sql.raw(`listing_extras_${s}_${sort === "latest" ? "latest" : "price"}`);
  const index = indexOf(scope);
  const types = listingType ? [listingType] : [...LISTING_TYPES];
  const where = searchWhere(ctx.now, listingType, withoutExtra(filter, code));
  const order = sql.raw(`order by x_premium desc, page_key ${dir}, x_id ${dir}`);
  const op = sql.raw(dir === "desc" ? "<" : ">");
  const n = paging.perPage + 1;
  /**
   * The page from one stream per place, listing type and (by price) boost. Up to 5: merged under one ORDER BY with
   * `limit -1`, which keeps SQLite from pushing the outer WHERE into the streams (search-merge.ts latestStreamsPage).
   * More (an area's or region's localities): the rest of the filter checked in each stream, merged 5 at a time under
   * LIMIT perPage + 1 + offset, and the groups' rows sorted (at most 5 × that), as mergedPage merges bedroom streams.
   */
  const pageOf = (places: { at: SQL; where: SQL }[]) => {
    const nested = types.length * places.length * (sort === "latest" ? 1 : 2) > 5;
    const stream = (type: string, rest: SQL) =>
      places.map(
        (p) => sql`select properties.*, e.premium as x_premium, e.${sql.raw(key)} as page_key, e.property_id as x_id
        from listing_extras e indexed by ${p.at} cross join properties
        where e.extra = ${lit(code)} and e.listing_type = ${str(type)}${p.where}${rest} and properties.id = e.property_id${nested && where ? sql` and ${where}` : sql``}`,
      );
    // Newest first: one stream per place and type, the index read backwards (boosted first, then newest). Price: one per
    // place, type and boost, the price a range of the index either way; a cursor is cut per boost as the bedroom streams cut it.
    const arms =
      sort === "latest"
        ? types.flatMap((t) =>
            stream(
              t,
              cursor
                ? sql` and (e.premium, e.created_at, e.property_id) < (${lit(cursor[0])}, ${lit(cursor[1])}, ${str(cursor[2])})`
                : sql``,
            ),
          )
        : types.flatMap((t) =>
            ([1, 0] as const).flatMap((premium) =>
              cursor && premium > cursor[0]
                ? []
                : stream(
                    t,
                    sql` and e.premium = ${lit(premium)}${cursor && premium === cursor[0] ? sql` and (e.price_kobo, e.property_id) ${op} (${lit(cursor[1])}, ${str(cursor[2])})` : sql``}`,
                  ),
            ),
          );
    if (!arms.length || arms.length > MAX_ARMS || (!listingType && arms.length > 5)) return null;
    if (arms.length <= 5)
      return rawPage(
        ctx,
        sql`select * from (${sql.join(arms, sql` union all `)} ${order} limit -1) as extras_page
          ${where ? sql`where ${onMerged(where, "extras_page")}` : sql``}
          limit ${lit(n)} offset ${lit(offset)}`,
      );
    const groups: SQL[] = [];
    for (let i = 0; i < arms.length; i += 5)
      groups.push(
        sql`select * from (${sql.join(arms.slice(i, i + 5), sql` union all `)} ${order} limit ${lit(n + offset)})`,
      );
    return rawPage(ctx, sql`${sql.join(groups, sql` union all `)} ${order} limit ${lit(n)} offset ${lit(offset)}`);
  };
  // An area's or region's subtree, with a type: one stream per locality on its own postings (the state's would read
  // every posting of the state's other localities before the subtree's first); the state's when those are too many.
  const tree = filter.localityIds && listingType ? filter.localityIds : null;
  const find =
    (tree
      ? pageOf(tree.map((id) => ({ at: indexOf("locality"), where: sql` and e.locality_id = ${lit(id)}` })))
      : null) ?? pageOf([{ at: index, where: cond }]);
  if (!find) return null;
  // A count the extras' counts cannot give (other filters beside them): the postings' matches up to SEARCH_TOTAL_BOUND + 1.
  // In no order, so an area's or region's postings are one range per locality, not its state's postings read through.
  const countAt = filter.localityIds ? indexOf("locality") : index;
  const countCond = filter.localityIds ? sql` and e.locality_id in (${idList(filter.localityIds)})` : cond;
  const countSql = sql`select count(*) as n, 0 as capped from (select 1 from listing_extras e indexed by ${countAt} cross join properties
    where e.extra = ${lit(code)} and e.listing_type in (${sql.join(
      types.map((t) => str(t)),
      sql`, `,
    )})${countCond} and properties.id = e.property_id${where ? sql` and ${where}` : sql``} limit ${lit(SEARCH_TOTAL_BOUND + 1)})`;
  const count = {
    get: async () => (await sqlAll(ctx.db, countSql, z.object({ n: z.number(), capped: z.number() })))[0]!,
    toSQL: () => ({ sql: "", params: [] as unknown[] }),
  };
  return { find, count, countSql };
}

/** Furnishing's code for a value (the page's tests name it). */
export const furnishingCode = (f: (typeof FURNISHING)[number]) => FURNISHING_CODE_BASE + FURNISHING.indexOf(f);
