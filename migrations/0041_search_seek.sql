-- Search pages that read about perPage + 1 rows whatever the filter.
--
-- A search with a minimum of bedrooms sorted by latest or price merges one stream per bedroom count present and
-- boost (services/listings/search.ts mergedPage): each stream is one range of these indexes, already in the page's
-- order, so the page stops after perPage + 1 rows plus one per stream instead of walking the sort index and
-- checking bedrooms and price per row (or reading every match and sorting it). The boost comes before the price
-- so a price-sorted stream seeks its price range too; the rare-filter seek (bedrooms IN …, boost IN (1, 0), price
-- range) uses the same index, so the bedrooms-and-price indexes of migrations/0040 go.
DROP INDEX IF EXISTS `properties_s_type_state_beds_price`;
--> statement-breakpoint
DROP INDEX IF EXISTS `properties_s_type_locality_beds_price`;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_state_beds_price` ON `properties` (`status`, `listing_type`, `state_id`, `bedrooms`, `premium_listing`, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_beds_price` ON `properties` (`status`, `listing_type`, `locality_id`, `bedrooms`, `premium_listing`, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_state_beds_latest` ON `properties` (`status`, `listing_type`, `state_id`, `bedrooms`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_beds_latest` ON `properties` (`status`, `listing_type`, `locality_id`, `bedrooms`, `premium_listing`, `created_at`, `id`);
