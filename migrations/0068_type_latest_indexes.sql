-- A property type searched newest first ("mini flat in Ikeja", "office space in Lagos"): one range of these indexes in
-- the page's order, so the page reads about perPage + 1 rows of that type instead of walking every listing of the place
-- and checking the type per row (a type that is rare in its place read the place's whole index). An area's or region's
-- type walks its state's range, its localities checked per row; a rare type's few matches are one range each.
-- Price and views sorts keep their place's sort indexes (the type is checked per row there).
CREATE INDEX IF NOT EXISTS `properties_s_type_kind_locality_latest` ON `properties` (`status`, `listing_type`, `type_id`, `locality_id`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_kind_state_latest` ON `properties` (`status`, `listing_type`, `type_id`, `state_id`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
-- A minimum of bedrooms with no place ("3 bedroom bungalow under ₦1m", anywhere in Nigeria), newest first: one stream per
-- bedroom count present, each a range of this index in the page's order, the type and price checked per row.
CREATE INDEX IF NOT EXISTS `properties_s_type_beds_latest` ON `properties` (`status`, `listing_type`, `bedrooms`, `premium_listing`, `created_at`, `id`);
