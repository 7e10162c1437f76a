-- The property assistant: every conversation and message (a visitor is a random browser id or an
-- account; nothing else about them), pruned by Settings › Privacy › chatbotLogsDays in the housekeeping cron.
CREATE TABLE `assistant_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`visitor_id` text,
	`user_id` text,
	`message_count` integer DEFAULT 0 NOT NULL,
	`handed_over` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `assistant_conversations_visitor_idx` ON `assistant_conversations` (`visitor_id`,`updated_at`);
--> statement-breakpoint
CREATE INDEX `assistant_conversations_user_idx` ON `assistant_conversations` (`user_id`,`updated_at`);
--> statement-breakpoint
CREATE INDEX `assistant_conversations_updated_idx` ON `assistant_conversations` (`updated_at`);
--> statement-breakpoint
CREATE INDEX `assistant_conversations_created_idx` ON `assistant_conversations` (`created_at`);
--> statement-breakpoint
CREATE TABLE `assistant_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`role` text NOT NULL,
	`text` text NOT NULL,
	`intent` text,
	`locality` text,
	`answered` integer DEFAULT 1 NOT NULL,
	`result_count` integer,
	`filters` text,
	`sources` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `assistant_conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `assistant_messages_conversation_idx` ON `assistant_messages` (`conversation_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `assistant_messages_created_idx` ON `assistant_messages` (`created_at`);
--> statement-breakpoint
CREATE INDEX `assistant_messages_role_created_idx` ON `assistant_messages` (`role`,`created_at`);
--> statement-breakpoint
-- Answers come from the site's own help: website content pages and published articles, indexed by FTS5 and
-- kept in step by triggers, so every writer (admin, seeds) updates the index in the same transaction.
CREATE VIRTUAL TABLE IF NOT EXISTS help_fts USING fts5(
  kind UNINDEXED,
  ref UNINDEXED,
  title,
  body,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER help_fts_content_ai AFTER INSERT ON website_content BEGIN
  INSERT INTO help_fts (kind, ref, title, body) VALUES ('content', new.key, new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER help_fts_content_au AFTER UPDATE ON website_content BEGIN
  DELETE FROM help_fts WHERE kind = 'content' AND ref = old.key;
  INSERT INTO help_fts (kind, ref, title, body) VALUES ('content', new.key, new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER help_fts_content_ad AFTER DELETE ON website_content BEGIN
  DELETE FROM help_fts WHERE kind = 'content' AND ref = old.key;
END;
--> statement-breakpoint
CREATE TRIGGER help_fts_articles_ai AFTER INSERT ON articles BEGIN
  INSERT INTO help_fts (kind, ref, title, body) VALUES ('article', new.id, new.title, new.excerpt || ' ' || new.body);
END;
--> statement-breakpoint
CREATE TRIGGER help_fts_articles_au AFTER UPDATE OF title, excerpt, body ON articles BEGIN
  DELETE FROM help_fts WHERE kind = 'article' AND ref = old.id;
  INSERT INTO help_fts (kind, ref, title, body) VALUES ('article', new.id, new.title, new.excerpt || ' ' || new.body);
END;
--> statement-breakpoint
CREATE TRIGGER help_fts_articles_ad AFTER DELETE ON articles BEGIN
  DELETE FROM help_fts WHERE kind = 'article' AND ref = old.id;
END;
--> statement-breakpoint
INSERT INTO help_fts (kind, ref, title, body) SELECT 'content', key, title, content FROM website_content;
--> statement-breakpoint
INSERT INTO help_fts (kind, ref, title, body) SELECT 'article', id, title, excerpt || ' ' || body FROM articles;
