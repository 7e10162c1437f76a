-- Search at scale. One index per filter prefix and sort: boosted listings first, then the sort
-- key, then the id, so every common search reads only its page in index order (no sort over all matches).
-- Descending sorts scan these backwards; price low-high needs premium_listing DESC in its own index.
-- Queries keep the freshness index out with `+confirmed_at` (services/search.ts).
CREATE INDEX IF NOT EXISTS `properties_s_type_state_latest` ON `properties` (`status`, `listing_type`, `state_id`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_state_price` ON `properties` (`status`, `listing_type`, `state_id`, `premium_listing`, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_state_price_asc` ON `properties` (`status`, `listing_type`, `state_id`, `premium_listing` DESC, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_latest` ON `properties` (`status`, `listing_type`, `locality_id`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_price` ON `properties` (`status`, `listing_type`, `locality_id`, `premium_listing`, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_price_asc` ON `properties` (`status`, `listing_type`, `locality_id`, `premium_listing` DESC, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_latest` ON `properties` (`status`, `listing_type`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_price` ON `properties` (`status`, `listing_type`, `premium_listing`, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_price_asc` ON `properties` (`status`, `listing_type`, `premium_listing` DESC, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_views` ON `properties` (`status`, `listing_type`, `premium_listing`, `view_count`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_latest` ON `properties` (`status`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_price` ON `properties` (`status`, `premium_listing`, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_price_asc` ON `properties` (`status`, `premium_listing` DESC, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_views` ON `properties` (`status`, `premium_listing`, `view_count`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_state_latest` ON `properties` (`status`, `state_id`, `premium_listing`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_newest` ON `properties` (`status`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `localities_slug_idx` ON `localities` (`slug`);
--> statement-breakpoint
-- Listings without coordinates get their locality's (or state's) centre, spread by up to ~1 km so map
-- markers do not sit on one point. The listing form and the seed set real ones from now on.
UPDATE `properties` SET
  `lat` = coalesce((SELECT l.lat FROM localities l WHERE l.id = properties.locality_id), (SELECT s.lat FROM states s WHERE s.id = properties.state_id)) + (abs(random()) % 2000 - 1000) / 100000.0,
  `lng` = coalesce((SELECT l.lng FROM localities l WHERE l.id = properties.locality_id), (SELECT s.lng FROM states s WHERE s.id = properties.state_id)) + (abs(random()) % 2000 - 1000) / 100000.0
WHERE `lat` IS NULL OR `lng` IS NULL;
