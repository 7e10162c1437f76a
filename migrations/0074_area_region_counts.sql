-- Places as a hierarchy in the search's own indexes and counts (docs/decisions/2026-12-07-area-and-region-columns.md).
--
-- 1. A listing's area (its locality when that is an area, else the area its locality sits in) and region, derived from
--    localities (services/listings/place-levels.ts areaOf, regionOf), kept by the triggers below whatever writes the
--    listing or re-parents a locality. The write paths set them in the same statement, so the triggers find nothing to fix.
UPDATE properties SET area_id = (SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = properties.locality_id), region_id = (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = properties.locality_id)
WHERE locality_id IS NOT NULL;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extra_counts_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extra_counts_ad;
--> statement-breakpoint
DELETE FROM listing_extras;
--> statement-breakpoint
-- The postings again, with the area and region (the counts are filled again below, their triggers made after).
INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, area_id, region_id, premium, created_at, price_kobo, confirmed_at)
SELECT * FROM (
  SELECT p.id, CASE p.furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra, p.listing_type, p.state_id, p.locality_id, p.area_id, p.region_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p WHERE p.status = 'active' AND p.flagged_duplicate = 0
  UNION ALL
  SELECT p.id, CASE d.value WHEN 'c_of_o' THEN 1000 WHEN 'governors_consent' THEN 1001 WHEN 'deed_of_assignment' THEN 1002 WHEN 'registered_survey' THEN 1003 WHEN 'excision' THEN 1004 WHEN 'gazette' THEN 1005 END, p.listing_type, p.state_id, p.locality_id, p.area_id, p.region_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p, json_each(iif(json_valid(p.title_documents), p.title_documents, '[]')) d WHERE p.status = 'active' AND p.flagged_duplicate = 0
  UNION ALL
  SELECT p.id, a.amenity_id, p.listing_type, p.state_id, p.locality_id, p.area_id, p.region_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM property_amenities a JOIN properties p ON p.id = a.property_id WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND a.amenity_id < 1000
) WHERE extra IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_places_ai;
--> statement-breakpoint
CREATE TRIGGER properties_places_ai AFTER INSERT ON properties WHEN (new.area_id, new.region_id) IS NOT ((SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id), (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id)) BEGIN
  UPDATE properties SET area_id = (SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id), region_id = (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id) WHERE id = new.id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_places_au;
--> statement-breakpoint
CREATE TRIGGER properties_places_au AFTER UPDATE OF locality_id, area_id, region_id ON properties WHEN (new.area_id, new.region_id) IS NOT ((SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id), (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id)) BEGIN
  UPDATE properties SET area_id = (SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id), region_id = (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = new.locality_id) WHERE id = new.id;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS localities_places_au;
--> statement-breakpoint
-- A locality moved under another parent, or made another kind: the listings of it and of the places below it
-- (two levels at most) take their new area and region (and their count rows follow through the triggers below).
CREATE TRIGGER localities_places_au AFTER UPDATE OF kind, parent_id ON localities BEGIN
  UPDATE properties SET area_id = (SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = properties.locality_id), region_id = (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = properties.locality_id)
  WHERE locality_id IN (SELECT new.id UNION ALL SELECT c.id FROM localities c WHERE c.parent_id = new.id
      UNION ALL SELECT g.id FROM localities c JOIN localities g ON g.parent_id = c.id WHERE c.parent_id = new.id)
    AND (area_id, region_id) IS NOT ((SELECT CASE WHEN a0.kind = 'area' THEN a0.id WHEN a1.kind = 'area' THEN a1.id WHEN a2.kind = 'area' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = properties.locality_id), (SELECT CASE WHEN a0.kind = 'region' THEN a0.id WHEN a1.kind = 'region' THEN a1.id WHEN a2.kind = 'region' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = properties.locality_id));
