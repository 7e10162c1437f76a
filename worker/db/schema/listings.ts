import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./users";
import { localities, states } from "./locations";
import { LISTING_STATUSES } from "../../contracts/listing-rules";
import { belongsTo } from "./columns";

/** An upload: pending until its original or 640 thumbnail arrives, then has_original/has_thumb, ready with both; evidence once attached to a stay claim. */
export const MEDIA_STATUSES = ["pending", "has_original", "has_thumb", "ready", "evidence"] as const;

export const propertyCategories = sqliteTable("property_categories", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
});

export const propertyTypes = sqliteTable(
  "property_types",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => propertyCategories.id),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
  },
  (t) => [index("property_types_category_idx").on(t.categoryId)],
);

export const amenities = sqliteTable("amenities", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
});

/** Money columns are kobo (integers). Status: draft | active | deactivated | deleted | delisted. Only active listings are public. */
/**
 * Price band boundaries B0 … B13 in kobo (₦100k … ₦1bn): band 2k is the prices strictly between B(k-1) and Bk, band
 * 2k+1 exactly Bk (asking prices are round, so "under ₦5m" and "from ₦5m" are both runs of whole bands). The bands of
 * listing_facet_counts (migrations/0040) and of the `price_band` column (migrations/0042).
 */
export const PRICE_BANDS_KOBO = [
  100_000, 250_000, 500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000,
  100_000_000, 200_000_000, 500_000_000, 1_000_000_000,
].map((n) => n * 100);
/**
 * The band of `price_kobo` as an expression, indexed by migrations/0042 (no column: SQLite keeps an expression index
 * on every write, and selecting a listing does not pay for it). A search writes this same expression to use those
 * indexes (search-streams.ts streamArms); test/worker/search-streams-bands.test.ts checks it against facet-counts.ts bandOf.
 */
export const PRICE_BAND_EXPR = `(2 * (${PRICE_BANDS_KOBO.map((b) => `(price_kobo >= ${b})`).join(" + ")}) - (price_kobo IN (${PRICE_BANDS_KOBO.join(", ")})))`;
const PRICE_BAND_SQL = sql.raw(PRICE_BAND_EXPR);
/**
 * A listing's map cell, 0.1° × 0.1° (about 11 × 11 km at Lagos), as one integer: row (lat + 90) × 10, column
 * (lng + 180) × 10, both truncated (never negative, so truncation is floor). Indexed by migrations/0044 as an expression
 * (every write keeps it, no column or trigger to forget); a map search writes the same expression (search-map-cells.ts cellPage)
 * and computes the cells a box overlaps with the same double arithmetic (mapCells). NULL without a pin.
 */
export const MAP_CELL_PER_DEGREE = 10;
export const MAP_CELL_EXPR = `(cast((lat + 90) * ${MAP_CELL_PER_DEGREE} as integer) * 4000 + cast((lng + 180) * ${MAP_CELL_PER_DEGREE} as integer))`;
const MAP_CELL_SQL = sql.raw(MAP_CELL_EXPR);
/**
 * The same on a 0.02° grid (about 2.2 × 2.2 km: a neighbourhood), row × 20000 + column (migrations/0045): a small map
 * box (Victoria Island) is a small share of its 0.1° cell, and its page would read most of the cell's newest listings.
 */
export const MAP_FINE_CELL_PER_DEGREE = 50;
export const MAP_FINE_CELL_EXPR = `(cast((lat + 90) * ${MAP_FINE_CELL_PER_DEGREE} as integer) * 20000 + cast((lng + 180) * ${MAP_FINE_CELL_PER_DEGREE} as integer))`;
const MAP_FINE_CELL_SQL = sql.raw(MAP_FINE_CELL_EXPR);
/**
 * The same on a 1° grid (about 110 km: a metropolitan area), row × 400 + column (migrations/0046): a Lagos-wide box
 * overlaps more than 5 cells of the finer grids, and one 1° cell holds it with most of the cell's listings inside.
 */
export const MAP_WIDE_CELL_PER_DEGREE = 1;
export const MAP_WIDE_CELL_EXPR = `(cast((lat + 90) * ${MAP_WIDE_CELL_PER_DEGREE} as integer) * 400 + cast((lng + 180) * ${MAP_WIDE_CELL_PER_DEGREE} as integer))`;
const MAP_WIDE_CELL_SQL = sql.raw(MAP_WIDE_CELL_EXPR);

