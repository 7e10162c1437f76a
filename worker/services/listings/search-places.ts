import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SearchFilter } from "../../contracts/listings";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { sqlAll } from "../../db/sql";
import { MOVE_IN_EXPR } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { lit, str } from "./search-merge";
import { KEYS, type Cursor, type KeyedSort } from "./search-cursor";
import { slugify } from "./shared";

/**
 * Places as people mean them (migrations/0053): a search for an area ("Lekki") or a region ("Lagos Island") takes in
 * every locality below it. The filter's place is resolved once (placeTree, kept in the isolate) into its state and the
 * ids of its subtree; the search then runs on `localityIds` (PlaceFilter), which every plan reads: searchWhere checks
 * it per row on the state's indexes (the walk, band and map streams, keywords, the rare seek through the locality
 * index), the totals sum the subtree's rows of the count tables, and treeArms merges one stream per locality of the
 * subtree when that reads fewer rows than walking the state.
 */

/**
 * A search filter as the planner reads it. An area or a region is `localityId` with `ancestor`, the column of
 * `properties` (and of the postings) that holds it: its listings are those whose area or region it is, read through that
 * column's indexes (search-scope.ts) and counted by its own key (the count tables count each listing in its area and
 * region: place-levels.ts). `localityIds` (a subtree no such column describes: below a neighbourhood) replaces the
 * locality, and its listings are found one locality at a time.
 */
export type PlaceFilter = SearchFilter & { localityIds?: readonly number[]; ancestor?: Ancestor };
/** The column of `properties` that holds an area or a region for each listing in it (migrations/0073, 0074). */
export type Ancestor = "area_id" | "region_id";

/** A filter's place resolved: its state, the locality named and, for an area or a region, every locality below it. */
export type PlaceTree = {
  stateId: number;
  localityId: number;
  /** The locality and its descendants, ascending. */
  ids: readonly number[];
  /** Region, area or neighbourhood. */
  kind: string;
  /** Live listings of the search's type in the subtree and in its whole state when resolved (for the plan choice only). */
  live: { tree: number; state: number };
};

const TREE_TTL_MS = 10 * 60_000;
const TREE_CACHE_SIZE = 500;
const trees = new Map<string, { tree: PlaceTree; at: number }>();
/** The resolved places this isolate keeps (a test runtime empties it with its database). */
export const placeTrees = { entries: trees };

const Row = z.object({
  root: z.number(),
  state: z.number(),
  kind: z.string(),
  ids: z.string(),
  tree_live: z.number(),
  state_live: z.number(),
});

/**
 * The filter's locality (by id, or by slug within its state: the lowest id wins without a state, as searchWhere
 * resolves it; an alias such as "vi" when no locality has the slug) and its subtree, with the live counts of the type in
 * the subtree and the state. Null when the filter names no locality or the locality does not exist (the search then
 * finds nothing, as before). Kept per isolate for TREE_TTL_MS: the hierarchy is reference data the seed writes.
 */
export async function placeTree(
  ctx: ServiceCtx,
  listingType: string | undefined,
  f: SearchFilter,
): Promise<PlaceTree | null> {
  if (f.localityId === undefined && !f.locality) return null;
  const stateSlug = f.state ? slugify(f.state) : null;
  const localitySlug = f.locality ? slugify(f.locality) : null;
  const key = JSON.stringify([listingType ?? "*", f.stateId ?? null, stateSlug, f.localityId ?? null, localitySlug]);
  const hit = trees.get(key);
  if (hit && ctx.now - hit.at < TREE_TTL_MS) return hit.tree;
  const state =
    f.stateId !== undefined
      ? sql`${f.stateId}`
      : stateSlug !== null
        ? sql`(select id from states where slug = ${stateSlug})`
        : null;
  const inState = (col: string) => (state ? sql` and ${sql.raw(col)} = ${state}` : sql``);
  const root =
    f.localityId !== undefined
      ? sql`select id, state_id, kind from localities where id = ${f.localityId}${inState("state_id")}`
      : sql`select l.id, l.state_id, l.kind from (
          select id, 0 as alias from localities where slug = ${localitySlug}${inState("state_id")}
          union all select locality_id, 1 from place_aliases where slug = ${localitySlug} and locality_id is not null${inState("state_id")}
        ) m join localities l on l.id = m.id order by m.alias, m.id limit 1`;
  const type = listingType ?? "*";
  // UNION, not UNION ALL: a parent cycle written by hand ends instead of looping.
  const [row] = await sqlAll(
    ctx.db,
    sql`with recursive root(id, state_id, kind) as (${root}),
      tree(id) as (select id from root union select l.id from localities l join tree t on l.parent_id = t.id)
    select root.id as root, root.state_id as state, root.kind as kind, (select json_group_array(id) from (select id from tree order by id)) as ids,
      iif(root.kind in ('area', 'region'),
        coalesce((select c.n from live_listing_counts c where c.listing_type = ${type} and c.state_id = root.state_id and c.locality_id = root.id), 0),
        (select coalesce(sum(c.n), 0) from live_listing_counts c where c.listing_type = ${type} and c.state_id = root.state_id and c.locality_id in (select id from tree))) as tree_live,
      coalesce((select c.n from live_listing_counts c where c.listing_type = ${type} and c.state_id = root.state_id and c.locality_id = 0), 0) as state_live
    from root`,
    Row,
  );
  if (!row) return null;
  const tree: PlaceTree = {
    stateId: row.state,
    localityId: row.root,
    ids: z.array(z.number()).parse(JSON.parse(row.ids)),
    kind: row.kind,
    live: { tree: row.tree_live, state: row.state_live },
  };
  trees.delete(key);
  trees.set(key, { tree, at: ctx.now });
  if (trees.size > TREE_CACHE_SIZE) trees.delete(trees.keys().next().value!);
  return tree;
}

