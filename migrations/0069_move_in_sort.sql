-- "Move-in cost: low to high": the walk of a place's listings in the order of their move-in total (the first year's rent
-- with the service charge, agency, legal and caution fees; worker/db/schema/listings.ts MOVE_IN_EXPR), boosted first, as
-- the price low-high indexes of migrations/0019 serve the price. The expression is the sort's key word for word, so these
-- indexes give the order and a keyset cursor seeks into them.
CREATE INDEX IF NOT EXISTS `properties_s_type_state_move_in_asc` ON `properties` (`status`, `listing_type`, `state_id`, `premium_listing` DESC, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_move_in_asc` ON `properties` (`status`, `listing_type`, `locality_id`, `premium_listing` DESC, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_move_in_asc` ON `properties` (`status`, `listing_type`, `premium_listing` DESC, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
