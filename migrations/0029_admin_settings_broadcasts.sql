-- Back office: settings and broadcast messages.
CREATE TABLE `admin_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text
);
--> statement-breakpoint
-- SPEC §9 inspection-fee bounds (₦1,000 to ₦15,000), now a setting beside the commissions.
INSERT INTO booking_settings (key, value, updated_at) VALUES
  ('inspection_fee_min_kobo', 100000, 0),
  ('inspection_fee_max_kobo', 1500000, 0)
ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
-- Invariant: min <= max, whatever order two admins' writes land in (each write is checked against the other row).
CREATE TRIGGER `booking_settings_fee_bounds_insert` AFTER INSERT ON `booking_settings`
WHEN NEW.key IN ('inspection_fee_min_kobo', 'inspection_fee_max_kobo')
  AND (SELECT value FROM booking_settings WHERE key = 'inspection_fee_min_kobo') > (SELECT value FROM booking_settings WHERE key = 'inspection_fee_max_kobo')
BEGIN SELECT RAISE(ABORT, 'inspection_fee_bounds'); END;
--> statement-breakpoint
CREATE TRIGGER `booking_settings_fee_bounds_update` AFTER UPDATE ON `booking_settings`
WHEN NEW.key IN ('inspection_fee_min_kobo', 'inspection_fee_max_kobo')
  AND (SELECT value FROM booking_settings WHERE key = 'inspection_fee_min_kobo') > (SELECT value FROM booking_settings WHERE key = 'inspection_fee_max_kobo')
BEGIN SELECT RAISE(ABORT, 'inspection_fee_bounds'); END;
--> statement-breakpoint
ALTER TABLE `users` ADD `announcements` integer DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE `broadcasts` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`link` text,
	`segment` text NOT NULL,
	`status` text NOT NULL,
	`cursor` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`delivered` integer DEFAULT 0 NOT NULL,
	`opted_out` integer DEFAULT 0 NOT NULL,
	`pushed` integer DEFAULT 0 NOT NULL,
	`push_failed` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `broadcasts_created_idx` ON `broadcasts` (`created_at`);
--> statement-breakpoint
CREATE INDEX `broadcasts_status_idx` ON `broadcasts` (`status`,`created_at`);
--> statement-breakpoint
CREATE TABLE `broadcast_deliveries` (
	`broadcast_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`step_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`broadcast_id`, `user_id`),
	FOREIGN KEY (`broadcast_id`) REFERENCES `broadcasts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `broadcast_deliveries_step_idx` ON `broadcast_deliveries` (`step_id`);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`endpoint` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);
-- Segments by state use user_preferences_state_idx (based_state_id, user_id), made by 0026.
