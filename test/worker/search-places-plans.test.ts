import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import type { Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import type { PlaceFilter } from "../../worker/services/listings/search-places";
import type { ServiceCtx } from "../../worker/lib/context";

/**
 * The plans of an area's or a region's pages (search-places.ts): one stream per locality seeks that locality's sort
 * index, merged with no sort; the walk walks the state's; the rare seek, the band streams and keywords read the state's
 * or the localities' indexes with the subtree checked per row (a subtree no column describes); an area or a region by
 * its own column reads its own indexes. No plan scans properties. EXPLAIN
 * QUERY PLAN needs no listings: this file seeds none.
 */
const ctx = (): ServiceCtx => ({ db: createDb(env.DB), env, now: Date.now() });
/** An area of state 25 and its neighbourhoods. */
const TREE = { stateId: 25, localityIds: [82, 83, 89, 90, 91] };
const MERGE = { stateLive: 1e9, matches: 1 };
const WALK = { stateLive: 1, matches: 1e9 };

async function plan(
  type: string | undefined,
  filter: PlaceFilter,
  sort: Sort | undefined,
  opts: NonNullable<Parameters<typeof searchQueries>[6]> = {},
  cursor?: string,
) {
  const q = searchQueries(ctx(), type, filter, sort, { page: 1, perPage: 12 }, cursor, opts).find.toSQL();
  const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
    .bind(...q.params)
    .all<{ detail: string }>();
  return { text: q.sql, plan: rows.results.map((r) => r.detail).join("\n") };
}
const cursorOf = (c: [number, number, string]) => btoa(JSON.stringify(c)).replace(/=+$/, "");
const noScan = (p: string) => expect(p).not.toMatch(/SCAN properties(?! USING)/);
/** Past 5 streams the merge nests groups of 5, each under its page's LIMIT: only the groups' pages are sorted, never a stream. */
const sortsOnlyGroups = (p: string) => {
  const lines = p.split("\n");
  lines.forEach((l, i) => {
    if (/TEMP B-TREE/.test(l)) expect(lines[i - 1]).toMatch(/^SCAN \(subquery-\d+\)$/);
  });
};

describe("an area's and a region's query plans", () => {
  it("one stream per locality seeks that locality's sort index in the page's order, merged with no sort, cursors too", async () => {
    for (const [sort, index] of [
      ["latest", "properties_s_type_locality_latest"],
      ["price_desc", "properties_s_type_locality_price"],
      ["price_asc", "properties_s_type_locality_price_asc"],
    ] as const) {
      const { plan: p } = await plan("rent", TREE, sort, { tree: MERGE });
      expect(
        p.match(new RegExp(`USING INDEX ${index} \\(status=\\? AND listing_type=\\? AND locality_id=\\?\\)`, "g")),
      ).toHaveLength(5);
      expect(p).toMatch(/MERGE \(UNION ALL\)/);
      expect(p).not.toMatch(/TEMP B-TREE/);
      noScan(p);
    }
    // Price low-high inside the boosted group: the rest of it and the unboosted group, two seeks per locality.
    const boosted = await plan("rent", TREE, "price_asc", { tree: MERGE }, cursorOf([1, 500, "x"]));
    expect(
      boosted.plan.match(
        /properties_s_type_locality_price_asc \(status=\? AND listing_type=\? AND locality_id=\? AND premium_listing=\? AND \(price_kobo,id\)>\(\?,\?\)\)/g,
      ),
    ).toHaveLength(5);
    sortsOnlyGroups(boosted.plan);
    const latest = await plan("rent", TREE, "latest", { tree: MERGE }, cursorOf([0, 500, "x"]));
    expect(latest.plan).toMatch(
      /properties_s_type_locality_latest \(status=\? AND listing_type=\? AND locality_id=\? AND \(premium_listing,created_at,id\)<\(\?,\?,\?\)\)/,
    );
    // Bedroom streams: one per locality and bedroom count (and boost, by price).
    const beds = await plan("rent", { ...TREE, minBedrooms: 3 }, "price_asc", {
      tree: MERGE,
      beds: [3, 4],
      streams: { beds: [3, 4], column: "state_id", placeId: 25, stateId: null },
    });
    expect(
      beds.plan.match(
        /properties_s_type_locality_beds_price \(status=\? AND listing_type=\? AND locality_id=\? AND bedrooms=\? AND premium_listing=\?\)/g,
      ),
    ).toHaveLength(20);
    sortsOnlyGroups(beds.plan);
    noScan(beds.plan);
  });

  it("the walk goes down the state's sort index with the subtree checked per row; no type walks the state's newest", async () => {
    const walk = await plan("rent", TREE, "latest", { tree: WALK });
    expect(walk.plan).toMatch(/properties_s_type_state_latest \(status=\? AND listing_type=\? AND state_id=\?\)/);
    expect(walk.text).toMatch(/\+"properties"\."locality_id" in \(82, 83, 89, 90, 91\)/);
    expect(walk.plan).not.toMatch(/TEMP B-TREE/);
    // Other filters than the place: the walk, whatever the counts (a stream per locality could read its locality whole).
    const furnished = await plan("rent", { ...TREE, furnishing: "furnished" }, "latest", { tree: MERGE });
    expect(furnished.plan).toMatch(/properties_s_type_state_latest/);
    const all = await plan(undefined, TREE, "latest", { tree: MERGE });
    expect(all.plan).toMatch(/properties_s_state_latest/);
    const viewed = await plan("rent", TREE, "most_viewed", { tree: MERGE });
    for (const p of [walk.plan, furnished.plan, all.plan, viewed.plan]) noScan(p);
  });

  it("a rare filter seeks each locality and bedroom count of the locality index; band streams and keywords read the state's", async () => {
    // With a property type too: the type's own index is never the seek (its listings are everywhere).
    const rare = await plan("rent", { ...TREE, typeId: 8, minBedrooms: 5, maxPriceKobo: 1_000_000_00 }, "latest", {
      rare: true,
      beds: [5, 6],
    });
    expect(rare.plan).toMatch(
      /properties_s_type_locality_beds_price \(status=\? AND listing_type=\? AND locality_id=\? AND bedrooms=\? AND premium_listing=\? AND price_kobo<\?\)/,
    );
    expect(rare.plan).not.toMatch(/properties_type_idx/);
    const banded = await plan("rent", { ...TREE, minBedrooms: 3, minPriceKobo: 1_500_000_00 }, "latest", {
      bandStreams: { column: "state_id", placeId: 25, stateId: null, bands: [7, 8, 9] },
    });
    expect(
      banded.plan.match(
        /properties_s_type_state_band_latest \(status=\? AND listing_type=\? AND state_id=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(3);
    expect(banded.text).toMatch(/"band_page"\."locality_id" in \(82, 83, 89, 90, 91\)/);
    expect(banded.plan).not.toMatch(/TEMP B-TREE/);
    const keyword = await plan("rent", { ...TREE, query: "duplex" }, undefined);
    expect(keyword.plan).toMatch(/listings_fts VIRTUAL TABLE/);
    for (const p of [rare.plan, banded.plan, keyword.plan]) noScan(p);
  });
  it("a property type newest first takes its type's own index: a locality's range, an area's state range with the subtree per row", async () => {
    const one = await plan("sale", { stateId: 25, localityId: 82, typeId: 9 }, "latest", {});
    expect(one.plan).toMatch(
      /properties_s_type_kind_locality_latest \(status=\? AND listing_type=\? AND type_id=\? AND locality_id=\?\)/,
    );
    const area = await plan("sale", { ...TREE, typeId: 9 }, "latest", { tree: WALK });
    expect(area.plan).toMatch(
      /properties_s_type_kind_state_latest \(status=\? AND listing_type=\? AND type_id=\? AND state_id=\?\)/,
    );
    // Few matches and nothing else to narrow the place: the type's listings in each locality, no more.
    const rare = await plan("sale", { ...TREE, typeId: 9 }, "latest", { rare: true, beds: [0, 1, 2, 3] });
    expect(rare.plan).toMatch(
      /properties_s_type_kind_locality_latest \(status=\? AND listing_type=\? AND type_id=\? AND locality_id=\?/,
    );
    // By price the place's price index still serves the order; the type is checked per row.
    const priced = await plan("sale", { ...TREE, typeId: 9 }, "price_asc", { tree: WALK });
    expect(priced.plan).toMatch(/properties_s_type_state_price_asc/);
    for (const p of [one.plan, area.plan, priced.plan]) expect(p).not.toMatch(/TEMP B-TREE/);
    for (const p of [one.plan, area.plan, rare.plan, priced.plan]) noScan(p);
  });
  it("by move-in cost, one stream per locality on its move-in index, merged with no sort, cursors too", async () => {
    for (const cursor of [undefined, cursorOf([1, 500_000_00, "x"]), cursorOf([0, 500_000_00, "x"])]) {
      const p = await plan("rent", TREE, "move_in_asc", { tree: MERGE }, cursor);
      expect(p.plan).toMatch(
        /properties_s_type_locality_move_in_asc \(status=\? AND listing_type=\? AND locality_id=\?/,
      );
      sortsOnlyGroups(p.plan);
      noScan(p.plan);
    }
  });
});

describe("an area's and a region's plans on their own indexes", () => {
  /** Lekki (an area of Lagos, state 25) and a region, by their own column as placeFilter writes them. */
  const AREA: PlaceFilter = { stateId: 25, localityId: 82, ancestor: "area_id" };
  /** A region of Lagos (any id: EXPLAIN QUERY PLAN reads no row). */
  const region = async (): Promise<PlaceFilter> => ({ stateId: 25, localityId: 9_001, ancestor: "region_id" });
  const noSort = (p: string) => expect(p).not.toMatch(/TEMP B-TREE/);

  it("walks the area's sort index in the page's order for newest, price and move-in; by views its state's", async () => {
    for (const [sort, index] of [
      ["latest", "properties_s_type_area_latest"],
      ["price_desc", "properties_s_type_area_price"],
      ["price_asc", "properties_s_type_area_price_asc"],
      ["move_in_asc", "properties_s_type_area_move_in_asc"],
    ] as const) {
      const p = await plan("rent", AREA, sort);
      expect(p.plan).toMatch(new RegExp(`${index} \\(status=\\? AND listing_type=\\? AND area_id=\\?\\)`));
      noSort(p.plan);
      noScan(p.plan);
    }
    const viewed = await plan("rent", AREA, "most_viewed");
    expect(viewed.text).toMatch(/\+"properties"\."area_id" = \?/);
    noScan(viewed.plan);
    const typed = await plan("rent", { ...AREA, typeId: 8 }, "latest");
    expect(typed.plan).toMatch(
      /properties_s_type_kind_area_latest \(status=\? AND listing_type=\? AND type_id=\? AND area_id=\?\)/,
    );
    noSort(typed.plan);
    // By price the area's price index serves the order; the type is checked per row.
    const typedByPrice = await plan("rent", { ...AREA, typeId: 8 }, "price_asc");
    expect(typedByPrice.plan).toMatch(/properties_s_type_area_price_asc/);
    noSort(typedByPrice.plan);
  });

  it("the area's bedroom, (count, band), band and type streams and the rare seek read the area's indexes", async () => {
    const beds = await plan("rent", { ...AREA, minBedrooms: 3 }, "price_asc", {
      beds: [3, 4],
      streams: { beds: [3, 4], column: "area_id", placeId: 82, stateId: 25 },
    });
    expect(
      beds.plan.match(
        /properties_s_type_area_beds_price \(status=\? AND listing_type=\? AND area_id=\? AND bedrooms=\? AND premium_listing=\?\)/g,
      ),
    ).toHaveLength(4);
    const pairs = await plan("rent", { ...AREA, minBedrooms: 2, minPriceKobo: 2_000_000_00 }, "latest", {
      beds: [2, 3],
      streams: {
        beds: [2, 3],
        column: "area_id",
        placeId: 82,
        stateId: 25,
        pairs: [
          [2, 9],
          [3, 9],
          [3, 10],
        ],
      },
    });
    expect(
      pairs.plan.match(
        /properties_s_type_area_beds_band_latest \(status=\? AND listing_type=\? AND area_id=\? AND bedrooms=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(3);
    const banded = await plan("rent", { ...AREA, minPriceKobo: 2_000_000_00 }, "latest", {
      bandStreams: { column: "area_id", placeId: 82, stateId: 25, bands: [9, 10] },
    });
    expect(
      banded.plan.match(
        /properties_s_type_area_band_latest \(status=\? AND listing_type=\? AND area_id=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(2);
    const kinds = await plan("rent", { ...AREA, typeIds: [8, 9] }, "latest", { kinds: [8, 9] });
    expect(
      kinds.plan.match(
        /properties_s_type_kind_area_latest \(status=\? AND listing_type=\? AND type_id=\? AND area_id=\?\)/g,
      ),
    ).toHaveLength(2);
    const rare = await plan("rent", { ...AREA, minBedrooms: 5, maxPriceKobo: 1_000_000_00 }, "latest", {
      rare: true,
      beds: [5, 6],
    });
    expect(rare.plan).toMatch(
      /properties_s_type_area_beds_price \(status=\? AND listing_type=\? AND area_id=\? AND bedrooms=\? AND premium_listing=\? AND price_kobo<\?\)/,
    );
    for (const p of [beds.plan, pairs.plan, banded.plan, kinds.plan]) noSort(p);
    for (const p of [beds.plan, pairs.plan, banded.plan, kinds.plan, rare.plan]) noScan(p);
  });

  it("an area's extra reads the area's postings, a region's the region's", async () => {
    const area = await plan("rent", { ...AREA, amenities: [15] }, "latest", { extra: 15 });
    expect(area.plan).toMatch(/listing_extras_area_latest \(extra=\? AND listing_type=\? AND area_id=\?\)/);
    const r = await region();
    const island = await plan("rent", { ...r, amenities: [15] }, "price_asc", { extra: 15 });
    expect(island.plan).toMatch(
      /listing_extras_region_price \(extra=\? AND listing_type=\? AND region_id=\? AND premium=\?\)/,
    );
    for (const p of [area.plan, island.plan]) noScan(p);
  });

  it("a region walks and streams on its own indexes as an area does; by views, its state's with the region per row", async () => {
    const r = await region();
    for (const [sort, index] of [
      ["latest", "properties_s_type_region_latest"],
      ["price_desc", "properties_s_type_region_price"],
      ["price_asc", "properties_s_type_region_price_asc"],
      ["move_in_asc", "properties_s_type_region_move_in_asc"],
    ] as const) {
      const p = await plan("rent", r, sort);
      expect(p.plan).toMatch(new RegExp(`${index} \\(status=\\? AND listing_type=\\? AND region_id=\\?\\)`));
      noSort(p.plan);
      noScan(p.plan);
    }
    const viewed = await plan("rent", r, "most_viewed");
    expect(viewed.text).toMatch(/\+"properties"\."region_id" = \?/);
    noScan(viewed.plan);
    const beds = await plan("rent", { ...r, minBedrooms: 3 }, "price_asc", {
      beds: [3],
      streams: { beds: [3], column: "region_id", placeId: r.localityId as number, stateId: 25 },
    });
    expect(beds.plan).toMatch(
      /properties_s_type_region_beds_price \(status=\? AND listing_type=\? AND region_id=\? AND bedrooms=\? AND premium_listing=\?\)/,
    );
    const banded = await plan("rent", { ...r, minPriceKobo: 2_000_000_00 }, "latest", {
      bandStreams: { column: "region_id", placeId: r.localityId as number, stateId: 25, bands: [9, 10] },
    });
    expect(banded.plan).toMatch(/properties_s_type_region_band_latest/);
    const kinds = await plan("rent", { ...r, typeId: 8 }, "latest", { kinds: [8] });
    expect(kinds.plan).toMatch(
      /properties_s_type_kind_region_latest \(status=\? AND listing_type=\? AND type_id=\? AND region_id=\?\)/,
    );
    // A minimum of bedrooms by move-in cost: no index of its own; its state's bedroom streams, the region per row.
    const moveIn = await plan("rent", { ...r, minBedrooms: 2 }, "move_in_asc", {
      beds: [2],
      streams: { beds: [2], column: "region_id", placeId: r.localityId as number, stateId: 25 },
    });
    expect(moveIn.plan).toMatch(/properties_s_type_state_beds_move_in/);
    expect(moveIn.text).toMatch(/\+region_id = /);
    for (const p of [beds.plan, banded.plan, kinds.plan, moveIn.plan]) {
      noSort(p);
      noScan(p);
    }
  });
});
