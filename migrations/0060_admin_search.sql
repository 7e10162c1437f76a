-- The back office's searches read an index, not every row. Staff search users by any part of an email, username,
-- name or phone number, and listings by any part of a slug or of their owner's email or name: substring matches,
-- which a b-tree cannot answer. Trigram FTS5 tables answer them (a 3+ character substring, case-insensitive), kept in
-- step by triggers in the same transaction as every write to users and properties, keyed by the row's rowid (as
-- listings_fts is). A later migration that rebuilds `users` or `properties` drops these triggers: re-run this file's
-- trigger statements after it (test/worker/admin-search-plans.test.ts fails when one is missing).
CREATE VIRTUAL TABLE IF NOT EXISTS users_fts USING fts5(email, username, name, phone, tokenize = 'trigram');
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_fts_ai;
--> statement-breakpoint
CREATE TRIGGER users_fts_ai AFTER INSERT ON users BEGIN
  INSERT INTO users_fts (rowid, email, username, name, phone)
  VALUES (new.rowid, new.email, new.username, new.first_name || ' ' || coalesce(new.last_name, ''), coalesce(new.phone, ''));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_fts_au;
--> statement-breakpoint
CREATE TRIGGER users_fts_au AFTER UPDATE OF email, username, first_name, last_name, phone ON users BEGIN
  DELETE FROM users_fts WHERE rowid = old.rowid;
  INSERT INTO users_fts (rowid, email, username, name, phone)
  VALUES (new.rowid, new.email, new.username, new.first_name || ' ' || coalesce(new.last_name, ''), coalesce(new.phone, ''));
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_fts_ad;
--> statement-breakpoint
CREATE TRIGGER users_fts_ad AFTER DELETE ON users BEGIN
  DELETE FROM users_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
DELETE FROM users_fts;
--> statement-breakpoint
INSERT INTO users_fts (rowid, email, username, name, phone)
  SELECT rowid, email, username, first_name || ' ' || coalesce(last_name, ''), coalesce(phone, '') FROM users;
--> statement-breakpoint
CREATE VIRTUAL TABLE IF NOT EXISTS listings_slug_fts USING fts5(slug, tokenize = 'trigram');
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_slug_fts_ai;
--> statement-breakpoint
CREATE TRIGGER listings_slug_fts_ai AFTER INSERT ON properties BEGIN
  INSERT INTO listings_slug_fts (rowid, slug) VALUES (new.rowid, new.slug);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_slug_fts_au;
--> statement-breakpoint
CREATE TRIGGER listings_slug_fts_au AFTER UPDATE OF slug ON properties BEGIN
  DELETE FROM listings_slug_fts WHERE rowid = old.rowid;
  INSERT INTO listings_slug_fts (rowid, slug) VALUES (new.rowid, new.slug);
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_slug_fts_ad;
--> statement-breakpoint
CREATE TRIGGER listings_slug_fts_ad AFTER DELETE ON properties BEGIN
  DELETE FROM listings_slug_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
DELETE FROM listings_slug_fts;
--> statement-breakpoint
INSERT INTO listings_slug_fts (rowid, slug) SELECT rowid, slug FROM properties;
--> statement-breakpoint
-- The activity log filtered by who acted and what they did, newest first: one range of this index.
CREATE INDEX IF NOT EXISTS `activity_logs_actor_action_idx` ON `activity_logs` (`actor_id`, `action`, `created_at`);
--> statement-breakpoint
-- Staff's listing list, newest first with no filter (and a search's walk): a walk of this index, not a sort of them all.
CREATE INDEX IF NOT EXISTS `properties_created_idx` ON `properties` (`created_at`);
