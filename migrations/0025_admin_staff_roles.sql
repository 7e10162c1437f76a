ALTER TABLE `roles` ADD `write_id` text;--> statement-breakpoint
ALTER TABLE `roles` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `users_admin_access_idx` ON `users` (`admin_access`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role_id`);
