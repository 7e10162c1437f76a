import { sql, type SQL } from "drizzle-orm";
import { lit } from "./search-merge";

/**
 * Which index family a stream of a place reads, and the stream's test of the place. A locality, an area and a region
 * have their own indexes (`properties_s_type_{locality,area,region}_…`, migrations/0019 and later, 0073, 0074):
 * `locality_id = X`, `area_id = X` or `region_id = X` is the index's range. For what an area or a region has no index
 * for (a minimum of bedrooms by move-in cost), its streams read the state's range with the place checked per row. Every
 * plan that names an index (streams, band pages, type streams, the bedroom skip) asks here, so the set of the areas' and
 * regions' indexes is this file's ANCESTOR_INDEXES and nothing else.
 */

/** The column of `properties` a stream's place is matched on; null: every state. */
export type PlaceColumn = "state_id" | "locality_id" | "area_id" | "region_id";

/** The suffixes of `properties_s_type_{area,region}_…` (and `properties_s_type_kind_{area,region}_latest`: "kind_latest"). */
const ANCESTOR_INDEXES = new Set([
  "latest",
  "price",
  "price_asc",
  "beds_latest",
  "beds_price",
  "beds_band_latest",
  "band_latest",
  "kind_latest",
  "move_in_asc",
]);

/** Whether an area's or a region's listings have their own index for `suffix` (else the state's, the place checked per row). */
export const ancestorIndexed = (suffix: string) => ANCESTOR_INDEXES.has(suffix);

/**
 * The index scope (`state`, `locality`, `area`) a stream of `column` = `placeId` reads for the index `suffix`, and its
 * test: the indexed place, then the other checked per row (`+`). `stateId` is the place's state (null: a state itself).
 */
export function streamScope(
  column: PlaceColumn,
  placeId: number,
  stateId: number | null,
  suffix: string,
): { scope: "state" | "locality" | "area" | "region"; at: SQL } {
  if (column === "state_id") return { scope: "state", at: sql`state_id = ${lit(placeId)}` };
  const within = stateId === null ? sql`` : sql` and +state_id = ${lit(stateId)}`;
  if (column === "locality_id") return { scope: "locality", at: sql`locality_id = ${lit(placeId)}${within}` };
  if (ancestorIndexed(suffix))
    return { scope: column === "area_id" ? "area" : "region", at: sql`${sql.raw(column)} = ${lit(placeId)}${within}` };
  if (stateId === null) throw new Error("an area's or region's stream needs its state");
  return { scope: "state", at: sql`state_id = ${lit(stateId)} and +${sql.raw(column)} = ${lit(placeId)}` };
}

/** The place of a skip through the bedroom indexes (facet-counts.ts bedroomSkip): the place's own range. */
export function skipPlace(column: PlaceColumn, placeId: number): SQL {
  return sql`${sql.raw(column)} = ${lit(placeId)}`;
}