/**
 * The filter the planner runs for a resolved place: an area or a region by id in its own column (`ancestor`: its
 * listings' area_id or region_id), searched and counted as a locality is; a neighbourhood by id; any other place holding
 * others (none in the hierarchy: neighbourhoods hold none), the state and the subtree's ids.
 */
export function placeFilter(f: SearchFilter, t: PlaceTree): PlaceFilter {
  const { state: _s, locality: _l, localityId: _id, ...rest } = f;
  // Every area and region by its column, a leaf one too (its listings' area or region is itself): the search then does
  // not depend on the cached subtree, and a locality moved under it shows at once.
  if (t.kind === "area" || t.kind === "region")
    return {
      ...rest,
      stateId: t.stateId,
      localityId: t.localityId,
      ancestor: t.kind === "area" ? "area_id" : "region_id",
    };
  if (t.ids.length <= 1) return { ...rest, stateId: t.stateId, localityId: t.localityId };
  return { ...rest, stateId: t.stateId, localityIds: t.ids };
}

/** The subtree's ids written into the statement (integers from the database; D1 binds at most 100 parameters). */
export const idList = (ids: readonly number[]) => sql.raw(ids.map((id) => String(Math.trunc(id))).join(", "));

/** The most streams a tree's merged page takes (search-merge.ts mergedPage: three levels of groups of 5). */
export const MAX_TREE_ARMS = 125;

/** Sorts a locality's own sort index serves (migrations/0019, 0069): price low-high, high-low, newest, move-in low-high. */
const LOCALITY_INDEXES: Partial<Record<KeyedSort, string>> = {
  latest: "properties_s_type_locality_latest",
  price_desc: "properties_s_type_locality_price",
  price_asc: "properties_s_type_locality_price_asc",
  move_in_asc: "properties_s_type_locality_move_in_asc",
};

/**
 * One stream per locality of the subtree for a type-and-place search (the page of `searchQueries` when the filter is
 * only a listing type and an area or region): each a range of the locality's sort index (status, listing type,
 * locality, boost, key, id) in the page's order, so the merge reads about perPage + 1 rows plus one per stream. A
 * cursor cuts each stream as streamArms does; price low-high inside the boosted group needs two seeks per locality
 * (the rest of the boosted group, then the unboosted group from its top). Null for a sort no locality index serves.
 */
export function placeArms(
  now: number,
  listingType: string,
  stateId: number,
  ids: readonly number[],
  sort: KeyedSort,
  cursor: Cursor | null,
): SQL[] | null {
  const index = LOCALITY_INDEXES[sort];
  if (!index) return null;
  const key = sort === "latest" ? "created_at" : sort === "move_in_asc" ? MOVE_IN_EXPR : "price_kobo";
  const ascending = KEYS[sort].dir === "asc";
  const base = (id: number) =>
    sql`select *, ${sql.raw(key)} as page_key from properties indexed by ${sql.raw(index)} where status = 'active' and +confirmed_at > ${lit(now - LISTING_RULES.freshnessMs)}
      and flagged_duplicate = 0 and listing_type = ${str(listingType)} and locality_id = ${lit(id)} and +state_id = ${lit(stateId)}`;
  const after = (c: Cursor) => sql`(${sql.raw(key)}, id) > (${lit(c[1])}, ${str(c[2])})`;
  return ids.flatMap((id) => {
    if (!cursor) return [base(id)];
    if (!ascending)
      return [
        sql`${base(id)} and (premium_listing, ${sql.raw(key)}, id) < (${lit(cursor[0])}, ${lit(cursor[1])}, ${str(cursor[2])})`,
      ];
    return cursor[0] === 1
      ? [sql`${base(id)} and premium_listing = 1 and ${after(cursor)}`, sql`${base(id)} and premium_listing = 0`]
      : [sql`${base(id)} and premium_listing = 0 and ${after(cursor)}`];
  });
}

/**
 * Whether a tree's page merges one stream per locality (`arms`) rather than taking the other plan: walking the state's
 * sort index with the subtree checked per row, or, for a `rare` filter, seeking every match and sorting them. Up to 5
 * streams merge lazily: about perPage + 1 + offset rows plus one per stream; past 5 they merge in groups of 5 (D1's
 * compound SELECT limit), each group's page read before the groups merge, so a page per group. The walk reads about
 * (perPage + 1 + offset) × (the state's listings ÷ the subtree's matches), the seek about the matches. An area holding a
 * small share of its state (Lekki: a fifth of Lagos) merges; a region holding much of it (the Island) walks.
 */
export function mergeTree(arms: number, pageRows: number, matches: number, stateLive: number, rare = false) {
  if (arms > MAX_TREE_ARMS) return false;
  const merge = (arms <= 5 ? pageRows : Math.ceil(arms / 5) * pageRows) + arms;
  return merge <= (rare ? matches : (pageRows * Math.max(stateLive, 1)) / Math.max(matches, 1));
}
