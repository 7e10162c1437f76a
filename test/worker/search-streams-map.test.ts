import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { filterArb, pagedToEnd, streamListings } from "./search-streams-fixtures";
import type { SearchFilter } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { mapCells } from "../../worker/services/listings/search-map-cells";

/**
 * A map box's page, newest first, merged from one stream per map cell the box overlaps (cellPage), pages by cursor and
 * by OFFSET to exactly the plain definition (search-streams-fixtures.ts), on whichever grid mapCells picks.
 */
const w = streamListings();
const { ctx, expected, toFilter } = w;

beforeAll(w.seed);

describe("merged and split search pages", () => {
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
        const filter: SearchFilter = { ...(extra ? toFilter(r) : { stateId: w.stateId }), bounds };
        const want = expected(r.listingType, filter, "latest");
        const got = await pagedToEnd(ctx(), r.listingType, filter, "latest", r.perPage);
        expect(got, JSON.stringify({ r, bounds, extra })).toEqual(want);
        const resolved = await w.resolved(r.listingType, filter);
        const page = searchQueries(ctx(), r.listingType, resolved, "latest", { page: 2, perPage: r.perPage });
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
});
