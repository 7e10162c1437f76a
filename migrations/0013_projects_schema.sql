CREATE TABLE `developer_sub_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`parent_id` text NOT NULL,
	`rights` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `developer_sub_accounts_parent_idx` ON `developer_sub_accounts` (`parent_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `project_events` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`detail` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `project_events_project_idx` ON `project_events` (`project_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `project_media` (
	`media_id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`update_id` text,
	`position` integer DEFAULT 0 NOT NULL,
	`is_primary` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`media_id`) REFERENCES `property_media`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`update_id`) REFERENCES `project_updates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_media_project_idx` ON `project_media` (`project_id`,`position`);--> statement-breakpoint
CREATE INDEX `project_media_update_idx` ON `project_media` (`update_id`);--> statement-breakpoint
CREATE TABLE `project_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`unit_id` text NOT NULL,
	`seeker_id` text NOT NULL,
	`developer_id` text NOT NULL,
	`status` text NOT NULL,
	`deposit_kobo` integer NOT NULL,
	`commission_bps` integer NOT NULL,
	`pay_with` text NOT NULL,
	`payment_reference` text,
	`paid_at` integer,
	`decided_at` integer,
	`decided_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`unit_id`) REFERENCES `project_units`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seeker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`developer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "project_reservations_deposit" CHECK("project_reservations"."deposit_kobo" > 0)
);
--> statement-breakpoint
CREATE INDEX `project_reservations_seeker_idx` ON `project_reservations` (`seeker_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `project_reservations_developer_idx` ON `project_reservations` (`developer_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `project_reservations_status_idx` ON `project_reservations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `project_reservations_unit_idx` ON `project_reservations` (`unit_id`,`status`);--> statement-breakpoint
CREATE TABLE `project_unit_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_unit_categories_name_unique` ON `project_unit_categories` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `project_unit_categories_slug_unique` ON `project_unit_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `project_units` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`category_id` integer NOT NULL,
	`type` text NOT NULL,
	`bedrooms` integer DEFAULT 0 NOT NULL,
	`size_sqm` integer,
	`price_kobo` integer NOT NULL,
	`units_total` integer NOT NULL,
	`available` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `project_unit_categories`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "project_units_available" CHECK("project_units"."available" >= 0 AND "project_units"."available" <= "project_units"."units_total"),
	CONSTRAINT "project_units_price" CHECK("project_units"."price_kobo" > 0)
);
--> statement-breakpoint
CREATE INDEX `project_units_project_idx` ON `project_units` (`project_id`,`price_kobo`);--> statement-breakpoint
CREATE TABLE `project_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`happened_on` text NOT NULL,
	`body` text NOT NULL,
	`author_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `project_updates_project_idx` ON `project_updates` (`project_id`,`happened_on`);--> statement-breakpoint
CREATE TABLE `project_video_links` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`url` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `project_video_links_project_idx` ON `project_video_links` (`project_id`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`state_id` integer NOT NULL,
	`locality_id` integer,
	`address` text NOT NULL,
	`lat` real,
	`lng` real,
	`status` text NOT NULL,
	`completion_date` text,
	`title_documents` text DEFAULT '[]' NOT NULL,
	`amenities` text DEFAULT '[]' NOT NULL,
	`deposit_percent` integer NOT NULL,
	`instalments` integer NOT NULL,
	`period_months` integer NOT NULL,
	`listed` integer DEFAULT true NOT NULL,
	`delist_reason` text,
	`delisted_by_staff` integer DEFAULT false NOT NULL,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`state_id`) REFERENCES `states`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`locality_id`) REFERENCES `localities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "projects_deposit_percent" CHECK("projects"."deposit_percent" BETWEEN 0 AND 100),
	CONSTRAINT "projects_instalments" CHECK("projects"."instalments" BETWEEN 0 AND 120)
);
--> statement-breakpoint
CREATE INDEX `projects_owner_idx` ON `projects` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_public_idx` ON `projects` (`listed`,`deleted_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_state_idx` ON `projects` (`state_id`,`status`,`created_at`);