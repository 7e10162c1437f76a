import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { createDb } from "../../worker/db/client";
import type { SearchFilter, Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { mapCells } from "../../worker/services/listings/search-map-cells";
import type { ServiceCtx } from "../../worker/lib/context";
import { queryPlan } from "./search-streams-fixtures";

/**
 * The plans of merged pages (bedroom streams, the boosted price cursor, map cells, price bands): each stream seeks its
 * index, with no sort and no scan. EXPLAIN QUERY PLAN needs no listings: this file seeds none.
 */
const NOW = Date.now();
const ctx = (): ServiceCtx => ({ db: createDb(env.DB), env, now: NOW });

describe("merged and split search pages", () => {
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
      return queryPlan(q);
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
    // Move-in cost low-high: one stream per count and boost on the move-in bedroom index; the price is checked per row.
    const byMoveIn = await plan(
      { localityId: 3, minBedrooms: 2, maxPriceKobo: 5_000_000_00 },
      "move_in_asc",
      undefined,
      [2, 3],
    );
    expect(byMoveIn).toMatch(/MERGE \(UNION ALL\)/);
    expect(byMoveIn).toMatch(
      /properties_s_type_locality_beds_move_in \(status=\? AND listing_type=\? AND locality_id=\? AND bedrooms=\? AND premium_listing=\?\)/,
    );
    expect(byMoveIn).not.toMatch(/TEMP B-TREE|SCAN properties/);
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
    const cells = await queryPlan(q);
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
    const fine = await queryPlan(vq);
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
    const bandsPlan = await queryPlan(bq);
    expect(
      bandsPlan.match(
        /SEARCH properties USING INDEX properties_s_type_state_band_latest \(status=\? AND listing_type=\? AND state_id=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(5);
    expect(bandsPlan).not.toMatch(/TEMP B-TREE/);
    // A filter the facet rows count only in part (bathrooms, a lister): the page walks the counted part's index, and the
    // rows it examined up to its last are counted on the same index as one range (for the total's estimate).
    const sq = searchQueries(
      ctx(),
      "rent",
      { stateId: 25, minBathrooms: 3, verifiedOnly: true },
      "latest",
      { page: 1, perPage: 12 },
      undefined,
      { sample: { counted: { stateId: 25 }, rest: { minBathrooms: 3, verifiedOnly: true } } },
    );
    const examined = sq.examined!([0, NOW, "some-id"]);
    const sampledPlan = await queryPlan(new SQLiteAsyncDialect().sqlToQuery(examined));
    expect(sampledPlan).toMatch(
      /SEARCH properties USING (COVERING )?INDEX properties_s_type_state_latest \(status=\? AND listing_type=\? AND state_id=\? AND \(premium_listing,created_at,id\)>\(\?,\?,\?\)\)/,
    );
    const byPriceExamined = searchQueries(
      ctx(),
      "rent",
      { stateId: 25, minBathrooms: 3 },
      "price_asc",
      { page: 1, perPage: 12 },
      undefined,
      { sample: { counted: { stateId: 25 }, rest: { minBathrooms: 3 } } },
    ).examined!([0, 5_000_000_00, "some-id"]);
    const priceSampled = await queryPlan(new SQLiteAsyncDialect().sqlToQuery(byPriceExamined));
    expect(priceSampled).toMatch(
      /properties_s_type_state_price_asc \(status=\? AND listing_type=\? AND state_id=\? AND premium_listing=\? AND \(price_kobo,id\)<\(\?,\?\)\)/,
    );
    for (const p of [byPrice, latest, boosted, banded, cells, fine, bandsPlan, sampledPlan, priceSampled]) {
      expect(p).not.toMatch(/SCAN properties(?! USING)/);
      expect(p).not.toMatch(/properties_confirmed_idx/);
    }
    for (const p of [byPrice, boosted]) expect(p).not.toMatch(/TEMP B-TREE/);
  });
});
