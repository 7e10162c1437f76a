import { expect } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { db, makeUser, seedListing, testPlaceState } from "./helpers";
import { localities, propertyAmenities } from "../../worker/db/schema";
import { POWER_FACTS, WATER_FACTS } from "../../worker/contracts/search-codes";
import { createDb } from "../../worker/db/client";
import { searchProperties, type SearchFilter, type Sort } from "../../worker/services/listings/search";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";
import { placeFilter, placeTree, type PlaceFilter } from "../../worker/services/listings/search-places";

/**
 * The world of the search-streams tests (search-streams*.test.ts): random listings in a state of their own and its
 * places (ties in price and age, stale, duplicate and unpublished ones, bedroom counts up to 12, pins on and off map
 * cell edges), and the plain definition of a search over them, in JS: every live listing matching the filter, boosted
 * first, then the sort key, then the id. The places form a hierarchy (migrations/0053): a region holding an area with
 * listings of its own and two neighbourhoods, and an area of the state outside the region; a search for an area or a
 * region means every locality below it. The tests check that merged pages (one index stream per bedroom count, price
 * band, map cell or locality of a subtree), the boosted/unboosted split of a price low-high cursor and the rare seek
 * give exactly its listings, in exactly its order.
 *
 * Test files share their runtime (vitest.config.ts: isolate false), so every file makes a world of its own
 * (streamListings) and seeds it in its beforeAll: nothing here is kept between files.
 */
const DAY = 86_400_000;

export type StreamListing = {
  id: string;
  listingType: string;
  localityId: number | null;
  typeId: number;
  bedrooms: number;
  priceKobo: number;
  premiumListing: boolean;
  createdAt: number;
  live: boolean;
  active: boolean;
  lat: number | null;
  lng: number | null;
  /** Extras (search-extras.ts): furnishing, title documents, amenity ids. */
  furnishing: "unfurnished" | "semi_furnished" | "furnished";
  titleDocuments: string[];
  amenities: number[];
};

const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** The plain definition's order of a sort: boosted first, then the sort key, then the id the way the key runs. */
export const plainOrder =
  (sort: Sort) => (a: Pick<StreamListing, "id" | "premiumListing" | "priceKobo" | "createdAt">, b: typeof a) =>
    Number(b.premiumListing) - Number(a.premiumListing) ||
    (sort === "price_asc"
      ? cmp(a.priceKobo, b.priceKobo) || cmp(a.id, b.id)
      : sort === "price_desc"
        ? cmp(b.priceKobo, a.priceKobo) || cmp(b.id, a.id)
        : cmp(b.createdAt, a.createdAt) || cmp(b.id, a.id));

type SearchPage = Awaited<ReturnType<typeof searchProperties>>;

/**
 * Every listing of a search, in its order, paging by cursor to the end (at most 200 pages of `perPage`); `seen` gets
 * each page's answer (to check a first page's total, say). A page that says more follows must give the cursor to it.
 */
export async function pagedToEnd(
  ctx: ServiceCtx,
  type: string | undefined,
  filter: SearchFilter,
  sort: Sort,
  perPage: number,
  seen?: (res: SearchPage, page: number) => void,
) {
  const got: string[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 200; page++) {
    const res = await searchProperties(ctx, null, type, filter, sort, { page, perPage }, { cursor });
    seen?.(res, page);
    got.push(...res.data.map((c) => c.id));
    if (!res.hasMore) break;
    expect(res.nextCursor).toBeTruthy();
    cursor = res.nextCursor!;
  }
  return got;
}

/** EXPLAIN QUERY PLAN of a built statement (`toSQL()` of a query), one step a line. */
export async function queryPlan(q: { sql: string; params: unknown[] }) {
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
    .bind(...q.params)
    .all<{ detail: string }>();
  return rows.results.map((x) => x.detail).join("\n");
}

