CREATE TABLE `agent_localities` (
	`user_id` text NOT NULL,
	`locality_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `locality_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`locality_id`) REFERENCES `localities`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `agent_localities_locality_idx` ON `agent_localities` (`locality_id`);--> statement-breakpoint
CREATE TABLE `review_interactions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`reviewer_id` text NOT NULL,
	`reviewee_id` text,
	`pair_key` text,
	`blind` integer DEFAULT false NOT NULL,
	`occurred_at` integer NOT NULL,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `review_interactions_reviewer_idx` ON `review_interactions` (`reviewer_id`,`subject_type`,`subject_id`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_at` integer,
	`resolved_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_unique` ON `review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `review_reports_status_idx` ON `review_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_stats` (
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`average` real DEFAULT 0 NOT NULL,
	`star1` integer DEFAULT 0 NOT NULL,
	`star2` integer DEFAULT 0 NOT NULL,
	`star3` integer DEFAULT 0 NOT NULL,
	`star4` integer DEFAULT 0 NOT NULL,
	`star5` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`subject_type`, `subject_id`)
);
--> statement-breakpoint
CREATE INDEX `review_stats_average_idx` ON `review_stats` (`subject_type`,`average`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`reviewee_id` text,
	`reviewer_id` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text NOT NULL,
	`interaction_kind` text NOT NULL,
	`interaction_id` text NOT NULL,
	`status` text NOT NULL,
	`pair_key` text,
	`blind_until` integer,
	`published_at` integer,
	`reply` text,
	`replied_at` integer,
	`hidden_at` integer,
	`hidden_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`reviewee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "reviews_rating_range" CHECK("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_interaction_unique` ON `reviews` (`interaction_kind`,`interaction_id`,`reviewer_id`,`subject_type`);--> statement-breakpoint
CREATE INDEX `reviews_subject_idx` ON `reviews` (`subject_type`,`subject_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_reviewer_idx` ON `reviews` (`reviewer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_reviewee_idx` ON `reviews` (`reviewee_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_pair_idx` ON `reviews` (`pair_key`);--> statement-breakpoint
CREATE INDEX `reviews_blind_idx` ON `reviews` (`status`,`blind_until`);