CREATE TABLE `amenities` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `amenities_slug_unique` ON `amenities` (`slug`);--> statement-breakpoint
CREATE TABLE `duplicate_flags` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`other_property_id` text NOT NULL,
	`media_id` text,
	`other_media_id` text,
	`distance` integer NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`other_property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `duplicate_flags_pair_unique` ON `duplicate_flags` (`property_id`,`other_property_id`);--> statement-breakpoint
CREATE INDEX `duplicate_flags_status_idx` ON `duplicate_flags` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` text NOT NULL,
	`property_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `property_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorites_property_idx` ON `favorites` (`property_id`);--> statement-breakpoint
CREATE TABLE `listing_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`reporter_id` text,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `listing_reports_status_idx` ON `listing_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_reports_property_idx` ON `listing_reports` (`property_id`);--> statement-breakpoint
CREATE TABLE `properties` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`listing_type` text NOT NULL,
	`category_id` integer NOT NULL,
	`type_id` integer NOT NULL,
	`price_kobo` integer NOT NULL,
	`price_period` text NOT NULL,
	`service_charge_kobo` integer DEFAULT 0 NOT NULL,
	`agency_fee_kobo` integer DEFAULT 0 NOT NULL,
	`legal_fee_kobo` integer DEFAULT 0 NOT NULL,
	`caution_fee_kobo` integer DEFAULT 0 NOT NULL,
	`bedrooms` integer DEFAULT 0 NOT NULL,
	`bathrooms` integer DEFAULT 0 NOT NULL,
	`toilets` integer DEFAULT 0 NOT NULL,
	`area_sqm` real,
	`furnishing` text DEFAULT 'unfurnished' NOT NULL,
	`address` text NOT NULL,
	`state_id` integer NOT NULL,
	`locality_id` integer,
	`lat` real,
	`lng` real,
	`title_documents` text DEFAULT '[]' NOT NULL,
	`inspection_fee_kobo` integer,
	`premium_listing` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`delist_reason` text,
	`confirmed_at` integer NOT NULL,
	`reminder_sent_at` integer,
	`flagged_duplicate` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `property_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`type_id`) REFERENCES `property_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_id`) REFERENCES `states`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`locality_id`) REFERENCES `localities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `properties_slug_unique` ON `properties` (`slug`);--> statement-breakpoint
CREATE INDEX `properties_search_idx` ON `properties` (`status`,`listing_type`,`state_id`,`confirmed_at`);--> statement-breakpoint
CREATE INDEX `properties_search_created_idx` ON `properties` (`status`,`listing_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `properties_search_price_idx` ON `properties` (`status`,`listing_type`,`price_kobo`);--> statement-breakpoint
CREATE INDEX `properties_locality_idx` ON `properties` (`locality_id`,`status`);--> statement-breakpoint
CREATE INDEX `properties_owner_idx` ON `properties` (`owner_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `properties_type_idx` ON `properties` (`type_id`,`status`);--> statement-breakpoint
CREATE INDEX `properties_confirmed_idx` ON `properties` (`status`,`confirmed_at`);--> statement-breakpoint
CREATE TABLE `property_amenities` (
	`property_id` text NOT NULL,
	`amenity_id` integer NOT NULL,
	PRIMARY KEY(`property_id`, `amenity_id`),
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`amenity_id`) REFERENCES `amenities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `property_amenities_amenity_idx` ON `property_amenities` (`amenity_id`);--> statement-breakpoint
CREATE TABLE `property_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_categories_slug_unique` ON `property_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `property_media` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`property_id` text,
	`room_id` text,
	`original_key` text NOT NULL,
	`thumb_key` text NOT NULL,
	`content_type` text,
	`size_bytes` integer,
	`width` integer,
	`height` integer,
	`rotation` integer DEFAULT 0 NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`phash` text,
	`phash_b0` integer,
	`phash_b1` integer,
	`phash_b2` integer,
	`phash_b3` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `property_rooms`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `property_media_property_idx` ON `property_media` (`property_id`,`position`);--> statement-breakpoint
CREATE INDEX `property_media_room_idx` ON `property_media` (`room_id`);--> statement-breakpoint
CREATE INDEX `property_media_owner_idx` ON `property_media` (`owner_id`,`status`);--> statement-breakpoint
CREATE INDEX `property_media_b0_idx` ON `property_media` (`phash_b0`);--> statement-breakpoint
CREATE INDEX `property_media_b1_idx` ON `property_media` (`phash_b1`);--> statement-breakpoint
CREATE INDEX `property_media_b2_idx` ON `property_media` (`phash_b2`);--> statement-breakpoint
CREATE INDEX `property_media_b3_idx` ON `property_media` (`phash_b3`);--> statement-breakpoint
CREATE TABLE `property_rooms` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_rooms_property_idx` ON `property_rooms` (`property_id`,`position`);--> statement-breakpoint
CREATE TABLE `property_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`category_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `property_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `property_types_slug_unique` ON `property_types` (`slug`);--> statement-breakpoint
CREATE INDEX `property_types_category_idx` ON `property_types` (`category_id`);--> statement-breakpoint
CREATE TABLE `property_video_links` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`url` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_video_links_property_idx` ON `property_video_links` (`property_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `listing_suspended_at` integer;