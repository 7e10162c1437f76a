import { z } from "zod";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { LISTING_RULES } from "../../contracts/listing-rules";
import type { PlaceFilter } from "./search-places";
import { ftsQuery } from "./fts";
import { slugify } from "./shared";
import { DRIFT, placeKeyParams, placeKeySql, sweepFacetCounts } from "./facet-counts";
import { sweepExtraCounts } from "./extra-counts";
import { levelHeld, levelPlace, levelState, PLACE_LEVELS } from "./place-levels";

/**
 * Exact live-listing totals by type × state × locality, from the table migrations/0024 keeps with triggers
 * (see there for the invariant). A search whose filter is only a listing type and a place gets its total
 * from one row plus a correction, instead of counting up to 1,000 listings, and the total is exact however
 * many there are ("31,204 homes for rent in Lagos", not "1,000+").
 *
 * Freshness is a matter of time (confirmed within 30 days), which no trigger sees pass: the sweep moves the
 * table's clock forward and takes out the listings that went stale in between, and a reader subtracts the
 * few that went stale since the last sweep (an index range on confirmed_at).
 */
const FRESH = LISTING_RULES.freshnessMs;
/** A reader that finds the last sweep older than this starts one (after its answer), so corrections stay small. */
export const SWEEP_AFTER_MS = 10 * 60_000;

/**
 * Moves the clock to `now` and takes the listings whose freshness ran out between the old clock and now out
 * of their six rows (and of their facet and owner counts, migrations/0040, and their extras' counts, 0065). One batch (a transaction): the range starts at the clock as the batch reads it, so two
 * sweeps in a row never take a listing out twice, and a clock never moves back.
 */
