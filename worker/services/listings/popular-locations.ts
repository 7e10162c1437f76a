import type { ServiceCtx } from "../../lib/context";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { POPULAR_LOCALITIES, POPULAR_STATES, type PopularLocations } from "../../contracts/popular-locations";
import { q } from "../wallet/ledger";

/** The live-listing condition of `publiclyListed`, in SQL text (freshness checked per row, as search does). */
const LIVE = "p.status = 'active' AND +p.confirmed_at > ?1 AND p.flagged_duplicate = 0";
const COUNTS = "count(*) AS n, sum(p.listing_type = 'rent') AS r, sum(p.listing_type = 'sale') AS s, sum(p.listing_type = 'short_stay') AS st";

/**
 * Recomputes the top localities and states by live listing count: one GROUP BY over the live listings, run by
 * the half-hourly cron (and once on demand if it never ran). Delete and inserts are one batch, so a reader
 * sees the old answer or the new one, never half. Ties go by name, so the order is stable.
 */
export async function refreshPopularLocations(ctx: ServiceCtx) {
  const fresh = ctx.now - LISTING_RULES.freshnessMs;
  await ctx.env.DB.batch([
    q(ctx, "DELETE FROM popular_locations"),
    q(ctx, `INSERT INTO popular_locations (kind, rank, state_id, locality_id, listings, rent, sale, stay, refreshed_at)
      SELECT 'locality', row_number() OVER (ORDER BY c.n DESC, l.name, l.id), l.state_id, l.id, c.n, c.r, c.s, c.st, ?2
      FROM (SELECT p.locality_id AS id, ${COUNTS} FROM properties p WHERE ${LIVE} AND p.locality_id IS NOT NULL GROUP BY p.locality_id) c
      JOIN localities l ON l.id = c.id ORDER BY c.n DESC, l.name, l.id LIMIT ?3`, fresh, ctx.now, POPULAR_LOCALITIES),
    q(ctx, `INSERT INTO popular_locations (kind, rank, state_id, locality_id, listings, rent, sale, stay, refreshed_at)
      SELECT 'state', row_number() OVER (ORDER BY c.n DESC, s.name, s.id), s.id, NULL, c.n, c.r, c.s, c.st, ?2
      FROM (SELECT p.state_id AS id, ${COUNTS} FROM properties p WHERE ${LIVE} GROUP BY p.state_id) c
      JOIN states s ON s.id = c.id ORDER BY c.n DESC, s.name, s.id LIMIT ?3`, fresh, ctx.now, POPULAR_STATES),
    q(ctx, "INSERT INTO popular_locations (kind, rank, listings, refreshed_at) VALUES ('refreshed', 0, 0, ?)", ctx.now),
  ]);
}

type Row = {
  kind: string; listings: number; rent: number; sale: number; stay: number; refreshed_at: number;
  state_id: number | null; state_name: string | null; state_slug: string | null;
  locality_id: number | null; locality_name: string | null; locality_slug: string | null;
};

const read = (ctx: ServiceCtx) =>
  q(ctx, `SELECT pl.kind, pl.listings, pl.rent, pl.sale, pl.stay, pl.refreshed_at,
      s.id AS state_id, s.name AS state_name, s.slug AS state_slug, l.id AS locality_id, l.name AS locality_name, l.slug AS locality_slug
    FROM popular_locations pl LEFT JOIN states s ON s.id = pl.state_id LEFT JOIN localities l ON l.id = pl.locality_id
    ORDER BY pl.kind, pl.rank`).all<Row>();

/** The stored answer (a few dozen rows); computed once here only when the cron has never run (a fresh database). */
export async function popularLocations(ctx: ServiceCtx): Promise<PopularLocations> {
  let { results } = await read(ctx);
  if (!results.some((r) => r.kind === "refreshed")) {
    await refreshPopularLocations(ctx);
    ({ results } = await read(ctx));
  }
  const counts = (r: Row) => ({ listings: r.listings, byType: { rent: r.rent, sale: r.sale, stay: r.stay } });
  return {
    localities: results
      .filter((r) => r.kind === "locality" && r.locality_id !== null && r.state_id !== null)
      .map((r) => ({ id: r.locality_id!, name: r.locality_name!, slug: r.locality_slug!, state: { id: r.state_id!, name: r.state_name!, slug: r.state_slug! }, ...counts(r) })),
    states: results.filter((r) => r.kind === "state" && r.state_id !== null).map((r) => ({ id: r.state_id!, name: r.state_name!, slug: r.state_slug!, ...counts(r) })),
    refreshedAt: results.find((r) => r.kind === "refreshed")?.refreshed_at ?? null,
  };
}
