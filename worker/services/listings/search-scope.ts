import { sql, type SQL } from "drizzle-orm";
import { lit } from "./search-merge";

/**
 * Which index family a stream of a place reads, and the stream's test of the place. A locality and an area have their
 * own indexes (`properties_s_type_{locality,area}_…`, migrations/0019 and later, 0073): `locality_id = X` or
 * `area_id = X` is the index's range. A region has none: it is a large share of its state (a part of the state people
 * name), so its streams read the state's range with the region checked per row, as does an area for the few orders it
 * has no index for (move-in cost). Every plan that names an index (streams, band pages, type streams, the bedroom skip,
 * the extras' postings) asks here, so the set of area indexes is this file's AREA_INDEXES and nothing else.
 */

/** The column of `properties` a stream's place is matched on; null: every state. */
export type PlaceColumn = "state_id" | "locality_id" | "area_id" | "region_id";

/** The suffixes of `properties_s_type_area_…` (and `properties_s_type_kind_area_latest`: "kind_latest"). */
const AREA_INDEXES = new Set([
  "latest",
  "price",
  "price_asc",
  "beds_latest",
  "beds_price",
  "beds_band_latest",
  "band_latest",
  "kind_latest",
]);

/** Whether an area's listings have their own index for `suffix` (else the state's, the area checked per row). */
export const areaIndexed = (suffix: string) => AREA_INDEXES.has(suffix);

/**
 * The index scope (`state`, `locality`, `area`) a stream of `column` = `placeId` reads for the index `suffix`, and its
 * test: the indexed place, then the other checked per row (`+`). `stateId` is the place's state (null: a state itself).
 */
export function streamScope(
  column: PlaceColumn,
  placeId: number,
  stateId: number | null,
  suffix: string,
): { scope: "state" | "locality" | "area"; at: SQL } {
  if (column === "state_id") return { scope: "state", at: sql`state_id = ${lit(placeId)}` };
  const within = stateId === null ? sql`` : sql` and +state_id = ${lit(stateId)}`;
  if (column === "locality_id") return { scope: "locality", at: sql`locality_id = ${lit(placeId)}${within}` };
  if (column === "area_id" && areaIndexed(suffix))
    return { scope: "area", at: sql`area_id = ${lit(placeId)}${within}` };
  if (stateId === null) throw new Error("an area's or region's stream needs its state");
  return { scope: "state", at: sql`state_id = ${lit(stateId)} and +${sql.raw(column)} = ${lit(placeId)}` };
}

/**
 * The place of a skip through the bedroom indexes (facet-counts.ts bedroomSkip): a locality's or an area's range; a
 * region's, its state's (a superset of the counts present: a stream of a count the region lacks is an empty seek).
 */
export function skipPlace(column: PlaceColumn, placeId: number, stateId: number | null): SQL {
  if (column === "region_id" || (column === "area_id" && !areaIndexed("beds_latest")))
    return sql`state_id = ${lit(stateId ?? 0)}`;
  return sql`${sql.raw(column)} = ${lit(placeId)}`;
}
