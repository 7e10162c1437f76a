-- A banner's impressions and clicks count each visitor once per Lagos day: who saw or clicked which banner on
-- which day, pruned after two days.
CREATE TABLE IF NOT EXISTS `banner_visitors` (
	`banner_id` text NOT NULL,
	`day` text NOT NULL,
	`what` text NOT NULL,
	`visitor` text NOT NULL,
	`request_id` text NOT NULL,
	PRIMARY KEY(`banner_id`, `day`, `what`, `visitor`)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `banner_visitors_day_idx` ON `banner_visitors` (`day`);