/** A file's listings: `seed` them (in beforeAll), then `expected` is the plain definition over them. */
export function streamListings() {
  const NOW = Date.now();
  const w = {
    stateId: 0,
    /** Two leaf localities: a neighbourhood of the area, and an area outside the region. */
    locs: [] as number[],
    /** The hierarchy: region › area › (locs[0], n2); locs[1] directly under the state. */
    tree: { region: 0, area: 0, n2: 0 },
    all: [] as StreamListing[],
    ctx: (): ServiceCtx => ({ db: createDb(env.DB), env, now: NOW }),
    seed: async () => {
      const stateId = 300_000 + Math.floor(Math.random() * 600_000);
      w.stateId = stateId;
      const loc = await testPlaceState(stateId, "Streams", "Stream");
      const locs = [stateId * 10 + 1, stateId * 10 + 2];
      w.locs.push(...locs);
      w.tree = { region: stateId * 10 + 3, area: stateId * 10 + 4, n2: stateId * 10 + 5 };
      // Parents first (the parent_id reference is checked row by row).
      await db()
        .insert(localities)
        .values([
          loc(w.tree.region, 3, "region", null),
          loc(w.tree.area, 4, "area", w.tree.region),
          loc(locs[0]!, 0, "neighbourhood", w.tree.area),
          loc(locs[1]!, 1, "area", null),
          loc(w.tree.n2, 5, "neighbourhood", w.tree.area),
        ])
        .run();
      const owner = (await makeUser({ accountType: "agent" })).id;
      const listing = fc.record({
        listingType: fc.constantFrom("rent", "rent", "sale"),
        // None, the two leaves, the area itself, its second neighbourhood (never the region: it holds no listing).
        loc: fc.constantFrom(0, 1, 2, 3, 4),
        typeId: fc.constantFrom(8, 9),
        bedrooms: fc.oneof(fc.nat({ max: 6 }), fc.constantFrom(7, 9, 12)),
        priceKobo: fc.constantFrom(
          500_000_00,
          1_000_000_00,
          1_500_000_00,
          2_000_000_00,
          3_500_000_00,
          5_000_000_00,
          12_000_000_00,
        ),
        premiumListing: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
        age: fc.nat({ max: 20 }),
        state: fc.constantFrom("live", "live", "live", "live", "stale", "duplicate", "inactive"),
        // Pins on map cell edges (6.4, 6.5, 3.4, 3.5, 3.6: MAP_CELL_EXPR's 0.1° grid; 6.42, 6.44, 3.42, 3.44 too: the 0.02°
        // grid's), on the test boxes' edges, between, and none.
        lat: fc.option(fc.constantFrom(6.35, 6.4, 6.41, 6.42, 6.43, 6.44, 6.45, 6.47, 6.5, 6.52, 6.6), { freq: 8 }),
        lng: fc.constantFrom(3.3, 3.4, 3.42, 3.43, 3.44, 3.5, 3.55, 3.6, 3.62, 3.7),
        // Extras: common (24-hour power, 1), uncommon (a pool, 15; a generator, 22; a borehole, 3), and documents.
        furnishing: fc.constantFrom("unfurnished", "unfurnished", "semi_furnished", "furnished"),
        titleDocuments: fc.subarray(["c_of_o", "governors_consent", "gazette"]),
        amenities: fc
          .tuple(fc.integer({ min: 0, max: 3 }), fc.subarray([3, 15, 22], { maxLength: 1 }))
          .map(([c, rest]) => (c > 0 ? [1, ...rest] : rest)),
      });
      const made = fc.sample(listing, { numRuns: 160, seed: 27 });
      for (const m of made) {
        const createdAt = NOW - m.age * DAY;
        const over = {
          listingType: m.listingType,
          localityId: [null, locs[0]!, locs[1]!, w.tree.area, w.tree.n2][m.loc]!,
          typeId: m.typeId,
          bedrooms: m.bedrooms,
          priceKobo: m.priceKobo,
          premiumListing: m.premiumListing,
          createdAt,
          confirmedAt: m.state === "stale" ? NOW - LISTING_RULES.freshnessMs - DAY : NOW - DAY,
          flaggedDuplicate: m.state === "duplicate",
          lat: m.lat,
          lng: m.lat === null ? null : m.lng,
          furnishing: m.furnishing as StreamListing["furnishing"],
        };
        const id = await seedListing(owner, stateId, m.state === "inactive" ? "deactivated" : "active", {
          ...over,
          titleDocuments: JSON.stringify(m.titleDocuments),
        });
        // Amenities after the listing, as the listing writes add them (their postings come from property_amenities' trigger).
        if (m.amenities.length)
          await db()
            .insert(propertyAmenities)
            .values(m.amenities.map((amenityId) => ({ propertyId: id, amenityId })))
            .run();
        w.all.push({
          id,
          ...over,
          titleDocuments: m.titleDocuments,
          amenities: m.amenities,
          live: m.state === "live",
          active: m.state !== "inactive",
        });
      }
    },
    /** The localities a search for `id` means: itself and, for the area or the region, every locality below it. */
    under: (id: number): number[] =>
      id === w.tree.region
        ? [w.tree.region, w.tree.area, w.locs[0]!, w.tree.n2]
        : id === w.tree.area
          ? [w.tree.area, w.locs[0]!, w.tree.n2]
          : [id],
    /** The filter as the search runs it: an area or region resolved into its subtree (search-places.ts). */
    resolved: async (type: string | undefined, f: SearchFilter): Promise<PlaceFilter> => {
      const t = await placeTree(w.ctx(), type, f);
      return t ? placeFilter(f, t) : f;
    },
    /** The plain definition, in JS. */
    expected: (type: string | undefined, f: PlaceFilter, sort: Sort) => {
      const places = f.localityIds ?? (f.localityId === undefined ? null : w.under(f.localityId));
      return w.all
        .filter(
          (l) =>
            l.live &&
            (type === undefined || l.listingType === type) &&
            (f.furnishing === undefined || l.furnishing === f.furnishing) &&
            (f.titleDocuments ?? []).every((d) => l.titleDocuments.includes(d)) &&
            [
              ...(f.amenities ?? []),
              ...(f.power ?? []).map((p) => POWER_FACTS[p]),
              ...(f.water ?? []).map((x) => WATER_FACTS[x]),
            ].every((a) => l.amenities.includes(a)) &&
            (places === null || (l.localityId !== null && places.includes(l.localityId))) &&
            (f.typeId === undefined || l.typeId === f.typeId) &&
            // Every listing here is a flat or a mini flat (types 8 and 9): category 2, residential.
            (f.categoryId === undefined || f.categoryId === 2) &&
            (f.typeIds === undefined || f.typeIds.includes(l.typeId)) &&
            l.bedrooms >= (f.minBedrooms ?? 0) &&
            (f.maxBedrooms === undefined || l.bedrooms <= f.maxBedrooms) &&
            (f.minPriceKobo === undefined || l.priceKobo >= f.minPriceKobo) &&
            (f.maxPriceKobo === undefined || l.priceKobo <= f.maxPriceKobo) &&
            (!f.bounds ||
              (l.lat !== null &&
                l.lng !== null &&
                l.lat >= f.bounds.south &&
                l.lat <= f.bounds.north &&
                l.lng >= f.bounds.west &&
                l.lng <= f.bounds.east)),
        )
        .sort(plainOrder(sort))
        .map((l) => l.id);
    },
    /** A filterArb draw as a filter on the world's state (place -1), a leaf (0, 1), the area (2) or the region (3). */
    toFilter: (r: {
      place: number;
      typeId?: number;
      typeIds?: number[];
      minBedrooms?: number;
      maxBedrooms?: number;
      minPriceKobo?: number;
      maxPriceKobo?: number;
      extras?: Pick<SearchFilter, "amenities" | "power" | "water" | "titleDocuments" | "furnishing">;
    }): SearchFilter => ({
      ...r.extras,
      stateId: w.stateId,
      ...(r.place >= 0 ? { localityId: [w.locs[0]!, w.locs[1]!, w.tree.area, w.tree.region][r.place]! } : {}),
      ...(r.typeIds !== undefined ? { typeIds: r.typeIds } : r.typeId !== undefined ? { typeId: r.typeId } : {}),
      ...(r.minBedrooms !== undefined ? { minBedrooms: r.minBedrooms } : {}),
      ...(r.maxBedrooms !== undefined && r.maxBedrooms >= (r.minBedrooms ?? 0) ? { maxBedrooms: r.maxBedrooms } : {}),
      ...(r.minPriceKobo !== undefined ? { minPriceKobo: r.minPriceKobo } : {}),
      ...(r.maxPriceKobo !== undefined ? { maxPriceKobo: r.maxPriceKobo } : {}),
    }),
  };
  return w;
}

