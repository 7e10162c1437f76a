import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { all, q, sqlAll } from "../../db/sql";
import { PRICE_BANDS_KOBO } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { LISTING_RULES } from "../../contracts/listing-rules";
import type { SearchFilter } from "../../contracts/listings";
import type { PlaceFilter } from "./search-places";
import { ftsQuery } from "./fts";
import { slugify } from "./shared";
import { levelHeld, levelPlace, levelState, PLACE_LEVELS } from "./place-levels";
import { skipPlace, type PlaceColumn } from "./search-scope";

/**
 * Totals of faceted searches from listing_facet_counts (migrations/0040, kept by triggers on properties in the
 * transaction of every write, and by the live-counts sweep): live listings per listing type × place × property
 * type × "b+ bedrooms" (0–6) × price band. A search whose filter is a listing type, a place, a property type, a
 * minimum of bedrooms and a price range reads the bands of one key (at most 29 rows, fewer where no listing is) plus the drift correction
 * of live-counts.ts: exact when the range starts and ends on band boundaries, else an estimate that spreads a
 * cut band's listings evenly over its prices (`estimate`). Never counts listings.
 */
const FRESH = LISTING_RULES.freshnessMs;

/**
 * The place a count is keyed by, as SQL over the parameters ?3 (state id), ?4 (state slug), ?5 (locality id)
 * and ?6 (locality slug): the same resolution as searchWhere, a state by id or slug, a locality by id or by
 * slug within the state; "0" for a part the filter leaves out.
 */
export function placeKeySql(hasState: boolean, hasLocality: boolean) {
  const stateSql = "coalesce(?3, (SELECT id FROM states WHERE slug = ?4))";
  const localitySql = `coalesce(?5, (SELECT id FROM localities WHERE slug = ?6${hasState ? ` AND state_id = ${stateSql}` : ""} ORDER BY id LIMIT 1))`;
  const keyState = hasLocality
    ? `(SELECT state_id FROM localities WHERE id = ${localitySql}${hasState ? ` AND state_id = ${stateSql}` : ""})`
    : hasState
      ? stateSql
      : "0";
  const keyLocality = hasLocality ? localitySql : "0";
  return { keyState, keyLocality };
}

/** ?1 … ?6 of a count statement keyed by placeKeySql: the freshness window, now, and the filter's place. */
export const placeKeyParams = (
  ctx: ServiceCtx,
  f: Pick<SearchFilter, "stateId" | "state" | "localityId" | "locality">,
) => [
  FRESH,
  ctx.now,
  f.stateId ?? null,
  f.state ? slugify(f.state) : null,
  f.localityId ?? null,
  f.locality ? slugify(f.locality) : null,
];

/**
 * What the counts got wrong since the last sweep (the clock `c`), as ranges of `p.confirmed_at` over ?1 (freshness)
 * and ?2 (now): `gone`, listings whose freshness ran out after the sweep (the counts still hold them); `back`, listings
 * confirmed again that were stale at the sweep (the counts miss them).
 */
export const DRIFT = {
  gone: "p.confirmed_at > c.swept_at - ?1 AND p.confirmed_at <= ?2 - ?1",
  back: "p.confirmed_at > ?2 - ?1 AND p.confirmed_at <= c.swept_at - ?1",
} as const;

/**
 * Band boundaries B0 … B13 (kobo; the migration's expression uses the same): band 2k is the prices strictly
 * between B(k-1) and Bk, band 2k+1 exactly Bk, so "under ₦5m" and "from ₦5m" are both runs of whole bands.
 */
export const PRICE_BANDS = PRICE_BANDS_KOBO;
/** Bedroom rows kept: 0 … 6 ("6+"); a higher minimum is not answered here. */
export const MAX_MIN_BEDS = 6;

export const bandOf = (kobo: number) =>
  2 * PRICE_BANDS.filter((b) => kobo >= b).length - (PRICE_BANDS.includes(kobo) ? 1 : 0);
