import { sql, type SQL } from "drizzle-orm";
import { LISTING_RULES } from "../../contracts/listing-rules";
import type { Cursor } from "./search-cursor";
import { lit, str } from "./search-merge";
import type { PlaceFilter } from "./search-places";

/**
 * Newest first with a property type or a family of them in a place: one stream per type and locality (an area's or
 * region's subtree) or per type in the state, each a range of the type's own index (status, listing type, type, place,
 * boost, created_at, id; migrations/0068) read backwards, so the merged page reads about perPage + 1 rows plus one per
 * stream (a page per group of 5 past 5 streams) of that type and place alone, the rest of the filter (bedrooms, price,
 * extras, a lister…) checked per row in each stream. "Flat in Wuse": 5 kinds of flat × 2 localities, where the walk of
 * the state's newest checked both per row; "4 bedroom duplex in Lekki under ₦150m": 3 kinds × 8 localities.
 * Null (the caller plans it as before) without a type or a place, or past MAX_KIND_ARMS streams.
 */
export const MAX_KIND_ARMS = 60;

export function kindArms(
  now: number,
  listingType: string,
  f: PlaceFilter,
  place: { stateId: number; localityIds: readonly number[] | null },
  rest: SQL | undefined,
  cursor: Cursor | null,
): SQL[] | null {
  const types = f.typeIds?.length ? f.typeIds : f.typeId ? [f.typeId] : [];
  const places = place.localityIds ?? [null];
  if (!types.length || types.length * places.length > MAX_KIND_ARMS) return null;
  const at = (locality: number | null) =>
    locality === null
      ? sql`state_id = ${lit(place.stateId)}`
      : sql`locality_id = ${lit(locality)} and +state_id = ${lit(place.stateId)}`;
  const index = (locality: number | null) =>
    sql.raw(locality === null ? "properties_s_type_kind_state_latest" : "properties_s_type_kind_locality_latest");
  const past = cursor
    ? sql` and (premium_listing, created_at, id) < (${lit(cursor[0])}, ${lit(cursor[1])}, ${str(cursor[2])})`
    : sql``;
  return types.flatMap((t) =>
    places.map(
      (locality) =>
        sql`select *, created_at as page_key from properties indexed by ${index(locality)} where status = 'active' and +confirmed_at > ${lit(now - LISTING_RULES.freshnessMs)}
      and flagged_duplicate = 0 and listing_type = ${str(listingType)} and type_id = ${lit(Math.trunc(t))} and ${at(locality)}${past}${rest ? sql` and ${rest}` : sql``}`,
    ),
  );
}

/** What a type's streams check per row: the filter without its place, listing type and types (their streams' ranges). */
export function kindRest(f: PlaceFilter): PlaceFilter {
  const {
    state: _state,
    stateId: _stateId,
    locality: _locality,
    localityId: _localityId,
    localityIds: _localityIds,
    listingType: _listingType,
    typeId: _typeId,
    typeIds: _typeIds,
    ...rest
  } = f;
  return rest;
}
