import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { MOVE_IN_EXPR, PRICE_BAND_EXPR, properties } from "../../db/schema";
import type { SearchFilter } from "../../contracts/listings";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { bedroomBands, bedroomSkip, MAX_MIN_BEDS, type FacetTotal } from "./facet-counts";
import { KEYS, type Cursor, type KeyedSort } from "./search-cursor";
import { lit, str } from "./search-merge";
import { placeIds, searchWhere } from "./search-where";
import { priceBands } from "./search-price-bands";
import type { PlaceFilter } from "./search-places";
import { skipPlace, streamScope, type PlaceColumn } from "./search-scope";

/**
 * The streams of a merged page (mergedPage): one per bedroom count present in the place (and boost, for the price
 * sorts, or price band, newest first with a price range), the counts read by a skip through the index or from the
 * facet rows; and the two seeks of price low-high after a boosted cursor.
 */

/** One bedroom count present in the place, and the place it was read for. */
const BedroomCountRow = z.object({ page_beds: z.number(), place: z.number().nullable(), state: z.number().nullable() });

/**
 * Sorts a merged page can serve: each has an index (…, bedrooms, premium, key, id) of migrations/0041 (0072 for the
 * move-in total), or (…, premium, key, id) of 0019 (0069).
 */
export const STREAM_SORTS = new Set<KeyedSort>(["latest", "price_asc", "price_desc", "move_in_asc"]);

/** The column or expression a stream of `sort` is ordered by, and the suffix of its bedroom index. */
const STREAM_KEY: Partial<Record<KeyedSort, { key: string; index: string }>> = {
  latest: { key: "created_at", index: "latest" },
  price_asc: { key: "price_kobo", index: "price" },
  price_desc: { key: "price_kobo", index: "price" },
  move_in_asc: { key: MOVE_IN_EXPR, index: "move_in" },
};

/** Price low-high after a boosted cursor: the rest of the boosted group, then the unboosted group from its top (two seeks). */
export function splitArms(sort: KeyedSort, where: SQL | undefined, cursor: Cursor) {
  const { col } = KEYS[sort];
  return [
    sql`select ${properties}.*, ${col} as page_key from ${properties} where ${and(where, eq(properties.premiumListing, true), sql`(${col}, ${properties.id}) > (${cursor[1]}, ${cursor[2]})`)}`,
    sql`select ${properties}.*, ${col} as page_key from ${properties} where ${and(where, eq(properties.premiumListing, false))}`,
  ];
}

/**
 * By price with a price range, in a state, a locality, an area or a region: one stream per boost, each a seek of the
 * range on the place's price index (status, listing type, place, boost, price, id), in the page's order (price high-low
 * reads it backwards), the rest of the filter checked per row; a cursor cut per boost as streamArms cuts it. The walk
 * checks the price per row (the boost comes before the price in every sort index), so it reads every listing on the
 * near side of the range first: all of a region's cheaper listings for "₦2m–₦5m, low to high". Null without a price
 * range or a place.
 */
export function priceArms(
  now: number,
  listingType: string,
  f: PlaceFilter,
  sort: "price_asc" | "price_desc",
  cursor: Cursor | null,
): SQL[] | null {
  if (f.minPriceKobo === undefined && f.maxPriceKobo === undefined) return null;
  if (f.localityIds || f.bounds || typeof f.stateId !== "number") return null;
  if (f.localityId !== undefined && typeof f.localityId !== "number") return null;
  const column: PlaceColumn = f.localityId === undefined ? "state_id" : (f.ancestor ?? "locality_id");
  const place = streamScope(column, f.localityId ?? f.stateId, f.localityId === undefined ? null : f.stateId, "price");
  const {
    state: _s,
    stateId: _si,
    locality: _l,
    localityId: _li,
    ancestor: _a,
    listingType: _t,
    minPriceKobo,
    maxPriceKobo,
    ...others
  } = f;
  const rest = searchWhere(now, undefined, others, { bare: true });
  const range = sql`${minPriceKobo !== undefined ? sql` and price_kobo >= ${lit(minPriceKobo)}` : sql``}${maxPriceKobo !== undefined ? sql` and price_kobo <= ${lit(maxPriceKobo)}` : sql``}`;
  const op = sql.raw(sort === "price_asc" ? ">" : "<");
  return ([1, 0] as const).flatMap((premium) =>
    cursor && premium > cursor[0]
      ? []
      : [
          sql`select *, price_kobo as page_key from properties indexed by ${sql.raw(`properties_s_type_${place.scope}_price`)} where status = 'active' and +confirmed_at > ${lit(now - LISTING_RULES.freshnessMs)}
      and flagged_duplicate = 0 and listing_type = ${str(listingType)} and ${place.at} and premium_listing = ${lit(premium)}${range}${
        cursor && premium === cursor[0]
          ? sql` and (price_kobo, id) ${op} (${lit(cursor[1])}, ${str(cursor[2])})`
          : sql``
      }${rest ? sql` and ${rest}` : sql``}`,
        ],
  );
}

