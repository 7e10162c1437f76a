-- Location typeahead: one FTS5 index over state and locality names, so "lek" finds Lekki and
-- Lekki Phase 1 and "phase 1" finds Lekki Phase 1 through the index (prefix-matched words), never a scan.
-- Row ids: a locality's id, a state's id negated. Triggers keep it in step with every writer (seeds, admin).
CREATE VIRTUAL TABLE IF NOT EXISTS locations_fts USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  name,
  state_name,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_state_ai;
--> statement-breakpoint
CREATE TRIGGER locations_fts_state_ai AFTER INSERT ON states BEGIN
  INSERT INTO locations_fts (rowid, kind, ref_id, name, state_name) VALUES (-new.id, 'state', new.id, new.name, new.name);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_state_au;
--> statement-breakpoint
CREATE TRIGGER locations_fts_state_au AFTER UPDATE OF name ON states BEGIN
  UPDATE locations_fts SET name = new.name, state_name = new.name WHERE rowid = -new.id;
  UPDATE locations_fts SET state_name = new.name WHERE rowid IN (SELECT id FROM localities WHERE state_id = new.id);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_state_ad;
--> statement-breakpoint
CREATE TRIGGER locations_fts_state_ad AFTER DELETE ON states BEGIN
  DELETE FROM locations_fts WHERE rowid = -old.id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_locality_ai;
--> statement-breakpoint
CREATE TRIGGER locations_fts_locality_ai AFTER INSERT ON localities BEGIN
  INSERT INTO locations_fts (rowid, kind, ref_id, name, state_name)
  VALUES (new.id, 'locality', new.id, new.name, (SELECT name FROM states WHERE id = new.state_id));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_locality_au;
--> statement-breakpoint
CREATE TRIGGER locations_fts_locality_au AFTER UPDATE OF name, state_id ON localities BEGIN
  DELETE FROM locations_fts WHERE rowid = old.id;
  INSERT INTO locations_fts (rowid, kind, ref_id, name, state_name)
  VALUES (new.id, 'locality', new.id, new.name, (SELECT name FROM states WHERE id = new.state_id));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_locality_ad;
--> statement-breakpoint
CREATE TRIGGER locations_fts_locality_ad AFTER DELETE ON localities BEGIN
  DELETE FROM locations_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
DELETE FROM locations_fts;
--> statement-breakpoint
INSERT INTO locations_fts (rowid, kind, ref_id, name, state_name) SELECT -id, 'state', id, name, name FROM states;
--> statement-breakpoint
INSERT INTO locations_fts (rowid, kind, ref_id, name, state_name)
SELECT l.id, 'locality', l.id, l.name, s.name FROM localities l JOIN states s ON s.id = l.state_id;
