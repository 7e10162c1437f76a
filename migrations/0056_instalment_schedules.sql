-- Instalment plans that really run, held in escrow (docs/money-and-escrow.md, "Instalment plans").
-- A project's plan states its terms before anyone pays: the interval, an optional fee on the balance, the grace
-- days after a due date, and the default rule (how many missed instalments end the reservation, and what share of
-- the instalment money still held goes back to the buyer then or when the buyer cancels).
ALTER TABLE `projects` ADD `plan_interval` text DEFAULT 'monthly' NOT NULL;
ALTER TABLE `projects` ADD `plan_fee_percent` integer DEFAULT 0 NOT NULL;
ALTER TABLE `projects` ADD `plan_grace_days` integer DEFAULT 7 NOT NULL;
ALTER TABLE `projects` ADD `plan_default_after` integer DEFAULT 2 NOT NULL;
ALTER TABLE `projects` ADD `plan_refund_percent` integer DEFAULT 80 NOT NULL;
-- Existing plans whose instalments were three months or more apart were quarterly in all but name.
UPDATE `projects` SET `plan_interval` = 'quarterly' WHERE `instalments` > 0 AND `period_months` / `instalments` >= 3;

-- Construction milestones a plan ties to a share of what is held ("Roofing: 30%"). Staff approve a progress update
-- posted against one; that releases the share once for every plan of the project.
CREATE TABLE `project_milestones` (
  `id` text PRIMARY KEY NOT NULL,
  `project_id` text NOT NULL REFERENCES `projects`(`id`),
  `position` integer NOT NULL,
  `name` text NOT NULL,
  `share_percent` integer NOT NULL,
  `update_id` text,
  `approved_at` integer,
  `approved_by` text,
  `created_at` integer NOT NULL,
  CONSTRAINT `project_milestones_share` CHECK (`share_percent` BETWEEN 1 AND 100)
);
CREATE INDEX `project_milestones_project_idx` ON `project_milestones` (`project_id`, `position`);
CREATE INDEX `project_milestones_approved_idx` ON `project_milestones` (`approved_at`);
ALTER TABLE `project_updates` ADD `milestone_id` text;

-- One plan per reservation: the terms copied from the project when the unit was reserved, and its money as running
-- totals kept in the same batch as each ledger entry (held = paid - released - refunded, never negative).
CREATE TABLE `instalment_plans` (
  `id` text PRIMARY KEY NOT NULL,
  `reservation_id` text NOT NULL REFERENCES `project_reservations`(`id`),
  `project_id` text NOT NULL REFERENCES `projects`(`id`),
  `payer_id` text NOT NULL REFERENCES `users`(`id`),
  `payee_id` text NOT NULL REFERENCES `users`(`id`),
  `status` text NOT NULL,
  `interval` text NOT NULL,
  `instalments` integer NOT NULL,
  `fee_percent` integer NOT NULL,
  `grace_days` integer NOT NULL,
  `default_after` integer NOT NULL,
  `refund_percent` integer NOT NULL,
  `commission_bps` integer NOT NULL,
  `total_kobo` integer NOT NULL,
  `paid_kobo` integer DEFAULT 0 NOT NULL,
  `held_kobo` integer DEFAULT 0 NOT NULL,
  `released_kobo` integer DEFAULT 0 NOT NULL,
  `refunded_kobo` integer DEFAULT 0 NOT NULL,
  `end_reason` text,
  `ended_at` integer,
  `created_at` integer NOT NULL,
  `updated_at` integer NOT NULL,
  CONSTRAINT `instalment_plans_held` CHECK (`held_kobo` >= 0 AND `held_kobo` = `paid_kobo` - `released_kobo` - `refunded_kobo`)
);
CREATE UNIQUE INDEX `instalment_plans_reservation_unique` ON `instalment_plans` (`reservation_id`);
CREATE INDEX `instalment_plans_payer_idx` ON `instalment_plans` (`payer_id`, `created_at`);
CREATE INDEX `instalment_plans_payee_idx` ON `instalment_plans` (`payee_id`, `created_at`);
CREATE INDEX `instalment_plans_project_idx` ON `instalment_plans` (`project_id`, `status`);
CREATE INDEX `instalment_plans_status_idx` ON `instalment_plans` (`status`, `created_at`);

-- The schedule: one row per instalment. `entry_id` is the ledger entry that paid it; `reminded` the last reminder
-- stage sent (days before the due date: 7, 3, 1; 0 on the day it was missed), so each goes out once.
CREATE TABLE `instalments` (
  `id` text PRIMARY KEY NOT NULL,
  `plan_id` text NOT NULL REFERENCES `instalment_plans`(`id`),
  `seq` integer NOT NULL,
  `due_on` text NOT NULL,
  `amount_kobo` integer NOT NULL,
  `status` text NOT NULL,
  `paid_at` integer,
  `paid_with` text,
  `entry_id` text,
  `reminded` integer,
  `updated_at` integer NOT NULL,
  CONSTRAINT `instalments_amount` CHECK (`amount_kobo` > 0)
);
CREATE UNIQUE INDEX `instalments_plan_seq_unique` ON `instalments` (`plan_id`, `seq`);
CREATE INDEX `instalments_due_idx` ON `instalments` (`status`, `due_on`);

-- What each approved milestone released from each plan (one row per plan and milestone, written with its entry).
CREATE TABLE `instalment_releases` (
  `plan_id` text NOT NULL REFERENCES `instalment_plans`(`id`),
  `milestone_id` text NOT NULL REFERENCES `project_milestones`(`id`),
  `amount_kobo` integer NOT NULL,
  `entry_id` text,
  `created_at` integer NOT NULL,
  PRIMARY KEY (`plan_id`, `milestone_id`)
);
