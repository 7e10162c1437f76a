-- Newest-first searches with a price range read about a page of rows.
--
-- A search sorted by latest with a minimum of bedrooms and a price range merges one stream per (bedroom count present,
-- price band) (services/listings/search.ts streamArms): each stream is one range of these indexes, equal on the
-- bedroom count and the band and already boosted-first then newest, so the price is a seek on whole bands (checked per
-- row only in the two bands the range cuts) and the page stops after perPage + 1 rows plus one per non-empty stream,
-- instead of walking each bedroom count's newest listings checking the price per row (or every listing of the place).
-- The band is the one of listing_facet_counts (migrations/0040; services/listings/facet-counts.ts bandOf: band 2k the
-- prices strictly between boundaries B(k-1) and Bk, band 2k+1 exactly Bk), indexed as an expression of price_kobo:
-- SQLite keeps it on every write (insert, edit, admin, seed, import) with no column or trigger, and a read of a listing
-- does not pay for it (a VIRTUAL generated column costs D1 a second row read per listing selected). The search writes
-- the same expression (db/schema/listings.ts PRICE_BAND_EXPR), which is how SQLite matches it to these indexes.
CREATE INDEX IF NOT EXISTS `properties_s_type_state_beds_band_latest` ON `properties` (`status`, `listing_type`, `state_id`, `bedrooms`, (2 * ((price_kobo >= 10000000) + (price_kobo >= 25000000) + (price_kobo >= 50000000) + (price_kobo >= 100000000) + (price_kobo >= 200000000) + (price_kobo >= 300000000) + (price_kobo >= 500000000) + (price_kobo >= 1000000000) + (price_kobo >= 2000000000) + (price_kobo >= 5000000000) + (price_kobo >= 10000000000) + (price_kobo >= 20000000000) + (price_kobo >= 50000000000) + (price_kobo >= 100000000000)) - (price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_beds_band_latest` ON `properties` (`status`, `listing_type`, `locality_id`, `bedrooms`, (2 * ((price_kobo >= 10000000) + (price_kobo >= 25000000) + (price_kobo >= 50000000) + (price_kobo >= 100000000) + (price_kobo >= 200000000) + (price_kobo >= 300000000) + (price_kobo >= 500000000) + (price_kobo >= 1000000000) + (price_kobo >= 2000000000) + (price_kobo >= 5000000000) + (price_kobo >= 10000000000) + (price_kobo >= 20000000000) + (price_kobo >= 50000000000) + (price_kobo >= 100000000000)) - (price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), `premium_listing`, `created_at`, `id`);
