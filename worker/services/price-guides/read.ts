import { z } from "zod";
import { all, q, rows } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import {
  GUIDE_TYPES,
  guideRowLabel,
  guideSearchHref,
  trendMonths,
  type GuideType,
} from "../../contracts/price-guide-rules";
import type { PriceGuide, PriceGuideIndex } from "../../contracts/price-guides";

/**
 * Reading the guides: a few rows of the aggregate tables (migrations/0062), never the listings. An area's guide is
 * one round trip of three statements keyed by the slugs (the place, its medians, its months), each a range of a
 * primary key, so its cost does not grow with the number of listings.
 */

/** An area and its state, as both the guide and the index read them. */
const areaColumns = {
  state_id: z.number(),
  state_name: z.string(),
  state_slug: z.string(),
  id: z.number(),
  name: z.string(),
  slug: z.string(),
};

const Place = z.object({
  ...areaColumns,
  listings: z.number().nullable(),
  refreshed_at: z.number().nullable(),
});
const Stat = z.object({
  listing_type: z.enum(GUIDE_TYPES),
  category_id: z.number(),
  bedrooms: z.number(),
  median_kobo: z.number(),
  n: z.number(),
});
const Month = Stat.extend({ month: z.string() });

const AREA = `(SELECT l.id FROM localities l JOIN states s ON s.id = l.state_id WHERE s.slug = ?1 AND l.slug = ?2 AND l.kind = 'area')`;
/** Rent before sale; within a type all homes first, then houses, flats, land; fewer bedrooms first. */
const ORDER = "listing_type = 'sale', category_id, bedrooms";

/** An area's guide by its state's and its own slug; null when there is no such area. */
export async function readGuide(ctx: ServiceCtx, stateSlug: string, areaSlug: string): Promise<PriceGuide | null> {
  const months = trendMonths(ctx.now);
  const [placeRes, statRes, monthRes] = await ctx.env.DB.batch([
    q(
      ctx,
      `SELECT s.id AS state_id, s.name AS state_name, s.slug AS state_slug, l.id, l.name, l.slug, g.listings, g.refreshed_at
       FROM localities l JOIN states s ON s.id = l.state_id LEFT JOIN price_guide_areas g ON g.locality_id = l.id
       WHERE s.slug = ?1 AND l.slug = ?2 AND l.kind = 'area'`,
      stateSlug,
      areaSlug,
    ),
    q(
      ctx,
      `SELECT listing_type, category_id, bedrooms, median_kobo, n FROM price_guide_stats WHERE locality_id = ${AREA} ORDER BY ${ORDER}`,
      stateSlug,
      areaSlug,
    ),
    q(
      ctx,
      `SELECT month, listing_type, category_id, bedrooms, median_kobo, n FROM price_guide_months
       WHERE locality_id = ${AREA} AND month >= ?3 ORDER BY month`,
      stateSlug,
      areaSlug,
      months[0],
    ),
  ]);
  const place = rows(placeRes, Place)[0];
  if (!place) return null;
  const slugs = { state: place.state_slug, area: place.slug };
  const key = (r: { listing_type: string; category_id: number; bedrooms: number }) =>
    `${r.listing_type}:${r.category_id}:${r.bedrooms}`;
  const series = new Map<string, PriceGuide["trend"]["series"][number]>();
  const at = new Map(months.map((m, i) => [m, i]));
  for (const m of rows(monthRes, Month)) {
    const i = at.get(m.month);
    if (i === undefined) continue;
    let s = series.get(key(m));
    if (!s) {
      s = {
        listingType: m.listing_type,
        categoryId: m.category_id,
        bedrooms: m.bedrooms,
        points: months.map((month) => ({ month, medianKobo: null, n: 0 })),
      };
      series.set(key(m), s);
    }
    s.points[i] = { month: m.month, medianKobo: m.median_kobo, n: m.n };
  }
  return {
    state: { id: place.state_id, name: place.state_name, slug: place.state_slug },
    area: { id: place.id, name: place.name, slug: place.slug },
    listings: place.listings ?? 0,
    refreshedAt: place.refreshed_at,
    rows: rows(statRes, Stat).map((r) => ({
      listingType: r.listing_type,
      categoryId: r.category_id,
      bedrooms: r.bedrooms,
      label: guideRowLabel(r.category_id, r.bedrooms),
      medianKobo: r.median_kobo,
      n: r.n,
      searchHref: guideSearchHref(r.listing_type as GuideType, slugs, {
        categoryId: r.category_id,
        bedrooms: r.bedrooms,
      }),
    })),
    trend: { months, series: [...series.values()] },
  };
}

const IndexRow = z.object({
  ...areaColumns,
  listings: z.number(),
  rent_median_kobo: z.number().nullable(),
  rent_n: z.number(),
  sale_median_kobo: z.number().nullable(),
  sale_n: z.number(),
  refreshed_at: z.number(),
});

/** Every area with a guide (one live listing or more), by state: one row per area of price_guide_areas. */
export async function readGuideIndex(ctx: ServiceCtx): Promise<PriceGuideIndex> {
  const found = await all(
    q(
      ctx,
      `SELECT s.id AS state_id, s.name AS state_name, s.slug AS state_slug, l.id, l.name, l.slug,
         g.listings, g.rent_median_kobo, g.rent_n, g.sale_median_kobo, g.sale_n, g.refreshed_at
       FROM price_guide_areas g JOIN localities l ON l.id = g.locality_id AND l.kind = 'area' JOIN states s ON s.id = g.state_id
       WHERE g.listings > 0 ORDER BY s.name, l.name`,
    ),
    IndexRow,
  );
  const states: PriceGuideIndex["states"] = [];
  let refreshedAt: number | null = null;
  for (const r of found) {
    let state = states.at(-1);
    if (state?.id !== r.state_id) {
      state = { id: r.state_id, name: r.state_name, slug: r.state_slug, areas: [] };
      states.push(state);
    }
    const median = (kobo: number | null, n: number) => (kobo === null || n === 0 ? null : { medianKobo: kobo, n });
    state.areas.push({
      id: r.id,
      name: r.name,
      slug: r.slug,
      listings: r.listings,
      rent: median(r.rent_median_kobo, r.rent_n),
      sale: median(r.sale_median_kobo, r.sale_n),
    });
    refreshedAt = Math.max(refreshedAt ?? 0, r.refreshed_at);
  }
  return { states, refreshedAt };
}

/** The guide rows an assistant answer needs: the area's medians of one type (all kinds and sizes). */
export async function guideRowsFor(ctx: ServiceCtx, localityId: number, type: GuideType) {
  return all(
    q(
      ctx,
      `SELECT listing_type, category_id, bedrooms, median_kobo, n FROM price_guide_stats WHERE locality_id = ? AND listing_type = ? ORDER BY ${ORDER}`,
      localityId,
      type,
    ),
    Stat,
  );
}
