-- "Move-in cost: low to high" with a minimum of bedrooms: one stream per bedroom count and boost, each a range of the
-- place's listings of that count in move-in order, as the (…, bedrooms, premium, price, id) indexes of migrations/0041
-- serve price low-high. The expression is the sort's key word for word (worker/db/schema/listings.ts MOVE_IN_EXPR).
CREATE INDEX IF NOT EXISTS `properties_s_type_state_beds_move_in` ON `properties` (`status`, `listing_type`, `state_id`, `bedrooms`, `premium_listing`, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_locality_beds_move_in` ON `properties` (`status`, `listing_type`, `locality_id`, `bedrooms`, `premium_listing`, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