END;
--> statement-breakpoint
-- 2. The count tables count each listing in its area and region too (a row keyed by a locality counts its subtree),
--    so an area's or a region's total reads one key's rows. Same invariant, clock and sweep as before (migrations/0024,
--    0040, 0065); the triggers are those migrations' with the two more levels.
DELETE FROM live_listing_counts;
--> statement-breakpoint
INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
SELECT iif(ty.column1, p.listing_type, '*'), iif(lv.column1 = 0, 0, p.state_id), CASE lv.column1 WHEN 2 THEN p.locality_id WHEN 3 THEN p.area_id WHEN 4 THEN p.region_id ELSE 0 END, count(*)
FROM properties p, (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv
WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 AND (lv.column1 < 2 OR (lv.column1 = 2 AND p.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND p.area_id IS NOT NULL AND p.area_id IS NOT p.locality_id)
    OR (lv.column1 = 4 AND p.region_id IS NOT NULL AND p.region_id IS NOT p.locality_id AND p.region_id IS NOT p.area_id))
GROUP BY 1, 2, 3;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_ai;
--> statement-breakpoint
CREATE TRIGGER live_counts_ai AFTER INSERT ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(ty.column1, new.listing_type, '*'), iif(lv.column1 = 0, 0, new.state_id), CASE lv.column1 WHEN 2 THEN new.locality_id WHEN 3 THEN new.area_id WHEN 4 THEN new.region_id ELSE 0 END, 1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND new.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND new.area_id IS NOT NULL AND new.area_id IS NOT new.locality_id)
    OR (lv.column1 = 4 AND new.region_id IS NOT NULL AND new.region_id IS NOT new.locality_id AND new.region_id IS NOT new.area_id))
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_ad;
--> statement-breakpoint
CREATE TRIGGER live_counts_ad AFTER DELETE ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(ty.column1, old.listing_type, '*'), iif(lv.column1 = 0, 0, old.state_id), CASE lv.column1 WHEN 2 THEN old.locality_id WHEN 3 THEN old.area_id WHEN 4 THEN old.region_id ELSE 0 END, -1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND old.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND old.area_id IS NOT NULL AND old.area_id IS NOT old.locality_id)
    OR (lv.column1 = 4 AND old.region_id IS NOT NULL AND old.region_id IS NOT old.locality_id AND old.region_id IS NOT old.area_id))
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_au_old;
--> statement-breakpoint
CREATE TRIGGER live_counts_au_old AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, area_id, region_id ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(ty.column1, old.listing_type, '*'), iif(lv.column1 = 0, 0, old.state_id), CASE lv.column1 WHEN 2 THEN old.locality_id WHEN 3 THEN old.area_id WHEN 4 THEN old.region_id ELSE 0 END, -1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND old.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND old.area_id IS NOT NULL AND old.area_id IS NOT old.locality_id)
    OR (lv.column1 = 4 AND old.region_id IS NOT NULL AND old.region_id IS NOT old.locality_id AND old.region_id IS NOT old.area_id))
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS live_counts_au_new;
--> statement-breakpoint
CREATE TRIGGER live_counts_au_new AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, area_id, region_id ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO live_listing_counts (listing_type, state_id, locality_id, n)
  SELECT iif(ty.column1, new.listing_type, '*'), iif(lv.column1 = 0, 0, new.state_id), CASE lv.column1 WHEN 2 THEN new.locality_id WHEN 3 THEN new.area_id WHEN 4 THEN new.region_id ELSE 0 END, 1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND new.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND new.area_id IS NOT NULL AND new.area_id IS NOT new.locality_id)
    OR (lv.column1 = 4 AND new.region_id IS NOT NULL AND new.region_id IS NOT new.locality_id AND new.region_id IS NOT new.area_id))
  ON CONFLICT (listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DELETE FROM listing_facet_counts;
--> statement-breakpoint
INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
SELECT p.listing_type, iif(lv.column1 = 0, 0, p.state_id), CASE lv.column1 WHEN 2 THEN p.locality_id WHEN 3 THEN p.area_id WHEN 4 THEN p.region_id ELSE 0 END, iif(ty.column1, p.type_id, 0), b.column1, (2 * ((p.price_kobo >= 10000000) + (p.price_kobo >= 25000000) + (p.price_kobo >= 50000000) + (p.price_kobo >= 100000000) + (p.price_kobo >= 200000000) + (p.price_kobo >= 300000000) + (p.price_kobo >= 500000000) + (p.price_kobo >= 1000000000) + (p.price_kobo >= 2000000000) + (p.price_kobo >= 5000000000) + (p.price_kobo >= 10000000000) + (p.price_kobo >= 20000000000) + (p.price_kobo >= 50000000000) + (p.price_kobo >= 100000000000)) - (p.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), count(*)
FROM properties p, (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
WHERE p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 AND (lv.column1 < 2 OR (lv.column1 = 2 AND p.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND p.area_id IS NOT NULL AND p.area_id IS NOT p.locality_id)
    OR (lv.column1 = 4 AND p.region_id IS NOT NULL AND p.region_id IS NOT p.locality_id AND p.region_id IS NOT p.area_id)) AND b.column1 <= min(p.bedrooms, 6)
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_ai;
--> statement-breakpoint
CREATE TRIGGER facet_counts_ai AFTER INSERT ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT new.listing_type, iif(lv.column1 = 0, 0, new.state_id), CASE lv.column1 WHEN 2 THEN new.locality_id WHEN 3 THEN new.area_id WHEN 4 THEN new.region_id ELSE 0 END, iif(ty.column1, new.type_id, 0), b.column1, (2 * ((new.price_kobo >= 10000000) + (new.price_kobo >= 25000000) + (new.price_kobo >= 50000000) + (new.price_kobo >= 100000000) + (new.price_kobo >= 200000000) + (new.price_kobo >= 300000000) + (new.price_kobo >= 500000000) + (new.price_kobo >= 1000000000) + (new.price_kobo >= 2000000000) + (new.price_kobo >= 5000000000) + (new.price_kobo >= 10000000000) + (new.price_kobo >= 20000000000) + (new.price_kobo >= 50000000000) + (new.price_kobo >= 100000000000)) - (new.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), 1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND new.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND new.area_id IS NOT NULL AND new.area_id IS NOT new.locality_id)
    OR (lv.column1 = 4 AND new.region_id IS NOT NULL AND new.region_id IS NOT new.locality_id AND new.region_id IS NOT new.area_id)) AND b.column1 <= min(new.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (new.owner_id, new.listing_type, 1), (new.owner_id, '*', 1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_ad;
--> statement-breakpoint
CREATE TRIGGER facet_counts_ad AFTER DELETE ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT old.listing_type, iif(lv.column1 = 0, 0, old.state_id), CASE lv.column1 WHEN 2 THEN old.locality_id WHEN 3 THEN old.area_id WHEN 4 THEN old.region_id ELSE 0 END, iif(ty.column1, old.type_id, 0), b.column1, (2 * ((old.price_kobo >= 10000000) + (old.price_kobo >= 25000000) + (old.price_kobo >= 50000000) + (old.price_kobo >= 100000000) + (old.price_kobo >= 200000000) + (old.price_kobo >= 300000000) + (old.price_kobo >= 500000000) + (old.price_kobo >= 1000000000) + (old.price_kobo >= 2000000000) + (old.price_kobo >= 5000000000) + (old.price_kobo >= 10000000000) + (old.price_kobo >= 20000000000) + (old.price_kobo >= 50000000000) + (old.price_kobo >= 100000000000)) - (old.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), -1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND old.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND old.area_id IS NOT NULL AND old.area_id IS NOT old.locality_id)
    OR (lv.column1 = 4 AND old.region_id IS NOT NULL AND old.region_id IS NOT old.locality_id AND old.region_id IS NOT old.area_id)) AND b.column1 <= min(old.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (old.owner_id, old.listing_type, -1), (old.owner_id, '*', -1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_au_old;
--> statement-breakpoint
CREATE TRIGGER facet_counts_au_old AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, area_id, region_id, type_id, bedrooms, price_kobo, owner_id ON properties WHEN old.status = 'active' AND old.flagged_duplicate = 0 AND old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT old.listing_type, iif(lv.column1 = 0, 0, old.state_id), CASE lv.column1 WHEN 2 THEN old.locality_id WHEN 3 THEN old.area_id WHEN 4 THEN old.region_id ELSE 0 END, iif(ty.column1, old.type_id, 0), b.column1, (2 * ((old.price_kobo >= 10000000) + (old.price_kobo >= 25000000) + (old.price_kobo >= 50000000) + (old.price_kobo >= 100000000) + (old.price_kobo >= 200000000) + (old.price_kobo >= 300000000) + (old.price_kobo >= 500000000) + (old.price_kobo >= 1000000000) + (old.price_kobo >= 2000000000) + (old.price_kobo >= 5000000000) + (old.price_kobo >= 10000000000) + (old.price_kobo >= 20000000000) + (old.price_kobo >= 50000000000) + (old.price_kobo >= 100000000000)) - (old.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), -1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND old.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND old.area_id IS NOT NULL AND old.area_id IS NOT old.locality_id)
    OR (lv.column1 = 4 AND old.region_id IS NOT NULL AND old.region_id IS NOT old.locality_id AND old.region_id IS NOT old.area_id)) AND b.column1 <= min(old.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (old.owner_id, old.listing_type, -1), (old.owner_id, '*', -1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS facet_counts_au_new;
--> statement-breakpoint
CREATE TRIGGER facet_counts_au_new AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, area_id, region_id, type_id, bedrooms, price_kobo, owner_id ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 AND new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_facet_counts (listing_type, state_id, locality_id, type_id, min_beds, price_band, n)
  SELECT new.listing_type, iif(lv.column1 = 0, 0, new.state_id), CASE lv.column1 WHEN 2 THEN new.locality_id WHEN 3 THEN new.area_id WHEN 4 THEN new.region_id ELSE 0 END, iif(ty.column1, new.type_id, 0), b.column1, (2 * ((new.price_kobo >= 10000000) + (new.price_kobo >= 25000000) + (new.price_kobo >= 50000000) + (new.price_kobo >= 100000000) + (new.price_kobo >= 200000000) + (new.price_kobo >= 300000000) + (new.price_kobo >= 500000000) + (new.price_kobo >= 1000000000) + (new.price_kobo >= 2000000000) + (new.price_kobo >= 5000000000) + (new.price_kobo >= 10000000000) + (new.price_kobo >= 20000000000) + (new.price_kobo >= 50000000000) + (new.price_kobo >= 100000000000)) - (new.price_kobo IN (10000000, 25000000, 50000000, 100000000, 200000000, 300000000, 500000000, 1000000000, 2000000000, 5000000000, 10000000000, 20000000000, 50000000000, 100000000000))), 1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
  WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND new.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND new.area_id IS NOT NULL AND new.area_id IS NOT new.locality_id)
    OR (lv.column1 = 4 AND new.region_id IS NOT NULL AND new.region_id IS NOT new.locality_id AND new.region_id IS NOT new.area_id)) AND b.column1 <= min(new.bedrooms, 6)
  ON CONFLICT (listing_type, state_id, locality_id, type_id, min_beds, price_band) DO UPDATE SET n = n + excluded.n;
  INSERT INTO owner_listing_counts (owner_id, listing_type, n) VALUES (new.owner_id, new.listing_type, 1), (new.owner_id, '*', 1)
  ON CONFLICT (owner_id, listing_type) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_ai;
--> statement-breakpoint
CREATE TRIGGER listing_extras_ai AFTER INSERT ON properties WHEN new.status = 'active' AND new.flagged_duplicate = 0 BEGIN
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, area_id, region_id, premium, created_at, price_kobo, confirmed_at)
  SELECT new.id, x.extra, new.listing_type, new.state_id, new.locality_id, new.area_id, new.region_id, new.premium_listing, new.created_at, new.price_kobo, new.confirmed_at
  FROM (SELECT CASE new.furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra UNION SELECT CASE d.value WHEN 'c_of_o' THEN 1000 WHEN 'governors_consent' THEN 1001 WHEN 'deed_of_assignment' THEN 1002 WHEN 'registered_survey' THEN 1003 WHEN 'excision' THEN 1004 WHEN 'gazette' THEN 1005 END FROM json_each(iif(json_valid(new.title_documents), new.title_documents, '[]')) d
    UNION SELECT a.amenity_id FROM property_amenities a WHERE a.property_id = new.id AND a.amenity_id < 1000) x
  WHERE x.extra IS NOT NULL
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_au;
--> statement-breakpoint
CREATE TRIGGER listing_extras_au AFTER UPDATE OF status, flagged_duplicate, confirmed_at, listing_type, state_id, locality_id, area_id, region_id, premium_listing, created_at, price_kobo, title_documents, furnishing ON properties BEGIN
  DELETE FROM listing_extras WHERE property_id = old.id;
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, area_id, region_id, premium, created_at, price_kobo, confirmed_at)
  SELECT new.id, x.extra, new.listing_type, new.state_id, new.locality_id, new.area_id, new.region_id, new.premium_listing, new.created_at, new.price_kobo, new.confirmed_at
  FROM (SELECT CASE new.furnishing WHEN 'unfurnished' THEN 2000 WHEN 'semi_furnished' THEN 2001 WHEN 'furnished' THEN 2002 END AS extra UNION SELECT CASE d.value WHEN 'c_of_o' THEN 1000 WHEN 'governors_consent' THEN 1001 WHEN 'deed_of_assignment' THEN 1002 WHEN 'registered_survey' THEN 1003 WHEN 'excision' THEN 1004 WHEN 'gazette' THEN 1005 END FROM json_each(iif(json_valid(new.title_documents), new.title_documents, '[]')) d
    UNION SELECT a.amenity_id FROM property_amenities a WHERE a.property_id = new.id AND a.amenity_id < 1000) x
  WHERE x.extra IS NOT NULL AND new.status = 'active' AND new.flagged_duplicate = 0
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_amenity_ai;
--> statement-breakpoint
CREATE TRIGGER listing_extras_amenity_ai AFTER INSERT ON property_amenities WHEN new.amenity_id < 1000 BEGIN
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, area_id, region_id, premium, created_at, price_kobo, confirmed_at)
  SELECT p.id, new.amenity_id, p.listing_type, p.state_id, p.locality_id, p.area_id, p.region_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p WHERE p.id = new.property_id AND p.status = 'active' AND p.flagged_duplicate = 0
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DROP TRIGGER IF EXISTS listing_extras_amenity_au;
--> statement-breakpoint
CREATE TRIGGER listing_extras_amenity_au AFTER UPDATE ON property_amenities BEGIN
  DELETE FROM listing_extras WHERE property_id = old.property_id AND extra = old.amenity_id;
  INSERT INTO listing_extras (property_id, extra, listing_type, state_id, locality_id, area_id, region_id, premium, created_at, price_kobo, confirmed_at)
  SELECT p.id, new.amenity_id, p.listing_type, p.state_id, p.locality_id, p.area_id, p.region_id, p.premium_listing, p.created_at, p.price_kobo, p.confirmed_at
  FROM properties p WHERE p.id = new.property_id AND new.amenity_id < 1000 AND p.status = 'active' AND p.flagged_duplicate = 0
  ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
DELETE FROM listing_extra_counts;
--> statement-breakpoint
INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
SELECT e.extra, iif(ty.column1, e.listing_type, '*'), iif(lv.column1 = 0, 0, e.state_id), CASE lv.column1 WHEN 2 THEN e.locality_id WHEN 3 THEN e.area_id WHEN 4 THEN e.region_id ELSE 0 END, count(*)
FROM listing_extras e, (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv
WHERE e.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 AND (lv.column1 < 2 OR (lv.column1 = 2 AND e.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND e.area_id IS NOT NULL AND e.area_id IS NOT e.locality_id)
    OR (lv.column1 = 4 AND e.region_id IS NOT NULL AND e.region_id IS NOT e.locality_id AND e.region_id IS NOT e.area_id))
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER listing_extra_counts_ai AFTER INSERT ON listing_extras WHEN new.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
  SELECT new.extra, iif(ty.column1, new.listing_type, '*'), iif(lv.column1 = 0, 0, new.state_id), CASE lv.column1 WHEN 2 THEN new.locality_id WHEN 3 THEN new.area_id WHEN 4 THEN new.region_id ELSE 0 END, 1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND new.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND new.area_id IS NOT NULL AND new.area_id IS NOT new.locality_id)
    OR (lv.column1 = 4 AND new.region_id IS NOT NULL AND new.region_id IS NOT new.locality_id AND new.region_id IS NOT new.area_id))
  ON CONFLICT (extra, listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER listing_extra_counts_ad AFTER DELETE ON listing_extras WHEN old.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - 2592000000 BEGIN
  INSERT INTO listing_extra_counts (extra, listing_type, state_id, locality_id, n)
  SELECT old.extra, iif(ty.column1, old.listing_type, '*'), iif(lv.column1 = 0, 0, old.state_id), CASE lv.column1 WHEN 2 THEN old.locality_id WHEN 3 THEN old.area_id WHEN 4 THEN old.region_id ELSE 0 END, -1
  FROM (VALUES (1), (0)) ty, (VALUES (0), (1), (2), (3), (4)) lv WHERE (lv.column1 < 2 OR (lv.column1 = 2 AND old.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND old.area_id IS NOT NULL AND old.area_id IS NOT old.locality_id)
    OR (lv.column1 = 4 AND old.region_id IS NOT NULL AND old.region_id IS NOT old.locality_id AND old.region_id IS NOT old.area_id))
  ON CONFLICT (extra, listing_type, state_id, locality_id) DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
-- Price low to high and move-in cost low to high in an area (boosted first), as a locality's own indexes serve them
-- (migrations/0019, 0069). Hand-written: Drizzle's schema cannot say DESC of one column.
CREATE INDEX IF NOT EXISTS `properties_s_type_area_price_asc` ON `properties` (`status`, `listing_type`, `area_id`, `premium_listing` DESC, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_area_move_in_asc` ON `properties` (`status`, `listing_type`, `area_id`, `premium_listing` DESC, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
--> statement-breakpoint
-- Price low to high and move-in cost low to high in an region (boosted first), as a locality's own indexes serve them
-- (migrations/0019, 0069). Hand-written: Drizzle's schema cannot say DESC of one column.
CREATE INDEX IF NOT EXISTS `properties_s_type_region_price_asc` ON `properties` (`status`, `listing_type`, `region_id`, `premium_listing` DESC, `price_kobo`, `id`);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `properties_s_type_region_move_in_asc` ON `properties` (`status`, `listing_type`, `region_id`, `premium_listing` DESC, (iif(price_period = 'per_month', price_kobo * 12, price_kobo) + service_charge_kobo + agency_fee_kobo + legal_fee_kobo + caution_fee_kobo), `id`);
