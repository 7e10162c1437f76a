-- Places as people mean them: a locality is a region (a part of a state people name, "the Island"; it holds areas and
-- never a listing), an area (the default) or a neighbourhood (inside an area), and parent_id is the locality it sits in
-- (null: directly in its state). A search for an area or a region takes in every locality below it
-- (services/listings/search-places.ts). The hierarchy and the aliases are reference data written by the locations seed
-- (scripts/seed/locations.mjs from scripts/seed-data/nigeria.json); existing localities are areas until it runs.
ALTER TABLE `localities` ADD `kind` text DEFAULT 'area' NOT NULL CHECK (`kind` IN ('region', 'area', 'neighbourhood'));
--> statement-breakpoint
ALTER TABLE `localities` ADD `parent_id` integer REFERENCES `localities`(`id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `localities_parent_idx` ON `localities` (`parent_id`);
--> statement-breakpoint
-- Other names of a place: "VI" for Victoria Island, "Island" for the Lagos Island region, "Abuja" for the FCT (a
-- state's alias has no locality). Unique by name within a state; looked up by name (slug first in the index).
CREATE TABLE IF NOT EXISTS `place_aliases` (
  `id` integer PRIMARY KEY NOT NULL,
  `state_id` integer NOT NULL REFERENCES `states`(`id`),
  `locality_id` integer REFERENCES `localities`(`id`),
  `name` text NOT NULL,
  `slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `place_aliases_slug_state_unique` ON `place_aliases` (`slug`, `state_id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `place_aliases_locality_idx` ON `place_aliases` (`locality_id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `place_aliases_state_idx` ON `place_aliases` (`state_id`, `locality_id`);
--> statement-breakpoint
-- The location typeahead's index (migrations/0023) gains the aliases: a place's row holds its aliases in a column of
-- their own, and a locality's state_name holds its state's aliases too ("wuse abuja"). Rebuilt whole: an FTS5 table
-- cannot gain a column. Row ids as before: a locality's id, a state's id negated. The aliases column joins a place's
-- aliases with '|' (a separator to the tokenizer) so the typeahead can tell which one was typed.
DROP TRIGGER IF EXISTS locations_fts_state_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_state_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_state_ad;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_locality_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_locality_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS locations_fts_locality_ad;
--> statement-breakpoint
DROP TABLE IF EXISTS locations_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE locations_fts USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  name,
  aliases,
  state_name,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
--> statement-breakpoint
CREATE TRIGGER locations_fts_state_ai AFTER INSERT ON states BEGIN
  INSERT INTO locations_fts (rowid, kind, ref_id, name, aliases, state_name) VALUES (-new.id, 'state', new.id, new.name, '', new.name);
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_state_au AFTER UPDATE OF name ON states BEGIN
  UPDATE locations_fts SET name = new.name, state_name = new.name || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = new.id AND a.locality_id IS NULL), '')
  WHERE rowid = -new.id OR rowid IN (SELECT id FROM localities WHERE state_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_state_ad AFTER DELETE ON states BEGIN
  DELETE FROM locations_fts WHERE rowid = -old.id;
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_locality_ai AFTER INSERT ON localities BEGIN
  INSERT INTO locations_fts (rowid, kind, ref_id, name, aliases, state_name)
  SELECT new.id, 'locality', new.id, new.name,
    coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.locality_id = new.id), ''),
    s.name || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = s.id AND a.locality_id IS NULL), '')
  FROM states s WHERE s.id = new.state_id;
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_locality_au AFTER UPDATE OF name, state_id ON localities BEGIN
  DELETE FROM locations_fts WHERE rowid = old.id;
  INSERT INTO locations_fts (rowid, kind, ref_id, name, aliases, state_name)
  SELECT new.id, 'locality', new.id, new.name,
    coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.locality_id = new.id), ''),
    s.name || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = s.id AND a.locality_id IS NULL), '')
  FROM states s WHERE s.id = new.state_id;
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_locality_ad AFTER DELETE ON localities BEGIN
  DELETE FROM locations_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
-- An alias added, renamed or removed: its place's row takes the place's aliases again; a state's alias also goes into
-- the state_name of the state's localities.
CREATE TRIGGER locations_fts_alias_ai AFTER INSERT ON place_aliases BEGIN
  UPDATE locations_fts SET aliases = coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.locality_id = new.locality_id), '')
  WHERE new.locality_id IS NOT NULL AND rowid = new.locality_id;
  UPDATE locations_fts SET
    aliases = iif(rowid < 0, coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.state_id = new.state_id AND a.locality_id IS NULL), ''), aliases),
    state_name = (SELECT s.name FROM states s WHERE s.id = new.state_id) || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = new.state_id AND a.locality_id IS NULL), '')
  WHERE new.locality_id IS NULL AND (rowid = -new.state_id OR rowid IN (SELECT id FROM localities WHERE state_id = new.state_id));
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_alias_ad AFTER DELETE ON place_aliases BEGIN
  UPDATE locations_fts SET aliases = coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.locality_id = old.locality_id), '')
  WHERE old.locality_id IS NOT NULL AND rowid = old.locality_id;
  UPDATE locations_fts SET
    aliases = iif(rowid < 0, coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.state_id = old.state_id AND a.locality_id IS NULL), ''), aliases),
    state_name = (SELECT s.name FROM states s WHERE s.id = old.state_id) || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = old.state_id AND a.locality_id IS NULL), '')
  WHERE old.locality_id IS NULL AND (rowid = -old.state_id OR rowid IN (SELECT id FROM localities WHERE state_id = old.state_id));
END;
--> statement-breakpoint
CREATE TRIGGER locations_fts_alias_au AFTER UPDATE ON place_aliases BEGIN
  UPDATE locations_fts SET aliases = coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.locality_id = locations_fts.rowid), '')
  WHERE rowid IN (old.locality_id, new.locality_id);
  UPDATE locations_fts SET
    aliases = iif(rowid < 0, coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.state_id = -locations_fts.rowid AND a.locality_id IS NULL), ''), aliases),
    state_name = (SELECT s.name || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = s.id AND a.locality_id IS NULL), '')
      FROM states s WHERE s.id = iif(locations_fts.rowid < 0, -locations_fts.rowid, (SELECT l.state_id FROM localities l WHERE l.id = locations_fts.rowid)))
  WHERE rowid IN (-old.state_id, -new.state_id) OR rowid IN (SELECT id FROM localities WHERE state_id IN (old.state_id, new.state_id));
END;
--> statement-breakpoint
INSERT INTO locations_fts (rowid, kind, ref_id, name, aliases, state_name)
SELECT -s.id, 'state', s.id, s.name,
  coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.state_id = s.id AND a.locality_id IS NULL), ''),
  s.name || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = s.id AND a.locality_id IS NULL), '')
FROM states s;
--> statement-breakpoint
INSERT INTO locations_fts (rowid, kind, ref_id, name, aliases, state_name)
SELECT l.id, 'locality', l.id, l.name,
  coalesce((SELECT group_concat(a.name, '|') FROM place_aliases a WHERE a.locality_id = l.id), ''),
  s.name || coalesce(' ' || (SELECT group_concat(a.name, ' ') FROM place_aliases a WHERE a.state_id = s.id AND a.locality_id IS NULL), '')
FROM localities l JOIN states s ON s.id = l.state_id;
