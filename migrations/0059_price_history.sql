-- Every price change of a listing is kept (the listing shows its history), and a drop is marked on the listing
-- itself (the card's "price reduced" and the alerts to those who saved it read two columns, not the history).
CREATE TABLE `listing_price_changes` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `property_id` text NOT NULL REFERENCES `properties`(`id`) ON DELETE cascade,
  `old_price_kobo` integer NOT NULL,
  `new_price_kobo` integer NOT NULL,
  `price_period` text NOT NULL,
  `changed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_price_changes_property_idx` ON `listing_price_changes` (`property_id`, `changed_at`);
--> statement-breakpoint
ALTER TABLE `properties` ADD `previous_price_kobo` integer;
--> statement-breakpoint
ALTER TABLE `properties` ADD `price_reduced_at` integer;
--> statement-breakpoint
CREATE INDEX `properties_price_reduced_idx` ON `properties` (`price_reduced_at`) WHERE `price_reduced_at` IS NOT NULL;
--> statement-breakpoint
-- The write that changes a price sets updated_at to its own clock in the same UPDATE: the change is dated by it.
CREATE TRIGGER listing_price_changes_au AFTER UPDATE OF price_kobo ON properties WHEN new.price_kobo <> old.price_kobo BEGIN
  INSERT INTO listing_price_changes (property_id, old_price_kobo, new_price_kobo, price_period, changed_at)
    VALUES (new.id, old.price_kobo, new.price_kobo, new.price_period, new.updated_at);
  UPDATE properties SET
    previous_price_kobo = CASE WHEN new.price_kobo < old.price_kobo THEN old.price_kobo END,
    price_reduced_at = CASE WHEN new.price_kobo < old.price_kobo THEN new.updated_at END
  WHERE id = new.id;
END;
--> statement-breakpoint
-- Price-drop alerts a saved search has mailed: one per search, listing and price, so a later drop is told again.
CREATE TABLE `saved_search_price_drops` (
  `saved_search_id` text NOT NULL REFERENCES `saved_searches`(`id`) ON DELETE cascade,
  `listing_id` text NOT NULL REFERENCES `properties`(`id`) ON DELETE cascade,
  `price_kobo` integer NOT NULL,
  `outbox_id` text NOT NULL,
  `sent_at` integer NOT NULL,
  PRIMARY KEY (`saved_search_id`, `listing_id`, `price_kobo`)
);
--> statement-breakpoint
CREATE INDEX `saved_search_price_drops_outbox_idx` ON `saved_search_price_drops` (`outbox_id`);
--> statement-breakpoint
CREATE INDEX `saved_search_price_drops_listing_idx` ON `saved_search_price_drops` (`listing_id`);
