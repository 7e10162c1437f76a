-- The activity log filters by action (GET /admin/api/activity-logs?action=): newest first within one action.
CREATE INDEX IF NOT EXISTS `activity_logs_action_idx` ON `activity_logs` (`action`, `created_at`);