/** The bedroom counts present and the place they were read for (bedroomCounts), for a merged page. */
export type Streams = {
  beds: readonly number[];
  /**
   * null: no place (every state), newest first only, on the (status, listing type, bedrooms, …) index. An area's or a
   * region's column reads the index search-scope.ts names for it.
   */
  column: PlaceColumn | null;
  placeId: number;
  stateId: number | null;
  /** Newest first with a price range: the price bands of the range that may hold a match (one stream per count and band). */
  bands?: readonly number[];
  /** Newest first with a price range: the (bedroom count, band) pairs that may hold a match (facetStreams), one stream each. */
  pairs?: readonly (readonly [number, number])[];
};

/** A stream's property type, checked per row (the indexes do not hold it): one type, a family of them, a category. */
const typeCheck = (f: SearchFilter) =>
  sql`${
    f.typeIds?.length
      ? sql` and +type_id in (${sql.raw(f.typeIds.map((t) => Math.trunc(t)).join(", "))})`
      : f.typeId
        ? sql` and +type_id = ${lit(f.typeId)}`
        : sql``
  }${f.categoryId !== undefined ? sql` and +category_id = ${lit(f.categoryId)}` : sql``}`;

/**
 * One arm per stream of a merged page (a counted filter: listing type, place, property type or family, bedrooms, price).
 * Numbers are written into the statement and the index is named (INDEXED BY): the planner then has nothing to
 * choose, with or without statistics.
 */
