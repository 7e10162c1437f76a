-- A lister may buy a property requester's contact details outright when the plan's views are used up: the unlock
-- row records what was paid (0 for a plan view), and only plan views count against the plan's quota.
ALTER TABLE `property_request_unlocks` ADD `paid_kobo` integer DEFAULT 0 NOT NULL;
