-- users_fts (migration 0060) keyed in the order staff's user list shows: newest first. Its rowid was the user's rowid,
-- which says nothing of when the user joined, so a phrase many users hold (a common full name) was answered by reading
-- all its matches, or by walking every user newest first until a page of them turned up. Keyed by
--   ((2^31 − 1 − (created_at >> 11)) << 32) + users.rowid
-- (created_at clamped to 0 … 2^42 − 1 ms: bands of about 2 seconds until the year 2109, newest band lowest; users.rowid
-- below 2^32), FTS5 reads a phrase's matches newest band first in its own ascending order and stops after a page
-- (services/admin/user-search.ts); the user is found again as rowid = key & 0xFFFFFFFF. Within a band the list's
-- order (created_at, then id) is restored from the users' rows. The triggers keep their names and run in the same
-- transaction as every write to users; a later migration that rebuilds `users` drops them: re-run this file's trigger
-- statements after it.
DROP TRIGGER IF EXISTS users_fts_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_fts_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_fts_ad;
--> statement-breakpoint
DROP TABLE IF EXISTS users_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE users_fts USING fts5(email, username, name, phone, tokenize = 'trigram');
--> statement-breakpoint
CREATE TRIGGER users_fts_ai AFTER INSERT ON users BEGIN
  INSERT INTO users_fts (rowid, email, username, name, phone)
  VALUES (((2147483647 - (min(max(new.created_at, 0), 4398046511103) >> 11)) << 32) + new.rowid, new.email, new.username,
    new.first_name || ' ' || coalesce(new.last_name, ''), coalesce(new.phone, ''));
END;
--> statement-breakpoint
CREATE TRIGGER users_fts_au AFTER UPDATE OF email, username, first_name, last_name, phone, created_at ON users BEGIN
  DELETE FROM users_fts WHERE rowid = ((2147483647 - (min(max(old.created_at, 0), 4398046511103) >> 11)) << 32) + old.rowid;
  INSERT INTO users_fts (rowid, email, username, name, phone)
  VALUES (((2147483647 - (min(max(new.created_at, 0), 4398046511103) >> 11)) << 32) + new.rowid, new.email, new.username,
    new.first_name || ' ' || coalesce(new.last_name, ''), coalesce(new.phone, ''));
END;
--> statement-breakpoint
CREATE TRIGGER users_fts_ad AFTER DELETE ON users BEGIN
  DELETE FROM users_fts WHERE rowid = ((2147483647 - (min(max(old.created_at, 0), 4398046511103) >> 11)) << 32) + old.rowid;
END;
--> statement-breakpoint
-- In key order: FTS5 writes its pending rows out whenever a rowid is lower than the last one written.
INSERT INTO users_fts (rowid, email, username, name, phone)
  SELECT ((2147483647 - (min(max(created_at, 0), 4398046511103) >> 11)) << 32) + rowid, email, username,
    first_name || ' ' || coalesce(last_name, ''), coalesce(phone, '')
  FROM users ORDER BY 1;
