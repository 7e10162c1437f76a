import { and, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { MOVE_IN_EXPR, MOVE_IN_ROW_EXPR, properties } from "../../db/schema";
import { POWER_FACTS, WATER_FACTS } from "../../contracts/listings";
import { publiclyListed, slugify } from "./shared";
import { idList, type PlaceFilter } from "./search-places";

/** The most bedrooms a listing can have (the write contract's bound): a rare search lists every count from its minimum. */
const MAX_BEDROOMS = 50;

const amenityExists = (id: number) =>
  sql`exists (select 1 from property_amenities pa where pa.property_id = ${properties.id} and pa.amenity_id = ${id})`;

/**
 * The filter's state and locality as ids or SQL: a state by id or slug; a locality by id, or by slug within the state.
 * An area's or region's subtree (`localityIds`, search-places.ts) has its state by id and no single locality.
 */
export function placeIds(f: PlaceFilter) {
  const stateId = f.stateId ?? (f.state ? sql`(select id from states where slug = ${slugify(f.state)})` : undefined);
  const localityId =
    f.localityId ??
    (f.locality
      ? sql`(select id from localities where slug = ${slugify(f.locality)}${stateId !== undefined ? sql` and state_id = ${stateId}` : sql``} order by id limit 1)`
      : undefined);
  return { stateId, localityId };
}

/** The WHERE of a search (without the cursor): each filter a column test the index scan checks per row. */
export function searchWhere(
  now: number,
  listingType: string | undefined,
  f: PlaceFilter,
  opts: {
    boxIndex?: boolean;
    rare?: boolean;
    beds?: readonly number[];
    stream?: { beds: number; priceSeek: boolean };
    bare?: boolean;
    /** The bounded count: a move-in cap is one range of the place's move-in index (migrations/0064). */
    moveInIndex?: boolean;
    /**
     * Newest first or a rare seek: a property type is a range of its own index (status, listing type, type, place, boost,
     * created_at, id; migrations/0068), an area's or region's too (its state's range, the subtree checked per row).
     */
    kindIndex?: boolean;
    /**
     * An area or a region (`ancestor`) read on its own indexes (`area_id = ?`): only where one serves the plan
     * (search-scope.ts); false, the state's range with the place checked per row.
     */
    placeIndexed?: boolean;
  } = {},
): SQL | undefined {
  const { stateId, localityId } = placeIds(f);
  const tree = f.localityIds;
  // An area or a region by its own column: the locality's place in the WHERE, on the area's index or checked per row.
  const ancestorRow = !!f.ancestor && opts.placeIndexed === false;
  const amenityIds = [
    ...new Set([
      ...(f.amenities ?? []),
      ...(f.power ?? []).map((p) => POWER_FACTS[p]),
      ...(f.water ?? []).map((w) => WATER_FACTS[w]),
    ]),
  ];
  const lister = f.listedBy === "broker" ? "brokerage" : f.listedBy;
  return and(
    // bare: the filters beyond liveness, type and box, which a map cell's stream writes itself (cellPage in search-map-cells.ts).
    opts.bare ? undefined : publiclyListed(now),
    listingType ? eq(properties.listingType, listingType) : undefined,
    // With a locality the locality index serves the query; the state is then implied, so it is not an index candidate.
    // An area's or region's subtree is walked on the state's indexes, its localities checked per row; a rare search
    // seeks them instead, one range of the locality index per locality and bedroom count.
    stateId !== undefined
      ? (localityId !== undefined && !ancestorRow) || (tree && opts.rare)
        ? sql`+${properties.stateId} = ${stateId}`
        : sql`${properties.stateId} = ${stateId}`
      : undefined,
    localityId !== undefined
      ? f.ancestor
        ? sql`${sql.raw(ancestorRow ? "+" : "")}${sql.raw(`"properties"."${f.ancestor}"`)} = ${localityId}`
        : sql`${properties.localityId} = ${localityId}`
      : undefined,
    tree
      ? opts.rare
        ? sql`${properties.localityId} in (${idList(tree)})`
        : sql`+${properties.localityId} in (${idList(tree)})`
      : undefined,
    f.categoryId ? eq(properties.categoryId, f.categoryId) : undefined,
    // A subtree's walk by price or views must keep its place's sort index: the property type is then checked per row.
    f.typeId
      ? tree && !opts.kindIndex
        ? sql`+${properties.typeId} = ${f.typeId}`
        : eq(properties.typeId, f.typeId)
      : undefined,
    // A family of types and a most-bedrooms are checked per row: the facet counts do not hold them (isFaceted), so
    // such a filter walks the sort index of its place.
    f.typeIds?.length
      ? sql`+${properties.typeId} in (${sql.join(
          f.typeIds.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : undefined,
    f.maxBedrooms !== undefined ? sql`+${properties.bedrooms} <= ${f.maxBedrooms}` : undefined,
    // Checked per row (`+`): a price range must not pull the plan onto a price index that cannot serve the sort.
    // A rare filter (opts.rare: the facet counts say few listings match) seeks instead: one range of the
    // bedrooms-and-price index per bedroom count, the price range inside it; the few matches are then sorted.
    // A bedroom stream (opts.stream: one bedroom count of a merged page, see bedroomStreams) fixes the count; its
    // price is a seek when the stream is ordered by price, else checked per row.
    ...(opts.stream
      ? [
          eq(properties.bedrooms, opts.stream.beds),
          f.minPriceKobo !== undefined
            ? opts.stream.priceSeek
              ? gte(properties.priceKobo, f.minPriceKobo)
              : sql`+${properties.priceKobo} >= ${f.minPriceKobo}`
            : undefined,
          f.maxPriceKobo !== undefined
            ? opts.stream.priceSeek
              ? lte(properties.priceKobo, f.maxPriceKobo)
              : sql`+${properties.priceKobo} <= ${f.maxPriceKobo}`
            : undefined,
        ]
      : opts.rare
        ? [
            inArray(
              properties.bedrooms,
              opts.beds
                ? [...opts.beds]
                : Array.from({ length: MAX_BEDROOMS + 1 - (f.minBedrooms ?? 0) }, (_, i) => (f.minBedrooms ?? 0) + i),
            ),
            // Both values of the boost: the bedrooms-and-price index has it before the price (migrations/0041).
            inArray(properties.premiumListing, [true, false]),
            f.minPriceKobo !== undefined ? gte(properties.priceKobo, f.minPriceKobo) : undefined,
            f.maxPriceKobo !== undefined ? lte(properties.priceKobo, f.maxPriceKobo) : undefined,
          ]
        : [
            f.minPriceKobo !== undefined ? sql`+${properties.priceKobo} >= ${f.minPriceKobo}` : undefined,
            f.maxPriceKobo !== undefined ? sql`+${properties.priceKobo} <= ${f.maxPriceKobo}` : undefined,
            f.minBedrooms ? sql`+${properties.bedrooms} >= ${f.minBedrooms}` : undefined,
          ]),
    f.minBathrooms ? gte(properties.bathrooms, f.minBathrooms) : undefined,
    f.furnishing ? eq(properties.furnishing, f.furnishing) : undefined,
    f.maxServiceChargeKobo !== undefined ? lte(properties.serviceChargeKobo, f.maxServiceChargeKobo) : undefined,
    // A move-in cap is checked per row on a page (which walks its sort index, or seeks the price range the cap implies:
    // search.ts) and is the range of the count's index.
    f.maxMoveInKobo !== undefined
      ? sql`${sql.raw(opts.moveInIndex ? MOVE_IN_EXPR : MOVE_IN_ROW_EXPR)} <= ${f.maxMoveInKobo}`
      : undefined,
    ...amenityIds.map(amenityExists),
    ...(f.titleDocuments ?? []).map(
      (d) => sql`exists (select 1 from json_each(${properties.titleDocuments}) where value = ${d})`,
    ),
    lister || f.verifiedOnly
      ? sql`exists (select 1 from users u where u.id = ${properties.ownerId}${lister ? sql` and u.account_type = ${lister}` : sql``}${f.verifiedOnly ? sql` and u.kyc_verified = 1` : sql``})`
      : undefined,
    // A map viewport is checked per row while the sort index is walked: a city-sized box holds a good share of
    // the listings, so the page fills after a few dozen rows, where a lat/lng index would sort every match.
    // The bounded count instead may use the latitude index (boxIndex): it needs every match, not the first few.
    f.bounds && opts.boxIndex
      ? sql`${properties.lat} between ${f.bounds.south} and ${f.bounds.north} and ${properties.lng} between ${f.bounds.west} and ${f.bounds.east}`
      : f.bounds
        ? sql`+${properties.lat} between ${f.bounds.south} and ${f.bounds.north} and +${properties.lng} between ${f.bounds.west} and ${f.bounds.east}`
        : undefined,
  );
}
