CREATE TABLE `property_request_unlocks` (
	`request_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`request_id`, `user_id`),
	FOREIGN KEY (`request_id`) REFERENCES `property_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `property_request_unlocks_user_idx` ON `property_request_unlocks` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `property_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`intent` text NOT NULL,
	`state_id` integer NOT NULL,
	`locality_id` integer,
	`type_id` integer,
	`bedrooms` integer,
	`budget_kobo` integer NOT NULL,
	`move_in_date` text,
	`notes` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`state_id`) REFERENCES `states`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`locality_id`) REFERENCES `localities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `property_requests_open_idx` ON `property_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `property_requests_state_idx` ON `property_requests` (`status`,`state_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `property_requests_user_idx` ON `property_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `saved_search_sent` (
	`saved_search_id` text NOT NULL,
	`listing_id` text NOT NULL,
	`outbox_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`saved_search_id`, `listing_id`),
	FOREIGN KEY (`saved_search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_search_sent_outbox_idx` ON `saved_search_sent` (`outbox_id`);--> statement-breakpoint
CREATE INDEX `saved_search_sent_listing_idx` ON `saved_search_sent` (`listing_id`);--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`listing_type` text,
	`filter` text DEFAULT '{}' NOT NULL,
	`sort_by` text,
	`alerts` integer DEFAULT true NOT NULL,
	`since` integer NOT NULL,
	`last_alert_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `saved_searches_alerts_idx` ON `saved_searches` (`alerts`,`id`);