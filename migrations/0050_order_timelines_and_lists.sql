-- A reservation's timeline rows live in its project's timeline (project_events): each now also names the order it is
-- about, so one buyer's timeline holds only its own rows. Rows written before this column existed name none.
ALTER TABLE `project_events` ADD `order_id` text;
CREATE INDEX IF NOT EXISTS `project_events_order_idx` ON `project_events` (`order_id`, `created_at`);
-- GET /v1/orders pages each side of each product newest first: (owner, created_at) lets a page read only its rows.
CREATE INDEX IF NOT EXISTS `inspection_bookings_seeker_created_idx` ON `inspection_bookings` (`seeker_id`, `created_at`);
CREATE INDEX IF NOT EXISTS `inspection_bookings_agent_created_idx` ON `inspection_bookings` (`agent_id`, `created_at`);
CREATE INDEX IF NOT EXISTS `stay_bookings_guest_created_idx` ON `stay_bookings` (`guest_id`, `created_at`);
CREATE INDEX IF NOT EXISTS `stay_bookings_host_created_idx` ON `stay_bookings` (`host_id`, `created_at`);
CREATE INDEX IF NOT EXISTS `project_reservations_developer_created_idx` ON `project_reservations` (`developer_id`, `created_at`);
