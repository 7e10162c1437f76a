import { sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { propertyFromRaw } from "./cards";
import type { Paging } from "./read";
import { KEYS, type Cursor, type KeyedSort } from "./search-cursor";

/**
 * The page statements written by hand: streams that each walk one index range in the page's order, merged by SQLite
 * under one ORDER BY … LIMIT (mergedPage, latestStreamsPage), and the page's `find` they become (rawPage, foldedFind).
 */

/** A merged page's row: the listing, its boost and the value it is sorted by. */
export const MergedRow = z.object({ id: z.string(), premium_listing: z.number(), page_key: z.number() }).passthrough();
/** A merged statement's row as a page takes it: the listing, whether it is premium, and its sort key. */
const mergedPageRow = (r: z.output<typeof MergedRow>) => ({
  id: r.id,
  premium: !!r.premium_listing,
  key: r.page_key,
  p: propertyFromRaw(r),
});

const dialect = new SQLiteAsyncDialect();

/** The most streams one merged page takes (three levels of groups of 5); beyond, the caller walks the sort index. */
const MAX_STREAMS = 125;

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
export function mergedPage(ctx: ServiceCtx, sort: KeyedSort, arms: SQL[], paging: Paging, offset: number) {
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
export function rawPage(ctx: ServiceCtx, query: SQL) {
  const text = dialect.sqlToQuery(query);
  if (text.sql.length > 90_000 || text.params.length > 100) return null;
  return {
    all: async () => (await sqlAll(ctx.db, query, MergedRow)).map(mergedPageRow),
    toSQL: () => text,
  };
}

/** A keyword page statement carrying its plan (keywordPlanSql): rawPage's rows, each with the kw_plan columns (`kw`). */
export function foldedFind(ctx: ServiceCtx, query: SQL) {
  return {
    all: async () =>
      (await sqlAll(ctx.db, query, MergedRow)).map((r) => ({
        ...mergedPageRow(r),
        kw: JSON.parse(String(r.kw_plan)) as Record<string, unknown>,
      })),
    toSQL: () => dialect.sqlToQuery(query),
  };
}

/**
 * The page of newest-first streams merged by SQLite (cellPage, bandPage): each stream one range of `index` (status,
 * listing type, its own key, boost, created_at, id) read backwards from the cursor, live and not a duplicate; the
 * merge under ORDER BY boost, then newest (`limit -1` keeps SQLite from pushing the outer WHERE into the streams), and
 * `first` and `where` (a searchWhere, its columns renamed by onMerged) checked on the merged rows.
 */
export function latestStreamsPage(
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
 * A filter written for `properties` (searchWhere) read on a merged page's rows instead (latestStreamsPage): its column
 * references name the page's alias. The text is ours (values are bound parameters, never in it), so the swap cannot
 * touch a value.
 */
export function onMerged(where: SQL, alias: "cell_page" | "band_page" | "extras_page"): SQL {
  const { sql: text, params } = dialect.sqlToQuery(where);
  const parts = text.replaceAll('"properties".', `"${alias}".`).split("?");
  if (parts.length !== params.length + 1) throw new Error("merged page filter: parameters do not match");
  return sql.join(parts.map((t, i) => (i < params.length ? sql`${sql.raw(t)}${params[i]}` : sql.raw(t))));
}

/** A number written into the statement (D1 binds at most 100 parameters, and 25 streams would need ~250). */
export function lit(n: number) {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  return sql.raw(String(n));
}

/**
 * A text value written into the statement as a quoted SQL literal: a cursor's id or a listing type in each of up to 125
 * streams would pass D1's 100 bound parameters. Only letters, digits, '-' and '_' (ids and listing types) are written;
 * any other text stays a bound parameter.
 */
export function str(s: string) {
  return /^[\w-]*$/.test(s) ? sql.raw(`'${s}'`) : sql`${s}`;
}
