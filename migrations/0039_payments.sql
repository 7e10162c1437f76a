-- Money that goes back where it came from, and ways to pay big sums.
-- How a provider payment was paid (card, dedicated_nuban, ussd) and, for cards, the last four digits: a card
-- payment can be sent back to that card (Paystack refund against the transaction reference).
ALTER TABLE `payments` ADD `channel` text;
--> statement-breakpoint
ALTER TABLE `payments` ADD `card_last4` text;
--> statement-breakpoint
ALTER TABLE `payments` ADD `card_brand` text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `payments_user_channel_idx` ON `payments` (`user_id`, `channel`, `status`, `created_at`);
--> statement-breakpoint
-- A refund of wallet money to the card it came from: the wallet is debited into "card refunds pending" when it is
-- asked for; the provider's refund.processed settles it, refund.failed puts it back in the wallet.
CREATE TABLE IF NOT EXISTS `card_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`payment_reference` text NOT NULL,
	`entry_id` text NOT NULL,
	`amount_kobo` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_refund_id` text,
	`failure_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_reference`) REFERENCES `payments`(`reference`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `card_refunds_payment_idx` ON `card_refunds` (`payment_reference`, `status`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `card_refunds_user_idx` ON `card_refunds` (`user_id`, `created_at`);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `card_refunds_entry_unique` ON `card_refunds` (`entry_id`);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `card_refunds_provider_unique` ON `card_refunds` (`provider_refund_id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `card_refunds_status_idx` ON `card_refunds` (`status`, `updated_at`);
--> statement-breakpoint
-- A user's own bank account number for top-ups by transfer (Paystack dedicated virtual account). One per user:
-- the row is claimed ('creating') by one request, which asks the provider and makes it 'active'.
CREATE TABLE IF NOT EXISTS `virtual_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`claim` text NOT NULL,
	`provider` text,
	`customer_code` text,
	`bank_name` text,
	`account_name` text,
	`account_number` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `virtual_accounts_number_unique` ON `virtual_accounts` (`account_number`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `virtual_accounts_customer_idx` ON `virtual_accounts` (`customer_code`);
--> statement-breakpoint
-- The sandbox provider's books learn channels (card, dedicated_nuban, ussd) and refunds; `detail` is JSON.
ALTER TABLE `sandbox_transactions` ADD `channel` text;
--> statement-breakpoint
ALTER TABLE `sandbox_transactions` ADD `detail` text;
