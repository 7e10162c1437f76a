CREATE TABLE `stay_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`guest_id` text NOT NULL,
	`host_id` text NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`nights` integer NOT NULL,
	`guests` integer NOT NULL,
	`nightly_price_kobo` integer NOT NULL,
	`nights_kobo` integer NOT NULL,
	`cleaning_fee_kobo` integer NOT NULL,
	`caution_kobo` integer NOT NULL,
	`total_kobo` integer NOT NULL,
	`commission_bps` integer NOT NULL,
	`policy` text NOT NULL,
	`check_in_at` integer NOT NULL,
	`check_out_at` integer NOT NULL,
	`status` text NOT NULL,
	`pay_with` text NOT NULL,
	`payment_reference` text,
	`hold_expires_at` integer,
	`payout_status` text DEFAULT 'held' NOT NULL,
	`deposit_status` text DEFAULT 'held' NOT NULL,
	`claim_kobo` integer,
	`claim_reason` text,
	`claim_photos` text,
	`claimed_at` integer,
	`refund_kobo` integer,
	`cancelled_by` text,
	`paid_at` integer,
	`reminder_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`guest_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "stay_bookings_money" CHECK("stay_bookings"."total_kobo" = "stay_bookings"."nights_kobo" + "stay_bookings"."cleaning_fee_kobo" + "stay_bookings"."caution_kobo" AND "stay_bookings"."nights" >= 1)
);
--> statement-breakpoint
CREATE INDEX `stay_bookings_guest_idx` ON `stay_bookings` (`guest_id`,`check_in`);--> statement-breakpoint
CREATE INDEX `stay_bookings_host_idx` ON `stay_bookings` (`host_id`,`check_in`);--> statement-breakpoint
CREATE INDEX `stay_bookings_status_idx` ON `stay_bookings` (`status`,`check_in_at`);--> statement-breakpoint
CREATE INDEX `stay_bookings_property_idx` ON `stay_bookings` (`property_id`,`check_in`);--> statement-breakpoint
CREATE TABLE `stay_events` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`detail` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `stay_bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `stay_events_booking_idx` ON `stay_events` (`booking_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stay_nights` (
	`property_id` text NOT NULL,
	`night` text NOT NULL,
	`source` text NOT NULL,
	`booking_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stay_nights_unique` ON `stay_nights` (`property_id`,`night`);--> statement-breakpoint
CREATE INDEX `stay_nights_booking_idx` ON `stay_nights` (`booking_id`);--> statement-breakpoint
CREATE TABLE `stay_settings` (
	`property_id` text PRIMARY KEY NOT NULL,
	`nightly_price_kobo` integer,
	`min_nights` integer DEFAULT 1 NOT NULL,
	`max_nights` integer DEFAULT 30 NOT NULL,
	`max_guests` integer DEFAULT 2 NOT NULL,
	`cleaning_fee_kobo` integer DEFAULT 0 NOT NULL,
	`caution_kobo` integer,
	`policy` text DEFAULT 'moderate' NOT NULL,
	`check_in_time` text DEFAULT '14:00' NOT NULL,
	`check_out_time` text DEFAULT '12:00' NOT NULL,
	`ical_token` text NOT NULL,
	`import_url` text,
	`imported_at` integer,
	`import_error` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "stay_settings_nights" CHECK("stay_settings"."min_nights" BETWEEN 1 AND 90 AND "stay_settings"."max_nights" BETWEEN "stay_settings"."min_nights" AND 365),
	CONSTRAINT "stay_settings_guests" CHECK("stay_settings"."max_guests" BETWEEN 1 AND 50),
	CONSTRAINT "stay_settings_money" CHECK("stay_settings"."cleaning_fee_kobo" >= 0 AND COALESCE("stay_settings"."caution_kobo", 0) >= 0 AND COALESCE("stay_settings"."nightly_price_kobo", 1) > 0)
);
