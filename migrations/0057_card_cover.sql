-- A card shows one photo and how many there are: the cover is read through one index entry (the primary photo, else
-- the first property photo by position, as the card picks it) and the count is kept on the listing by triggers, so a
-- page of cards reads one photo per listing however many each has.
CREATE INDEX `property_media_cover_idx` ON `property_media` (`property_id`, `is_primary` DESC, (`room_id` IS NOT NULL), `room_id`, `position`, `created_at`);
--> statement-breakpoint
ALTER TABLE `properties` ADD `photo_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `properties` SET `photo_count` = (SELECT count(*) FROM `property_media` m WHERE m.`property_id` = `properties`.`id`);
--> statement-breakpoint
CREATE TRIGGER property_media_count_ai AFTER INSERT ON property_media WHEN new.property_id IS NOT NULL BEGIN
  UPDATE properties SET photo_count = photo_count + 1 WHERE id = new.property_id;
END;
--> statement-breakpoint
CREATE TRIGGER property_media_count_ad AFTER DELETE ON property_media WHEN old.property_id IS NOT NULL BEGIN
  UPDATE properties SET photo_count = max(photo_count - 1, 0) WHERE id = old.property_id;
END;
--> statement-breakpoint
CREATE TRIGGER property_media_count_au AFTER UPDATE OF property_id ON property_media WHEN old.property_id IS NOT new.property_id BEGIN
  UPDATE properties SET photo_count = max(photo_count - 1, 0) WHERE id = old.property_id;
  UPDATE properties SET photo_count = photo_count + 1 WHERE id = new.property_id;
END;
