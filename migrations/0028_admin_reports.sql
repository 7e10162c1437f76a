-- Admin dashboard and reports.
--
-- 1. Daily counters of what no table records: searches, listing views, localities searched (Lagos day,
--    metric, key). Bumped after the answer with INSERT ... ON CONFLICT DO UPDATE SET n = n + 1.
CREATE TABLE IF NOT EXISTS `daily_metrics` (
  `metric` text NOT NULL,
  `day` text NOT NULL,
  `key` text DEFAULT '' NOT NULL,
  `n` integer DEFAULT 0 NOT NULL,
  PRIMARY KEY(`metric`, `day`, `key`)
);
--> statement-breakpoint
-- 2. Every dashboard aggregate is a range on created_at: one index each, covering where the figure needs a column.
CREATE INDEX IF NOT EXISTS `users_created_type_idx` ON `users` (`created_at`, `account_type`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `conversations_created_idx` ON `conversations` (`created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `inspection_bookings_created_idx` ON `inspection_bookings` (`created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `stay_bookings_created_idx` ON `stay_bookings` (`created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `project_reservations_created_idx` ON `project_reservations` (`created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `journal_lines_account_report_idx` ON `journal_lines` (`account_id`, `created_at`, `entry_id`, `amount_kobo`);
