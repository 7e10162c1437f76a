-- The /contact form's inbox: newest first, optionally only the unhandled ones.
CREATE TABLE IF NOT EXISTS `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `contact_messages_created_idx` ON `contact_messages` (`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`,`id`);
--> statement-breakpoint
-- The sitemaps' keyset pages (worker/services/seo/sitemap.ts): `status = 'active' AND id > ? ORDER BY id`.
CREATE INDEX IF NOT EXISTS `properties_sitemap_idx` ON `properties` (`status`,`id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `projects_sitemap_idx` ON `projects` (`listed`,`deleted_at`,`id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `users_sitemap_idx` ON `users` (`account_type`,`id`);
