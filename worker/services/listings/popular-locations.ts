import { z } from "zod";
import { allResults, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { POPULAR_LOCALITIES, POPULAR_STATES, type PopularLocations } from "../../contracts/popular-locations";
import { sweepLiveCounts } from "./live-counts";

/** A place's counts by type from live_listing_counts (migrations/0024): `c` is its all-types row. */
const BY_TYPE = ["rent", "sale", "short_stay"]
  .map(
    (t, i) =>
      `coalesce((SELECT n FROM live_listing_counts x WHERE x.listing_type = '${t}' AND x.state_id = c.state_id AND x.locality_id = c.locality_id), 0) AS t${i}`,
  )
  .join(", ");

/**
 * Recomputes the top localities and states by live listing count from the live counts (a few rows per place,
 * after a sweep so listings that went stale are out), run by the half-hourly cron (and once on demand if it
 * never ran). Delete and inserts are one batch, so a reader sees the old answer or the new one, never half.
 * Ties go by name, so the order is stable.
 */
export async function refreshPopularLocations(ctx: ServiceCtx) {
  await sweepLiveCounts(ctx);
  const top = (kind: "locality" | "state", place: string, join: string, order: string) =>
    q(
      ctx,
      `INSERT INTO popular_locations (kind, rank, state_id, locality_id, listings, rent, sale, stay, refreshed_at)
       SELECT '${kind}', row_number() OVER (ORDER BY c.n DESC, ${order}), c.state_id, ${kind === "locality" ? "c.locality_id" : "NULL"}, c.n, t0, t1, t2, ?1
       FROM (SELECT c.state_id, c.locality_id, c.n, ${BY_TYPE} FROM live_listing_counts c WHERE c.listing_type = '*' AND ${place} AND c.n > 0) c
       ${join} ORDER BY c.n DESC, ${order} LIMIT ?2`,
      ctx.now,
      kind === "locality" ? POPULAR_LOCALITIES : POPULAR_STATES,
    );
  await ctx.env.DB.batch([
    q(ctx, "DELETE FROM popular_locations"),
    top(
      "locality",
      "c.state_id <> 0 AND c.locality_id <> 0",
      "JOIN localities l ON l.id = c.locality_id",
      "l.name, l.id",
    ),
    top("state", "c.state_id <> 0 AND c.locality_id = 0", "JOIN states s ON s.id = c.state_id", "s.name, s.id"),
    q(ctx, "INSERT INTO popular_locations (kind, rank, listings, refreshed_at) VALUES ('refreshed', 0, 0, ?)", ctx.now),
  ]);
}

const Row = z.object({
  kind: z.string(),
  listings: z.number(),
  rent: z.number(),
  sale: z.number(),
  stay: z.number(),
  refreshed_at: z.number(),
  state_id: z.number().nullable(),
  state_name: z.string().nullable(),
  state_slug: z.string().nullable(),
  locality_id: z.number().nullable(),
  locality_name: z.string().nullable(),
  locality_slug: z.string().nullable(),
});
type Row = z.infer<typeof Row>;

/** A place's live count of one type ('*': all) now, from live_listing_counts (kept by triggers in every listing write's transaction). */
const liveNow = (type: string) =>
  `coalesce((SELECT n FROM live_listing_counts c WHERE c.listing_type = '${type}' AND c.state_id = pl.state_id AND c.locality_id = coalesce(pl.locality_id, 0)), 0)`;

/**
 * The stored ranking with each place's counts as they are now (the live counts, not the cron's snapshot): a
 * listing published, taken down or edited is in the home page's numbers at once; only the order waits for the cron.
 */
const read = (ctx: ServiceCtx) =>
  allResults(
    q(
      ctx,
      `SELECT pl.kind, ${liveNow("*")} AS listings, ${liveNow("rent")} AS rent, ${liveNow("sale")} AS sale, ${liveNow("short_stay")} AS stay, pl.refreshed_at,
      s.id AS state_id, s.name AS state_name, s.slug AS state_slug, l.id AS locality_id, l.name AS locality_name, l.slug AS locality_slug
    FROM popular_locations pl LEFT JOIN states s ON s.id = pl.state_id LEFT JOIN localities l ON l.id = pl.locality_id
    ORDER BY pl.kind, pl.rank`,
    ),
    Row,
  );

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
      .map((r) => ({
        id: r.locality_id!,
        name: r.locality_name!,
        slug: r.locality_slug!,
        state: { id: r.state_id!, name: r.state_name!, slug: r.state_slug! },
        ...counts(r),
      })),
    states: results
      .filter((r) => r.kind === "state" && r.state_id !== null)
      .map((r) => ({ id: r.state_id!, name: r.state_name!, slug: r.state_slug!, ...counts(r) })),
    refreshedAt: results.find((r) => r.kind === "refreshed")?.refreshed_at ?? null,
  };
}
