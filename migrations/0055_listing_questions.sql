-- "Ask this listing": every question a visitor asks on a listing page. Answered from the listing's own fields
-- (topic, answered_from_listing = 1), or handed to the lister as a message (conversation_id) whose answer the lister
-- may publish on the listing (published = 1). lister_id is the listing's owner, kept on the row because a listing's
-- owner never changes and the lister's list reads by it.
CREATE TABLE IF NOT EXISTS `listing_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`lister_id` text NOT NULL,
	`asker_id` text,
	`text` text NOT NULL,
	`topic` text,
	`answered_from_listing` integer DEFAULT 0 NOT NULL,
	`conversation_id` text,
	`answer` text,
	`published` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`answered_at` integer,
	`published_at` integer,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lister_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`asker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
-- The listing page's published questions, newest first, ties by id (and the property's rows when a listing goes).
CREATE INDEX IF NOT EXISTS `listing_questions_property_idx` ON `listing_questions` (`property_id`, `published`, `published_at`, `id`);
--> statement-breakpoint
-- The lister's handed-over questions, newest first.
CREATE INDEX IF NOT EXISTS `listing_questions_lister_idx` ON `listing_questions` (`lister_id`, `created_at`, `id`) WHERE `conversation_id` IS NOT NULL;
--> statement-breakpoint
-- The same, only those still waiting for an answer.
CREATE INDEX IF NOT EXISTS `listing_questions_lister_open_idx` ON `listing_questions` (`lister_id`, `created_at`, `id`) WHERE `conversation_id` IS NOT NULL AND `answered_at` IS NULL;
