-- Area price guides (/prices/{state}/{area}): the median asking price of an area's live listings by listing type
-- (rent, sale), kind (house, flat, land) and bedrooms, with the count behind each. Kept as aggregates a bounded cron
-- step recomputes area by area (services/price-guides/refresh.ts): a guide's page reads a few rows of these tables,
-- never the listings. An area takes in the neighbourhoods inside it, as its search does.
-- category_id 0 with bedrooms -1 is "all homes" (houses and flats); land is one row per type, bedrooms 0.
CREATE TABLE `price_guide_stats` (
  `locality_id` integer NOT NULL REFERENCES `localities`(`id`),
  `listing_type` text NOT NULL,
  `category_id` integer NOT NULL,
  `bedrooms` integer NOT NULL,
  `median_kobo` integer NOT NULL,
  `n` integer NOT NULL,
  PRIMARY KEY (`locality_id`, `listing_type`, `category_id`, `bedrooms`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The same medians month by month (a Lagos calendar month, "2026-03"): each refresh overwrites its area's rows of the
-- current month, so a past month keeps the last figure taken in it. Read for the 12-month trend; an area's refresh
-- also drops its own months older than the trend (a range of the primary key).
CREATE TABLE `price_guide_months` (
  `locality_id` integer NOT NULL REFERENCES `localities`(`id`),
  `month` text NOT NULL,
  `listing_type` text NOT NULL,
  `category_id` integer NOT NULL,
  `bedrooms` integer NOT NULL,
  `median_kobo` integer NOT NULL,
  `n` integer NOT NULL,
  PRIMARY KEY (`locality_id`, `month`, `listing_type`, `category_id`, `bedrooms`)
) WITHOUT ROWID;
--> statement-breakpoint
-- One row per area the cron has refreshed: when (the next run takes the oldest first), how many live listings the
-- guide counts, and its "all homes" medians (the /prices index reads these rows only).
CREATE TABLE `price_guide_areas` (
  `locality_id` integer PRIMARY KEY NOT NULL REFERENCES `localities`(`id`),
  `state_id` integer NOT NULL REFERENCES `states`(`id`),
  `listings` integer NOT NULL DEFAULT 0,
  `rent_median_kobo` integer,
  `rent_n` integer NOT NULL DEFAULT 0,
  `sale_median_kobo` integer,
  `sale_n` integer NOT NULL DEFAULT 0,
  `refreshed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_guide_areas_refreshed_idx` ON `price_guide_areas` (`refreshed_at`);
--> statement-breakpoint
CREATE INDEX `price_guide_areas_state_idx` ON `price_guide_areas` (`state_id`, `listings`);