export const filterArb = fc.record(
  {
    listingType: fc.constantFrom("rent", "sale"),
    place: fc.constantFrom(-1, 0, 1, 2, 3),
    typeId: fc.constantFrom(undefined, 8, 9),
    minBedrooms: fc.constantFrom(undefined, 1, 2, 3, 5, 6),
    minPriceKobo: fc.constantFrom(undefined, 1_000_000_00, 1_500_000_00, 2_000_000_00),
    maxPriceKobo: fc.constantFrom(undefined, 2_000_000_00, 4_500_000_00, 5_000_000_00, 12_000_000_00),
    sort: fc.constantFrom<Sort>("latest", "price_asc", "price_desc"),
    perPage: fc.integer({ min: 1, max: 9 }),
  },
  { requiredKeys: ["listingType", "place", "sort", "perPage"] },
);

/**
 * filterArb with what the facet counts answer only in part (a family of types, a most-bedrooms): the search bounds it
 * by the part they answer (facetBound) and checks the rest per row; for the tests of the whole search, not its internals.
 */
export const wideFilterArb = fc
  .tuple(
    filterArb,
    fc.constantFrom<number[] | undefined>(undefined, undefined, [8], [8, 9]),
    fc.constantFrom<number | undefined>(undefined, undefined, 2, 3, 6),
  )
  .map(([r, typeIds, maxBedrooms]) => ({ ...r, typeIds, maxBedrooms }));

