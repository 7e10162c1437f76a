-- GET /properties/all walks `properties_s_newest` (status, created_at, id) and checks each entry's
-- freshness and duplicate flag (publiclyListed) in the table row, a B-tree seek per entry: by OFFSET (page 500 steps over
-- ~6,000 entries) that is ~6,000 seeks for 13 cards. With the two columns in the index the check is read from the entry
-- and SQLite seeks the table only for the rows the page hands over (its deferred seek). Same prefix and order as the
-- index it replaces, so the keyset page's seek is unchanged.
DROP INDEX IF EXISTS `properties_s_newest`;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_newest_live` ON `properties` (`status`, `created_at`, `id`, `confirmed_at`, `flagged_duplicate`);
