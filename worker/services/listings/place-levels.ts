import { sql } from "drizzle-orm";

/**
 * The places a live listing counts in (migrations/0074): everywhere, its state, its locality, its area and its region.
 * A count row keyed by a locality id counts the listings of that place's whole subtree: a neighbourhood's own, an area's
 * its own and its neighbourhoods', a region's every area's below it. So a search for an area or a region reads one key's
 * rows, as a locality's does. The triggers of migrations/0074, the live-counts sweep and the tests write the same SQL,
 * from these strings, over a row alias (`new`, `old`, `p`, `e`) crossed with PLACE_LEVELS as `lv`.
 */

/** The five levels: 0 everywhere (state 0, locality 0), 1 the state (locality 0), 2 the locality, 3 its area, 4 its region. */
export const PLACE_LEVELS = "(VALUES (0), (1), (2), (3), (4)) lv";

/** The state key of a row at a level. */
export const levelState = (r: string) => `iif(lv.column1 = 0, 0, ${r}.state_id)`;

/** The locality key of a row at a level: 0, the locality, the area or the region. */
export const levelPlace = (r: string) =>
  `CASE lv.column1 WHEN 2 THEN ${r}.locality_id WHEN 3 THEN ${r}.area_id WHEN 4 THEN ${r}.region_id ELSE 0 END`;

/**
 * Whether a row counts at a level: always everywhere and in its state; in each of its locality, area and region that it
 * has, once (a listing whose locality is an area has that area as its locality and its area: one row).
 */
export const levelHeld = (r: string) =>
  `(lv.column1 < 2 OR (lv.column1 = 2 AND ${r}.locality_id IS NOT NULL)
    OR (lv.column1 = 3 AND ${r}.area_id IS NOT NULL AND ${r}.area_id IS NOT ${r}.locality_id)
    OR (lv.column1 = 4 AND ${r}.region_id IS NOT NULL AND ${r}.region_id IS NOT ${r}.locality_id AND ${r}.region_id IS NOT ${r}.area_id))`;

/**
 * A locality's area (itself when it is an area) and region, from `localities` (a region holds areas, an area
 * neighbourhoods: two parents at most). `id` is SQL for the locality's id; null for none.
 */
const ancestor = (kind: "area" | "region", id: string) =>
  `(SELECT CASE WHEN a0.kind = '${kind}' THEN a0.id WHEN a1.kind = '${kind}' THEN a1.id WHEN a2.kind = '${kind}' THEN a2.id END
    FROM localities a0 LEFT JOIN localities a1 ON a1.id = a0.parent_id LEFT JOIN localities a2 ON a2.id = a1.parent_id WHERE a0.id = ${id})`;
export const areaOf = (id: string) => ancestor("area", id);
export const regionOf = (id: string) => ancestor("region", id);

/** A listing's `areaId` and `regionId` for a write that sets its locality: the same derivation, in the statement. */
export const ancestorsOf = (localityId: number | null) =>
  localityId === null
    ? { areaId: null, regionId: null }
    : {
        areaId: sql.raw(areaOf(String(Math.trunc(localityId)))),
        regionId: sql.raw(regionOf(String(Math.trunc(localityId)))),
      };
