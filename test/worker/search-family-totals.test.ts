import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { extrasArb, filterArb, pagedToEnd, streamListings } from "./search-streams-fixtures";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { kindsOf, MAX_KIND_ARMS } from "../../worker/services/listings/search-kinds";
import { bedroomCounts, streamsOf } from "../../worker/services/listings/search-streams";
import { encodeCursor } from "../../worker/services/listings/search-cursor";
import { facetTotal, isCounted, splitCounted } from "../../worker/services/listings/facet-counts";
import { searchProperties } from "../../worker/services/listings/search";
import { meteredDb, type Metered } from "../../worker/lib/bench-meter";
import { createDb } from "../../worker/db/client";

/**
 * A family of property types ("a flat": every kind of flat), a category ("land") and an exact bedroom count ("3 bedroom")
 * are answered by the facet counts: the total is each type's rows summed, less the rows past the most bedrooms, never a
 * count of listings.
 * The pages are the plain definition's (search-streams-fixtures.ts) whatever the plan.
 */
const w = streamListings();
const { ctx, expected, toFilter } = w;

beforeAll(w.seed);

const familyArb = fc
  .tuple(
    filterArb,
    fc.constantFrom<number[] | undefined>(undefined, [8], [8, 9]),
    fc.constantFrom<number | undefined>(undefined, 0, 1, 2, 3, 5),
    // Residential (every listing here), or land (none).
    fc.constantFrom<number | undefined>(undefined, undefined, 2, 3),
  )
  .map(([r, typeIds, maxBedrooms, categoryId]) => ({
    ...r,
    typeId: typeIds ? undefined : r.typeId,
    typeIds,
    maxBedrooms,
    categoryId,
  }));

