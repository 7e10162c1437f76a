-- When the server last hashed a photo from its stored bytes. NULL: never — uploaded while the
-- uploader sent its own hash (which it could forge or leave out), or seeded. The housekeeping cron re-hashes
-- those, oldest first, a few per run (services/listings/rehash.ts), through this partial index.
ALTER TABLE `property_media` ADD `phash_at` integer;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `property_media_unhashed_idx` ON `property_media` (`created_at`, `id`) WHERE phash_at IS NULL AND status = 'ready';
