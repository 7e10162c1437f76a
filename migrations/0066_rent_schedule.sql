-- Rent paid monthly or quarterly (docs/money-and-escrow.md, "Rent in escrow"): an agreement states how often the tenant
-- pays; yearly is one payment of the first year, as before. A monthly or quarterly agreement has one row per period,
-- written with it: the first carries the one-off fees, each is paid into escrow (one or several ahead) and released to
-- the lister on its own (the first at the move-in, the rest on their due dates).
ALTER TABLE `rent_agreements` ADD COLUMN `frequency` text DEFAULT 'yearly' NOT NULL;
--> statement-breakpoint
ALTER TABLE `rent_agreements` ADD COLUMN `periods` integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Days after a due date before both sides are told the period is overdue (the tenancy goes on; staff see it).
ALTER TABLE `rent_agreements` ADD COLUMN `grace_days` integer DEFAULT 7 NOT NULL;
--> statement-breakpoint
CREATE TABLE `rent_periods` (
  `id` text PRIMARY KEY NOT NULL,
  `agreement_id` text NOT NULL REFERENCES `rent_agreements`(`id`),
  `seq` integer NOT NULL,
  -- YYYY-MM-DD (Lagos): the first is the move-in date, each next one interval later.
  `due_on` text NOT NULL,
  `rent_kobo` integer NOT NULL,
  `service_charge_kobo` integer DEFAULT 0 NOT NULL,
  -- Agency, legal and caution fees: the first period only.
  `fees_kobo` integer DEFAULT 0 NOT NULL,
  `amount_kobo` integer NOT NULL,
  -- due | overdue | paid (an agreement that ended leaves its unpaid periods as they were; readers call them cancelled).
  `status` text DEFAULT 'due' NOT NULL,
  `paid_at` integer,
  `paid_with` text,
  -- The ledger entry that paid it (the tenant's receipt) and the one that released it to the lister.
  `entry_id` text,
  `released_at` integer,
  `release_entry_id` text,
  -- The smallest reminder stage sent (days before; 0 missed; -1 past the grace days), claimed before sending.
  `reminded` integer,
  `created_at` integer NOT NULL,
  `updated_at` integer NOT NULL,
  CONSTRAINT `rent_periods_amount` CHECK (`amount_kobo` > 0 AND `amount_kobo` = `rent_kobo` + `service_charge_kobo` + `fees_kobo`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rent_periods_seq_unique` ON `rent_periods` (`agreement_id`, `seq`);
--> statement-breakpoint
-- The clock's reads: unpaid periods by due date, paid ones waiting for their release day.
CREATE INDEX `rent_periods_due_idx` ON `rent_periods` (`status`, `due_on`);
--> statement-breakpoint
-- A tenancy paid period by period keeps its listing let while it runs: one open agreement per listing.
DROP INDEX `rent_agreements_open_unique`;
--> statement-breakpoint
CREATE UNIQUE INDEX `rent_agreements_open_unique` ON `rent_agreements` (`property_id`) WHERE `status` IN ('awaiting_payment', 'held', 'disputed', 'running');
