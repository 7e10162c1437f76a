-- Banners, self-serve ads: a broker's or company's paid banner, or staff's house banner, in
-- one placement for a paid number of days. Prices per placement and days are admin settings. Impressions and
-- clicks are counted per banner per Lagos day by one upsert each.
CREATE TABLE IF NOT EXISTS `banners` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL REFERENCES `users`(`id`),
	`kind` text NOT NULL,
	`placement` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_key` text NOT NULL,
	`mobile_image_key` text,
	`tablet_image_key` text,
	`cta_text` text NOT NULL,
	`cta_background_color` text NOT NULL,
	`cta_border_color` text NOT NULL,
	`cta_link` text NOT NULL,
	`days` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`status` text NOT NULL,
	`reject_reason` text,
	`price_paid_kobo` integer DEFAULT 0 NOT NULL,
	`payment_reference` text,
	`position` integer DEFAULT 0 NOT NULL,
	`reviewed_by` text,
	`reviewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "banners_kind" CHECK("kind" IN ('paid', 'house')),
	CONSTRAINT "banners_status" CHECK("status" IN ('draft', 'pending_payment', 'waiting_review', 'approved', 'rejected', 'expired', 'disabled')),
	CONSTRAINT "banners_paid_not_negative" CHECK("price_paid_kobo" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `banners_owner_idx` ON `banners` (`owner_id`, `created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `banners_live_idx` ON `banners` (`placement`, `status`, `ends_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `banners_status_idx` ON `banners` (`status`, `created_at`);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `banner_daily_stats` (
	`banner_id` text NOT NULL REFERENCES `banners`(`id`) ON DELETE CASCADE,
	`day` text NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`banner_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `banner_prices` (
	`placement` text NOT NULL,
	`days` integer NOT NULL,
	`price_kobo` integer NOT NULL,
	`active` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`placement`, `days`),
	CONSTRAINT "banner_prices_positive" CHECK("price_kobo" > 0)
);
--> statement-breakpoint
INSERT OR IGNORE INTO `banner_prices` (`placement`, `days`, `price_kobo`, `active`, `updated_at`) VALUES
	('top', 7, 1500000, 1, 0), ('top', 14, 2700000, 1, 0), ('top', 30, 5000000, 1, 0),
	('search', 7, 1000000, 1, 0), ('search', 14, 1800000, 1, 0), ('search', 30, 3500000, 1, 0);
