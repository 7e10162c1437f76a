import { env } from "cloudflare:workers";
import fc from "fast-check";
import { db, makeUser, seedListing, uniq } from "./helpers";
import { localities, states } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import type { SearchFilter, Sort } from "../../worker/services/listings/search";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";

/**
 * The world of the search-streams tests (search-streams*.test.ts): random listings in a state of their own and two of
 * its localities (ties in price and age, stale, duplicate and unpublished ones, bedroom counts up to 12, pins on and
 * off map cell edges), and the plain definition of a search over them, in JS: every live listing matching the filter,
 * boosted first, then the sort key, then the id. The tests check that merged pages (one index stream per bedroom
 * count, price band or map cell), the boosted/unboosted split of a price low-high cursor and the rare seek give
 * exactly its listings, in exactly its order.
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
};

/** A file's listings: `seed` them (in beforeAll), then `expected` is the plain definition over them. */
export function streamListings() {
  const NOW = Date.now();
  const w = {
    stateId: 0,
    /** The state's two localities. */
    locs: [] as number[],
    all: [] as StreamListing[],
    ctx: (): ServiceCtx => ({ db: createDb(env.DB), env, now: NOW }),
    seed: async () => {
      const stateId = 300_000 + Math.floor(Math.random() * 600_000);
      w.stateId = stateId;
      const slug = `streams-${uniq()}`;
      await db()
        .insert(states)
        .values({ id: stateId, name: `Streams ${slug}`, slug, capital: "C", lat: 9, lng: 7 })
        .run();
      const locs = [stateId * 10 + 1, stateId * 10 + 2];
      w.locs.push(...locs);
      await db()
        .insert(localities)
        .values(
          locs.map((id, i) => ({
            id,
            stateId,
            name: `Stream ${i} ${slug}`,
            slug: `stream-${i}-${slug}`,
            lat: 9,
            lng: 7,
          })),
        )
        .run();
      const owner = (await makeUser({ accountType: "agent" })).id;
      const listing = fc.record({
        listingType: fc.constantFrom("rent", "rent", "sale"),
        loc: fc.constantFrom(0, 1, 2),
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
      });
      const made = fc.sample(listing, { numRuns: 160, seed: 27 });
      for (const m of made) {
        const createdAt = NOW - m.age * DAY;
        const over = {
          listingType: m.listingType,
          localityId: m.loc ? locs[m.loc - 1]! : null,
          typeId: m.typeId,
          bedrooms: m.bedrooms,
          priceKobo: m.priceKobo,
          premiumListing: m.premiumListing,
          createdAt,
          confirmedAt: m.state === "stale" ? NOW - LISTING_RULES.freshnessMs - DAY : NOW - DAY,
          flaggedDuplicate: m.state === "duplicate",
          lat: m.lat,
          lng: m.lat === null ? null : m.lng,
        };
        const id = await seedListing(owner, stateId, m.state === "inactive" ? "deactivated" : "active", over);
        w.all.push({ id, ...over, live: m.state === "live", active: m.state !== "inactive" });
      }
    },
    /** The plain definition, in JS. */
    expected: (type: string, f: SearchFilter, sort: Sort) => {
      const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
      return w.all
        .filter(
          (l) =>
            l.live &&
            l.listingType === type &&
            (f.localityId === undefined || l.localityId === f.localityId) &&
            (f.typeId === undefined || l.typeId === f.typeId) &&
            l.bedrooms >= (f.minBedrooms ?? 0) &&
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
        .sort(
          (a, b) =>
            Number(b.premiumListing) - Number(a.premiumListing) ||
            (sort === "price_asc"
              ? cmp(a.priceKobo, b.priceKobo) || cmp(a.id, b.id)
              : sort === "price_desc"
                ? cmp(b.priceKobo, a.priceKobo) || cmp(b.id, a.id)
                : cmp(b.createdAt, a.createdAt) || cmp(b.id, a.id)),
        )
        .map((l) => l.id);
    },
    /** A filterArb draw as a filter on the world's state (place -1) or one of its localities (0, 1). */
    toFilter: (r: {
      place: number;
      typeId?: number;
      minBedrooms?: number;
      minPriceKobo?: number;
      maxPriceKobo?: number;
    }): SearchFilter => ({
      stateId: w.stateId,
      ...(r.place >= 0 ? { localityId: w.locs[r.place]! } : {}),
      ...(r.typeId !== undefined ? { typeId: r.typeId } : {}),
      ...(r.minBedrooms !== undefined ? { minBedrooms: r.minBedrooms } : {}),
      ...(r.minPriceKobo !== undefined ? { minPriceKobo: r.minPriceKobo } : {}),
      ...(r.maxPriceKobo !== undefined ? { maxPriceKobo: r.maxPriceKobo } : {}),
    }),
  };
  return w;
}

export const filterArb = fc.record(
  {
    listingType: fc.constantFrom("rent", "sale"),
    place: fc.constantFrom(-1, 0, 1),
    typeId: fc.constantFrom(undefined, 8, 9),
    minBedrooms: fc.constantFrom(undefined, 1, 2, 3, 5, 6),
    minPriceKobo: fc.constantFrom(undefined, 1_000_000_00, 1_500_000_00, 2_000_000_00),
    maxPriceKobo: fc.constantFrom(undefined, 2_000_000_00, 4_500_000_00, 5_000_000_00, 12_000_000_00),
    sort: fc.constantFrom<Sort>("latest", "price_asc", "price_desc"),
    perPage: fc.integer({ min: 1, max: 9 }),
  },
  { requiredKeys: ["listingType", "place", "sort", "perPage"] },
);
