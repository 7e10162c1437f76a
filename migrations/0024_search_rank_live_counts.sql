-- Search at scale: keyword rank and live counts.
--
-- 1. Keyword relevance is FTS5's own `rank`, configured once with these bm25() weights
--    (title 10, description 1, address 4, locality 5, state 3). `ORDER BY rank` lets FTS5 hand rows over in
--    rank order, so a keyword search stops after its page instead of ranking every match.
INSERT INTO listings_fts (listings_fts, rank) VALUES ('rank', 'bm25(0.0, 10.0, 1.0, 4.0, 5.0, 3.0)');
--> statement-breakpoint
-- 2. Live listing counts: the exact number of live listings (active, not a duplicate, confirmed within the
--    freshness window) per listing type ('*' for all) × state (0: every state) × locality (0: the whole state),
--    so a search by type and place gets its total from one row instead of counting the listings.
--    Invariant: n = the listings of the key with status 'active', flagged_duplicate 0 and
--    confirmed_at > swept_at - 30 days, where swept_at is the one row of live_listing_counts_clock.
--    Triggers keep it through every write to properties (API, admin, seeds, jobs: same transaction); the
--    sweep (services/listings/live-counts.ts, run by the crons and by a search that finds it late) moves
--    swept_at forward and takes out the listings that went stale in between; a reader corrects for the few
--    that went stale since the last sweep. A migration that rebuilds `properties` drops these triggers:
--    re-run them after it (test/worker/live-counts.test.ts fails when one is missing). D1's meta.changes of a
--    write to properties includes the rows these triggers write: count changed listings with RETURNING (SQL's
--    changes() is unaffected: it counts the statement's own rows).
CREATE TABLE IF NOT EXISTS live_listing_counts (
  listing_type TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  locality_id INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (listing_type, state_id, locality_id)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS live_listing_counts_clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  swept_at INTEGER NOT NULL
);
--> statement-breakpoint
INSERT OR REPLACE INTO live_listing_counts_clock (id, swept_at) VALUES (1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
--> statement-breakpoint
DELETE FROM live_listing_counts;
--> statement-breakpoint
-- Each live listing counts in six rows: its type and all types, each by locality (when it has one), by state
-- and everywhere (g: which of type, state, locality the row keeps).
INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
SELECT iif(g.column1, p.listing_type, '*'), iif(g.column2, p.state_id, 0), iif(g.column3, p.locality_id, 0), count(*)
FROM properties p CROSS JOIN (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g
WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 AND (g.column3 = 0 OR p.locality_id IS NOT NULL)
GROUP BY 1, 2, 3;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_ai;
--> statement-breakpoint
CREATE TRIGGER live_counts_ai AFTER INSERT ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(g.column1, new.listing_type, '*'), iif(g.column2, new.state_id, 0), iif(g.column3, new.locality_id, 0), 1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g WHERE g.column3 = 0 OR new.locality_id IS NOT NULL
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_ad;
--> statement-breakpoint
CREATE TRIGGER live_counts_ad AFTER DELETE ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(g.column1, old.listing_type, '*'), iif(g.column2, old.state_id, 0), iif(g.column3, old.locality_id, 0), -1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g WHERE g.column3 = 0 OR old.locality_id IS NOT NULL
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_au_old;
--> statement-breakpoint
CREATE TRIGGER live_counts_au_old AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(g.column1, old.listing_type, '*'), iif(g.column2, old.state_id, 0), iif(g.column3, old.locality_id, 0), -1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g WHERE g.column3 = 0 OR old.locality_id IS NOT NULL
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_au_new;
--> statement-breakpoint
CREATE TRIGGER live_counts_au_new AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(g.column1, new.listing_type, '*'), iif(g.column2, new.state_id, 0), iif(g.column3, new.locality_id, 0), 1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g WHERE g.column3 = 0 OR new.locality_id IS NOT NULL
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
-- 3. The total of a map search ("search this area"): its bounded count walks the listings of the type by
--    latitude band, checking longitude from the index, instead of walking every listing of the type newest
--    first until 1,001 fall in the box (bench: 1,546 rows read instead of 7,027 for a Lekki/VI box).
CREATE INDEX IF NOT EXISTS `properties_s_type_lat` ON `properties` (`status`, `listing_type`, `lat`, `lng`);
--> statement-breakpoint
-- 4. How many listings each indexed word is in (one row per word), so a keyword search can tell a broad word
--    ("lagos", "water") from a narrow one without counting matches (services/listings/fts.ts, ftsWindow).
CREATE VIRTUAL TABLE IF NOT EXISTS listings_fts_terms USING fts5vocab(listings_fts, 'row');
