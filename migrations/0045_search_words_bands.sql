-- Keyword search at a million listings. A user's word is matched as a prefix ("lagos"* finds
-- "lagos" and "lagosian"). For a prefix longer than the index's prefix lengths (2 and 3, migrations/0006) FTS5
-- reads and merges every doclist the prefix covers before it hands over the first row: 16 ms for "lagos" at a
-- million listings (383,000 documents), whatever the LIMIT. A query naming the words themselves ("lagos" OR
-- "lagosian") walks each doclist lazily from the newest row and stops with the page (< 1 ms).
--
-- This vocabulary table lists the index's words one (word, listing, column, offset) at a time, so "the first word
-- at or after x" reads one entry per segment instead of counting every listing of every word as the 'row'
-- vocabulary (listings_fts_terms) does. search.ts (keywordPlan) skips through it to spell out a prefix's words.
-- A view of the FTS5 index: nothing is stored, no write pays for it.
CREATE VIRTUAL TABLE IF NOT EXISTS listings_fts_words USING fts5vocab(listings_fts, 'instance');
--> statement-breakpoint
-- Newest first with a price range, common (more possible matches than the (bedrooms, band) streams of 0042 take): one
-- stream per price band of the range, each one range of these indexes read backwards (boosted first, then newest), the
-- bedrooms, price and other filters checked on the merged rows (search.ts bandPage). The band is 0042's expression.
-- The state and the locality are the search form's two place levels. Every write of a listing's status, type, place,
-- price, boost or age updates them (two more index entries per listing, ~45 bytes each).
CREATE INDEX IF NOT EXISTS `properties_s_type_state_band_latest` ON `properties` (`status`, `listing_type`, `state_id`, (2 * ((price_kobo >= 10000000) + (price_kobo >= 25000000) + (price_kobo >= 50000000) + (price_kobo >= 100000000) + (price_kobo >= 200000000) + (price_kobo >= 300000000) + (price_kobo >= 500000000) + (price_kobo >= 1000000000) + (price_kobo >= 2000000000) + (price_kobo >= 5000000000) + (price_kobo >= 10000000000) + (price_kobo >= 20000000000) + (price_kobo >= 50000000000) + (price_kobo >= 100000000000)) - (price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_band_latest` ON `properties` (`status`, `listing_type`, `locality_id`, (2 * ((price_kobo >= 10000000) + (price_kobo >= 25000000) + (price_kobo >= 50000000) + (price_kobo >= 100000000) + (price_kobo >= 200000000) + (price_kobo >= 300000000) + (price_kobo >= 500000000) + (price_kobo >= 1000000000) + (price_kobo >= 2000000000) + (price_kobo >= 5000000000) + (price_kobo >= 10000000000) + (price_kobo >= 20000000000) + (price_kobo >= 50000000000) + (price_kobo >= 100000000000)) - (price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
-- A small map box (a neighbourhood such as Victoria Island, ~2 × 3 km) is a small share of its 0.1° cell (0044): its
-- page read most of the cell's newest listings (115 rows at 100k). The same stream per cell on a 0.02° grid (~2.2 km;
-- db/schema MAP_FINE_CELL_EXPR); search.ts mapCells takes the grid whose cells around the box are the smaller area
-- (at most 5 cells). Every write of a listing's status, type, pin, boost or age updates it (one more index entry).
CREATE INDEX IF NOT EXISTS `properties_s_type_fine_cell_latest` ON `properties` (`status`, `listing_type`, (cast((lat + 90) * 50 as integer) * 20000 + cast((lng + 180) * 50 as integer)), `premium_listing`, `created_at`, `id`);
