CREATE INDEX `property_requests_intent_idx` ON `property_requests` (`status`,`intent`,`created_at`);