export function streamArms(
  now: number,
  listingType: string,
  f: SearchFilter,
  sort: KeyedSort,
  s: Streams,
  cursor: Cursor | null,
  /** What the streams' counted filter leaves out (extras, a lister, …), checked per row in every stream. */
  rest?: SQL,
): SQL[] {
  const { dir } = KEYS[sort];
  const { key, index: suffix } = STREAM_KEY[sort] ?? { key: "price_kobo", index: "price" };
  const banded = sort === "latest" && s.column !== null && (!!s.bands || !!s.pairs);
  const pairs = s.pairs ?? s.beds.flatMap((beds) => (s.bands ?? []).map((band) => [beds, band] as const));
  const suffixOf = `beds_${banded ? "band_latest" : suffix}`;
  const place = s.column === null ? null : streamScope(s.column, s.placeId, s.stateId, suffixOf);
  const index = place ? `properties_s_type_${place.scope}_${suffixOf}` : "properties_s_type_beds_latest";
  const at = place ? sql` and ${place.at}` : sql``;
  // The price is a seek only where it is the index's key; else it is checked on each row the stream reads.
  const seeks = key === "price_kobo";
  const price = (op: string, v: number | undefined) =>
    v === undefined ? sql`` : sql` and ${sql.raw(seeks ? "" : "+")}price_kobo ${sql.raw(op)} ${lit(v)}`;
  const base = (beds: number) =>
    sql`select *, ${sql.raw(key)} as page_key from properties indexed by ${sql.raw(index)} where status = 'active' and +confirmed_at > ${lit(now - LISTING_RULES.freshnessMs)}
      and flagged_duplicate = 0 and listing_type = ${str(listingType)}${at}${typeCheck(f)}
      and bedrooms = ${lit(beds)}${price(">=", f.minPriceKobo)}${price("<=", f.maxPriceKobo)}${rest ? sql` and ${rest}` : sql``}`;
  const past = (c: Cursor, premium: boolean) =>
    premium
      ? sql` and (premium_listing, ${sql.raw(key)}, id) < (${lit(c[0])}, ${lit(c[1])}, ${str(c[2])})`
      : sql` and (${sql.raw(key)}, id) ${sql.raw(dir === "desc" ? "<" : ">")} (${lit(c[1])}, ${str(c[2])})`;
  // Latest with a price range: one stream per count and band, read backwards (boosted first, then newest); the
  // price is checked per row, which only the two bands the range cuts can fail.
  if (banded)
    return pairs.map(
      ([beds, band]) =>
        sql`${base(beds)} and ${sql.raw(PRICE_BAND_EXPR)} = ${lit(band)}${cursor ? past(cursor, true) : sql``}`,
    );
  // Price high-low with no price range: the count's range read backwards is already boosted first, then dearest.
  const oneStream =
    sort === "latest" || (sort === "price_desc" && f.minPriceKobo === undefined && f.maxPriceKobo === undefined);
  return s.beds.flatMap((beds) =>
    // Latest: one stream per count. Price: one per count and boost, the price a seek.
    oneStream
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

/**
 * The bedroom counts of live-or-not listings of a type and place from `min` up, by skipping through the
 * (…, bedrooms, …) index one count at a time (a recursive min: about two rows read per count present),
 * for the merged page's streams and the rare seek; a superset of the counts that match. An area's or region's subtree
 * reads its state's counts (a superset again: each locality's stream of a missing count is an empty seek); no place, every
 * state's.
 */
export function bedroomCounts(
  ctx: ServiceCtx,
  listingType: string,
  f: PlaceFilter,
  given?: { column: PlaceColumn; placeId: number; stateId: number | null },
) {
  // An area or a region by its own column (search-places.ts): its id and state are known.
  const known =
    given ??
    (f.ancestor && typeof f.localityId === "number" && typeof f.stateId === "number"
      ? { column: f.ancestor, placeId: f.localityId, stateId: f.stateId }
      : undefined);
  if (known) {
    // The place already resolved (facetStreams): written into the statement, so no step re-reads it.
    return sqlAll(
      ctx.db,
      sql`with recursive ${bedroomSkip(listingType, skipPlace(known.column, known.placeId), sql`>= ${lit(f.minBedrooms ?? 0)}`)}
        select s.v as page_beds, ${lit(known.placeId)} as place, ${known.stateId === null ? sql`null` : lit(known.stateId)} as state from s where s.v is not null`,
      BedroomCountRow,
    );
  }
  const { stateId, localityId } = placeIds(f);
  const place =
    localityId !== undefined
      ? sql`locality_id = (select place from k)`
      : stateId !== undefined
        ? sql`state_id = (select place from k)`
        : null;
  // No place: the counts of every state, by the skip through the (status, listing type, bedrooms, …) index; place 0.
  if (!place)
    return sqlAll(
      ctx.db,
      sql`with recursive ${bedroomSkip(listingType, sql`1`, sql`>= ${lit(f.minBedrooms ?? 0)}`)}
        select s.v as page_beds, 0 as place, null as state from s where s.v is not null`,
      BedroomCountRow,
    );
  return sqlAll(
    ctx.db,
    sql`with recursive k as materialized (select ${localityId ?? stateId} as place, ${stateId ?? null} as state), ${bedroomSkip(listingType, place, sql`>= ${f.minBedrooms ?? 0}`)}
      select s.v as page_beds, k.place, k.state from s, k where s.v is not null`,
    BedroomCountRow,
  );
}

/** The streams of a merged page from bedroomCounts' rows (none when the place does not exist). */
export function streamsOf(
  f: PlaceFilter,
  rows: { page_beds: number; place: number | null; state: number | null }[],
  bands?: readonly number[],
): Streams | null {
  const first = rows[0];
  if (!first || first.place === null) return null;
  const byLocality = f.localityId !== undefined || !!f.locality;
  const anywhere = !byLocality && f.stateId === undefined && !f.state;
  return {
    beds: rows.map((r) => r.page_beds),
    column: anywhere ? null : byLocality ? (f.ancestor ?? "locality_id") : "state_id",
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
  f: PlaceFilter,
  facet: FacetTotal,
): Promise<Streams | "none" | null> {
  const byLocality = f.localityId !== undefined || !!f.locality;
  const byState = f.stateId !== undefined || !!f.state;
  const { state, locality } = facet.key;
  // An area's or region's subtree has no one key whose rows tell its (count, band) pairs: the counts come by the skip.
  if (f.localityIds) return null;
  if (!facet.bands || (!byLocality && !byState) || state === null || locality === null) return null;
  const place = {
    column: byLocality ? (f.ancestor ?? ("locality_id" as const)) : ("state_id" as const),
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
