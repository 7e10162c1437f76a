-- Keyword search: an FTS5 index over each listing's title, description, address, locality and
-- state, kept in step by triggers so every writer (API, admin, seeds, jobs) updates it in the same
-- transaction as the listing. Rows are keyed by the listing's rowid (deletes stay O(1)); searches join on
-- property_id. A later migration that rebuilds `properties` drops these triggers: re-run this file's
-- statements after it (test/worker/listings-search.test.ts fails when a trigger is missing).
CREATE VIRTUAL TABLE IF NOT EXISTS listings_fts USING fts5(
  property_id UNINDEXED,
  title,
  description,
  address,
  locality,
  state,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_fts_ai;
--> statement-breakpoint
CREATE TRIGGER listings_fts_ai AFTER INSERT ON properties BEGIN
  INSERT INTO listings_fts (rowid, property_id, title, description, address, locality, state)
  VALUES (new.rowid, new.id, new.title, new.description, new.address,
    (SELECT name FROM localities WHERE id = new.locality_id),
    (SELECT name FROM states WHERE id = new.state_id));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_fts_au;
--> statement-breakpoint
CREATE TRIGGER listings_fts_au AFTER UPDATE OF title, description, address, locality_id, state_id ON properties BEGIN
  DELETE FROM listings_fts WHERE rowid = old.rowid;
  INSERT INTO listings_fts (rowid, property_id, title, description, address, locality, state)
  VALUES (new.rowid, new.id, new.title, new.description, new.address,
    (SELECT name FROM localities WHERE id = new.locality_id),
    (SELECT name FROM states WHERE id = new.state_id));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_fts_ad;
--> statement-breakpoint
CREATE TRIGGER listings_fts_ad AFTER DELETE ON properties BEGIN
  DELETE FROM listings_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_fts_locality_name;
--> statement-breakpoint
CREATE TRIGGER listings_fts_locality_name AFTER UPDATE OF name ON localities BEGIN
  UPDATE listings_fts SET locality = new.name WHERE rowid IN (SELECT rowid FROM properties WHERE locality_id = new.id);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_fts_state_name;
--> statement-breakpoint
CREATE TRIGGER listings_fts_state_name AFTER UPDATE OF name ON states BEGIN
  UPDATE listings_fts SET state = new.name WHERE rowid IN (SELECT rowid FROM properties WHERE state_id = new.id);
END;
--> statement-breakpoint
DELETE FROM listings_fts;
--> statement-breakpoint
INSERT INTO listings_fts (rowid, property_id, title, description, address, locality, state)
SELECT p.rowid, p.id, p.title, p.description, p.address, l.name, s.name
FROM properties p LEFT JOIN localities l ON l.id = p.locality_id LEFT JOIN states s ON s.id = p.state_id;
