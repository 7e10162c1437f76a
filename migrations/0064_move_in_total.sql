-- The move-in total (worker/db/schema/listings.ts MOVE_IN_EXPR: the first year's rent plus service charge, agency, legal
-- and caution fees) as expression indexes, so a search's "move-in cost under ₦3m" counts its matches along one range of
-- the place's totals. SQLite keeps an expression index on every write to properties, whichever path writes the fees.
CREATE INDEX IF NOT EXISTS `properties_s_type_state_move_in` ON `properties` (`status`, `listing_type`, `state_id`, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_move_in` ON `properties` (`status`, `listing_type`, `locality_id`, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo));