/** The prices of band i as [first, last] kobo (the open top band is read as up to 5× its floor for spreading). */
function bandRange(i: number): [number, number] {
  const k = i >> 1;
  if (i % 2 === 1) return [PRICE_BANDS[k]!, PRICE_BANDS[k]!];
  return [
    k === 0 ? 0 : PRICE_BANDS[k - 1]! + 1,
    k < PRICE_BANDS.length ? PRICE_BANDS[k]! - 1 : PRICE_BANDS.at(-1)! * 5,
  ];
}

const FACET_KEYS = [
  "stateId",
  "state",
  "localityId",
  "locality",
  "listingType",
  "typeId",
  "minBedrooms",
  "minPriceKobo",
  "maxPriceKobo",
  "localityIds",
  "ancestor",
];

/** A filter the facet counts can answer: a listing type, and only place, property type, bedrooms and price. */
export function isFaceted(listingType: string | undefined, f: PlaceFilter) {
  return facetedBy(listingType, f, FACET_KEYS);
}

/**
 * A filter facetTotal counts exactly: a faceted one, or one whose property types are a family or a category (each type's
 * rows summed) or whose bedrooms are a range below "6 or more" (the rows from its fewest less the rows past its most: exactly b
 * bedrooms is the `b+` row less the `(b+1)+` row).
 */
export function isCounted(listingType: string | undefined, f: PlaceFilter) {
  if (f.maxBedrooms !== undefined && (f.maxBedrooms >= MAX_MIN_BEDS || f.maxBedrooms < (f.minBedrooms ?? 0)))
    return false;
  return facetedBy(listingType, f, COUNTED_KEYS);
}

const COUNTED_KEYS = [...FACET_KEYS, "typeIds", "maxBedrooms", "categoryId"];

/**
 * A filter split into what the facet rows count (place, a type, a family or a category, bedrooms, price) and the rest
 * (extras, a lister, bathrooms, a service charge, a move-in cap), which a page built on the counted part checks per row.
 */
export function splitCounted(f: PlaceFilter): { counted: PlaceFilter; rest: PlaceFilter } {
  const counted: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) (COUNTED_KEYS.includes(k) || k === "localityIds" ? counted : rest)[k] = v;
  return { counted: counted as PlaceFilter, rest: rest as PlaceFilter };
}

function facetedBy(listingType: string | undefined, f: PlaceFilter, keys: readonly string[]) {
  if (!listingType) return false;
  if ((f.minBedrooms ?? 0) > MAX_MIN_BEDS) return false;
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    if (key === "query" && !ftsQuery(value as string)) continue;
    if (!keys.includes(key)) return false;
  }
  return true;
}

/**
 * An upper bound on the live listings matching a filter the facet counts cannot answer whole (extras, furnishing, a
 * lister, bathrooms): the part they can answer (place, a type, a family or a category, bedrooms, price) counted. None there is none here; few there is a rare search, its candidates sought
 * and the rest checked per row. Null when no part of the filter is countable (keywords, a map box, no listing type).
 */
export async function facetBound(ctx: ServiceCtx, listingType: string | undefined, f: PlaceFilter) {
  if (!listingType || f.bounds || ftsQuery(f.query)) return null;
  const part = splitCounted(f).counted;
  // A most-bedrooms the rows cannot take away ("6 or more" and up) bounds nothing: the minimum alone is counted.
  if (!isCounted(listingType, part)) delete part.maxBedrooms;
  const total = await facetTotal(ctx, listingType, part);
  return total ? total.upper : null;
}

/**
 * `bands`: the price bands of the range holding a counted listing (a superset of the bands holding a match), for the
 * search's newest-first band streams; null when listings counted out by a sweep are live again here (`back`), whose
 * bands the rows do not show.
 */
export type FacetTotal = {
  n: number;
  estimate: boolean;
  upper: number;
  bands: number[] | null;
  /** Listings counted in each band of the range (the key's min_beds = m rows). */
  byBand: Map<number, number>;
  /**
   * The key's place as resolved (0: every state / locality; null: the place does not exist), for bedroomBands. An area's
   * or region's subtree is keyed by its state and 0: its rows are its localities' summed, never one key's.
   */
  key: { state: number | null; locality: number | null };
};

