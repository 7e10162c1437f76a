-- A paid payment records when its purpose hook finished; the sweep finishes the ones a crash interrupted.
ALTER TABLE `payments` ADD `hook_done_at` integer;
--> statement-breakpoint
-- Payments settled before this column existed ran their (idempotent) hooks inline: they are done.
UPDATE `payments` SET `hook_done_at` = `updated_at` WHERE `status` = 'success';
--> statement-breakpoint
CREATE INDEX `payments_hook_pending_idx` ON `payments` (`updated_at`) WHERE status = 'success' AND hook_done_at IS NULL;
