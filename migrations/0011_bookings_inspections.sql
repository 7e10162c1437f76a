CREATE TABLE `booking_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `booking_state_rules` (
	`state_slug` text PRIMARY KEY NOT NULL,
	`refundable_only` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `inspection_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`seeker_id` text NOT NULL,
	`agent_id` text NOT NULL,
	`slot_start` integer NOT NULL,
	`status` text NOT NULL,
	`fee_kobo` integer NOT NULL,
	`commission_bps` integer NOT NULL,
	`refundable_only` integer DEFAULT false NOT NULL,
	`pay_with` text NOT NULL,
	`payment_reference` text,
	`code` text NOT NULL,
	`code_attempts` integer DEFAULT 0 NOT NULL,
	`cancelled_by` text,
	`report_reason` text,
	`paid_at` integer,
	`confirmed_at` integer,
	`initiated_at` integer,
	`cancelled_at` integer,
	`reported_at` integer,
	`reminder_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seeker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`agent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "inspection_code_attempts" CHECK("inspection_bookings"."code_attempts" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inspection_live_slot_unique` ON `inspection_bookings` (`property_id`,`slot_start`) WHERE status IN ('awaiting_payment', 'pending', 'proposed', 'confirmed');--> statement-breakpoint
CREATE INDEX `inspection_bookings_seeker_idx` ON `inspection_bookings` (`seeker_id`,`slot_start`);--> statement-breakpoint
CREATE INDEX `inspection_bookings_agent_idx` ON `inspection_bookings` (`agent_id`,`slot_start`);--> statement-breakpoint
CREATE INDEX `inspection_bookings_status_idx` ON `inspection_bookings` (`status`,`slot_start`);--> statement-breakpoint
CREATE TABLE `inspection_events` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`detail` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `inspection_bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inspection_events_booking_idx` ON `inspection_events` (`booking_id`,`created_at`);