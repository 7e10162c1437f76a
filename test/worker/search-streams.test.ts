import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { db, makeUser, seedListing, uniq } from "./helpers";
import { localities, states } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import {
  bedroomCounts,
  encodeCursor,
  facetStreams,
  mapCells,
  MAX_BAND_STREAMS,
  priceBands,
  searchProperties,
  searchQueries,
  streamsOf,
  type SearchFilter,
  type Sort,
} from "../../worker/services/listings/search";
import { cardsByIds } from "../../worker/services/listings/cards";
import { bandOf, facetTotal, PRICE_BANDS } from "../../worker/services/listings/facet-counts";
import { PRICE_BAND_EXPR } from "../../worker/db/schema";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";

/**
 * Pages merged from one index stream per bedroom count (and boost, for price sorts), the
 * boosted/unboosted split of a price low-high cursor, and the rare seek over the bedroom counts present give
 * exactly the listings, in exactly the order, of the plain definition: every live listing matching the filter,
 * boosted first, then the sort key, then the id. Checked against that definition computed in JS over random
 * listings (ties in price and age, stale, duplicate and unpublished ones, bedroom counts up to 12), paging by
 * cursor to the end with random page sizes.
 */
const DAY = 86_400_000;
const NOW = Date.now();
type L = {
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
let stateId: number, locs: number[];
const all: L[] = [];
const ctx = (): ServiceCtx => ({ db: createDb(env.DB), env, now: NOW });

beforeAll(async () => {
  stateId = 300_000 + Math.floor(Math.random() * 600_000);
  const slug = `streams-${uniq()}`;
  await db()
    .insert(states)
    .values({ id: stateId, name: `Streams ${slug}`, slug, capital: "C", lat: 9, lng: 7 })
    .run();
  locs = [stateId * 10 + 1, stateId * 10 + 2];
  await db()
    .insert(localities)
    .values(
      locs.map((id, i) => ({ id, stateId, name: `Stream ${i} ${slug}`, slug: `stream-${i}-${slug}`, lat: 9, lng: 7 })),
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
    all.push({ id, ...over, live: m.state === "live", active: m.state !== "inactive" });
  }
});

/** The plain definition, in JS. */
function expected(type: string, f: SearchFilter, sort: Sort) {
  const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return all
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
}

const filterArb = fc.record(
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

const toFilter = (r: {
  place: number;
  typeId?: number;
  minBedrooms?: number;
  minPriceKobo?: number;
  maxPriceKobo?: number;
}): SearchFilter => ({
  stateId,
  ...(r.place >= 0 ? { localityId: locs[r.place]! } : {}),
  ...(r.typeId !== undefined ? { typeId: r.typeId } : {}),
  ...(r.minBedrooms !== undefined ? { minBedrooms: r.minBedrooms } : {}),
  ...(r.minPriceKobo !== undefined ? { minPriceKobo: r.minPriceKobo } : {}),
  ...(r.maxPriceKobo !== undefined ? { maxPriceKobo: r.maxPriceKobo } : {}),
});

describe("merged and split search pages", () => {
  it("paging by cursor to the end gives exactly the plain definition's listings in its order, whatever the filter, sort and page size", async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, async (r) => {
        const filter = toFilter(r);
        const want = expected(r.listingType, filter, r.sort);
        const got: string[] = [];
        let cursor: string | undefined;
        for (let page = 1; page < 200; page++) {
          const res = await searchProperties(
            ctx(),
            null,
            r.listingType,
            filter,
            r.sort,
            { page, perPage: r.perPage },
            { cursor },
          );
          got.push(...res.data.map((c) => c.id));
          if (!res.hasMore) break;
          expect(res.nextCursor).toBeTruthy();
          cursor = res.nextCursor!;
        }
        expect(got, JSON.stringify(r)).toEqual(want);
      }),
      { numRuns: 60 },
    );
  });

  it("the streams' page equals the plain walk's page by page (OFFSET too), with the counts present from the skip through the index", async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, fc.integer({ min: 1, max: 4 }), async (r, page) => {
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

  it("newest first with a price range, one stream per price band (bedrooms and the rest checked on the merge), pages by cursor and by OFFSET to exactly the plain definition", async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(filterArb, fc.boolean(), async (r, beds) => {
        // With and without a minimum of bedrooms; always a price range (the band streams' shape).
        const filter: SearchFilter = {
          ...toFilter(r),
          minPriceKobo: r.minPriceKobo ?? 1_500_000_00,
          ...(beds ? {} : { minBedrooms: undefined }),
        };
        const facet = (await facetTotal(ctx(), r.listingType, filter))!;
        const byLocality = filter.localityId !== undefined;
        const want = expected(r.listingType, filter, "latest");
        for (const held of [facet.bands, null]) {
          const bands = priceBands(filter, held);
          if (
            !bands.length ||
            bands.length > MAX_BAND_STREAMS ||
            facet.key.state === null ||
            facet.key.locality === null
          )
            continue;
          const bandStreams = {
            column: byLocality ? ("locality_id" as const) : ("state_id" as const),
            placeId: byLocality ? facet.key.locality : facet.key.state,
            stateId: byLocality ? facet.key.state : null,
            bands,
          };
          const got: string[] = [];
          let cursor: string | undefined;
          for (let n = 0; n < 200; n++) {
            const q = searchQueries(
              ctx(),
              r.listingType,
              filter,
              "latest",
              { page: n + 1, perPage: r.perPage },
              cursor,
              { bandStreams },
            );
            expect(q.find.toSQL().sql).toMatch(/indexed by properties_s_type_(state|locality)_band_latest/);
            const rows = await q.find.all();
            got.push(...rows.slice(0, r.perPage).map((x) => x.id));
            if (rows.length <= r.perPage) break;
            const last = rows[r.perPage - 1]!;
            cursor = encodeCursor([last.premium ? 1 : 0, Number(last.key), last.id]);
          }
          expect(got, JSON.stringify({ r, beds, held })).toEqual(want);
          checked += want.length ? 1 : 0;
          const second = await searchQueries(
            ctx(),
            r.listingType,
            filter,
            "latest",
            { page: 2, perPage: r.perPage },
            undefined,
            { bandStreams },
          ).find.all();
          expect(second.map((x) => x.id)).toEqual(want.slice(r.perPage, 2 * r.perPage + 1));
        }
      }),
      { numRuns: 40 },
    );
    // Most runs compare a non-empty page (the rest: a filter nothing matches, or a range over more than 5 bands).
    expect(checked).toBeGreaterThan(20);
  });

  it("a map box pages by cursor (and by OFFSET) to exactly the plain definition's listings, through one stream per map cell", async () => {
    const grids = new Set<string>();
    const edge = fc.constantFrom(6.38, 6.4, 6.42, 6.43, 6.44, 6.45, 6.47, 6.5, 6.55);
    const side = fc.constantFrom(3.3, 3.4, 3.42, 3.43, 3.44, 3.45, 3.5, 3.6, 3.65);
    const boxArb = fc.record({ a: edge, b: edge, c: side, d: side }).map(({ a, b, c, d }) => ({
      south: Math.min(a, b),
      north: Math.max(a, b),
      west: Math.min(c, d),
      east: Math.max(c, d),
    }));
    await fc.assert(
      fc.asyncProperty(filterArb, boxArb, fc.boolean(), async (r, bounds, extra) => {
        // Sometimes with more filters (checked on the merged rows), sometimes the box and place only.
        const filter: SearchFilter = { ...(extra ? toFilter(r) : { stateId }), bounds };
        const want = expected(r.listingType, filter, "latest");
        const got: string[] = [];
        let cursor: string | undefined;
        for (let page = 1; page < 200; page++) {
          const res = await searchProperties(
            ctx(),
            null,
            r.listingType,
            filter,
            "latest",
            { page, perPage: r.perPage },
            { cursor },
          );
          got.push(...res.data.map((c) => c.id));
          if (!res.hasMore) break;
          cursor = res.nextCursor!;
        }
        expect(got, JSON.stringify({ r, bounds, extra })).toEqual(want);
        const page = searchQueries(ctx(), r.listingType, filter, "latest", { page: 2, perPage: r.perPage });
        const grid = mapCells(bounds);
        if (grid) expect(page.find.toSQL().sql).toContain(`indexed by ${grid.index}`);
        if (grid) grids.add(grid.index);
        expect((await page.find.all()).map((x) => x.id)).toEqual(want.slice(r.perPage, 2 * r.perPage + 1));
      }),
      { numRuns: 40 },
    );
    // At least two of the three grids were used (0.1°, 0.02° and 1° cells; which the boxes drew decides the third).
    expect(grids.size).toBeGreaterThanOrEqual(2);
    // A Lagos-wide box is one 1° cell; a district three 0.1° cells; a neighbourhood 0.02° cells.
    expect(mapCells({ south: 6.35, west: 3.1, north: 6.7, east: 3.7 })?.index).toBe(
      "properties_s_type_wide_cell_latest",
    );
    expect(mapCells({ south: 6.42, west: 3.4, north: 6.47, east: 3.6 })?.index).toBe("properties_s_type_cell_latest");
    expect(mapCells({ south: 6.42, west: 3.41, north: 6.44, east: 3.435 })?.index).toBe(
      "properties_s_type_fine_cell_latest",
    );
    expect(mapCells({ south: 4.3, west: 2.7, north: 9.0, east: 9.0 })).toBeNull();
  });

  it("the cards built from the page query's rows equal the cards read by id", async () => {
    // The plain walk (Drizzle's row), bedroom streams (raw rows of a merge) and map cells (raw rows after the merge).
    const cases: [SearchFilter, Sort][] = [
      [{ stateId }, "latest"],
      [{ stateId, minBedrooms: 1 }, "price_asc"],
      [{ stateId, bounds: { south: 6.41, west: 3.4, north: 6.47, east: 3.55 } }, "latest"],
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

  it("plans: bedroom streams and the boosted price cursor seek their indexes, with no sort and no scan", async () => {
    const plan = async (filter: SearchFilter, sort: Sort, cursor?: string, beds?: readonly number[]) => {
      const q = searchQueries(
        ctx(),
        "rent",
        filter,
        sort,
        { page: 2, perPage: 12 },
        cursor,
        beds
          ? {
              streams: {
                beds,
                column: filter.localityId ? "locality_id" : "state_id",
                placeId: filter.localityId ?? filter.stateId!,
                stateId: null,
                ...(sort === "latest" && filter.maxPriceKobo ? { bands: [11, 12, 13] } : {}),
              },
              beds,
            }
          : {},
      ).find.toSQL();
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
        .bind(...q.params)
        .all<{ detail: string }>();
      return rows.results.map((x) => x.detail).join("\n");
    };
    const byPrice = await plan(
      { localityId: 3, minBedrooms: 3, maxPriceKobo: 5_000_000_00 },
      "price_asc",
      undefined,
      [3, 4],
    );
    expect(byPrice).toMatch(/MERGE \(UNION ALL\)/);
    expect(byPrice).toMatch(
      /properties_s_type_locality_beds_price \(status=\? AND listing_type=\? AND locality_id=\? AND bedrooms=\? AND premium_listing=\? AND price_kobo<\?\)/,
    );
    const latest = await plan({ stateId: 25, minBedrooms: 2 }, "latest", undefined, [2, 3, 4, 5, 6, 7, 8]);
    expect(latest).toMatch(
      /properties_s_type_state_beds_latest \(status=\? AND listing_type=\? AND state_id=\? AND bedrooms=\?\)/,
    );
    const boosted = await plan({ stateId: 25 }, "price_asc", btoa(JSON.stringify([1, 100, "a"])).replace(/=+$/, ""));
    expect(boosted).toMatch(
      /properties_s_type_state_price_asc \(status=\? AND listing_type=\? AND state_id=\? AND premium_listing=\? AND \(price_kobo,id\)>\(\?,\?\)\)/,
    );
    expect(boosted).toMatch(
      /properties_s_type_state_price_asc \(status=\? AND listing_type=\? AND state_id=\? AND premium_listing=\?\)/,
    );
    const banded = await plan({ stateId: 25, minBedrooms: 5, maxPriceKobo: 5_000_000_00 }, "latest", undefined, [5, 6]);
    expect(banded).toMatch(
      /properties_s_type_state_beds_band_latest \(status=\? AND listing_type=\? AND state_id=\? AND bedrooms=\? AND <expr>=\?\)/,
    );
    const q = searchQueries(ctx(), "rent", { bounds: { south: 6.42, west: 3.4, north: 6.47, east: 3.6 } }, "latest", {
      page: 1,
      perPage: 12,
    }).find.toSQL();
    const cells = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
        .bind(...q.params)
        .all<{ detail: string }>()
    ).results
      .map((x) => x.detail)
      .join("\n");
    expect(cells).toMatch(/MERGE \(UNION ALL\)/);
    expect(
      cells.match(
        /SEARCH properties USING INDEX properties_s_type_cell_latest \(status=\? AND listing_type=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(3);
    expect(cells).not.toMatch(/TEMP B-TREE/);
    // A neighbourhood (Victoria Island): four 0.02° cells instead of a small share of one 0.1° cell.
    expect(mapCells({ south: 6.42, west: 3.41, north: 6.44, east: 3.435 })).toMatchObject({
      index: "properties_s_type_fine_cell_latest",
    });
    const vq = searchQueries(
      ctx(),
      "rent",
      { bounds: { south: 6.42, west: 3.41, north: 6.44, east: 3.435 } },
      "latest",
      { page: 1, perPage: 12 },
    ).find.toSQL();
    const fine = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${vq.sql}`)
        .bind(...vq.params)
        .all<{ detail: string }>()
    ).results
      .map((x) => x.detail)
      .join("\n");
    expect(
      fine.match(
        /SEARCH properties USING INDEX properties_s_type_fine_cell_latest \(status=\? AND listing_type=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(4);
    expect(fine).not.toMatch(/TEMP B-TREE/);
    // Newest first with a common price range: one seek per band of properties_s_type_state_band_latest, merged, no sort.
    const bq = searchQueries(
      ctx(),
      "rent",
      { stateId: 25, minBedrooms: 3, minPriceKobo: 1_500_000_00, maxPriceKobo: 4_500_000_00 },
      "latest",
      { page: 1, perPage: 12 },
      undefined,
      {
        bandStreams: { column: "state_id", placeId: 25, stateId: null, bands: [7, 8, 9, 10, 11] },
      },
    ).find.toSQL();
    const bandsPlan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${bq.sql}`)
        .bind(...bq.params)
        .all<{ detail: string }>()
    ).results
      .map((x) => x.detail)
      .join("\n");
    expect(
      bandsPlan.match(
        /SEARCH properties USING INDEX properties_s_type_state_band_latest \(status=\? AND listing_type=\? AND state_id=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(5);
    expect(bandsPlan).not.toMatch(/TEMP B-TREE/);
    for (const p of [byPrice, latest, boosted, banded, cells, fine, bandsPlan]) {
      expect(p).not.toMatch(/SCAN properties(?! USING)/);
      expect(p).not.toMatch(/properties_confirmed_idx/);
    }
    for (const p of [byPrice, boosted]) expect(p).not.toMatch(/TEMP B-TREE/);
  });
});

describe("the price band expression", () => {
  it("is the facet counts' band (bandOf) for every boundary, its neighbours and prices between", async () => {
    const prices = [0, 1, ...PRICE_BANDS.flatMap((b) => [b - 1, b, b + 1, b * 2 + 7]), 5_000_000_000_00];
    const got = await env.DB.prepare(
      `SELECT ${PRICE_BAND_EXPR} AS band FROM (SELECT value AS price_kobo FROM json_each(?))`,
    )
      .bind(JSON.stringify(prices))
      .all<{ band: number }>();
    expect(got.results.map((r) => r.band)).toEqual(prices.map(bandOf));
  });
});
