-- A listing's view counter counts each visitor once per Lagos day: who saw what on which day,
-- pruned after two days.
CREATE TABLE IF NOT EXISTS `listing_views` (
	`property_id` text NOT NULL,
	`visitor` text NOT NULL,
	`day` integer NOT NULL,
	`request_id` text NOT NULL,
	PRIMARY KEY(`property_id`, `visitor`, `day`)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `listing_views_day_idx` ON `listing_views` (`day`);
