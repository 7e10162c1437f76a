import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { filterArb, streamListings } from "./search-streams-fixtures";
import { encodeCursor } from "../../worker/services/listings/search-cursor";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { MAX_BAND_STREAMS, priceBands } from "../../worker/services/listings/search-price-bands";
import { bandOf, facetTotal, PRICE_BANDS } from "../../worker/services/listings/facet-counts";
import { PRICE_BAND_EXPR } from "../../worker/db/schema";

/**
 * Newest first with a price range, one stream per price band (bandPage), pages by cursor and by OFFSET to exactly the
 * plain definition (search-streams-fixtures.ts); and the price band expression the streams' indexes hold is the facet
 * counts' band.
 */
const w = streamListings();
const { ctx, expected, toFilter } = w;

beforeAll(w.seed);

describe("merged and split search pages", () => {
  it("newest first with a price range, one stream per price band (bedrooms and the rest checked on the merge), pages by cursor and by OFFSET to exactly the plain definition", async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(filterArb, fc.boolean(), async (r, beds) => {
        // With and without a minimum of bedrooms; always a price range (the band streams' shape).
        // An area or a region as the search runs it (by its own column: its own band streams).
        const filter = await w.resolved(r.listingType, {
          ...toFilter(r),
          minPriceKobo: r.minPriceKobo ?? 1_500_000_00,
          ...(beds ? {} : { minBedrooms: undefined }),
        });
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
            column: byLocality ? (filter.ancestor ?? ("locality_id" as const)) : ("state_id" as const),
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
            expect(q.find.toSQL().sql).toMatch(
              filter.ancestor
                ? /indexed by properties_s_type_(area|region)_band_latest/
                : /indexed by properties_s_type_(state|locality)_band_latest/,
            );
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
