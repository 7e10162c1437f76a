import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { extrasArb, filterArb, pagedToEnd, queryPlan, streamListings } from "./search-streams-fixtures";
import type { SearchFilter, Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { extraCodes, extraCounts } from "../../worker/services/listings/extra-counts";
import { rarest } from "../../worker/services/listings/search-extras";
import { encodeCursor } from "../../worker/services/listings/search-cursor";
import { measuredSearch } from "../../worker/services/listings/search";
import type { PlaceFilter } from "../../worker/services/listings/search-places";

/**
 * A search with extras (amenities, power and water facts, title documents, furnishing) reads the rarest extra's
 * postings (search-extras.ts) and gives exactly the plain definition's listings in its order (search-streams-fixtures.ts),
 * by cursor and by OFFSET, for every listing type and none, everywhere, in a state, a neighbourhood, an area and a region;
 * its total is exact for one extra, it answers "no match" without a page query, and its plans read the postings' indexes,
 * never scanning `properties`.
 */
const w = streamListings();
const { ctx, expected, toFilter } = w;

beforeAll(w.seed);

const arb = fc.record({
  base: filterArb,
  extras: extrasArb.filter((e) => Object.keys(e).length > 0),
  typed: fc.boolean(),
  placed: fc.constantFrom(true, true, true, false),
  bare: fc.boolean(),
});

type Draw = typeof arb extends fc.Arbitrary<infer T> ? T : never;

/** A draw as the search's filter: extras with a place and a type, and (bare) nothing else, or the base's other filters too. */
async function filterOf(r: Draw) {
  const f = toFilter({ ...(r.bare ? { place: r.base.place } : r.base), extras: r.extras });
  const asked: SearchFilter = r.placed ? f : { ...f, stateId: undefined, localityId: undefined };
  const type = r.typed ? r.base.listingType : undefined;
  return { type, filter: await w.resolved(type, asked), asked };
}

describe("searches with extras", () => {
  it("page by cursor and by OFFSET to the plain definition, through the postings when they serve the sort", async () => {
    const plans = new Set<string>();
    await fc.assert(
      fc.asyncProperty(arb, async (r) => {
        const { type, filter, asked } = await filterOf(r);
        const sort: Sort = r.base.sort;
        const counts = await extraCounts(ctx(), type, filter, extraCodes(filter));
        const extra = rarest(counts.counts)!;
        // Everywhere, the listings of other files' states count too: the postings' pages equal the plain walk's (SQL).
        if (!r.placed) {
          for (const page of [1, 2]) {
            const paging = { page, perPage: r.base.perPage };
            const plain = await searchQueries(ctx(), type, filter, sort, paging).find.all();
            const q = searchQueries(ctx(), type, filter, sort, paging, undefined, { extra: extra.extra });
            plans.add(/listing_extras e indexed by/.test(q.find.toSQL().sql) ? "postings" : "other");
            expect((await q.find.all()).map((x) => x.id)).toEqual(plain.map((x) => x.id));
          }
          return;
        }
        const want = expected(type, filter, sort);
        const got = await pagedToEnd(ctx(), type, asked, sort, r.base.perPage, (res, page) => {
          if (page === 1 && r.bare && Object.keys(r.extras).length === 1 && (r.extras.power?.length ?? 1) === 1)
            expect(res, JSON.stringify(r)).toMatchObject({
              total: want.length,
              totalIsEstimate: false,
              totalIsLowerBound: false,
            });
        });
        expect(got, JSON.stringify(r)).toEqual(want);
        // The page statement of the rarest extra's postings, by OFFSET, page 2.
        const q = searchQueries(ctx(), type, filter, sort, { page: 2, perPage: r.base.perPage }, undefined, {
          extra: extra.extra,
        });
        plans.add(/listing_extras e indexed by/.test(q.find.toSQL().sql) ? "postings" : "other");
        expect((await q.find.all()).map((x) => x.id)).toEqual(want.slice(r.base.perPage, 2 * r.base.perPage + 1));
        // By keyset from the first page's last listing.
        const first = await searchQueries(ctx(), type, filter, sort, { page: 1, perPage: r.base.perPage }, undefined, {
          extra: extra.extra,
        }).find.all();
        if (first.length > r.base.perPage) {
          const last = first[r.base.perPage - 1]!;
          const next = searchQueries(
            ctx(),
            type,
            filter,
            sort,
            { page: 2, perPage: r.base.perPage },
            encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]),
            { extra: extra.extra },
          );
          expect((await next.find.all()).map((x) => x.id)).toEqual(want.slice(r.base.perPage, 2 * r.base.perPage + 1));
        }
      }),
      { numRuns: 70 },
    );
    // Every type sorted by price would be six streams: it takes the other plans.
    expect([...plans].sort()).toEqual(["other", "postings"]);
  });

  it("an extra no listing of the type and place has answers no match without a page query", async () => {
    const { page, rowsRead } = await measuredSearch(
      ctx(),
      null,
      "rent",
      { stateId: w.stateId, amenities: [99] },
      undefined,
      {
        page: 1,
        perPage: 12,
      },
    );
    expect(page).toMatchObject({ total: 0, data: [], hasMore: false });
    expect(rowsRead.search).toBe(0);
    // An amenity id past the amenities' range matches nothing either, from the counts.
    const past = await measuredSearch(ctx(), null, undefined, { amenities: [5000] }, undefined, {
      page: 1,
      perPage: 12,
    });
    expect(past.page).toMatchObject({ total: 0, data: [] });
    expect(past.rowsRead.search).toBe(0);
  });

  it("the plans read the postings' index of their scope and sort and never scan properties", async () => {
    const shapes: [string | undefined, PlaceFilter, Sort, RegExp][] = [
      ["rent", { stateId: 25, amenities: [15] }, "latest", /listing_extras_state_latest/],
      ["rent", { stateId: 25, power: ["generator"] }, "price_asc", /listing_extras_state_price/],
      ["rent", { stateId: 25, localityId: 3, water: ["borehole"] }, "price_desc", /listing_extras_locality_price/],
      [
        "sale",
        { state: "lagos", locality: "lekki", titleDocuments: ["gazette"] },
        "latest",
        /listing_extras_locality_latest/,
      ],
      ["sale", { furnishing: "furnished" }, "latest", /listing_extras_type_latest/],
      [undefined, { amenities: [15] }, "latest", /listing_extras_type_latest/],
      [
        "rent",
        { stateId: 25, localityIds: [3, 4, 5], amenities: [15], minBedrooms: 2 },
        "latest",
        /listing_extras_locality_latest/,
      ],
    ];
    // An area of 8 localities: 8 streams, merged in groups of 5, by price 16.
    const eight = [3, 4, 5, 6, 7, 8, 9, 10];
    shapes.push([
      "rent",
      { stateId: 25, localityIds: eight, amenities: [15] },
      "latest",
      /listing_extras_locality_latest/,
    ]);
    shapes.push([
      "rent",
      { stateId: 25, localityIds: eight, furnishing: "furnished" },
      "price_asc",
      /listing_extras_locality_price/,
    ]);
    for (const [type, filter, sort, index] of shapes) {
      const q = searchQueries(ctx(), type, filter, sort, { page: 1, perPage: 12 }, undefined, {
        extra: extraCodes(filter)[0]!,
      }).find.toSQL();
      const plan = await queryPlan(q);
      expect(plan, JSON.stringify(filter)).toMatch(index);
      expect(plan).not.toMatch(/SCAN (properties|e\b|listing_extras)/);
      // More than 5 streams (an area's 8 localities): the groups' pages (at most perPage + 1 rows each) are sorted.
      if ((filter.localityIds?.length ?? 0) <= 5) expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });
});