export async function sweepLiveCounts(ctx: ServiceCtx) {
  await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
       SELECT iif(ty.column1, p.listing_type, '*'), ${levelState("p")}, ${levelPlace("p")}, -count(*)
       FROM properties p CROSS JOIN (VALUES (1), (0)) ty CROSS JOIN ${PLACE_LEVELS}
       WHERE p.status = 'active' AND p.flagged_duplicate = 0
         AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - ?1 AND p.confirmed_at <= ?2 - ?1
         AND ${levelHeld("p")}
       GROUP BY 1, 2, 3
       ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n`,
      FRESH,
      ctx.now,
    ),
    ...sweepFacetCounts(ctx),
    sweepExtraCounts(ctx),
    q(ctx, "UPDATE live_listing_counts_clock SET swept_at = max(swept_at, ?) WHERE id = 1", ctx.now),
  ]);
}

/** A filter that is only a listing type and a place (an area's or region's subtree too): the ones the table can answer. */
export function isPlaceOnly(f: PlaceFilter) {
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    if (key === "query" && !ftsQuery(value as string)) continue;
    if (!["stateId", "state", "localityId", "locality", "localityIds", "ancestor", "listingType"].includes(key))
      return false;
  }
  return true;
}

/**
 * The exact number of live listings of a type (undefined: every type) in a place, or null when the filter
 * is more than a type and a place. Reads the key's row, the clock and the listings that went stale (or, with
 * a clock ahead of this worker's, came back) since the last sweep. An area or a region (`ancestor`) is its own key (its
 * subtree's listings: place-levels.ts); a subtree no column describes (`localityIds`) sums the rows of its localities.
 */
export async function liveTotal(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: PlaceFilter,
): Promise<number | null> {
  if (!isPlaceOnly(f)) return null;
  if (f.localityIds) return treeTotal(ctx, listingType, f.stateId!, f.localityIds);
  const hasState = f.stateId !== undefined || !!f.state;
  const hasLocality = f.localityId !== undefined || !!f.locality;
  const { keyState, keyLocality } = placeKeySql(hasState, hasLocality);
  const drift = (range: string) =>
    `(SELECT count(*) FROM properties p WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND ${range}
      ${listingType ? "AND +p.listing_type = ?7" : ""} ${hasState || hasLocality ? "AND +p.state_id = k.s" : ""} ${hasLocality ? `AND +p.${f.ancestor ?? "locality_id"} = k.l` : ""})`;
  const row = await first(
    q(
      ctx,
      `WITH k AS (SELECT ${keyState} AS s, ${keyLocality} AS l)
     SELECT coalesce((SELECT n FROM k CROSS JOIN live_listing_counts c WHERE c.listing_type = ?7 AND c.state_id = k.s AND c.locality_id = k.l), 0) AS n,
       ${drift(DRIFT.gone)} AS gone, ${drift(DRIFT.back)} AS back,
       c.swept_at AS sweptAt
     FROM live_listing_counts_clock c, k WHERE c.id = 1`,
      ...placeKeyParams(ctx, f),
      listingType ?? "*",
    ),
    LiveRow,
  );
  return corrected(ctx, row);
}

const LiveRow = z.object({ n: z.number(), gone: z.number(), back: z.number(), sweptAt: z.number() });

/** A live total from its rows and the drift since the last sweep; a late sweep is started after the answer. */
function corrected(ctx: ServiceCtx, row: z.infer<typeof LiveRow> | null) {
  if (!row) return null;
  if (ctx.now - row.sweptAt > SWEEP_AFTER_MS) ctx.defer?.(sweepLiveCounts(ctx).catch(() => undefined));
  return Math.max(0, row.n - row.gone + row.back);
}

/** liveTotal of an area's or region's subtree: its localities' rows summed (one per locality), the drift checked per listing. */
async function treeTotal(ctx: ServiceCtx, listingType: string | undefined, stateId: number, ids: readonly number[]) {
  const place = `+p.state_id = ?3 AND +p.locality_id IN (${ids.map((id) => Math.trunc(id)).join(", ")})`;
  const drift = (range: string) =>
    `(SELECT count(*) FROM properties p WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND ${range}
      ${listingType ? "AND +p.listing_type = ?4" : ""} AND ${place})`;
  const row = await first(
    q(
      ctx,
      `SELECT coalesce((SELECT sum(n) FROM live_listing_counts c WHERE c.listing_type = ?4 AND c.state_id = ?3
         AND c.locality_id IN (${ids.map((id) => Math.trunc(id)).join(", ")})), 0) AS n,
       ${drift(DRIFT.gone)} AS gone, ${drift(DRIFT.back)} AS back,
       c.swept_at AS sweptAt
     FROM live_listing_counts_clock c WHERE c.id = 1`,
      FRESH,
      ctx.now,
      stateId,
      listingType ?? "*",
    ),
    LiveRow,
  );
  return corrected(ctx, row);
}

/** scopeLive's answers, by listing type and state, kept SCOPE_TTL_MS (a test runtime empties it with its database). */
const SCOPE_TTL_MS = 10 * 60_000;
const SCOPE_CACHE_SIZE = 200;
export const scopeCounts = new Map<string, { n: number; at: number }>();

/**
 * The live listings of a type in a state (or every state) as the count table holds them, without the drift since the
 * last sweep, kept in the isolate for SCOPE_TTL_MS: one row at most, for a plan's choice only (a share of the place),
 * never shown.
 */
export async function scopeLive(ctx: ServiceCtx, listingType: string, f: PlaceFilter): Promise<number> {
  const key = JSON.stringify([listingType, f.stateId ?? null, f.state ? slugify(f.state) : null]);
  const hit = scopeCounts.get(key);
  if (hit && ctx.now - hit.at < SCOPE_TTL_MS) return hit.n;
  const hasState = f.stateId !== undefined || !!f.state;
  const { keyState } = placeKeySql(hasState, false);
  const row = await first(
    q(
      ctx,
      `WITH k AS (SELECT ${keyState} AS s)
     SELECT coalesce((SELECT n FROM k CROSS JOIN live_listing_counts c WHERE c.listing_type = ?7 AND c.state_id = k.s AND c.locality_id = 0), 0) AS n`,
      ...placeKeyParams(ctx, { ...f, localityId: undefined, locality: undefined }),
      listingType,
    ),
    z.object({ n: z.number() }),
  );
  const n = row?.n ?? 0;
  scopeCounts.delete(key);
  scopeCounts.set(key, { n, at: ctx.now });
  if (scopeCounts.size > SCOPE_CACHE_SIZE) scopeCounts.delete(scopeCounts.keys().next().value!);
  return n;
}
