import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { sqlAll } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import type { Cursor } from "./search-cursor";
import { lit, str } from "./search-merge";
import type { Ancestor, PlaceFilter } from "./search-places";
import { streamScope } from "./search-scope";

/**
 * Newest first with a property type or a family of them in a place: one stream per type and locality (an area's or
 * region's subtree) or per type in the state, each a range of the type's own index (status, listing type, type, place,
 * boost, created_at, id; migrations/0068) read backwards, so the merged page reads about perPage + 1 rows plus one per
 * stream (a page per group of 5 past 5 streams) of that type and place alone, the rest of the filter (bedrooms, price,
 * extras, a lister…) checked per row in each stream. "Flat in Wuse": 5 kinds of flat × 2 localities, where the walk of
 * the state's newest checked both per row; "4 bedroom duplex in Lekki under ₦150m": 3 kinds × 8 localities.
 * A category is its types ("land in Ibeju-Lekki"). Null (the caller plans it as before) past MAX_KIND_ARMS streams.
 */
export const MAX_KIND_ARMS = 60;

export function kindArms(
  now: number,
  listingType: string,
  types: readonly number[],
  place: { stateId: number; localityIds: readonly number[] | null; ancestor?: Ancestor },
  rest: SQL | undefined,
  cursor: Cursor | null,
): SQL[] | null {
  const places = place.localityIds ?? [null];
  if (!types.length || types.length * places.length > MAX_KIND_ARMS) return null;
  // An area or a region (one id, `ancestor`): the area's own index, the region's state's (search-scope.ts).
  const scoped = (locality: number | null) =>
    locality === null
      ? streamScope("state_id", place.stateId, null, "kind_latest")
      : streamScope(place.ancestor ?? "locality_id", locality, place.stateId, "kind_latest");
  const at = (locality: number | null) => scoped(locality).at;
  const index = (locality: number | null) => sql.raw(`properties_s_type_kind_${scoped(locality).scope}_latest`);
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

/** A category's property types, kept in the isolate for a while (reference data: nothing in the app changes it). */
const CATEGORY_TTL_MS = 10 * 60_000;
const categories = new Map<number, { types: number[]; at: number }>();
async function categoryTypes(ctx: ServiceCtx, categoryId: number): Promise<number[]> {
  const hit = categories.get(categoryId);
  if (hit && ctx.now - hit.at < CATEGORY_TTL_MS) return hit.types;
  const rows = await sqlAll(
    ctx.db,
    sql`select id from property_types where category_id = ${lit(Math.trunc(categoryId))} order by id`,
    z.object({ id: z.number() }),
  );
  const types = rows.map((r) => r.id);
  categories.set(categoryId, { types, at: ctx.now });
  return types;
}

/** The property types a filter names: one, a family, or a category's; none when it names no type. */
export async function kindsOf(ctx: ServiceCtx, f: PlaceFilter): Promise<readonly number[]> {
  if (f.typeIds?.length) return f.typeIds;
  if (f.typeId) return [f.typeId];
  return f.categoryId !== undefined ? categoryTypes(ctx, f.categoryId) : [];
}

/** What a type's streams check per row: the filter without its place, listing type and types (their streams' ranges). */
export function kindRest(f: PlaceFilter): PlaceFilter {
  const {
    state: _state,
    stateId: _stateId,
    locality: _locality,
    localityId: _localityId,
    localityIds: _localityIds,
    ancestor: _ancestor,
    listingType: _listingType,
    typeId: _typeId,
    typeIds: _typeIds,
    ...rest
  } = f;
  return rest;
}
