import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { SEARCH_TOTAL_BOUND, type SearchFilter } from "../../contracts/listings";
import { ftsQuery } from "./fts";
import { isPlaceOnly, liveTotal } from "./live-counts";

/**
 * Totals that are estimates and never count listings (bounded, never a scan), for the
 * two shapes the facet counts cannot answer. Each answers null when its shape does not apply; the search then
 * falls back to its bounded count.
 */

/** How many indexed listings hold each word (any word it prefixes, as the search matches), from fts5vocab: one range per word. The reference keywordPlan's counts are tested against (the search reads them through keywordPlan). */
export async function termDocs(ctx: ServiceCtx, terms: string[]): Promise<number[]> {
  if (!terms.length) return [];
  const parts = terms.map(
    (_, i) =>
      `(SELECT coalesce(sum(doc), 0) FROM listings_fts_terms WHERE term >= ?${i + 1} AND term < ?${i + 1} || char(1114111)) AS d${i}`,
  );
  const row = await first(q(ctx, `SELECT ${parts.join(", ")}`, ...terms), z.record(z.string(), z.number()));
  return terms.map((_, i) => row?.[`d${i}`] ?? 0);
}

/**
 * Keywords with at most a type and a place: the listings of the type and place (live counts, exact) times the share
 * of listings holding every word, taking the words as independent (documents holding each / all listings).
 */
export async function keywordEstimate(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: SearchFilter,
  words: number[] | Promise<number[]>,
): Promise<number | null> {
  const scoped = { ...f, query: undefined };
  if (!isPlaceOnly(scoped)) return null;
  // Without a type or a place the scope is every listing: one read answers both.
  const everywhere = liveTotal(ctx, undefined, {});
  const whole = !listingType && !isScoped(scoped);
  const [scope, all, docs] = await Promise.all([
    whole ? everywhere : liveTotal(ctx, listingType, scoped),
    everywhere,
    words,
  ]);
  if (!docs.length || scope === null || !all) return null;
  const share = docs.reduce((s, d) => s * Math.min(1, d / all), 1);
  return Math.round(scope * share);
}

/** A place-only filter that names a place (a state or a locality, by id or slug) or a listing type. */
const isScoped = (f: SearchFilter) =>
  f.stateId !== undefined || !!f.state || f.localityId !== undefined || !!f.locality || !!f.listingType;

/** A map box's estimate reads at most this many localities' counts before it can say "1,000+" (boxEstimate). */
export const BOX_LOCALITIES_READ = 5;

/**
 * A map box with at most a listing type: the live listings of the localities whose centre is in the box (the
 * localities' lat/lng index, then one live-counts row each). Listings sit around their locality's centre, so
 * this is near the truth for a city-sized box and says nothing false about an empty sea. A box over many localities
 * (Lagos-wide: ~35) reads the first BOX_LOCALITIES_READ of them (south first) and, when those alone hold more than
 * SEARCH_TOTAL_BOUND listings, answers "1,000+" (`atLeast`) without reading the rest; only a sparse box past that many
 * localities sums them all (in the same statement: the CASE reads them only then).
 */
export async function boxEstimate(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: SearchFilter,
): Promise<{ n: number; atLeast: boolean } | null> {
  const b = f.bounds;
  if (!b) return null;
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    if (key === "query" && !ftsQuery(value as string)) continue;
    if (!["bounds", "listingType"].includes(key)) return null;
  }
  // A row of an area or a region counts the places below it too (place-levels.ts): each locality's own listings are its
  // row less its children's rows (a neighbourhood has none: one look-up of the parent index).
  const inBox = `FROM localities l JOIN live_listing_counts c ON c.listing_type = ?5 AND c.state_id = l.state_id AND c.locality_id = l.id
     WHERE l.lat BETWEEN ?1 AND ?2 AND l.lng BETWEEN ?3 AND ?4`;
  const own = `c.n - coalesce((SELECT sum(b.n) FROM localities k CROSS JOIN live_listing_counts b WHERE k.parent_id = l.id AND b.listing_type = c.listing_type AND b.state_id = c.state_id AND b.locality_id = k.id), 0)`;
  const row = await first(
    q(
      ctx,
      `WITH firsts AS (SELECT coalesce(sum(n), 0) AS n, count(*) AS k FROM (SELECT ${own} AS n ${inBox} LIMIT ?6))
       SELECT CASE WHEN k < ?6 OR n > ?7 THEN n ELSE (SELECT coalesce(sum(${own}), 0) ${inBox}) END AS n, k = ?6 AND n > ?7 AS atLeast FROM firsts`,
      b.south,
      b.north,
      b.west,
      b.east,
      listingType ?? "*",
      BOX_LOCALITIES_READ,
      SEARCH_TOTAL_BOUND,
    ),
    z.object({ n: z.number(), atLeast: z.number() }),
  );
  return row ? { n: row.n, atLeast: !!row.atLeast } : null;
}