describe("families, categories and bedroom ranges from the facet counts", () => {
  it("the first page's total is exactly the plain definition's count (or says it is an estimate), and the pages are its listings", async () => {
    let exactFamilies = 0;
    await fc.assert(
      fc.asyncProperty(familyArb, async (r) => {
        const filter = { ...toFilter(r), ...(r.categoryId !== undefined ? { categoryId: r.categoryId } : {}) };
        const want = expected(r.listingType, await w.resolved(r.listingType, filter), r.sort);
        let first: { total: number; totalIsEstimate: boolean; totalIsLowerBound: boolean } | undefined;
        const got = await pagedToEnd(ctx(), r.listingType, filter, r.sort, r.perPage, (res, page) => {
          if (page === 1) first = res;
        });
        expect(got, JSON.stringify(r)).toEqual(want);
        if (!first!.totalIsEstimate && !first!.totalIsLowerBound)
          expect(first!.total, JSON.stringify(r)).toBe(want.length);
        else expect(first!.totalIsEstimate, JSON.stringify(r)).toBe(true);
        if ((filter.typeIds || filter.maxBedrooms !== undefined || filter.categoryId) && !first!.totalIsEstimate)
          exactFamilies++;
      }),
      { numRuns: 60 },
    );
    expect(exactFamilies).toBeGreaterThan(10);
  });

  it("a family with an exact bedroom count is counted from the facet rows, in bands, with no count of listings", async () => {
    const filter = toFilter({ place: -1, typeIds: [8, 9], minBedrooms: 2, maxBedrooms: 2 });
    expect(isCounted("rent", filter)).toBe(true);
    const want = expected("rent", filter, "latest");
    const facet = await facetTotal(ctx(), "rent", filter);
    expect(facet).toMatchObject({ n: want.length, estimate: false });
    const log: Metered[] = [];
    const c = ctx();
    const DB = meteredDb(c.env.DB, log);
    const page = await searchProperties(
      { ...c, env: { ...c.env, DB }, db: createDb(DB) },
      null,
      "rent",
      filter,
      "latest",
      {
        page: 1,
        perPage: 2,
      },
    );
    expect(page).toMatchObject({ total: want.length, totalIsEstimate: false, totalIsLowerBound: false });
    expect(page.data.map((x) => x.id)).toEqual(want.slice(0, 2));
    // No bounded count of listings ran (search_total), and the page is one bedroom count's stream.
    expect(log.map((m) => m.sql).join("\n")).not.toMatch(/search_total/);
    expect(log.map((m) => m.sql).join("\n")).toMatch(/bedrooms = 2/);
  });

  it('a most-bedrooms at or past "6 or more", or below the fewest, is not counted from the rows', () => {
    const base = { stateId: 1, typeIds: [8] };
    expect(isCounted("rent", { ...base, maxBedrooms: 6 })).toBe(false);
    expect(isCounted("rent", { ...base, minBedrooms: 3, maxBedrooms: 2 })).toBe(false);
    expect(isCounted("rent", { ...base, minBedrooms: 2, maxBedrooms: 5 })).toBe(true);
    expect(isCounted("rent", { ...base, amenities: [1] })).toBe(false);
  });
  it("an extra beside a counted part with a minimum of bedrooms: that part's bedroom streams, the extra checked per row, page by cursor to the plain definition", async () => {
    let streamed = 0;
    await fc.assert(
      fc.asyncProperty(familyArb, extrasArb, async (r, extras) => {
        const asked = { ...toFilter({ ...r, extras }), minBedrooms: r.minBedrooms ?? 1 };
        if (asked.maxBedrooms !== undefined && asked.maxBedrooms < asked.minBedrooms) delete asked.maxBedrooms;
        const filter = await w.resolved(r.listingType, asked);
        const { counted, rest } = splitCounted(filter);
        const rows = await bedroomCounts(ctx(), r.listingType, counted);
        const beds = rows?.filter((b) => filter.maxBedrooms === undefined || b.page_beds <= filter.maxBedrooms);
        const streams = beds?.length ? (streamsOf(filter, beds) ?? undefined) : undefined;
        if (!streams) return;
        streamed++;
        const got: string[] = [];
        let cursor: string | undefined;
        for (let page = 1; page < 200; page++) {
          const q = searchQueries(ctx(), r.listingType, filter, r.sort, { page, perPage: r.perPage }, cursor, {
            streams,
            streamRest: rest,
            tree: { stateLive: 1e9, matches: 1 },
          });
          const found = await q.find.all();
          got.push(...found.slice(0, r.perPage).map((x) => x.id));
          if (found.length <= r.perPage) break;
          const last = found[r.perPage - 1]!;
          cursor = encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]);
        }
        expect(got, JSON.stringify({ r, extras })).toEqual(expected(r.listingType, filter, r.sort));
      }),
      { numRuns: 50 },
    );
    expect(streamed).toBeGreaterThan(10);
  });
  it("no place, newest first, a minimum of bedrooms: one stream per bedroom count on the type's bedrooms index, paging to the plain definition", async () => {
    let streamed = 0;
    await fc.assert(
      fc.asyncProperty(familyArb, async (r) => {
        const { stateId: _s, localityId: _l, ...anywhere } = toFilter({ ...r, minBedrooms: r.minBedrooms ?? 1 });
        const filter = { ...anywhere, ...(r.categoryId !== undefined ? { categoryId: r.categoryId } : {}) };
        if (filter.maxBedrooms !== undefined && filter.maxBedrooms < filter.minBedrooms!) delete filter.maxBedrooms;
        const got = await pagedToEnd(ctx(), r.listingType, filter, "latest", r.perPage);
        expect(got, JSON.stringify(r)).toEqual(expected(r.listingType, filter, "latest"));
        const rows = (await bedroomCounts(ctx(), r.listingType, filter))!;
        const streams = streamsOf(filter, rows);
        if (!streams) return;
        streamed++;
        expect(streams.column).toBeNull();
        const q = searchQueries(ctx(), r.listingType, filter, "latest", { page: 1, perPage: r.perPage }, undefined, {
          streams,
        });
        expect(q.find.toSQL().sql).toMatch(/indexed by properties_s_type_beds_latest/);
        // By price, no such index: the streams are not taken.
        const priced = searchQueries(ctx(), r.listingType, filter, "price_asc", { page: 1, perPage: 3 }, undefined, {
          streams,
        });
        expect(priced.find.toSQL().sql).not.toMatch(/properties_s_type_beds_latest/);
      }),
      { numRuns: 40 },
    );
    expect(streamed).toBeGreaterThan(10);
  });
  it("a type or a family newest first in a place: one stream per type and locality on the type's index, the rest per row, paging to the plain definition", async () => {
    let kinded = 0;
    await fc.assert(
      fc.asyncProperty(familyArb, fc.option(extrasArb, { freq: 2 }), async (r, extras) => {
        const asked = {
          ...toFilter({ ...r, extras: extras ?? undefined }),
          ...(r.categoryId !== undefined ? { categoryId: r.categoryId } : {}),
        };
        // A type, a family, or a category (residential: types 8 and 9 among others; land: none of these listings).
        if (!asked.typeId && !asked.typeIds && asked.categoryId === undefined) asked.typeIds = [8, 9];
        const filter = await w.resolved(r.listingType, asked);
        const got: string[] = [];
        let cursor: string | undefined;
        for (let page = 1; page < 200; page++) {
          const q = searchQueries(ctx(), r.listingType, filter, "latest", { page, perPage: r.perPage }, cursor, {
            kinds: await kindsOf(ctx(), filter),
          });
          // Past MAX_KIND_ARMS streams, or past D1's 100 parameters (the rest's, in every stream), the page walks as before.
          if (page === 1) {
            const arms = (await kindsOf(ctx(), filter)).length * (filter.localityIds?.length ?? 1);
            const kindSql = /indexed by properties_s_type_kind_(locality|state|area|region)_latest/;
            if (arms > MAX_KIND_ARMS) expect(q.find.toSQL().sql).not.toMatch(kindSql);
            if (kindSql.test(q.find.toSQL().sql)) kinded++;
          }
          const found = await q.find.all();
          got.push(...found.slice(0, r.perPage).map((x) => x.id));
          if (found.length <= r.perPage) break;
          const last = found[r.perPage - 1]!;
          cursor = encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]);
        }
        expect(got, JSON.stringify({ r, extras })).toEqual(expected(r.listingType, filter, "latest"));
        // OFFSET (a shared link to page 2) gives the same second page.
        const second = await searchQueries(
          ctx(),
          r.listingType,
          filter,
          "latest",
          { page: 2, perPage: r.perPage },
          undefined,
          {
            kinds: await kindsOf(ctx(), filter),
          },
        ).find.all();
        expect(second.slice(0, r.perPage).map((x) => x.id)).toEqual(got.slice(r.perPage, 2 * r.perPage));
      }),
      { numRuns: 60 },
    );
    expect(kinded).toBeGreaterThan(30);
  });
});