/**
 * The extras a search can ask for (amenities, power and water facts, title documents, furnishing), none to several, common,
 * uncommon and held by no listing (amenity 99, "excision"): the search reads the rarest one's postings (search-extras.ts).
 */
export const extrasArb = fc.record(
  {
    amenities: fc.constantFrom<number[]>([1], [15], [3, 15], [99]),
    power: fc.constantFrom<NonNullable<SearchFilter["power"]>>(
      ["24h_power"],
      ["generator"],
      ["generator", "24h_power"],
    ),
    water: fc.constantFrom<NonNullable<SearchFilter["water"]>>(["borehole"]),
    titleDocuments: fc.constantFrom<NonNullable<SearchFilter["titleDocuments"]>>(
      ["c_of_o"],
      ["gazette"],
      ["c_of_o", "governors_consent"],
      ["excision"],
    ),
    furnishing: fc.constantFrom<NonNullable<SearchFilter["furnishing"]>>("unfurnished", "semi_furnished", "furnished"),
  },
  { requiredKeys: [] },
);

/** wideFilterArb with extras (about two draws in three). */
export const extrasFilterArb = fc
  .tuple(wideFilterArb, fc.option(extrasArb, { freq: 2 }))
  .map(([r, extras]) => ({ ...r, extras: extras ?? undefined }));

/** filterArb on the state or a leaf locality only: for tests of one place's internals (its bedroom counts, say). */
export const leafFilterArb = filterArb.filter((r) => r.place < 2);
