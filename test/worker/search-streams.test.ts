import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { extrasFilterArb, filterArb, leafFilterArb, pagedToEnd, streamListings } from "./search-streams-fixtures";
import { searchProperties, type SearchFilter, type Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { bedroomCounts, facetStreams, streamsOf } from "../../worker/services/listings/search-streams";
import { priceBands } from "../../worker/services/listings/search-price-bands";
import { cardsByIds } from "../../worker/services/listings/cards";
import { encodeCursor } from "../../worker/services/listings/search-cursor";
import { bandOf, facetTotal } from "../../worker/services/listings/facet-counts";

/**
 * Pages merged from one index stream per bedroom count (and boost, for price sorts), the
 * boosted/unboosted split of a price low-high cursor, and the rare seek over the bedroom counts present give
 * exactly the listings, in exactly the order, of the plain definition (search-streams-fixtures.ts), paging by
 * cursor to the end with random page sizes, for a state, a neighbourhood, an area and a region (by their own column and
 * indexes; and as a subtree of localities, by one stream per locality and by the state's
 * walk alike), with totals equal to the definition's count where exact; and the cards built from the page's rows are the
 * cards read by id.
 * Price bands: search-streams-bands.test.ts; map cells: search-streams-map.test.ts; plans: search-streams-plans.test.ts.
 */
const w = streamListings();
const { all, locs, ctx, expected, toFilter } = w;

beforeAll(w.seed);

describe("merged and split search pages", () => {
  it("paging by cursor to the end gives exactly the plain definition's listings in its order, whatever the filter (extras too), sort and page size", async () => {
    await fc.assert(
      fc.asyncProperty(extrasFilterArb, async (r) => {
        const filter = toFilter(r);
        const want = expected(r.listingType, filter, r.sort);
        // Totals too: exact ones equal the definition's count ("1,000+" and estimates are not exact).
        const got = await pagedToEnd(ctx(), r.listingType, filter, r.sort, r.perPage, (res) => {
          if (!res.totalIsEstimate && !res.totalIsLowerBound) expect(res.total, JSON.stringify(r)).toBe(want.length);
        });
        expect(got, JSON.stringify(r)).toEqual(want);
      }),
      { numRuns: 80 },
    );
  });

  it("the streams' page equals the plain walk's page by page (OFFSET too), with the counts present from the skip through the index", async () => {
    await fc.assert(
      fc.asyncProperty(leafFilterArb, fc.integer({ min: 1, max: 4 }), async (r, page) => {
        const filter = { ...toFilter(r), minBedrooms: r.minBedrooms ?? 1 };
        const counted = (await bedroomCounts(ctx(), r.listingType, filter))!;
        const beds = counted.map((b) => b.page_beds);
        expect(beds).toEqual(
          [
            ...new Set(
              all
                .filter(
                  (l) =>
                    l.active &&
                    l.listingType === r.listingType &&
                    (r.place < 0 || l.localityId === locs[r.place]) &&
                    l.bedrooms >= filter.minBedrooms,
                )
                .map((l) => l.bedrooms),
            ),
          ].sort((a, b) => a - b),
        );
        const paging = { page, perPage: r.perPage };
        const plain = await searchQueries(ctx(), r.listingType, filter, r.sort, paging).find.all();
        const merged = searchQueries(ctx(), r.listingType, filter, r.sort, paging, undefined, {
          streams: streamsOf(filter, counted) ?? undefined,
          beds,
        });
        if (beds.length) expect(merged.find.toSQL().sql).toMatch(/indexed by properties_s_type_(state|locality)_beds_/);
        const rows = await merged.find.all();
        expect(rows.map((x) => x.id)).toEqual(plain.map((x) => x.id));
        const rare = await searchQueries(ctx(), r.listingType, filter, r.sort, paging, undefined, {
          rare: true,
          beds,
        }).find.all();
        expect(rare.map((x) => x.id)).toEqual(plain.map((x) => x.id));
        // Newest first: one stream per count and price band (migrations/0042), with the bands the facet counts hold and with every band of the range.
        const facet = (await facetTotal(ctx(), r.listingType, filter))!;
        for (const held of [facet.bands, null]) {
          const streams = streamsOf(filter, counted, priceBands(filter, held)) ?? undefined;
          const banded = searchQueries(ctx(), r.listingType, filter, "latest", paging, undefined, { streams, beds });
          const plainLatest = await searchQueries(ctx(), r.listingType, filter, "latest", paging).find.all();
          if (streams?.bands?.length && beds.length * streams.bands.length <= 20)
            expect(banded.find.toSQL().sql).toMatch(/indexed by properties_s_type_(state|locality)_beds_band_latest/);
          expect((await banded.find.all()).map((x) => x.id)).toEqual(plainLatest.map((x) => x.id));
        }
        // Newest first, the (count, band) pairs from the facet rows (bedroomBands): every pair holding a match is among them.
        const fromFacets = facet.upper > 0 ? await facetStreams(ctx(), r.listingType, filter, facet) : null;
        const want = expected(r.listingType, filter, "latest");
        if (fromFacets === "none") expect(want).toEqual([]);
        else if (fromFacets) {
          const pairs = new Set(fromFacets.pairs!.map(([b, band]) => `${b}:${band}`));
          for (const id of want) {
            const l = all.find((x) => x.id === id)!;
            expect(pairs.has(`${l.bedrooms}:${bandOf(l.priceKobo)}`), `${l.bedrooms}:${bandOf(l.priceKobo)}`).toBe(
              true,
            );
          }
          const paired = searchQueries(ctx(), r.listingType, filter, "latest", paging, undefined, {
            streams: fromFacets,
            beds: fromFacets.beds,
          });
          const plainLatest = await searchQueries(ctx(), r.listingType, filter, "latest", paging).find.all();
          expect((await paired.find.all()).map((x) => x.id)).toEqual(plainLatest.map((x) => x.id));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("an area's and a region's pages, by their own column (their own indexes) and by one stream per locality or the walk of a subtree, page by cursor and by OFFSET to the plain definition", async () => {
    const plans = new Set<string>();
    await fc.assert(
      fc.asyncProperty(filterArb, fc.boolean(), async (r, beds) => {
        // The area (2) or the region (3); with or without a minimum of bedrooms (the bedroom streams).
        const asked = toFilter({ ...r, place: r.place < 2 ? 2 + (r.place & 1) : r.place });
        const resolved = await w.resolved(r.listingType, beds ? asked : { ...asked, minBedrooms: undefined });
        expect(resolved.ancestor).toBe(resolved.localityId === w.tree.area ? "area_id" : "region_id");
        // The same place as a subtree no column describes (localityIds): one stream per locality, or the state's walk.
        const { localityId: _id, ancestor: _a, ...rest } = resolved;
        const subtree = { ...rest, localityIds: w.under(resolved.localityId as number) };
        const want = expected(r.listingType, resolved, r.sort);
        expect(expected(r.listingType, subtree, r.sort)).toEqual(want);
        for (const [filter, trees] of [
          [resolved, [undefined]],
          [
            subtree,
            [
              { stateLive: 1e9, matches: 1 },
              { stateLive: 1, matches: 1e9 },
            ],
          ],
        ] as const) {
          const beds0 = filter.minBedrooms ? await bedroomCounts(ctx(), r.listingType, filter) : null;
          const streams = beds0 ? (streamsOf(filter, beds0) ?? undefined) : undefined;
          for (const tree of trees) {
            const got: string[] = [];
            let cursor: string | undefined;
            for (let n = 1; n < 200; n++) {
              const q = searchQueries(ctx(), r.listingType, filter, r.sort, { page: n, perPage: r.perPage }, cursor, {
                tree,
                streams,
                beds: beds0?.map((b) => b.page_beds),
              });
              const text = q.find.toSQL().sql;
              plans.add(
                "localityIds" in filter
                  ? /indexed by properties_s_type_locality_/.test(text)
                    ? "streams"
                    : "walk"
                  : /area_id/.test(text)
                    ? "area"
                    : "region",
              );
              const rows = await q.find.all();
              got.push(...rows.slice(0, r.perPage).map((x) => x.id));
              if (rows.length <= r.perPage) break;
              const last = rows[r.perPage - 1]!;
              cursor = encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]);
            }
            expect(got, JSON.stringify({ r, beds, tree, filter })).toEqual(want);
            const second = await searchQueries(
              ctx(),
              r.listingType,
              filter,
              r.sort,
              { page: 2, perPage: r.perPage },
              undefined,
              { tree, streams },
            ).find.all();
            expect(second.map((x) => x.id)).toEqual(want.slice(r.perPage, 2 * r.perPage + 1));
          }
        }
      }),
      { numRuns: 40 },
    );
    expect([...plans].sort()).toEqual(["area", "region", "streams", "walk"]);
  });

  it("the cards built from the page query's rows equal the cards read by id", async () => {
    // The plain walk (Drizzle's row), bedroom streams (raw rows of a merge) and map cells (raw rows after the merge).
    const cases: [SearchFilter, Sort][] = [
      [{ stateId: w.stateId }, "latest"],
      [{ stateId: w.stateId, minBedrooms: 1 }, "price_asc"],
      [{ stateId: w.stateId, bounds: { south: 6.41, west: 3.4, north: 6.47, east: 3.55 } }, "latest"],
    ];
    for (const [filter, sort] of cases) {
      const res = await searchProperties(ctx(), null, "rent", filter, sort, { page: 1, perPage: 30 });
      expect(res.data.length).toBeGreaterThan(0);
      expect(res.data).toEqual(
        await cardsByIds(
          ctx(),
          res.data.map((c) => c.id),
        ),
      );
    }
  });
});
