-- Unit categories of projects (GET /project-unit-categories).
INSERT INTO project_unit_categories (id, name, slug) VALUES
  (1, 'Apartment', 'apartment'),
  (2, 'Terrace', 'terrace'),
  (3, 'Semi-detached duplex', 'semi-detached-duplex'),
  (4, 'Detached duplex', 'detached-duplex'),
  (5, 'Bungalow', 'bungalow'),
  (6, 'Penthouse', 'penthouse'),
  (7, 'Maisonette', 'maisonette'),
  (8, 'Serviced plot', 'serviced-plot'),
  (9, 'Commercial space', 'commercial-space')
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- Project reservations: the platform's commission on a confirmed deposit, and how long a paid reservation waits for the developer.
INSERT INTO booking_settings (key, value, updated_at) VALUES
  ('project_commission_bps', 250, 0),
  ('project_confirm_days', 7, 0)
ON CONFLICT (key) DO NOTHING;
