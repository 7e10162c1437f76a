// Demo counters for the admin dashboard: 120 days of searches, listing views and searched
// Lagos localities, so /dashboard/admin shows a series and a previous period on a fresh `npm start`. Idempotent:
// INSERT OR IGNORE on (metric, day, key); a later run only adds the days since.
const DAYS = 120;

export function metricsSql() {
  const days = `WITH RECURSIVE d(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM d WHERE i < ${DAYS - 1})`;
  const day = "date('now', '+1 hour', '-' || i || ' days')";
  return [
    `INSERT OR IGNORE INTO daily_metrics (metric, day, key, n) ${days} SELECT 'search', ${day}, '', 180 + (i * 37) % 90 + (CASE WHEN i < 30 THEN 60 ELSE 0 END) FROM d;`,
    `INSERT OR IGNORE INTO daily_metrics (metric, day, key, n) ${days} SELECT 'listing_view', ${day}, '', 420 + (i * 53) % 200 + (CASE WHEN i < 30 THEN 90 ELSE 0 END) FROM d;`,
    `INSERT OR IGNORE INTO daily_metrics (metric, day, key, n) ${days} SELECT 'search_locality', ${day}, CAST(l.id AS TEXT), 3 + (i * 13 + l.id * 7) % 25
      FROM d CROSS JOIN (SELECT id FROM localities WHERE state_id = (SELECT id FROM states WHERE slug = 'lagos') ORDER BY id LIMIT 12) l;`,
  ];
}
