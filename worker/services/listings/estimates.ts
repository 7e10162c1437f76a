import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import type { SearchFilter } from "../../contracts/listings";
import { ftsQuery } from "./fts";
import { isPlaceOnly, liveTotal } from "./live-counts";

/**
 * Totals that are estimates and never count listings (issue 27: "a bounded estimate that never scans"), for the
 * two shapes the facet counts cannot answer. Each answers null when its shape does not apply; the search then
 * falls back to its bounded count.
 */

/** How many indexed listings hold each word (any word it prefixes, as the search matches), from fts5vocab: one range per word. The reference keywordPlan's counts are tested against (the search reads them through keywordPlan). */
export async function termDocs(ctx: ServiceCtx, terms: string[]): Promise<number[]> {
  if (!terms.length) return [];
  const parts = terms.map((_, i) => `(SELECT coalesce(sum(doc), 0) FROM listings_fts_terms WHERE term >= ?${i + 1} AND term < ?${i + 1} || char(1114111)) AS d${i}`);
  const row = await first(q(ctx, `SELECT ${parts.join(", ")}`, ...terms), z.record(z.string(), z.number()));
  return terms.map((_, i) => row?.[`d${i}`] ?? 0);
}

/**
 * Keywords with at most a type and a place: the listings of the type and place (live counts, exact) times the share
 * of listings holding every word, taking the words as independent (documents holding each / all listings).
 */
export async function keywordEstimate(ctx: ServiceCtx, listingType: string | undefined, f: SearchFilter, words: number[] | Promise<number[]>): Promise<number | null> {
  if (!isPlaceOnly({ ...f, query: undefined })) return null;
  const [scope, all, docs] = await Promise.all([liveTotal(ctx, listingType, { ...f, query: undefined }), liveTotal(ctx, undefined, {}), words]);
  if (!docs.length || scope === null || !all) return null;
  const share = docs.reduce((s, d) => s * Math.min(1, d / all), 1);
  return Math.round(scope * share);
}

/**
 * A map box with at most a listing type: the live listings of the localities whose centre is in the box (the
 * localities' lat/lng index, then one live-counts row each). Listings sit around their locality's centre, so
 * this is near the truth for a city-sized box and says nothing false about an empty sea.
 */
export async function boxEstimate(ctx: ServiceCtx, listingType: string | undefined, f: SearchFilter): Promise<number | null> {
  const b = f.bounds;
  if (!b) return null;
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    if (key === "query" && !ftsQuery(value as string)) continue;
    if (!["bounds", "listingType"].includes(key)) return null;
  }
  const row = await first(
    q(
      ctx,
      `SELECT coalesce(sum(c.n), 0) AS n FROM localities l JOIN live_listing_counts c ON c.listing_type = ?5 AND c.state_id = l.state_id AND c.locality_id = l.id
     WHERE l.lat BETWEEN ?1 AND ?2 AND l.lng BETWEEN ?3 AND ?4`,
      b.south,
      b.north,
      b.west,
      b.east,
      listingType ?? "*",
    ),
    z.object({ n: z.number() }),
  );
  return row?.n ?? null;
}