/**
 * The live listings matching a counted filter (isCounted): `n` (exact unless `estimate`) and `upper`, a bound no lower
 * than the truth (every band the range touches counted whole), which the search uses to skip a page query that
 * cannot match and to pick the plan for rare filters. Null when the filter is not counted.
 */
export async function facetTotal(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: PlaceFilter,
): Promise<FacetTotal | null> {
  if (!isCounted(listingType, f)) return null;
  const hasState = f.stateId !== undefined || !!f.state;
  const hasLocality = f.localityId !== undefined || !!f.locality;
  const lo = f.minPriceKobo ?? 0;
  const hi = f.maxPriceKobo ?? Number.MAX_SAFE_INTEGER;
  const minBeds = f.minBedrooms ?? 0;
  const { keyState, keyLocality } = placeKeySql(hasState, hasLocality);
  // An area's or region's subtree: its localities' rows, summed band by band (one row per locality and band held).
  const tree = f.localityIds ? f.localityIds.map((id) => Math.trunc(id)).join(", ") : null;
  // A family of types (or a category: its types): each type's rows, summed. A most-bedrooms below "6 or more": the
  // rows past it taken away. A type and a category both: the type's rows when it is one of the category's.
  const family = f.typeIds?.length ? f.typeIds.map((t) => Math.trunc(t)).join(", ") : null;
  const category = f.categoryId !== undefined ? Math.trunc(f.categoryId) : null;
  const past = f.maxBedrooms !== undefined ? Math.trunc(f.maxBedrooms) + 1 : null;
  const typeSql = (col: string) =>
    [
      family ? `${col} IN (${family})` : f.typeId || category === null ? `${col} = ?8` : null,
      category !== null ? `${col} IN (SELECT id FROM property_types WHERE category_id = ${category})` : null,
    ]
      .filter(Boolean)
      .join(" AND ");
  const drift = (range: string) =>
    `(SELECT count(*) FROM properties p WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND ${range} AND +p.listing_type = ?7
      ${hasState || hasLocality ? "AND +p.state_id = k.s" : ""} ${hasLocality ? `AND +p.${f.ancestor ?? "locality_id"} = k.l` : ""} ${tree ? `AND +p.locality_id IN (${tree})` : ""} ${family || f.typeId || category !== null ? `AND ${typeSql("+p.type_id")}` : ""}
      AND +p.bedrooms >= ?9 ${past !== null ? `AND +p.bedrooms < ${past}` : ""} AND +p.price_kobo >= ?10 AND +p.price_kobo <= ?11)`;
  const keyed = (place: string) =>
    family || category !== null || past !== null
      ? `SELECT f.price_band, sum(iif(f.min_beds = ?9, f.n, -f.n)), 0, 0, 0, 0 FROM k CROSS JOIN listing_facet_counts f
     WHERE f.listing_type = ?7 AND f.state_id = k.s AND ${place} AND ${typeSql("f.type_id")} AND f.min_beds IN (?9${past !== null ? `, ${past}` : ""}) AND f.price_band BETWEEN ?12 AND ?13
     GROUP BY f.price_band`
      : `SELECT f.price_band, ${tree ? "sum(f.n)" : "f.n"}, 0, 0, 0, 0 FROM k CROSS JOIN listing_facet_counts f
     WHERE f.listing_type = ?7 AND f.state_id = k.s AND ${place} AND f.type_id = ?8 AND f.min_beds = ?9 AND f.price_band BETWEEN ?12 AND ?13${tree ? " GROUP BY f.price_band" : ""}`;
  const rows = keyed(tree ? `f.locality_id IN (${tree})` : "f.locality_id = k.l");
  const results = await all(
    q(
      ctx,
      `WITH k AS (SELECT ${keyState} AS s, ${tree ? "0" : keyLocality} AS l)
     SELECT -1 AS band, ${drift(DRIFT.gone)} AS n, ${drift(DRIFT.back)} AS back, c.swept_at AS sweptAt, k.s AS s, k.l AS l
     FROM k CROSS JOIN live_listing_counts_clock c WHERE c.id = 1
     UNION ALL
     ${rows}`,
      ...placeKeyParams(ctx, f),
      listingType,
      f.typeId ?? 0,
      minBeds,
      lo,
      hi,
      bandOf(lo),
      bandOf(Math.min(hi, Number.MAX_SAFE_INTEGER)),
    ),
    z.object({
      band: z.number(),
      n: z.number(),
      back: z.number(),
      sweptAt: z.number(),
      s: z.number().nullable(),
      l: z.number().nullable(),
    }),
  );
  const clock = results.find((r) => r.band === -1);
  if (!clock) return null;
  let n = 0;
  let upper = 0;
  let estimate = false;
  const bands: number[] = [];
  const byBand = new Map<number, number>();
  for (const r of results) {
    if (r.band < 0 || r.n <= 0) continue;
    bands.push(r.band);
    byBand.set(r.band, r.n);
    const [bLo, bHi] = bandRange(r.band);
    upper += r.n;
    if (lo <= bLo && hi >= bHi) n += r.n;
    else {
      estimate = true;
      n += (r.n * Math.max(0, Math.min(hi, bHi) - Math.max(lo, bLo) + 1)) / (bHi - bLo + 1);
    }
  }
  // The listings that went stale since the last sweep are still in the rows (gone), and with a clock ahead of
  // this worker's, some counted out are live here (back): both are counted exactly, with every filter.
  const correction = clock.back - clock.n;
  return {
    n: Math.max(0, Math.round(n) + correction),
    estimate,
    upper: Math.max(0, upper + correction),
    bands: clock.back > 0 ? null : bands.sort((a, b) => a - b),
    byBand,
    key: { state: clock.s, locality: clock.l },
  };
}

