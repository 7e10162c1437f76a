CREATE INDEX `property_requests_intent_idx` ON `property_requests` (`status`,`intent`,`created_at`);--> statement-breakpoint
CREATE INDEX `inspection_bookings_slot_idx` ON `inspection_bookings` (`slot_start`);--> statement-breakpoint
CREATE INDEX `stay_bookings_check_in_at_idx` ON `stay_bookings` (`check_in_at`);
