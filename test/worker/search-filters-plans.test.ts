import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { sqlOfText, withCardData } from "../../worker/services/listings/cards";
import type { SearchFilter, Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";
import { createDb } from "../../worker/db/client";
import { ftsTerms, keywordPlanSql } from "../../worker/services/listings/fts";

/**
 * The common shapes' query plans use the search indexes (no scan, no sort of all matches). EXPLAIN QUERY PLAN needs no
 * listings: this file seeds none.
 */
const dialect = new SQLiteAsyncDialect();

/** The plan of the common shapes: each one walks a search index in order and never sorts all matches. */
describe("query plans", () => {
  const ctx = () => ({ db: createDb(env.DB), env, now: Date.now() });
  async function plan(
    type: string | undefined,
    filter: SearchFilter,
    sort: Sort | undefined,
    page = 1,
    cursor?: string,
  ) {
    const { find } = searchQueries(ctx(), type, filter, sort, { page, perPage: 12 }, cursor);
    const q = find.toSQL();
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
      .bind(...q.params)
      .all<{ detail: string }>();
    return rows.results.map((r) => r.detail).join("\n");
  }
  const SHAPES: [string, string | undefined, SearchFilter, Sort | undefined, RegExp][] = [
    ["rent in a state, latest", "rent", { stateId: 25 }, undefined, /properties_s_type_state_latest/],
    ["rent in a state by state name", "rent", { state: "lagos" }, undefined, /properties_s_type_state_latest/],
    [
      "locality + min beds + max price, price low-high",
      "rent",
      { state: "lagos", locality: "lekki", minBedrooms: 3, maxPriceKobo: 5_000_000_00 },
      "price_asc",
      /properties_s_type_locality_price_asc/,
    ],
    ["locality, price high-low", "rent", { localityId: 3 }, "price_desc", /properties_s_type_locality_price\b/],
    ["sale latest", "sale", {}, "latest", /properties_s_type_latest/],
    ["short stay most viewed", "short_stay", {}, "most_viewed", /properties_s_type_views/],
    ["sale in a state price low-high", "sale", { stateId: 25 }, "price_asc", /properties_s_type_state_price_asc/],
    ["all listings latest", undefined, {}, undefined, /properties_s_latest/],
    ["all listings in a state", undefined, { stateId: 25 }, undefined, /properties_s_state_latest/],
  ];
  it("a keyset page seeks into the index after the cursor instead of reading the pages before it", async () => {
    for (const premium of [0, 1]) {
      const cursor = btoa(JSON.stringify([premium, Date.now(), "zzz"])).replace(/=+$/, "");
      const p = await plan("sale", {}, "latest", 50, cursor);
      expect(p).toMatch(
        /properties_s_type_latest \(status=\? AND listing_type=\? AND \(premium_listing,created_at,id\)<\(\?,\?,\?\)\)/,
      );
      expect(p).not.toMatch(/TEMP B-TREE/);
    }
    const asc = await plan(
      "rent",
      { stateId: 25 },
      "price_asc",
      2,
      btoa(JSON.stringify([0, 100, "a"])).replace(/=+$/, ""),
    );
    expect(asc).toMatch(
      /properties_s_type_state_price_asc \(status=\? AND listing_type=\? AND state_id=\? AND premium_listing=\? AND \(price_kobo,id\)>\(\?,\?\)\)/,
    );
    const boosted = await plan(
      "rent",
      { stateId: 25 },
      "price_asc",
      2,
      btoa(JSON.stringify([1, 100, "a"])).replace(/=+$/, ""),
    );
    expect(boosted).not.toMatch(/TEMP B-TREE/);
  });
  it("a map box: the page merges one stream per map cell the box overlaps (a box over more than 5 cells of every grid walks the sort index); its count walks the latitude index", async () => {
    const bounds = { south: 6.42, west: 3.4, north: 6.47, east: 3.6 };
    const cells = await plan("rent", { bounds }, undefined);
    expect(
      cells.match(
        /SEARCH properties USING INDEX properties_s_type_cell_latest \(status=\? AND listing_type=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(3);
    expect(cells).not.toMatch(/TEMP B-TREE|SCAN properties/);
    // Lagos-wide (over 5 cells of the finer grids): one 1° cell; a box over more than 5 of those walks the sort index.
    const wide = await plan("rent", { bounds: { south: 6.3, west: 3.1, north: 6.7, east: 3.6 } }, undefined);
    expect(
      wide.match(
        /SEARCH properties USING INDEX properties_s_type_wide_cell_latest \(status=\? AND listing_type=\? AND <expr>=\?\)/g,
      ),
    ).toHaveLength(1);
    expect(wide).not.toMatch(/TEMP B-TREE|SCAN properties/);
    expect(await plan("rent", { bounds: { south: 4.3, west: 2.7, north: 9.0, east: 9.0 } }, undefined)).toMatch(
      /properties_s_type_latest/,
    );
    const { count } = searchQueries(ctx(), "rent", { bounds }, undefined, { page: 1, perPage: 12 });
    const q = count.toSQL();
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
      .bind(...q.params)
      .all<{ detail: string }>();
    expect(rows.results.map((r) => r.detail).join("\n")).toMatch(
      /properties_s_type_lat \(status=\? AND listing_type=\? AND lat>\? AND lat<\?\)/,
    );
  });
  it("keywords by relevance: FTS5 hands matches over in rank order and each is looked up by rowid (no sort)", async () => {
    const p = await plan("rent", { query: "duplex lekki" }, undefined);
    expect(p).toMatch(/SCAN listings_fts VIRTUAL TABLE INDEX \d+:M/);
    expect(p).toMatch(/SEARCH properties USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(p).not.toMatch(/TEMP B-TREE/);
  });
  it("keywords with the plan in the page statement: each arm walks FTS5 in its own order and looks each match up by rowid (no sort, no scan)", async () => {
    const terms = ftsTerms("duplex lekki");
    const { find } = searchQueries(
      ctx(),
      "rent",
      { query: "duplex lekki" },
      undefined,
      { page: 1, perPage: 12 },
      undefined,
      { folded: keywordPlanSql(terms) },
    );
    const q = find.toSQL();
    const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
      .bind(...q.params)
      .all<{ detail: string }>();
    const p = rows.results.map((r) => r.detail).join("\n");
    expect(p.match(/SCAN listings_fts VIRTUAL TABLE INDEX \d+:M/g)).toHaveLength(2);
    expect(p.match(/SEARCH properties USING INTEGER PRIMARY KEY \(rowid=\?\)/g)).toHaveLength(2);
    expect(p).not.toMatch(/TEMP B-TREE|SCAN properties/);
    const sorted = searchQueries(ctx(), "rent", { query: "flat" }, "price_asc", { page: 1, perPage: 12 }, undefined, {
      folded: keywordPlanSql(["flat"]),
    }).find.toSQL();
    const plan2 = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sorted.sql}`)
      .bind(...sorted.params)
      .all<{ detail: string }>();
    const p2 = plan2.results.map((r) => r.detail).join("\n");
    expect(p2).toMatch(/SEARCH properties USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(p2).not.toMatch(/SCAN properties/);
  });
  it("keywords by another sort: only the best matches are sorted, never every match", async () => {
    const { find } = searchQueries(ctx(), "rent", { query: "flat" }, "price_asc", { page: 1, perPage: 12 });
    expect(find.toSQL().sql).toMatch(/order by rank limit \?/);
    const p = await plan("rent", { query: "flat" }, "price_asc");
    expect(p).toMatch(/SEARCH properties USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });
  for (const [name, type, filter, sort, index] of SHAPES) {
    it(`${name}: uses its index, no scan, no sort`, async () => {
      const p = await plan(type, filter, sort);
      expect(p).toMatch(index);
      expect(p).not.toMatch(/TEMP B-TREE/);
      expect(p).not.toMatch(/SCAN properties(?! USING)/);
      expect(p).not.toMatch(/properties_confirmed_idx/);
      // With the cards' data (as the search runs it): the page a co-routine, each look-up by key, still no sort or scan.
      const q = withCardData(
        sqlOfText(searchQueries(ctx(), type, filter, sort, { page: 1, perPage: 12 }).find.toSQL()),
        "viewer",
      );
      const text = dialect.sqlToQuery(q);
      const rows = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text.sql}`)
        .bind(...text.params)
        .all<{ detail: string }>();
      const carded = rows.results.map((r) => r.detail).join("\n");
      expect(carded).toMatch(index);
      expect(carded).toMatch(/CO-ROUTINE page/);
      expect(carded).toMatch(
        /SEARCH u USING INDEX sqlite_autoindex_users_1 \(id=\?\)|SEARCH u USING INTEGER PRIMARY KEY|SEARCH u USING INDEX .*\(id=\?\)/,
      );
      // The card's photo: its cover's id through one entry of the cover index, then the photo by primary key.
      expect(carded).toMatch(/SEARCH x USING (COVERING )?INDEX property_media_cover_idx \(property_id=\?\)/);
      expect(carded).toMatch(/SEARCH m USING INDEX sqlite_autoindex_property_media_1 \(id=\?\)/);
      expect(carded).not.toMatch(/TEMP B-TREE|SCAN (properties|u|m|rs|f)\b(?! USING)/);
    });
  }
});