/**
 * Which bedroom counts hold a counted listing in which of `bands` (the facet total's bands of the range, which the
 * key's `min_beds = m` rows already showed), read from the same key's rows for min_beds m+1 … 6: listings with
 * exactly b bedrooms in a band are f(b) − f(b + 1) (b < 6); "6 or more" is f(6) (key 6 of the answer). A superset
 * of the (count, band) pairs holding a match whenever `bands` is (no listing counted out by a sweep is live again),
 * so a newest-first search merges one stream per pair present instead of first skipping through the index for the
 * counts present (about two rows read per count) and reading every band of each. Reads at most
 * (6 − m) × bands.length rows (fewer: a band a count lacks has no row, or n = 0).
 * In the same statement (one round trip less), the bedroom counts from 6 up present in the place when "6 or more" holds a counted listing in `held` (the skip of search-streams.ts bedroomCounts: about two rows per count; null
 * when it does not, or no place is given). The condition is the facet rows' own (an EXISTS over the key's min_beds = 6
 * rows in `held`), so the counts are read exactly when the caller would have read them after this answer.
 */
export async function bedroomBands(
  ctx: ServiceCtx,
  listingType: string,
  f: SearchFilter,
  facet: FacetTotal,
  held: readonly number[],
  place?: { column: PlaceColumn; placeId: number; stateId: number | null },
): Promise<{ present: Map<number, number[]>; sixCounts: number[] | null }> {
  const m = f.minBedrooms ?? 0;
  const counts = new Map<string, number>();
  const state = facet.key.state;
  const locality = facet.key.locality;
  if (state === null || locality === null || !held.length) return { present: new Map(), sixCounts: null };
  const bands = sql.raw(held.map((b) => Math.trunc(b)).join(", "));
  const key = sql`listing_type = ${listingType} and state_id = ${state} and locality_id = ${locality} and type_id = ${f.typeId ?? 0}`;
  const parts: SQL[] = [];
  if (m < MAX_MIN_BEDS) {
    const beds = sql.raw(Array.from({ length: MAX_MIN_BEDS - m }, (_, i) => m + 1 + i).join(", "));
    parts.push(
      sql`select 0 as c, min_beds as b, price_band as band, n from listing_facet_counts where ${key} and min_beds in (${beds}) and price_band in (${bands})`,
    );
  }
  const sixHeld = m === MAX_MIN_BEDS ? held.some((band) => (facet.byBand.get(band) ?? 0) > 0) : null;
  if (place && sixHeld !== false) {
    // The counts from 6 up by the skip bedroomCounts takes (bedroomSkip), started only when the key's "6 or more" rows hold a listing in the bands.
    const start = sixHeld
      ? undefined
      : sql`exists (select 1 from listing_facet_counts where ${key} and min_beds = ${sql.raw(String(MAX_MIN_BEDS))} and price_band in (${bands}) and n > 0)`;
    const skip = bedroomSkip(
      listingType,
      skipPlace(place.column, Math.trunc(place.placeId)),
      sql`>= ${sql.raw(String(MAX_MIN_BEDS))}`,
      start,
    );
    parts.push(
      sql`select 1 as c, v as b, 0 as band, 0 as n from (with recursive ${skip} select v from s where v is not null)`,
    );
  }
  const rows = parts.length
    ? await sqlAll(
        ctx.db,
        sql.join(parts, sql` union all `),
        z.object({ c: z.number(), b: z.number(), band: z.number(), n: z.number() }),
      )
    : [];
  const sixCounts: number[] = [];
  for (const r of rows) {
    if (r.c === 1) sixCounts.push(r.b);
    else counts.set(`${r.b}:${r.band}`, r.n);
  }
  const at = (b: number, band: number) => (b === m ? (facet.byBand.get(band) ?? 0) : (counts.get(`${b}:${band}`) ?? 0));
  const out = new Map<number, number[]>();
  for (let b = m; b <= MAX_MIN_BEDS; b++) {
    const present = held.filter((band) => (b === MAX_MIN_BEDS ? at(b, band) > 0 : at(b, band) - at(b + 1, band) > 0));
    if (present.length) out.set(b, present);
  }
  return { present: out, sixCounts: place && out.has(MAX_MIN_BEDS) ? sixCounts.sort((a, b) => a - b) : null };
}

