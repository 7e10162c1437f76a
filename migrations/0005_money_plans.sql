CREATE TABLE `boost_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_role` text NOT NULL,
	`name` text NOT NULL,
	`days` integer NOT NULL,
	`price_kobo` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `boost_plans_role_idx` ON `boost_plans` (`user_role`,`active`,`position`);--> statement-breakpoint
CREATE TABLE `boosts` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`user_id` text NOT NULL,
	`boost_plan_id` text NOT NULL,
	`paid_with` text NOT NULL,
	`status` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `boosts_one_active` ON `boosts` (`property_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `boosts_ends_idx` ON `boosts` (`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `boosts_user_idx` ON `boosts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `money_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`monthly_price_kobo` integer NOT NULL,
	`yearly_price_kobo` integer NOT NULL,
	`listing_quota` integer,
	`viewing_quota` integer DEFAULT 0 NOT NULL,
	`boost_credits` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `subscription_plans_role_idx` ON `subscription_plans` (`role`,`active`,`position`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`interval` text NOT NULL,
	`status` text NOT NULL,
	`price_kobo` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`boost_credits_left` integer DEFAULT 0 NOT NULL,
	`auto_renew` integer DEFAULT true NOT NULL,
	`reminder_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_one_active` ON `subscriptions` (`user_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_ends_idx` ON `subscriptions` (`status`,`ends_at`);