/**
 * A listing's move-in total in kobo, as SQL: moveInCost's sum (worker/contracts/listing-rules.ts), the first year's rent
 * (12 × a monthly price) plus service charge, agency, legal and caution fees. Indexed by migrations/0064 as an
 * expression (every write keeps it, whichever path writes the fees; no column or trigger to forget) for the bounded
 * count of a move-in filter; the page checks it per row (MOVE_IN_ROW_EXPR) while it walks the sort index.
 */
export const MOVE_IN_EXPR = `(iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo)`;
/** The same, in a form no index matches (`+ 0`), for the per-row check of a page that walks a sort index. */
export const MOVE_IN_ROW_EXPR = `(${MOVE_IN_EXPR} + 0)`;
const MOVE_IN_SQL = sql.raw(MOVE_IN_EXPR);

export const properties = sqliteTable(
  "properties",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    listingType: text("listing_type").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => propertyCategories.id),
    typeId: integer("type_id")
      .notNull()
      .references(() => propertyTypes.id),
    priceKobo: integer("price_kobo").notNull(),
    pricePeriod: text("price_period").notNull(),
    serviceChargeKobo: integer("service_charge_kobo").notNull().default(0),
    agencyFeeKobo: integer("agency_fee_kobo").notNull().default(0),
    legalFeeKobo: integer("legal_fee_kobo").notNull().default(0),
    cautionFeeKobo: integer("caution_fee_kobo").notNull().default(0),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    toilets: integer("toilets").notNull().default(0),
    areaSqm: real("area_sqm"),
    furnishing: text("furnishing").notNull().default("unfurnished"),
    address: text("address").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    localityId: integer("locality_id").references(() => localities.id),
    /**
     * The locality's area (itself when it is an area) and region (migrations/0074): derived from `localities`, kept by
     * triggers on both tables, so a search for an area or a region reads its own indexes and count rows. No foreign key:
     * derived data, and adding one would rebuild the table (and drop its triggers).
     */
    areaId: integer("area_id"),
    regionId: integer("region_id"),
    lat: real("lat"),
    lng: real("lng"),
    /** JSON array of title document codes (c_of_o, governors_consent, ...). */
    titleDocuments: text("title_documents").notNull().default("[]"),
    inspectionFeeKobo: integer("inspection_fee_kobo"),
    premiumListing: integer("premium_listing", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("active"),
    delistReason: text("delist_reason"),
    /** Last time the lister said it is still available; search hides listings not confirmed for 30 days. */
    confirmedAt: integer("confirmed_at", { mode: "number" }).notNull(),
    reminderSentAt: integer("reminder_sent_at", { mode: "number" }),
    flaggedDuplicate: integer("flagged_duplicate", { mode: "boolean" }).notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    /** How many photos the listing has (kept by triggers on property_media): a card shows it beside its one photo. */
    photoCount: integer("photo_count").notNull().default(0),
    /** The price before the latest drop, and when it dropped (migrations/0059's trigger; cleared by a rise). */
    previousPriceKobo: integer("previous_price_kobo"),
    priceReducedAt: integer("price_reduced_at", { mode: "number" }),
    /** The fair-price band's top (the listing's own period) it was held for review under (migrations/0061). */
    priceHoldTopKobo: integer("price_hold_top_kobo"),
    /**
     * Set to a fresh id by the guarded UPDATE that opens a listing edit's batch; the edit's other
     * statements run only where it matches, so an edit that lost its guard (listing deleted, disabled,
     * delisted meanwhile) writes nothing at all.
     */
    writeId: text("write_id"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("properties_slug_unique").on(t.slug),
    index("properties_search_idx").on(t.status, t.listingType, t.stateId, t.confirmedAt),
    index("properties_price_reduced_idx")
      .on(t.priceReducedAt)
      .where(sql`price_reduced_at IS NOT NULL`),
    index("properties_search_created_idx").on(t.status, t.listingType, t.createdAt),
    index("properties_search_price_idx").on(t.status, t.listingType, t.priceKobo),
    index("properties_locality_idx").on(t.localityId, t.status),
    index("properties_owner_idx").on(t.ownerId, t.status, t.createdAt),
    index("properties_created_idx").on(t.createdAt),
    index("properties_type_idx").on(t.typeId, t.status),
    index("properties_confirmed_idx").on(t.status, t.confirmedAt),
    index("properties_sitemap_idx").on(t.status, t.id),
    index("properties_s_type_state_beds_band_latest").on(
      t.status,
      t.listingType,
      t.stateId,
      t.bedrooms,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_locality_beds_band_latest").on(
      t.status,
      t.listingType,
      t.localityId,
      t.bedrooms,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    // Newest first with a common price range: one stream per band (migrations/0045, search-price-bands.ts bandPage).
    index("properties_s_type_state_band_latest").on(
      t.status,
      t.listingType,
      t.stateId,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_locality_band_latest").on(
      t.status,
      t.listingType,
      t.localityId,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    // An area's and a region's own indexes (migrations/0073): what their searches stream on, as a locality's do (search-scope.ts).
    index("properties_s_type_area_latest").on(t.status, t.listingType, t.areaId, t.premiumListing, t.createdAt, t.id),
    index("properties_s_type_area_price").on(t.status, t.listingType, t.areaId, t.premiumListing, t.priceKobo, t.id),
    index("properties_s_type_area_beds_latest").on(
      t.status,
      t.listingType,
      t.areaId,
      t.bedrooms,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_area_beds_price").on(
      t.status,
      t.listingType,
      t.areaId,
      t.bedrooms,
      t.premiumListing,
      t.priceKobo,
      t.id,
    ),
    index("properties_s_type_area_beds_band_latest").on(
      t.status,
      t.listingType,
      t.areaId,
      t.bedrooms,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_area_band_latest").on(
      t.status,
      t.listingType,
      t.areaId,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_kind_area_latest").on(
      t.status,
      t.listingType,
      t.typeId,
      t.areaId,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    // A region's, the same.
    index("properties_s_type_region_latest").on(
      t.status,
      t.listingType,
      t.regionId,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_region_price").on(
      t.status,
      t.listingType,
      t.regionId,
      t.premiumListing,
      t.priceKobo,
      t.id,
    ),
    index("properties_s_type_region_beds_latest").on(
      t.status,
      t.listingType,
      t.regionId,
      t.bedrooms,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_region_beds_price").on(
      t.status,
      t.listingType,
      t.regionId,
      t.bedrooms,
      t.premiumListing,
      t.priceKobo,
      t.id,
    ),
    index("properties_s_type_region_beds_band_latest").on(
      t.status,
      t.listingType,
      t.regionId,
      t.bedrooms,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_region_band_latest").on(
      t.status,
      t.listingType,
      t.regionId,
      PRICE_BAND_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_kind_region_latest").on(
      t.status,
      t.listingType,
      t.typeId,
      t.regionId,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    // A property type newest first (migrations/0068): one range of the type in its place, in the page's order.
    index("properties_s_type_kind_locality_latest").on(
      t.status,
      t.listingType,
      t.typeId,
      t.localityId,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_kind_state_latest").on(
      t.status,
      t.listingType,
      t.typeId,
      t.stateId,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    // A minimum of bedrooms with no place, newest first (migrations/0068): one stream per bedroom count.
    index("properties_s_type_beds_latest").on(t.status, t.listingType, t.bedrooms, t.premiumListing, t.createdAt, t.id),
    // The bounded count of a move-in filter (migrations/0064): one range of the place's move-in totals.
    index("properties_s_type_state_move_in").on(t.status, t.listingType, t.stateId, MOVE_IN_SQL),
    index("properties_s_type_locality_move_in").on(t.status, t.listingType, t.localityId, MOVE_IN_SQL),
    index("properties_s_type_cell_latest").on(
      t.status,
      t.listingType,
      MAP_CELL_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_fine_cell_latest").on(
      t.status,
      t.listingType,
      MAP_FINE_CELL_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
    index("properties_s_type_wide_cell_latest").on(
      t.status,
      t.listingType,
      MAP_WIDE_CELL_SQL,
      t.premiumListing,
      t.createdAt,
      t.id,
    ),
  ],
);

export const propertyAmenities = sqliteTable(
  "property_amenities",
  {
    propertyId: belongsTo("property_id", () => properties.id),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenities.id),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.amenityId] }),
    index("property_amenities_amenity_idx").on(t.amenityId),
  ],
);

export const propertyRooms = sqliteTable(
  "property_rooms",
  {
    id: text("id").primaryKey(),
    propertyId: belongsTo("property_id", () => properties.id),
    name: text("name").notNull(),
    description: text("description"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("property_rooms_property_idx").on(t.propertyId, t.position)],
);

/**
 * A picture. Created by an upload request (status pending, owned by the uploader, not yet on a listing),
 * ready once both the original and the medium thumbnail are in R2; its id is the media token.
 */
export const propertyMedia = sqliteTable(
  "property_media",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    propertyId: text("property_id").references(() => properties.id, { onDelete: "cascade" }),
    roomId: text("room_id").references(() => propertyRooms.id, { onDelete: "set null" }),
    originalKey: text("original_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    /**
     * The other right-sized copies made in the browser, as JSON {"320": key, "1280": key} (the 640 one is
     * thumbKey). Filled as their bytes arrive; an upload without them (older apps) is still ready.
     */
    sizedKeys: text("sized_keys", { mode: "json" }).$type<Record<string, string>>(),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    width: integer("width"),
    height: integer("height"),
    rotation: integer("rotation").notNull().default(0),
    isPrimary: integer("is_primary", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
    /** 64-bit difference hash as 16 hex characters, for spotting the same photo on another lister's listing. */
    phash: text("phash"),
    /** The hash's four 16-bit bands: two pictures within a few bits share at least one band, so lookups stay indexed. */
    phashB0: integer("phash_b0"),
    phashB1: integer("phash_b1"),
    phashB2: integer("phash_b2"),
    phashB3: integer("phash_b3"),
    /** When the server hashed the stored original (null: never — an uploader's hash from before, or a seeded photo; the cron re-hashes those). */
    phashAt: integer("phash_at", { mode: "number" }),
    status: text("status", { enum: MEDIA_STATUSES }).notNull().default("pending"),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("property_media_property_idx").on(t.propertyId, t.position),
    // A card's cover in one index entry: the primary photo, else the first property photo (coverMediaId).
    index("property_media_cover_idx").on(
      t.propertyId,
      sql`${t.isPrimary} DESC`,
      sql`(${t.roomId} IS NOT NULL)`,
      t.roomId,
      t.position,
      t.createdAt,
    ),
    index("property_media_room_idx").on(t.roomId),
    index("property_media_owner_idx").on(t.ownerId, t.status),
    index("property_media_b0_idx").on(t.phashB0),
    index("property_media_b1_idx").on(t.phashB1),
    index("property_media_b2_idx").on(t.phashB2),
    index("property_media_b3_idx").on(t.phashB3),
    index("property_media_unhashed_idx")
      .on(t.createdAt, t.id)
      .where(sql`phash_at IS NULL AND status = 'ready'`),
  ],
);

export const propertyVideoLinks = sqliteTable(
  "property_video_links",
  {
    id: text("id").primaryKey(),
    propertyId: belongsTo("property_id", () => properties.id),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("property_video_links_property_idx").on(t.propertyId)],
);

export const favorites = sqliteTable(
  "favorites",
  {
    userId: belongsTo("user_id", () => users.id),
    propertyId: belongsTo("property_id", () => properties.id),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index("favorites_property_idx").on(t.propertyId)],
);

/**
 * Who saw a listing on a Lagos day: the view counter counts a visitor once a day. `visitor` is
 * the user id, or a hash of the day, IP and browser for anonymous visits (no address is stored); `request_id` tells
 * the counting UPDATE whether its own INSERT won. Pruned after two days by the housekeeping cron.
 */
export const listingViews = sqliteTable(
  "listing_views",
  {
    propertyId: text("property_id").notNull(),
    visitor: text("visitor").notNull(),
    day: integer("day", { mode: "number" }).notNull(),
    requestId: text("request_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.visitor, t.day] }), index("listing_views_day_idx").on(t.day)],
);

/** Every change of a listing's price (migrations/0059's trigger on properties.price_kobo), dated by the write. */
export const listingPriceChanges = sqliteTable(
  "listing_price_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    propertyId: belongsTo("property_id", () => properties.id),
    oldPriceKobo: integer("old_price_kobo").notNull(),
    newPriceKobo: integer("new_price_kobo").notNull(),
    pricePeriod: text("price_period").notNull(),
    changedAt: integer("changed_at", { mode: "number" }).notNull(),
  },
  (t) => [index("listing_price_changes_property_idx").on(t.propertyId, t.changedAt)],
);
