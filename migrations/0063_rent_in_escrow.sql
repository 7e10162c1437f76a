-- Rent paid through PropertyNG, held in escrow (docs/money-and-escrow.md, "Rent in escrow";
-- docs/decisions/2026-12-07-rent-in-escrow.md). A lister makes a rent agreement for one tenant of one rent listing
-- with the agreed move-in date; the tenant pays the first year's rent and the listing's allowed fees into escrow;
-- the money goes to the lister when the tenant confirms moving in, or by itself `release_after_days` after the
-- move-in date unless the tenant disputes it, in which case staff decide.
CREATE TABLE `rent_agreements` (
  `id` text PRIMARY KEY NOT NULL,
  `property_id` text NOT NULL REFERENCES `properties`(`id`),
  `payer_id` text NOT NULL REFERENCES `users`(`id`),
  `payee_id` text NOT NULL REFERENCES `users`(`id`),
  `status` text NOT NULL,
  -- YYYY-MM-DD (Lagos): the agreed move-in date, and the day the money goes to the lister unless disputed.
  `move_in_on` text NOT NULL,
  `release_on` text NOT NULL,
  -- The amounts copied from the listing when the agreement was made, so a later edit never changes it.
  `rent_kobo` integer NOT NULL,
  `service_charge_kobo` integer DEFAULT 0 NOT NULL,
  `agency_fee_kobo` integer DEFAULT 0 NOT NULL,
  `legal_fee_kobo` integer DEFAULT 0 NOT NULL,
  `caution_fee_kobo` integer DEFAULT 0 NOT NULL,
  `total_kobo` integer NOT NULL,
  `commission_bps` integer NOT NULL,
  -- Running totals written in the batch of each ledger entry (held = paid - released - refunded, never negative).
  `paid_kobo` integer DEFAULT 0 NOT NULL,
  `held_kobo` integer DEFAULT 0 NOT NULL,
  `released_kobo` integer DEFAULT 0 NOT NULL,
  `refunded_kobo` integer DEFAULT 0 NOT NULL,
  `paid_at` integer,
  `paid_with` text,
  `moved_in_at` integer,
  `settled_at` integer,
  `dispute_reason` text,
  `disputed_at` integer,
  `outcome` text,
  `created_at` integer NOT NULL,
  `updated_at` integer NOT NULL,
  CONSTRAINT `rent_agreements_total` CHECK (`total_kobo` > 0 AND `total_kobo` = `rent_kobo` + `service_charge_kobo` + `agency_fee_kobo` + `legal_fee_kobo` + `caution_fee_kobo`),
  CONSTRAINT `rent_agreements_held` CHECK (`held_kobo` >= 0 AND `held_kobo` = `paid_kobo` - `released_kobo` - `refunded_kobo`)
);
-- A listing is let to one tenant at a time: a second open agreement fails its INSERT (409), whoever races.
CREATE UNIQUE INDEX `rent_agreements_open_unique` ON `rent_agreements` (`property_id`) WHERE `status` IN ('awaiting_payment', 'held', 'disputed');
CREATE INDEX `rent_agreements_payer_idx` ON `rent_agreements` (`payer_id`, `created_at`);
CREATE INDEX `rent_agreements_payee_idx` ON `rent_agreements` (`payee_id`, `created_at`);
-- The daily release reads held agreements due by a day; staff's report reads by status.
CREATE INDEX `rent_agreements_release_idx` ON `rent_agreements` (`status`, `release_on`);

-- The agreement's timeline (the engine's: every step writes its row in its own batch).
CREATE TABLE `rent_events` (
  `id` text PRIMARY KEY NOT NULL,
  `agreement_id` text NOT NULL REFERENCES `rent_agreements`(`id`),
  `actor_id` text,
  `action` text NOT NULL,
  `detail` text,
  `created_at` integer NOT NULL
);
CREATE INDEX `rent_events_agreement_idx` ON `rent_events` (`agreement_id`, `created_at`);

-- What each side tells staff about a disputed rent, with its photos (property_media rows turned to evidence, as a
-- stay's deposit claim's are): immutable once written.
CREATE TABLE `rent_statements` (
  `id` text PRIMARY KEY NOT NULL,
  `agreement_id` text NOT NULL REFERENCES `rent_agreements`(`id`),
  `author_id` text NOT NULL REFERENCES `users`(`id`),
  `side` text NOT NULL,
  `body` text NOT NULL,
  `photos` text DEFAULT '[]' NOT NULL,
  `created_at` integer NOT NULL
);
CREATE INDEX `rent_statements_agreement_idx` ON `rent_statements` (`agreement_id`, `created_at`);
