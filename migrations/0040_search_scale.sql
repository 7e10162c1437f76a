-- Search at a million listings.
--
-- 1. Facet counts: live listings (the invariant of live_listing_counts in migrations/0024: active, not a
--    duplicate, confirmed within 30 days of the clock live_listing_counts_clock.swept_at) per
--    listing type × place (state and locality; 0 = every state / the whole state) × property type (0 = every type)
--    × min_beds (a listing with b bedrooms counts in the rows min_beds = 0 … min(b, 6): "b+ bedrooms" is one row)
--    × price_band over the boundaries ₦100k, ₦250k, ₦500k, ₦1m, ₦2m, ₦3m, ₦5m, ₦10m, ₦20m, ₦50m, ₦100m, ₦200m,
--    ₦500m, ₦1bn (B0 … B13; services/listings/facet-counts.ts PRICE_BANDS): band 2k is the prices strictly between
--    B(k-1) and Bk, band 2k+1 the price exactly Bk (asking prices are round: "under ₦5m" and "from ₦5m" both
--    include ₦5,000,000), so a range from one boundary to another is a run of whole bands.
--    A search by type, place, property type, min bedrooms and a price range gets its total from the bands of one
--    (type, place, property type, min_beds) key: exact when the range starts and ends on band boundaries, an
--    estimate (totalIsEstimate) when it cuts a band. Kept by the triggers below in the transaction of every
--    write to properties (publish, unpublish, edit, expire, delete, admin, jobs, seeds) and moved by the sweep
--    of live-counts.ts with live_listing_counts (same clock, same batch).
CREATE TABLE IF NOT EXISTS listing_facet_counts (
  listing_type TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  locality_id INTEGER NOT NULL,
  type_id INTEGER NOT NULL,
  min_beds INTEGER NOT NULL,
  price_band INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (listing_type, state_id, locality_id, type_id, min_beds, price_band)
) WITHOUT ROWID;
--> statement-breakpoint
-- 2. A lister's live listings by type ('*': all), for the directory (agents' "active listings" and its sort),
--    kept by the same triggers and sweep.
CREATE TABLE IF NOT EXISTS owner_listing_counts (
  owner_id TEXT NOT NULL,
  listing_type TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (owner_id, listing_type)
) WITHOUT ROWID;
--> statement-breakpoint
DELETE FROM listing_facet_counts;
--> statement-breakpoint
INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
SELECT p.listing_type, iif(g.column1, p.state_id, 0), iif(g.column2, p.locality_id, 0), iif(g.column3, p.type_id, 0), b.column1, (2 * ((p.price_kobo >= 10000000) + (p.price_kobo >= 25000000) + (p.price_kobo >= 50000000) + (p.price_kobo >= 100000000) + (p.price_kobo >= 200000000) + (p.price_kobo >= 300000000) + (p.price_kobo >= 500000000) + (p.price_kobo >= 1000000000) + (p.price_kobo >= 2000000000) + (p.price_kobo >= 5000000000) + (p.price_kobo >= 10000000000) + (p.price_kobo >= 20000000000) + (p.price_kobo >= 50000000000) + (p.price_kobo >= 100000000000)) - (p.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), count(*)
FROM properties p, (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 1), (1, 0, 0), (0, 0, 1), (0, 0, 0)) g, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 AND (g.column2 = 0 OR p.locality_id IS NOT NULL) AND b.column1 <= min(p.bedrooms, 6)
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
DELETE FROM owner_listing_counts;
--> statement-breakpoint
INSERT INTO owner_listing_counts (owner_id, listing_type, n)
SELECT p.owner_id, iif(g.column1, p.listing_type, '*'), count(*) FROM properties p, (VALUES (1), (0)) g WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 GROUP BY 1, 2;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_ai;
--> statement-breakpoint
CREATE TRIGGER facet_counts_ai AFTER INSERT ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT new.listing_type, iif(g.column1, new.state_id, 0), iif(g.column2, new.locality_id, 0), iif(g.column3, new.type_id, 0), b.column1, (2 * ((new.price_kobo >= 10000000) + (new.price_kobo >= 25000000) + (new.price_kobo >= 50000000) + (new.price_kobo >= 100000000) + (new.price_kobo >= 200000000) + (new.price_kobo >= 300000000) + (new.price_kobo >= 500000000) + (new.price_kobo >= 1000000000) + (new.price_kobo >= 2000000000) + (new.price_kobo >= 5000000000) + (new.price_kobo >= 10000000000) + (new.price_kobo >= 20000000000) + (new.price_kobo >= 50000000000) + (new.price_kobo >= 100000000000)) - (new.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), 1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 1), (1, 0, 0), (0, 0, 1), (0, 0, 0)) g, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (g.column2 = 0 OR new.locality_id IS NOT NULL) AND b.column1 <= min(new.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (new.owner_id, new.listing_type, 1), (new.owner_id, '*', 1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_ad;
--> statement-breakpoint
CREATE TRIGGER facet_counts_ad AFTER DELETE ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT old.listing_type, iif(g.column1, old.state_id, 0), iif(g.column2, old.locality_id, 0), iif(g.column3, old.type_id, 0), b.column1, (2 * ((old.price_kobo >= 10000000) + (old.price_kobo >= 25000000) + (old.price_kobo >= 50000000) + (old.price_kobo >= 100000000) + (old.price_kobo >= 200000000) + (old.price_kobo >= 300000000) + (old.price_kobo >= 500000000) + (old.price_kobo >= 1000000000) + (old.price_kobo >= 2000000000) + (old.price_kobo >= 5000000000) + (old.price_kobo >= 10000000000) + (old.price_kobo >= 20000000000) + (old.price_kobo >= 50000000000) + (old.price_kobo >= 100000000000)) - (old.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), -1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 1), (1, 0, 0), (0, 0, 1), (0, 0, 0)) g, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (g.column2 = 0 OR old.locality_id IS NOT NULL) AND b.column1 <= min(old.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (old.owner_id, old.listing_type, -1), (old.owner_id, '*', -1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_au_old;
--> statement-breakpoint
CREATE TRIGGER facet_counts_au_old AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, type_id, bedrooms, price_kobo, owner_id ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT old.listing_type, iif(g.column1, old.state_id, 0), iif(g.column2, old.locality_id, 0), iif(g.column3, old.type_id, 0), b.column1, (2 * ((old.price_kobo >= 10000000) + (old.price_kobo >= 25000000) + (old.price_kobo >= 50000000) + (old.price_kobo >= 100000000) + (old.price_kobo >= 200000000) + (old.price_kobo >= 300000000) + (old.price_kobo >= 500000000) + (old.price_kobo >= 1000000000) + (old.price_kobo >= 2000000000) + (old.price_kobo >= 5000000000) + (old.price_kobo >= 10000000000) + (old.price_kobo >= 20000000000) + (old.price_kobo >= 50000000000) + (old.price_kobo >= 100000000000)) - (old.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), -1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 1), (1, 0, 0), (0, 0, 1), (0, 0, 0)) g, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (g.column2 = 0 OR old.locality_id IS NOT NULL) AND b.column1 <= min(old.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (old.owner_id, old.listing_type, -1), (old.owner_id, '*', -1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_au_new;
--> statement-breakpoint
CREATE TRIGGER facet_counts_au_new AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, type_id, bedrooms, price_kobo, owner_id ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT new.listing_type, iif(g.column1, new.state_id, 0), iif(g.column2, new.locality_id, 0), iif(g.column3, new.type_id, 0), b.column1, (2 * ((new.price_kobo >= 10000000) + (new.price_kobo >= 25000000) + (new.price_kobo >= 50000000) + (new.price_kobo >= 100000000) + (new.price_kobo >= 200000000) + (new.price_kobo >= 300000000) + (new.price_kobo >= 500000000) + (new.price_kobo >= 1000000000) + (new.price_kobo >= 2000000000) + (new.price_kobo >= 5000000000) + (new.price_kobo >= 10000000000) + (new.price_kobo >= 20000000000) + (new.price_kobo >= 50000000000) + (new.price_kobo >= 100000000000)) - (new.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), 1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 1), (1, 0, 0), (0, 0, 1), (0, 0, 0)) g, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (g.column2 = 0 OR new.locality_id IS NOT NULL) AND b.column1 <= min(new.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (new.owner_id, new.listing_type, 1), (new.owner_id, '*', 1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
-- 3. The directory's median first-reply time, kept per professional instead of computed per card: when a
--    conversation's professional (agent_id) first replies, first_reply_ms is set on the conversation and the
--    professional's median over their 20 latest answered conversations is stored in response_times.
ALTER TABLE conversations ADD COLUMN first_reply_ms INTEGER;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS response_times (
  user_id TEXT PRIMARY KEY NOT NULL,
  median_ms INTEGER NOT NULL,
  sample INTEGER NOT NULL
);
--> statement-breakpoint
UPDATE conversations SET first_reply_ms = max(0, (SELECT MIN(m.created_at) FROM messages m WHERE m.conversation_id = conversations.id AND m.sender_id = conversations.agent_id) - created_at)
WHERE EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = conversations.id AND m.sender_id = conversations.agent_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `conversations_agent_replied_idx` ON `conversations` (`agent_id`, `created_at`) WHERE first_reply_ms IS NOT NULL;
--> statement-breakpoint
INSERT OR REPLACE INTO response_times (user_id, median_ms, sample)
SELECT agent_id, CAST(avg(d) AS INTEGER), max(k) FROM (
  SELECT agent_id, d, k, row_number() OVER (PARTITION BY agent_id ORDER BY d) AS r FROM (
    SELECT agent_id, first_reply_ms AS d,
      row_number() OVER (PARTITION BY agent_id ORDER BY created_at DESC) AS rn, min(20, count(*) OVER (PARTITION BY agent_id)) AS k
    FROM conversations WHERE first_reply_ms IS NOT NULL
  ) WHERE rn <= 20
) WHERE r IN ((k + 1) / 2, k / 2 + 1) GROUP BY agent_id;
--> statement-breakpoint
-- When a conversation's professional first replies (any path that writes a message: this trigger runs in its
-- transaction), the reply time is kept and the professional's median over their 20 latest answered
-- conversations is stored. (SQLite allows no WITH inside a trigger, hence the repeated subquery.)
DROP TRIGGER IF EXISTS response_times_first_reply;
--> statement-breakpoint
CREATE TRIGGER response_times_first_reply AFTER INSERT ON messages
WHEN EXISTS (SELECT 1 FROM conversations c WHERE c.id = new.conversation_id AND c.agent_id = new.sender_id AND c.first_reply_ms IS NULL) BEGIN
  UPDATE conversations SET first_reply_ms = max(0, new.created_at - created_at) WHERE id = new.conversation_id;
  INSERT INTO response_times (user_id, median_ms, sample)
  SELECT new.sender_id, CAST(avg(d) AS INTEGER), (SELECT count(*) FROM (SELECT 1 FROM conversations WHERE agent_id = new.sender_id AND first_reply_ms IS NOT NULL ORDER BY created_at DESC LIMIT 20))
  FROM (
    SELECT d FROM (SELECT first_reply_ms AS d FROM conversations WHERE agent_id = new.sender_id AND first_reply_ms IS NOT NULL ORDER BY created_at DESC LIMIT 20)
    ORDER BY d
    LIMIT 2 - (SELECT count(*) FROM (SELECT 1 FROM conversations WHERE agent_id = new.sender_id AND first_reply_ms IS NOT NULL ORDER BY created_at DESC LIMIT 20)) % 2
    OFFSET ((SELECT count(*) FROM (SELECT 1 FROM conversations WHERE agent_id = new.sender_id AND first_reply_ms IS NOT NULL ORDER BY created_at DESC LIMIT 20)) - 1) / 2
  ) WHERE true
  ON CONFLICT (user_id) DO UPDATE SET median_ms = excluded.median_ms, sample = excluded.sample;
END;
--> statement-breakpoint
-- 4. Rare and no-match filters ("5+ beds under ₦1m in Lagos rent" would read every Lagos rental): with few
--    matches (the facet counts say how many) search seeks by bedrooms and price instead of walking the sort
--    index: one range per bedroom count, the price range inside it.
CREATE INDEX IF NOT EXISTS `properties_s_type_state_beds_price` ON `properties` (`status`, `listing_type`, `state_id`, `bedrooms`, `price_kobo`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_beds_price` ON `properties` (`status`, `listing_type`, `locality_id`, `bedrooms`, `price_kobo`);
--> statement-breakpoint
-- 5. The map's estimated total (services/listings/estimates.ts boxEstimate): the localities whose centre is in the box.
CREATE INDEX IF NOT EXISTS `localities_lat_lng_idx` ON `localities` (`lat`, `lng`);