/**
 * The bedroom counts present from `from` up among a type's listings (live or not) in a place, as a recursive CTE `s(v)`:
 * a skip through the (status, listing type, place, bedrooms, …) index one count at a time (each step a min past the
 * last: about two rows read per count present). `start` gates the first step. The one skip bedroomCounts (search-streams.ts)
 * and bedroomBands read.
 */
export function bedroomSkip(listingType: string, place: SQL, from: SQL, start?: SQL): SQL {
  const next = (after: SQL) =>
    sql`(select min(bedrooms) from properties where status = 'active' and listing_type = ${listingType} and ${place} and bedrooms ${after})`;
  return sql`s(v) as (select ${next(from)}${start ? sql` where ${start}` : sql``} union all select ${next(sql`> s.v`)} from s where s.v is not null)`;
}

/**
 * The sweep's part (run in live-counts' batch, before the clock moves): the listings whose freshness ran out
 * since the last sweep leave their facet and owner rows.
 */
export function sweepFacetCounts(ctx: ServiceCtx) {
  const stale = `p.status = 'active' AND p.flagged_duplicate = 0
    AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - ?1 AND p.confirmed_at <= ?2 - ?1`;
  const band = `2 * (${PRICE_BANDS.map((b) => `(p.price_kobo >= ${b})`).join(" + ")}) - (p.price_kobo IN (${PRICE_BANDS.join(", ")}))`;
  return [
    q(
      ctx,
      `INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
       SELECT p.listing_type, ${levelState("p")}, ${levelPlace("p")}, iif(ty.column1, p.type_id, 0), b.column1, ${band}, -count(*)
       FROM properties p, (VALUES (1), (0)) ty, ${PLACE_LEVELS}, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
       WHERE ${stale} AND ${levelHeld("p")} AND b.column1 <= min(p.bedrooms, 6)
       GROUP BY 1, 2, 3, 4, 5, 6
       ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n`,
      FRESH,
      ctx.now,
    ),
    q(
      ctx,
      `INSERT INTO owner_listing_counts (owner_id, listing_type, n)
       SELECT p.owner_id, iif(g.column1, p.listing_type, '*'), -count(*) FROM properties p, (VALUES (1), (0)) g WHERE ${stale}
       GROUP BY 1, 2
       ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n`,
      FRESH,
      ctx.now,
    ),
  ];
}
