CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`request_hash` text NOT NULL,
	`status` text NOT NULL,
	`response_status` integer,
	`response_body` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `key`)
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`idem_key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`reference` text,
	`memo` text NOT NULL,
	`actor_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `journal_entries_idem_unique` ON `journal_entries` (`idem_key`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_idx` ON `journal_entries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `journal_entries_kind_idx` ON `journal_entries` (`kind`,`reference`);--> statement-breakpoint
CREATE TABLE `journal_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`entry_id` text NOT NULL,
	`account_id` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`balance_after_kobo` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `ledger_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `journal_lines_account_idx` ON `journal_lines` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `journal_lines_entry_idx` ON `journal_lines` (`entry_id`);--> statement-breakpoint
CREATE TABLE `ledger_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`balance_kobo` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "ledger_wallet_not_negative" CHECK("ledger_accounts"."kind" <> 'wallet' OR "ledger_accounts"."balance_kobo" >= 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_accounts_user_idx` ON `ledger_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`reference` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`purpose_data` text DEFAULT '{}' NOT NULL,
	`amount_kobo` integer NOT NULL,
	`provider` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`entry_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `payout_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`bank_code` text NOT NULL,
	`bank_name` text NOT NULL,
	`account_number` text NOT NULL,
	`account_name` text NOT NULL,
	`recipient_code` text NOT NULL,
	`created_at` integer NOT NULL,
	`removed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_unique` ON `payout_accounts` (`user_id`,`bank_code`,`account_number`);--> statement-breakpoint
CREATE INDEX `payout_accounts_user_idx` ON `payout_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `sandbox_transactions` (
	`reference` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`email` text,
	`status` text NOT NULL,
	`callback_url` text,
	`recipient_code` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`payout_account_id` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`status` text NOT NULL,
	`reference` text NOT NULL,
	`transfer_code` text,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_account_id`) REFERENCES `payout_accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawals_reference_unique` ON `withdrawals` (`reference`);--> statement-breakpoint
CREATE INDEX `withdrawals_user_idx` ON `withdrawals` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `withdrawals_status_idx` ON `withdrawals` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `boost_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_role` text NOT NULL,
	`name` text NOT NULL,
	`days` integer NOT NULL,
	`price_kobo` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `boost_plans_role_idx` ON `boost_plans` (`user_role`,`active`,`position`);--> statement-breakpoint
CREATE TABLE `boosts` (
	`id` text PRIMARY KEY NOT NULL,
	`property_id` text NOT NULL,
	`user_id` text NOT NULL,
	`boost_plan_id` text NOT NULL,
	`paid_with` text NOT NULL,
	`status` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `boosts_one_active` ON `boosts` (`property_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `boosts_ends_idx` ON `boosts` (`status`,`ends_at`);--> statement-breakpoint
CREATE INDEX `boosts_user_idx` ON `boosts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `money_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`monthly_price_kobo` integer NOT NULL,
	`yearly_price_kobo` integer NOT NULL,
	`listing_quota` integer,
	`viewing_quota` integer DEFAULT 0 NOT NULL,
	`boost_credits` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `subscription_plans_role_idx` ON `subscription_plans` (`role`,`active`,`position`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`interval` text NOT NULL,
	`status` text NOT NULL,
	`price_kobo` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`boost_credits_left` integer DEFAULT 0 NOT NULL,
	`auto_renew` integer DEFAULT true NOT NULL,
	`reminder_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `subscription_plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_one_active` ON `subscriptions` (`user_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_ends_idx` ON `subscriptions` (`status`,`ends_at`);