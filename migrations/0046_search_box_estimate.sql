-- A map box's estimate (boxEstimate) reads each locality in the box by its centre and joins the live
-- counts by (state, locality). With the state in the lat/lng index the read is covering: one index entry per locality
-- instead of an entry and a table row. Same prefix as the index it replaces.
DROP INDEX IF EXISTS `localities_lat_lng_idx`;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `localities_lat_lng_state_idx` ON `localities` (`lat`, `lng`, `state_id`);
--> statement-breakpoint
-- A third map grid, 1° cells (db/schema MAP_WIDE_CELL_EXPR): a Lagos-wide box overlaps more than 5 cells of the 0.1° and
-- 0.02° grids and walked the type's newest listings (a fifth of them in the box); one 1° cell holds it, most of the
-- cell's listings inside, so its page merges that cell's stream (search.ts mapCells takes the grid of smallest area).
CREATE INDEX IF NOT EXISTS `properties_s_type_wide_cell_latest` ON `properties` (`status`, `listing_type`, (cast((lat + 90) * 1 as integer) * 400 + cast((lng + 180) * 1 as integer)), `premium_listing`, `created_at`, `id`);
