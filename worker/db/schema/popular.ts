import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The home page's "popular locations": the top localities and states by live listing count,
 * recomputed by the half-hourly cron (one GROUP BY over the live listings) so a page view reads ~20 rows, never
 * the listings. `kind` is "locality", "state" or "refreshed" (one marker row: when the answer was computed).
 */
export const popularLocations = sqliteTable(
  "popular_locations",
  {
    kind: text("kind").notNull(),
    rank: integer("rank").notNull(),
    stateId: integer("state_id"),
    localityId: integer("locality_id"),
    listings: integer("listings").notNull().default(0),
    rent: integer("rent").notNull().default(0),
    sale: integer("sale").notNull().default(0),
    stay: integer("stay").notNull().default(0),
    refreshedAt: integer("refreshed_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.rank] })],
);

/**
 * Live listings per listing type × place × property type × "b+ bedrooms" × price band (migrations/0040), kept by
 * triggers on properties and the live-counts sweep: the totals of faceted searches (services/listings/facet-counts.ts).
 * state_id / locality_id / type_id 0 mean "every".
 */
export const listingFacetCounts = sqliteTable(
  "listing_facet_counts",
  {
    listingType: text("listing_type").notNull(),
    stateId: integer("state_id").notNull(),
    localityId: integer("locality_id").notNull(),
    typeId: integer("type_id").notNull(),
    minBeds: integer("min_beds").notNull(),
    priceBand: integer("price_band").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingType, t.stateId, t.localityId, t.typeId, t.minBeds, t.priceBand] })],
);

/** A lister's live listings by listing type ('*': all), for the directory (migrations/0040, same triggers and sweep). */
export const ownerListingCounts = sqliteTable(
  "owner_listing_counts",
  {
    ownerId: text("owner_id").notNull(),
    listingType: text("listing_type").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.listingType] })],
);

/** A professional's median first-reply time over their 20 latest answered conversations (trigger on messages, migrations/0040). */
export const responseTimes = sqliteTable("response_times", {
  userId: text("user_id").primaryKey(),
  medianMs: integer("median_ms").notNull(),
  sample: integer("sample").notNull(),
});

/**
 * The fair-price band's histograms (migrations/0061, kept by triggers on properties): per purpose × kind family ×
 * bedrooms (6: six or more) × place (a locality, or a state's id negated), `hist` maps "month:bucket" to listings
 * (services/listings/price-band.ts reads it).
 */
export const priceBandHist = sqliteTable(
  "price_band_hist",
  {
    purpose: text("purpose").notNull(),
    family: integer("family").notNull(),
    beds: integer("beds").notNull(),
    placeId: integer("place_id").notNull(),
    hist: text("hist").notNull().default("{}"),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.family, t.beds, t.placeId] })],
);

/**
 * The search's postings of extras (migrations/0065): one row per listed listing (active, not a duplicate) and extra it
 * has (an amenity id; 1000 + a title document's index; 2000 + a furnishing's index: services/listings/search-extras.ts),
 * with the columns the search sorts and narrows by; kept by triggers on properties and property_amenities. The search
 * names its indexes (INDEXED BY): one per scope (type and state, type and locality, type alone) and sort key.
 */
export const listingExtras = sqliteTable(
  "listing_extras",
  {
    propertyId: text("property_id").notNull(),
    extra: integer("extra").notNull(),
    listingType: text("listing_type").notNull(),
    stateId: integer("state_id").notNull(),
    localityId: integer("locality_id"),
    /** The listing's area and region (properties.area_id, region_id: migrations/0074). */
    areaId: integer("area_id"),
    regionId: integer("region_id"),
    premium: integer("premium").notNull(),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    priceKobo: integer("price_kobo").notNull(),
    confirmedAt: integer("confirmed_at", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.extra] }),
    index("listing_extras_state_latest").on(
      t.extra,
      t.listingType,
      t.stateId,
      t.premium,
      t.createdAt,
      t.propertyId,
      t.localityId,
    ),
    index("listing_extras_state_price").on(
      t.extra,
      t.listingType,
      t.stateId,
      t.premium,
      t.priceKobo,
      t.propertyId,
      t.localityId,
    ),
    index("listing_extras_locality_latest").on(
      t.extra,
      t.listingType,
      t.localityId,
      t.premium,
      t.createdAt,
      t.propertyId,
    ),
    index("listing_extras_locality_price").on(
      t.extra,
      t.listingType,
      t.localityId,
      t.premium,
      t.priceKobo,
      t.propertyId,
    ),
    index("listing_extras_area_latest").on(t.extra, t.listingType, t.areaId, t.premium, t.createdAt, t.propertyId),
    index("listing_extras_area_price").on(t.extra, t.listingType, t.areaId, t.premium, t.priceKobo, t.propertyId),
    index("listing_extras_region_latest").on(t.extra, t.listingType, t.regionId, t.premium, t.createdAt, t.propertyId),
    index("listing_extras_region_price").on(t.extra, t.listingType, t.regionId, t.premium, t.priceKobo, t.propertyId),
    index("listing_extras_type_latest").on(t.extra, t.listingType, t.premium, t.createdAt, t.propertyId),
    index("listing_extras_type_price").on(t.extra, t.listingType, t.premium, t.priceKobo, t.propertyId),
  ],
);

/** Live listings per extra × listing type ('*': all) × state × locality (0: every), kept by triggers on listing_extras and the sweep (migrations/0065). */
export const listingExtraCounts = sqliteTable(
  "listing_extra_counts",
  {
    extra: integer("extra").notNull(),
    listingType: text("listing_type").notNull(),
    stateId: integer("state_id").notNull(),
    localityId: integer("locality_id").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.extra, t.listingType, t.stateId, t.localityId] })],
);
