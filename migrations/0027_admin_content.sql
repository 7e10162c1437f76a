-- Publications and website content versions.
-- An article is public when published_at <= now (decided at read time, indexed): a scheduled article needs no cron.
CREATE TABLE `article_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_categories_name_unique` ON `article_categories` (`name`);
--> statement-breakpoint
CREATE UNIQUE INDEX `article_categories_slug_unique` ON `article_categories` (`slug`);
--> statement-breakpoint
CREATE TABLE `articles` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`body` text NOT NULL,
	`cover_image` text,
	`category_id` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`author_id` text,
	`status` text NOT NULL,
	`published_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `article_categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `articles_slug_unique` ON `articles` (`slug`);
--> statement-breakpoint
CREATE INDEX `articles_published_idx` ON `articles` (`published_at`);
--> statement-breakpoint
CREATE INDEX `articles_category_published_idx` ON `articles` (`category_id`,`published_at`);
--> statement-breakpoint
CREATE INDEX `articles_updated_idx` ON `articles` (`updated_at`);
--> statement-breakpoint
CREATE TABLE `website_content_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`content_key` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`author_id` text,
	`restored_from` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `website_content_versions_key_idx` ON `website_content_versions` (`content_key`,`created_at`);
--> statement-breakpoint
INSERT OR IGNORE INTO `article_categories` (`id`, `name`, `slug`, `created_at`) VALUES
	('cat-market-news', 'Market news', 'market-news', 0),
	('cat-guides', 'Guides', 'guides', 0),
	('cat-legal', 'Legal & documents', 'legal-and-documents', 0),
	('cat-lifestyle', 'Lifestyle', 'lifestyle', 0);
--> statement-breakpoint
-- The pages already there become their first version, so a later edit can always be undone.
INSERT INTO `website_content_versions` (`id`, `content_key`, `title`, `content`, `author_id`, `restored_from`, `created_at`)
	SELECT 'initial-' || `key`, `key`, `title`, `content`, NULL, NULL, `updated_at` FROM `website_content`;
