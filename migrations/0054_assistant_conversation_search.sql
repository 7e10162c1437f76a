-- A conversation with the assistant holds its current search, so each message refines it; each visitor line says
-- how it changed that search (for the chatbot analytics: refinements, constraints removed, dead ends).
ALTER TABLE `assistant_conversations` ADD `search` text;
--> statement-breakpoint
ALTER TABLE `assistant_messages` ADD `turn` text;
--> statement-breakpoint
ALTER TABLE `assistant_messages` ADD `removed` text;
