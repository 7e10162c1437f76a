import { lagosDay } from "../../contracts/lagos-time";
import type { ServiceCtx } from "../../lib/context";

/**
 * Daily counters (the `daily_metrics` table): a shared core that knows no domain. A bump is one upsert, run after
 * the answer through ctx.defer (waitUntil): the request never waits for it, and a failed bump is dropped, never
 * an error the visitor sees. Counts are per Lagos calendar day.
 */
export type Metric = "search" | "listing_view" | "search_locality";

const UPSERT = "INSERT INTO daily_metrics (metric, day, key, n) VALUES (?, ?, ?, 1) ON CONFLICT (metric, day, key) DO UPDATE SET n = n + 1";

/** The upsert of one count, to run alone or inside a caller's batch. */
export const bumpStatement = (ctx: ServiceCtx, metric: Metric, key = "") => ctx.env.DB.prepare(UPSERT).bind(metric, lagosDay(ctx.now), key);

/** Runs `work` after the answer (or now, without a request); its failure is swallowed: counters never break a route. */
function later(ctx: ServiceCtx, work: () => Promise<unknown>) {
  const p = (async () => work())().catch(() => undefined);
  if (ctx.defer) ctx.defer(p);
  return p;
}

/**
 * A search: one `search`, and one `search_locality` keyed by the locality's id when the filter names a locality
 * (by id, or by slug within the state when one is given: the same resolution as the search). The locality is
 * resolved in the same statement, so an unknown one counts nothing.
 */
export function recordSearch(ctx: ServiceCtx, place: { localityId?: number | null; localitySlug?: string | null; stateId?: number | null; stateSlug?: string | null }) {
  return later(ctx, async () => {
    const stmts = [bumpStatement(ctx, "search")];
    if (place.localityId || place.localitySlug)
      stmts.push(
        ctx.env.DB.prepare(
          `INSERT INTO daily_metrics (metric, day, key, n)
           SELECT 'search_locality', ?1, CAST(l.id AS TEXT), 1 FROM localities l
           WHERE (?2 IS NOT NULL AND l.id = ?2) OR (?2 IS NULL AND l.slug = ?3
             AND (?4 IS NULL OR l.state_id = ?4) AND (?5 IS NULL OR l.state_id = (SELECT id FROM states WHERE slug = ?5)))
           ORDER BY l.id LIMIT 1
           ON CONFLICT (metric, day, key) DO UPDATE SET n = n + 1`,
        ).bind(lagosDay(ctx.now), place.localityId ?? null, place.localitySlug ?? null, place.stateId ?? null, place.stateSlug ?? null),
      );
    await ctx.env.DB.batch(stmts);
  });
}

/** A visit to a listing page. */
export const recordListingView = (ctx: ServiceCtx) => later(ctx, () => bumpStatement(ctx, "listing_view").run());
