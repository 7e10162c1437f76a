-- A map search reads about a page of rows.
--
-- A newest-first search with a map box and a listing type merges one stream per 0.1° map cell the box overlaps
-- (services/listings/search.ts cellArms, mergedPage): each stream is one range of this index, equal on the cell and
-- already boosted-first then newest, the box checked per row (only rows of the cells the box cuts can fail it), so
-- the page stops after about perPage + 1 rows plus one per stream, instead of walking the listing type's newest
-- listings checking the box per row (~7% of rents are in the Lekki/VI box). The cell is an expression of lat/lng
-- (db/schema/listings.ts MAP_CELL_EXPR): SQLite keeps it on every write (publish, edit, admin, seed, import), with no
-- column or trigger, and a read of a listing does not pay for it. The search writes the same expression.
CREATE INDEX IF NOT EXISTS `properties_s_type_cell_latest` ON `properties` (`status`, `listing_type`, (cast((lat + 90) * 10 as integer) * 4000 + cast((lng + 180) * 10 as integer)), `premium_listing`, `created_at`, `id`);
