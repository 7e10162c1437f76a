-- Bookings: default admin settings and the Lagos refundable-only rule (Lagos banned agents' inspection fees in 2025).
INSERT INTO booking_settings (key, value, updated_at) VALUES ('inspection_commission_bps', 1000, 0) ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
INSERT INTO booking_settings (key, value, updated_at) VALUES ('inspection_refund_after_hours', 48, 0) ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
INSERT INTO booking_state_rules (state_slug, refundable_only, updated_at) VALUES ('lagos', 1, 0) ON CONFLICT (state_slug) DO NOTHING;
