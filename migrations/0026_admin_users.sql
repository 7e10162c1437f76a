-- Back office: users.
-- 1. Why and when an admin deactivated an account, and the id of the last status change: the statements of a
--    deactivate/activate batch run only when that batch's own UPDATE of the user set this id, so ten parallel
--    calls leave the sessions, listings and activity log consistent with the status that won.
ALTER TABLE `users` ADD `deactivated_at` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `deactivation_reason` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `status_change_id` text;
--> statement-breakpoint
-- 2. One index per filter of GET /admin/api/users, each ending in the sort (joined, newest first).
CREATE INDEX IF NOT EXISTS `users_status_idx` ON `users` (`status`, `created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `users_kyc_idx` ON `users` (`kyc_verified`, `created_at`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `user_preferences_state_idx` ON `user_preferences` (`based_state_id`, `user_id`);
--> statement-breakpoint
-- 3. A user's page shows what was done to the account (activity entries that target it).
CREATE INDEX IF NOT EXISTS `activity_logs_target_idx` ON `activity_logs` (`target_type`, `target_id`, `created_at`);
--> statement-breakpoint
-- 4. API logs: keyset paging newest first, and the route-prefix filter as an index range.
--    The status-class filter uses api_logs_status_idx (status, created_at).
CREATE INDEX IF NOT EXISTS `api_logs_keyset_idx` ON `api_logs` (`created_at`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `api_logs_path_idx` ON `api_logs` (`path`, `created_at`);
--> statement-breakpoint
-- 5. One row per cron job run (worker/jobs/runs.ts): the services-status page shows each job's last run.
CREATE TABLE IF NOT EXISTS `cron_runs` (
  `id` text PRIMARY KEY NOT NULL,
  `job` text NOT NULL,
  `started_at` integer NOT NULL,
  `finished_at` integer,
  `ok` integer,
  `error` text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `cron_runs_job_idx` ON `cron_runs` (`job`, `started_at`);
