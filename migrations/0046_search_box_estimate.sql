-- Issue 27 item 1: a map box's estimate (boxEstimate) reads each locality in the box by its centre and joins the live
-- counts by (state, locality). With the state in the lat/lng index the read is covering: one index entry per locality
-- instead of an entry and a table row. Same prefix as the index it replaces.
DROP INDEX IF EXISTS `localities_lat_lng_idx`;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `localities_lat_lng_state_idx` ON `localities` (`lat`, `lng`, `state_id`);
