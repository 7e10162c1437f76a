-- An area's and a region's listings by their own column (migrations/0074 derives and keeps them): a search for "Lekki"
-- streams on the area's indexes as a locality's search streams on its own (services/listings/search-scope.ts). Areas
-- only: a region is a large share of its state ("a part of a state people name"), so its searches stream on the
-- state's indexes with the region checked per row (the state's postings carry it on the index entry).
DROP INDEX `listing_extras_state_latest`;--> statement-breakpoint
DROP INDEX `listing_extras_state_price`;--> statement-breakpoint
ALTER TABLE `listing_extras` ADD `area_id` integer;--> statement-breakpoint
ALTER TABLE `listing_extras` ADD `region_id` integer;--> statement-breakpoint
CREATE INDEX `listing_extras_area_latest` ON `listing_extras` (`extra`,`listing_type`,`area_id`,`premium`,`created_at`,`property_id`);--> statement-breakpoint
CREATE INDEX `listing_extras_area_price` ON `listing_extras` (`extra`,`listing_type`,`area_id`,`premium`,`price_kobo`,`property_id`);--> statement-breakpoint
CREATE INDEX `listing_extras_state_latest` ON `listing_extras` (`extra`,`listing_type`,`state_id`,`premium`,`created_at`,`property_id`,`locality_id`,`region_id`);--> statement-breakpoint
CREATE INDEX `listing_extras_state_price` ON `listing_extras` (`extra`,`listing_type`,`state_id`,`premium`,`price_kobo`,`property_id`,`locality_id`,`region_id`);--> statement-breakpoint
ALTER TABLE `properties` ADD `area_id` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `region_id` integer;--> statement-breakpoint
CREATE INDEX `properties_s_type_area_latest` ON `properties` (`status`,`listing_type`,`area_id`,`premium_listing`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `properties_s_type_area_price` ON `properties` (`status`,`listing_type`,`area_id`,`premium_listing`,`price_kobo`,`id`);--> statement-breakpoint
CREATE INDEX `properties_s_type_area_beds_latest` ON `properties` (`status`,`listing_type`,`area_id`,`bedrooms`,`premium_listing`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `properties_s_type_area_beds_price` ON `properties` (`status`,`listing_type`,`area_id`,`bedrooms`,`premium_listing`,`price_kobo`,`id`);--> statement-breakpoint
CREATE INDEX `properties_s_type_area_beds_band_latest` ON `properties` (`status`,`listing_type`,`area_id`,`bedrooms`,(2 * ((price_kobo >= 10000000) + (price_kobo >= 25000000) + (price_kobo >= 50000000) + (price_kobo >= 100000000) + (price_kobo >= 200000000) + (price_kobo >= 300000000) + (price_kobo >= 500000000) + (price_kobo >= 1000000000) + (price_kobo >= 2000000000) + (price_kobo >= 5000000000) + (price_kobo >= 10000000000) + (price_kobo >= 20000000000) + (price_kobo >= 50000000000) + (price_kobo >= 100000000000)) - (price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))),`premium_listing`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `properties_s_type_area_band_latest` ON `properties` (`status`,`listing_type`,`area_id`,(2 * ((price_kobo >= 10000000) + (price_kobo >= 25000000) + (price_kobo >= 50000000) + (price_kobo >= 100000000) + (price_kobo >= 200000000) + (price_kobo >= 300000000) + (price_kobo >= 500000000) + (price_kobo >= 1000000000) + (price_kobo >= 2000000000) + (price_kobo >= 5000000000) + (price_kobo >= 10000000000) + (price_kobo >= 20000000000) + (price_kobo >= 50000000000) + (price_kobo >= 100000000000)) - (price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))),`premium_listing`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `properties_s_type_kind_area_latest` ON `properties` (`status`,`listing_type`,`type_id`,`area_id`,`premium_listing`,`created_at`,`id`);