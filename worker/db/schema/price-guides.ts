import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { localities, states } from "./locations";

/**
 * Area price guides (migrations/0062): an area's median asking price by listing type × kind × bedrooms, recomputed
 * by a bounded cron step (services/price-guides/refresh.ts) so a guide reads these rows, never the listings.
 * categoryId 0 with bedrooms -1: all homes (houses and flats).
 */
export const priceGuideStats = sqliteTable(
  "price_guide_stats",
  {
    localityId: integer("locality_id")
      .notNull()
      .references(() => localities.id),
    listingType: text("listing_type").notNull(),
    categoryId: integer("category_id").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    medianKobo: integer("median_kobo").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.localityId, t.listingType, t.categoryId, t.bedrooms] })],
);

/** The same medians by Lagos month ("2026-03"): the last figure taken in each month, for the 12-month trend. */
export const priceGuideMonths = sqliteTable(
  "price_guide_months",
  {
    localityId: integer("locality_id")
      .notNull()
      .references(() => localities.id),
    month: text("month").notNull(),
    listingType: text("listing_type").notNull(),
    categoryId: integer("category_id").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    medianKobo: integer("median_kobo").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.localityId, t.month, t.listingType, t.categoryId, t.bedrooms] })],
);

/** Each refreshed area: when, how many live listings its guide counts, and its all-homes medians (the /prices index). */
export const priceGuideAreas = sqliteTable(
  "price_guide_areas",
  {
    localityId: integer("locality_id")
      .primaryKey()
      .references(() => localities.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    listings: integer("listings").notNull().default(0),
    rentMedianKobo: integer("rent_median_kobo"),
    rentN: integer("rent_n").notNull().default(0),
    saleMedianKobo: integer("sale_median_kobo"),
    saleN: integer("sale_n").notNull().default(0),
    refreshedAt: integer("refreshed_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("price_guide_areas_refreshed_idx").on(t.refreshedAt),
    index("price_guide_areas_state_idx").on(t.stateId, t.listings),
  ],
);
