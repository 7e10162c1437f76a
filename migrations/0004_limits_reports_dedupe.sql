-- One report per signed-in user per listing: keep each user's earliest report before the UNIQUE index
-- (next migration) is created. Anonymous reports (reporter_id IS NULL) are untouched.
DELETE FROM listing_reports
WHERE reporter_id IS NOT NULL
  AND id NOT IN (
    SELECT id FROM (
      SELECT id, ROW_NUMBER() OVER (PARTITION BY property_id, reporter_id ORDER BY created_at, id) AS n
      FROM listing_reports
      WHERE reporter_id IS NOT NULL
    ) WHERE n = 1
  );
