CREATE TABLE `popular_locations` (
	`kind` text NOT NULL,
	`rank` integer NOT NULL,
	`state_id` integer,
	`locality_id` integer,
	`listings` integer DEFAULT 0 NOT NULL,
	`rent` integer DEFAULT 0 NOT NULL,
	`sale` integer DEFAULT 0 NOT NULL,
	`stay` integer DEFAULT 0 NOT NULL,
	`refreshed_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `rank`)
);
