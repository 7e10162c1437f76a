-- Plans per role, boost plans, the free listing allowance, the listing-quota triggers, and
-- Sponsored only for boosted listings. Hand-written (kept apart from generated migrations).
INSERT OR IGNORE INTO money_settings (key, value) VALUES ('free_listing_quota', 10);
--> statement-breakpoint
INSERT OR IGNORE INTO subscription_plans (id, role, name, description, monthly_price_kobo, yearly_price_kobo, listing_quota, viewing_quota, boost_credits, position, active, created_at, updated_at) VALUES
  ('plan-broker-starter', 'brokerage', 'Starter', 'For a new agency getting its first listings seen.', 500000, 5000000, 15, 10, 1, 1, 1, 1795400000000, 1795400000000),
  ('plan-broker-pro', 'brokerage', 'Pro', 'For a busy agency: more listings, more request unlocks and monthly boosts.', 1500000, 15000000, 60, 50, 5, 2, 1, 1795400000000, 1795400000000),
  ('plan-broker-premium', 'brokerage', 'Premium', 'Unlimited listings and the most Sponsored placements.', 4000000, 40000000, NULL, 200, 15, 3, 1, 1795400000000, 1795400000000),
  ('plan-company-business', 'company', 'Business', 'For a property company managing a portfolio.', 1000000, 10000000, 30, 20, 2, 1, 1, 1795400000000, 1795400000000),
  ('plan-company-enterprise', 'company', 'Enterprise', 'Unlimited listings for large portfolios.', 5000000, 50000000, NULL, 300, 20, 2, 1, 1795400000000, 1795400000000),
  ('plan-developer-basic', 'developer', 'Developer Basic', 'Showcase a project and its units.', 2000000, 20000000, 20, 20, 5, 1, 1, 1795400000000, 1795400000000),
  ('plan-developer-plus', 'developer', 'Developer Plus', 'Several projects, unlimited units and more boosts.', 6000000, 60000000, NULL, 100, 20, 2, 1, 1795400000000, 1795400000000);
--> statement-breakpoint
INSERT OR IGNORE INTO boost_plans (id, user_role, name, days, price_kobo, position, active) VALUES
  ('boost-broker-7', 'broker', '7 days Sponsored', 7, 300000, 1, 1),
  ('boost-broker-30', 'broker', '30 days Sponsored', 30, 1000000, 2, 1),
  ('boost-company-7', 'company', '7 days Sponsored', 7, 300000, 1, 1),
  ('boost-company-30', 'company', '30 days Sponsored', 30, 1000000, 2, 1),
  ('boost-developer-7', 'developer', '7 days Sponsored', 7, 500000, 1, 1),
  ('boost-developer-30', 'developer', '30 days Sponsored', 30, 1500000, 2, 1);
--> statement-breakpoint
-- The listing quota, decided by the write itself: a lister account (brokerage, company, developer) may hold
-- at most its plan's listing_quota active listings (NULL = unlimited), or the free allowance without a plan.
CREATE TRIGGER properties_listing_quota_insert BEFORE INSERT ON properties
WHEN NEW.status = 'active'
  AND (SELECT account_type FROM users WHERE id = NEW.owner_id) IN ('brokerage', 'company', 'developer')
  AND (SELECT COUNT(*) FROM properties WHERE owner_id = NEW.owner_id AND status = 'active') >= COALESCE(
    (SELECT COALESCE(p.listing_quota, 1000000000) FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.user_id = NEW.owner_id AND s.status = 'active'),
    (SELECT value FROM money_settings WHERE key = 'free_listing_quota'),
    1000000000)
BEGIN
  SELECT RAISE(ABORT, 'LISTING_QUOTA_EXCEEDED');
END;
--> statement-breakpoint
CREATE TRIGGER properties_listing_quota_update BEFORE UPDATE OF status ON properties
WHEN NEW.status = 'active' AND OLD.status <> 'active'
  AND (SELECT account_type FROM users WHERE id = NEW.owner_id) IN ('brokerage', 'company', 'developer')
  AND (SELECT COUNT(*) FROM properties WHERE owner_id = NEW.owner_id AND status = 'active') >= COALESCE(
    (SELECT COALESCE(p.listing_quota, 1000000000) FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE s.user_id = NEW.owner_id AND s.status = 'active'),
    (SELECT value FROM money_settings WHERE key = 'free_listing_quota'),
    1000000000)
BEGIN
  SELECT RAISE(ABORT, 'LISTING_QUOTA_EXCEEDED');
END;
--> statement-breakpoint
-- Sponsored means boosted: listings marked premium without an active boost stop saying so.
UPDATE properties SET premium_listing = 0 WHERE premium_listing = 1 AND NOT EXISTS (SELECT 1 FROM boosts b WHERE b.property_id = properties.id AND b.status = 'active');
--> statement-breakpoint
-- Search ranks boosted listings first within each sort: keep that ordering indexed.
CREATE INDEX IF NOT EXISTS properties_search_premium_idx ON properties (status, listing_type, premium_listing, created_at);
