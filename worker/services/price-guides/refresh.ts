import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { lagosMonth } from "../../contracts/lagos-time";
import { GUIDE_KIND_IDS, MAX_GUIDE_BEDROOMS, trendMonths } from "../../contracts/price-guide-rules";

/**
 * The price guides' bounded refresh, a step of the half-hourly cron: the areas whose guide is oldest (or that never
 * had one) are recomputed one batch each, until the run has taken `maxAreas` areas, read about `rowBudget` listings
 * (each area's count from its last refresh) or spent `timeBudgetMs`. With 48 runs a day every area is refreshed
 * daily however many listings there are, and no page view or API read ever touches the listings.
 */
export const GUIDE_REFRESH = {
  /** An area refreshed more recently than this is not due. */
  staleAfterMs: 20 * 3600_000,
  maxAreas: 200,
  rowBudget: 150_000,
  timeBudgetMs: 10_000,
} as const;

const Due = z.object({ id: z.number(), state_id: z.number(), listings: z.number() });

/** Rent per year (a monthly rent ×12) and sale outright: the prices a median may mix. */
const PRICE = "iif(p.price_period = 'per_month', p.price_kobo * 12, p.price_kobo)";
const PRICED = `((p.listing_type = 'rent' AND p.price_period IN ('per_year', 'per_month')) OR (p.listing_type = 'sale' AND p.price_period = 'outright'))`;

/**
 * The medians of one area (?1; its neighbourhoods' listings too, as its search takes them in) as of ?2 (the
 * freshness cut: confirmed after it). Each group's median is the middle price, or the mean of the two middle
 * prices, by a window over the group sorted by price: the rows leave SQLite as one per group.
 */
const MEDIANS = `
INSERT INTO price_guide_stats (locality_id, listing_type, category_id, bedrooms, median_kobo, n)
WITH live AS (
  SELECT p.listing_type AS t, p.category_id AS k, iif(p.category_id = 3, 0, min(p.bedrooms, ${MAX_GUIDE_BEDROOMS})) AS b, ${PRICE} AS price
  FROM properties p
  WHERE p.locality_id IN (SELECT ?1 UNION ALL SELECT id FROM localities WHERE parent_id = ?1 AND kind = 'neighbourhood')
    AND p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > ?2
    AND p.category_id IN (${GUIDE_KIND_IDS.join(", ")}) AND p.price_kobo > 0 AND ${PRICED}
),
grouped AS (
  SELECT t, k, b, price FROM live
  UNION ALL SELECT t, 0, -1, price FROM live WHERE k <> 3
),
ranked AS (
  SELECT t, k, b, price,
    row_number() OVER (PARTITION BY t, k, b ORDER BY price) AS rn,
    count(*) OVER (PARTITION BY t, k, b) AS n
  FROM grouped
)
SELECT ?1, t, k, b, cast(round(avg(price)) AS integer), max(n)
FROM ranked WHERE rn IN ((n + 1) / 2, (n + 2) / 2)
GROUP BY t, k, b`;

/** The statements that recompute one area, as one batch (a transaction): a reader sees the old guide or the new one. */
function areaStatements(ctx: ServiceCtx, area: { id: number; state_id: number }) {
  const month = lagosMonth(ctx.now);
  const oldest = trendMonths(ctx.now)[0]!;
  const all = (type: string, col: string) =>
    `(SELECT ${col} FROM price_guide_stats WHERE locality_id = ?1 AND listing_type = '${type}' AND category_id = 0 AND bedrooms = -1)`;
  return [
    q(ctx, "DELETE FROM price_guide_stats WHERE locality_id = ?", area.id),
    q(ctx, MEDIANS, area.id, ctx.now - LISTING_RULES.freshnessMs),
    q(
      ctx,
      "DELETE FROM price_guide_months WHERE locality_id = ?1 AND (month = ?2 OR month < ?3)",
      area.id,
      month,
      oldest,
    ),
    q(
      ctx,
      `INSERT INTO price_guide_months (locality_id, month, listing_type, category_id, bedrooms, median_kobo, n)
       SELECT locality_id, ?2, listing_type, category_id, bedrooms, median_kobo, n FROM price_guide_stats WHERE locality_id = ?1`,
      area.id,
      month,
    ),
    q(
      ctx,
      `INSERT INTO price_guide_areas (locality_id, state_id, listings, rent_median_kobo, rent_n, sale_median_kobo, sale_n, refreshed_at)
       SELECT ?1, ?2, (SELECT coalesce(sum(n), 0) FROM price_guide_stats WHERE locality_id = ?1 AND category_id IN (0, 3)),
         ${all("rent", "median_kobo")}, coalesce(${all("rent", "n")}, 0), ${all("sale", "median_kobo")}, coalesce(${all("sale", "n")}, 0), ?3
       ON CONFLICT (locality_id) DO UPDATE SET state_id = excluded.state_id, listings = excluded.listings,
         rent_median_kobo = excluded.rent_median_kobo, rent_n = excluded.rent_n,
         sale_median_kobo = excluded.sale_median_kobo, sale_n = excluded.sale_n, refreshed_at = excluded.refreshed_at`,
      area.id,
      area.state_id,
      ctx.now,
    ),
  ];
}

/** Recomputes one area's guide now (the cron's unit of work; tests and the seed's demo call it directly). */
export async function refreshAreaGuide(ctx: ServiceCtx, area: { id: number; state_id: number }) {
  await ctx.env.DB.batch(areaStatements(ctx, area));
}

/** One cron run's share: the areas due, oldest guide first, within the run's budgets. Answers what it did. */
export async function refreshPriceGuides(
  ctx: ServiceCtx,
  budget: Partial<Record<keyof typeof GUIDE_REFRESH, number>> = {},
) {
  const b = { ...GUIDE_REFRESH, ...budget };
  const started = Date.now();
  // Localities are reference data (thousands of rows at most): the due list is a job's scan, never a request's.
  // Among areas equally due (never refreshed, after a deploy), the busiest first (their live count, migrations/0024).
  const due = await all(
    q(
      ctx,
      `SELECT l.id, l.state_id, coalesce(g.listings, 0) AS listings
       FROM localities l LEFT JOIN price_guide_areas g ON g.locality_id = l.id
       WHERE l.kind = 'area' AND coalesce(g.refreshed_at, 0) <= ?
       ORDER BY coalesce(g.refreshed_at, 0),
         coalesce((SELECT n FROM live_listing_counts c WHERE c.listing_type = '*' AND c.state_id = l.state_id AND c.locality_id = l.id), 0) DESC,
         l.id
       LIMIT ?`,
      ctx.now - b.staleAfterMs,
      b.maxAreas,
    ),
    Due,
  );
  let areas = 0;
  let rows = 0;
  for (const area of due) {
    if (areas > 0 && (rows + area.listings > b.rowBudget || Date.now() - started > b.timeBudgetMs)) break;
    await refreshAreaGuide(ctx, area);
    areas++;
    rows += area.listings;
  }
  return { due: due.length, refreshed: areas, listingsRead: rows };
}
