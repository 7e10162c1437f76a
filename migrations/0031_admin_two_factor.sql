-- TOTP two-factor for staff sign-in (RFC 6238): the secret (pending until a first code confirms
-- it), when it was confirmed, and the last time step used, so a code cannot be replayed within its window.
ALTER TABLE `users` ADD `totp_secret` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `totp_enabled_at` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `totp_last_step` integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS `staff_recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `staff_recovery_codes_user_hash_unique` ON `staff_recovery_codes` (`user_id`,`code_hash`);
