import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { FURNISHING, POWER_FACTS, TITLE_DOCUMENT_CODES, WATER_FACTS } from "../../contracts/search-codes";
import type { SearchFilter } from "../../contracts/listings";
import type { PlaceFilter } from "./search-places";
import { DRIFT, placeKeyParams, placeKeySql } from "./facet-counts";
import { levelHeld, levelPlace, levelState, PLACE_LEVELS } from "./place-levels";

/**
 * The extras of a search (amenities, power and water facts, title documents, furnishing) as the codes of
 * listing_extras (migrations/0065), and how many live listings of a type and place have each, from
 * listing_extra_counts: kept by triggers on listing_extras in the transaction of every write, and by the live-counts
 * sweep (same clock, same batch), with the drift since the last sweep counted exactly as live-counts.ts does.
 */
const FRESH = LISTING_RULES.freshnessMs;

/** Title documents are 1000 + their index in TITLE_DOCUMENT_CODES, furnishings 2000 + theirs: amenity ids stay below 1000. */
export const DOCUMENT_CODE_BASE = 1000;
export const FURNISHING_CODE_BASE = 2000;

/** The extras a filter asks for, as codes (power and water facts are amenities), each once, ascending. */
export function extraCodes(f: SearchFilter): number[] {
  const codes = [
    // Amenity ids stay below 1000 (migrations/0065 posts no other): a higher one is a code no listing has.
    ...(f.amenities ?? []).map((a) => (a < DOCUMENT_CODE_BASE ? a : -a)),
    ...(f.power ?? []).map((p) => POWER_FACTS[p]),
    ...(f.water ?? []).map((w) => WATER_FACTS[w]),
    ...(f.titleDocuments ?? []).map((d) => DOCUMENT_CODE_BASE + TITLE_DOCUMENT_CODES.indexOf(d)),
    ...(f.furnishing ? [FURNISHING_CODE_BASE + FURNISHING.indexOf(f.furnishing)] : []),
  ];
  return [...new Set(codes)].sort((a, b) => a - b);
}

/** An extra's live listings in the search's type and place: `n` exact (the drift since the last sweep counted). */
export type ExtraCount = { extra: number; n: number };

const Row = z.object({ extra: z.number(), n: z.number(), gone: z.number(), back: z.number(), base: z.number() });

/**
 * Each extra's live listings of `listingType` (undefined: every type) in the filter's place (a state, a locality, an
 * area's or region's subtree, or everywhere), and `base`, the live listings of the type and place (for estimates).
 * One statement: a count row per extra (per locality of a subtree), the clock, and the listings with the extra that
 * went stale since the last sweep (a range on properties_confirmed_idx, the posting looked up by its key).
 */
export async function extraCounts(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: PlaceFilter,
  codes: readonly number[],
): Promise<{ counts: ExtraCount[]; base: number }> {
  const tree = f.localityIds ? f.localityIds.map((id) => Math.trunc(id)).join(", ") : null;
  const hasState = f.stateId !== undefined || !!f.state;
  const hasLocality = !tree && (f.localityId !== undefined || !!f.locality);
  const { keyState, keyLocality } = placeKeySql(hasState, hasLocality);
  const type = listingType ?? "*";
  const place = tree
    ? `AND e.state_id = k.s AND e.locality_id IN (${tree})`
    : `${hasState || hasLocality ? "AND e.state_id = k.s" : ""} ${hasLocality ? `AND e.${f.ancestor ?? "locality_id"} = k.l` : ""}`;
  const drift = (range: string) =>
    `(SELECT count(*) FROM properties p JOIN listing_extras e ON e.property_id = p.id AND e.extra = x.value
      WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND ${range} ${listingType ? "AND e.listing_type = ?7" : ""} ${place})`;
  const counted = (table: string, extra: string) =>
    tree
      ? `(SELECT coalesce(sum(t.n), 0) FROM ${table} t WHERE ${extra} t.listing_type = ?7 AND t.state_id = k.s AND t.locality_id IN (${tree}))`
      : `coalesce((SELECT t.n FROM ${table} t WHERE ${extra} t.listing_type = ?7 AND t.state_id = k.s AND t.locality_id = k.l), 0)`;
  const rows = await all(
    q(
      ctx,
      `WITH k AS (SELECT coalesce(${keyState}, -1) AS s, coalesce(${tree ? "0" : keyLocality}, -1) AS l)
       SELECT x.value AS extra, ${counted("listing_extra_counts", "t.extra = x.value AND")} AS n,
         ${drift(DRIFT.gone)} AS gone, ${drift(DRIFT.back)} AS back,
         ${counted("live_listing_counts", "")} AS base
       FROM k CROSS JOIN live_listing_counts_clock c CROSS JOIN json_each(?8) x WHERE c.id = 1`,
      ...placeKeyParams(ctx, f),
      type,
      JSON.stringify(codes),
    ),
    Row,
  );
  return {
    counts: rows.map((r) => ({ extra: r.extra, n: Math.max(0, r.n - r.gone + r.back) })),
    base: rows[0]?.base ?? 0,
  };
}

/**
 * The sweep's part (run in live-counts' batch, before the clock moves): the listings whose freshness ran out since the
 * last sweep take their extras out of the counts.
 */
export function sweepExtraCounts(ctx: ServiceCtx) {
  return q(
    ctx,
    `INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
     SELECT e.extra, iif(ty.column1, e.listing_type, '*'), ${levelState("e")}, ${levelPlace("e")}, -count(*)
     FROM properties p JOIN listing_extras e ON e.property_id = p.id
       CROSS JOIN (VALUES (1), (0)) ty CROSS JOIN ${PLACE_LEVELS}
     WHERE p.status = 'active' AND p.flagged_duplicate = 0
       AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - ?1 AND p.confirmed_at <= ?2 - ?1
       AND ${levelHeld("e")}
     GROUP BY 1, 2, 3, 4
     ON CONFLICT (extra, listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n`,
    FRESH,
    ctx.now,
  );
}
