-- Every search filter bounded at scale: the extras (amenities, power and water facts, title documents, furnishing).
--
-- 1. Postings: one row per listed listing (active, not held as a duplicate) and extra it has, carrying the columns the
--    search sorts and narrows by, so a search with an extra reads that extra's listings of its type and place in the
--    page's order (services/listings/search-extras.ts) instead of walking every listing of the place checking the
--    extra per row. `extra` encodes three kinds in disjoint ranges: an amenity id (1–999; power and water facts are
--    amenities), 1000 + a title document's place in TITLE_DOCUMENT_CODES, 2000 + a furnishing's place in FURNISHING
--    (contracts/search-codes.ts; services/listings/search-extras.ts extraCodes writes the same numbers).
--    Freshness (confirmed within 30 days) is a matter of time, which no trigger sees pass: the page checks it per row
--    on the listing, as every other plan does.
CREATE TABLE IF NOT EXISTS listing_extras (
  property_id TEXT NOT NULL,
  extra INTEGER NOT NULL,
  listing_type TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  locality_id INTEGER,
  premium INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  price_kobo INTEGER NOT NULL,
  confirmed_at INTEGER NOT NULL,
  PRIMARY KEY (property_id, extra)
) WITHOUT ROWID;
--> statement-breakpoint
-- One index per scope (type and state, type and locality, type alone) and sort key (newest first read backwards;
-- price, one range per boost, read either way), each ending with the id as the sorts do; the state's carry the locality
-- so an area's or a region's subtree is checked on the index entry.
CREATE INDEX IF NOT EXISTS listing_extras_state_latest ON listing_extras (extra, listing_type, state_id, premium, created_at, property_id, locality_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_extras_state_price ON listing_extras (extra, listing_type, state_id, premium, price_kobo, property_id, locality_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_extras_locality_latest ON listing_extras (extra, listing_type, locality_id, premium, created_at, property_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_extras_locality_price ON listing_extras (extra, listing_type, locality_id, premium, price_kobo, property_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_extras_type_latest ON listing_extras (extra, listing_type, premium, created_at, property_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_extras_type_price ON listing_extras (extra, listing_type, premium, price_kobo, property_id);
--> statement-breakpoint
-- 2. Extra counts: live listings (the invariant of live_listing_counts in migrations/0024: active, not a duplicate,
--    confirmed within 30 days of live_listing_counts_clock.swept_at) per extra × listing type ('*' for all) × state
--    (0: every state) × locality (0: the whole state). Kept by triggers on listing_extras, and by the live-counts sweep
--    (same clock, same batch), so a search knows how many listings an extra can match before it reads one.
CREATE TABLE IF NOT EXISTS listing_extra_counts (
  extra INTEGER NOT NULL,
  listing_type TEXT NOT NULL,
  state_id INTEGER NOT NULL,
  locality_id INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (extra, listing_type, state_id, locality_id)
) WITHOUT ROWID;
--> statement-breakpoint
DELETE FROM listing_extras;
--> statement-breakpoint
-- The postings of the listings there are: furnishing, title documents, amenities (a duplicate document counts once).
INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, premium, created_at, price_kobo, confirmed_at)
SELECT * FROM (
  SELECT p.id, CASE p.furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra, p.listing_type, p.state_id, p.locality_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p WHERE p.status = 'active' AND p.flagged_duplicate = 0
  UNION ALL
  SELECT p.id, CASE d.value WHEN 'c_of_o' THEN 1000 WHEN 'governors_consent' THEN 1001 WHEN 'deed_of_assignment' THEN 1002 WHEN 'registered_survey' THEN 1003 WHEN 'excision' THEN 1004 WHEN 'gazette' THEN 1005 END, p.listing_type, p.state_id, p.locality_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p, json_each(iif(json_valid(p.title_documents), p.title_documents, '[]')) d WHERE p.status = 'active' AND p.flagged_duplicate = 0
  UNION ALL
  SELECT p.id, a.amenity_id, p.listing_type, p.state_id, p.locality_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM property_amenities a JOIN properties p ON p.id = a.property_id WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND a.amenity_id < 1000
) WHERE extra IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM listing_extra_counts;
--> statement-breakpoint
INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
SELECT e.extra, iif(g.column1, e.listing_type, '*'), iif(g.column2, e.state_id, 0), iif(g.column3, e.locality_id, 0), count(*)
FROM listing_extras e, (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g
WHERE e.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 AND (g.column3 = 0 OR e.locality_id IS NOT NULL)
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extra_counts_ai;
--> statement-breakpoint
-- 3. Triggers, in the transaction of every write (publish, unpublish, edit, expire, delete, admin, jobs, seeds, amenity
--    changes). A migration that rebuilds properties or property_amenities drops the ones on it: re-run them after it
--    (test/worker/search-extras.test.ts fails when one is missing).
CREATE TRIGGER listing_extra_counts_ai AFTER INSERT ON listing_extras WHEN new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
  SELECT new.extra, iif(g.column1, new.listing_type, '*'), iif(g.column2, new.state_id, 0), iif(g.column3, new.locality_id, 0), 1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g WHERE g.column3 = 0 OR new.locality_id IS NOT NULL
  ON CONFLICT (extra, listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extra_counts_ad;
--> statement-breakpoint
CREATE TRIGGER listing_extra_counts_ad AFTER DELETE ON listing_extras WHEN old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
  SELECT old.extra, iif(g.column1, old.listing_type, '*'), iif(g.column2, old.state_id, 0), iif(g.column3, old.locality_id, 0), -1
  FROM (VALUES (1, 1, 1), (1, 1, 0), (1, 0, 0), (0, 1, 1), (0, 1, 0), (0, 0, 0)) g WHERE g.column3 = 0 OR old.locality_id IS NOT NULL
  ON CONFLICT (extra, listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_ai;
--> statement-breakpoint
CREATE TRIGGER listing_extras_ai AFTER INSERT ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 BEGIN
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, premium, created_at, price_kobo, confirmed_at)
  SELECT new.id, x.extra, new.listing_type, new.state_id, new.locality_id, new.premium_listing, new.created_at, new.price_kobo, new.confirmed_at
  FROM (SELECT CASE new.furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra UNION SELECT CASE d.value WHEN 'c_of_o' THEN 1000 WHEN 'governors_consent' THEN 1001 WHEN 'deed_of_assignment' THEN 1002 WHEN 'registered_survey' THEN 1003 WHEN 'excision' THEN 1004 WHEN 'gazette' THEN 1005 END FROM json_each(iif(json_valid(new.title_documents), new.title_documents, '[]')) d
    UNION SELECT a.amenity_id FROM property_amenities a WHERE a.property_id = new.id AND a.amenity_id < 1000) x
  WHERE x.extra IS NOT NULL
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_ad;
--> statement-breakpoint
CREATE TRIGGER listing_extras_ad AFTER DELETE ON properties BEGIN
  DELETE FROM listing_extras WHERE property_id = old.id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_au;
--> statement-breakpoint
-- Any change to what a posting carries (or to whether the listing is listed) takes its postings out and puts them back:
-- a listing has about ten, and their count rows follow through the triggers above.
CREATE TRIGGER listing_extras_au AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, premium_listing, created_at, price_kobo, title_documents, furnishing ON properties BEGIN
  DELETE FROM listing_extras WHERE property_id = old.id;
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, premium, created_at, price_kobo, confirmed_at)
  SELECT new.id, x.extra, new.listing_type, new.state_id, new.locality_id, new.premium_listing, new.created_at, new.price_kobo, new.confirmed_at
  FROM (SELECT CASE new.furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra UNION SELECT CASE d.value WHEN 'c_of_o' THEN 1000 WHEN 'governors_consent' THEN 1001 WHEN 'deed_of_assignment' THEN 1002 WHEN 'registered_survey' THEN 1003 WHEN 'excision' THEN 1004 WHEN 'gazette' THEN 1005 END FROM json_each(iif(json_valid(new.title_documents), new.title_documents, '[]')) d
    UNION SELECT a.amenity_id FROM property_amenities a WHERE a.property_id = new.id AND a.amenity_id < 1000) x
  WHERE x.extra IS NOT NULL AND new.status = 'active' AND new.flagged_duplicate = 0
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_amenity_ai;
--> statement-breakpoint
CREATE TRIGGER listing_extras_amenity_ai AFTER INSERT ON property_amenities WHEN new.amenity_id < 1000 BEGIN
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, premium, created_at, price_kobo, confirmed_at)
  SELECT p.id, new.amenity_id, p.listing_type, p.state_id, p.locality_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p WHERE p.id = new.property_id AND p.status = 'active' AND p.flagged_duplicate = 0
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_amenity_ad;
--> statement-breakpoint
CREATE TRIGGER listing_extras_amenity_ad AFTER DELETE ON property_amenities BEGIN
  DELETE FROM listing_extras WHERE property_id = old.property_id AND extra = old.amenity_id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_amenity_au;
--> statement-breakpoint
CREATE TRIGGER listing_extras_amenity_au AFTER UPDATE ON property_amenities BEGIN
  DELETE FROM listing_extras WHERE property_id = old.property_id AND extra = old.amenity_id;
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, premium, created_at, price_kobo, confirmed_at)
  SELECT p.id, new.amenity_id, p.listing_type, p.state_id, p.locality_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p WHERE p.id = new.property_id AND new.amenity_id < 1000 AND p.status = 'active' AND p.flagged_duplicate = 0
  ON CONFLICT DO NOTHING;
END;
