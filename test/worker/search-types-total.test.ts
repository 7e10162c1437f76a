import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { measuredSearch, type SearchFilter, type Sort } from "../../worker/services/listings/search";
import { call, makeUser, seedListing, testPlaceState } from "./helpers";

/**
 * A search of every listing type (POST /v1/properties/search with no listingType) and a filter beyond a place: its total
 * is each type's count rows summed, and a filter no listing of any type meets answers from them with no walk of the table.
 * Pages by cursor and by OFFSET to exactly the plain definition's listings, across the types, and its total.
 */
const STATE = 8_802;
const DAY = 86_400_000;
type Row = {
  id: string;
  type: "rent" | "sale" | "short_stay";
  beds: number;
  baths: number;
  price: number;
  premium: boolean;
  at: number;
};
const rows: Row[] = [];

beforeAll(async () => {
  await testPlaceState(STATE, "Every", "Place");
  const owner = (await makeUser({ accountType: "agent" })).id;
  const now = Date.now();
  const types = ["rent", "sale", "short_stay"] as const;
  for (let i = 0; i < 45; i++) {
    const r: Omit<Row, "id"> = {
      type: types[i % 3]!,
      beds: 1 + ((i * 7) % 5),
      baths: 1 + ((i * 3) % 4),
      // Some prices repeat, so the id settles the order between them.
      price: (1 + ((i * 11) % 9)) * 1_000_000_00,
      premium: i % 8 === 3,
      at: now - ((i * 13) % 45) * DAY - i,
    };
    const id = await seedListing(owner, STATE, "active", {
      listingType: r.type,
      bedrooms: r.beds,
      bathrooms: r.baths,
      priceKobo: r.price,
      premiumListing: r.premium,
      createdAt: r.at,
      pricePeriod: r.type === "sale" ? "outright" : r.type === "rent" ? "per_year" : "per_night",
    });
    rows.push({ id, ...r });
  }
});

/** The plain definition: live listings of every type meeting the filter, boosted first, then the sort's key, then the id. */
function expected(match: (r: Row) => boolean, sort: Sort) {
  const byKey = (r: Row) => (sort === "latest" ? r.at : r.price);
  const desc = sort !== "price_asc";
  return rows
    .filter(match)
    .sort(
      (a, b) =>
        Number(b.premium) - Number(a.premium) ||
        (desc ? byKey(b) - byKey(a) : byKey(a) - byKey(b)) ||
        (desc ? (a.id < b.id ? 1 : -1) : a.id < b.id ? -1 : 1),
    )
    .map((r) => r.id);
}

const cases: { name: string; filter: SearchFilter; match: (r: Row) => boolean }[] = [
  { name: "a minimum of bedrooms", filter: { minBedrooms: 3 }, match: (r) => r.beds >= 3 },
  { name: "a minimum of bathrooms", filter: { minBathrooms: 3 }, match: (r) => r.baths >= 3 },
  {
    name: "a price range",
    filter: { minPriceKobo: 3_000_000_00, maxPriceKobo: 6_000_000_00 },
    match: (r) => r.price >= 3_000_000_00 && r.price <= 6_000_000_00,
  },
];

describe("a search of every listing type with a filter", () => {
  for (const { name, filter, match } of cases)
    for (const sort of ["latest", "price_asc", "price_desc"] as const)
      it(`${name}, ${sort}: pages by cursor to the plain definition across the types`, async () => {
        const ctx = { db: createDb(env.DB), env, now: Date.now() };
        const want = expected(match, sort);
        const got: string[] = [];
        let cursor: string | undefined;
        for (let page = 1; page < 20; page++) {
          const { page: res } = await measuredSearch(
            ctx,
            null,
            undefined,
            { stateId: STATE, ...filter },
            sort,
            { page, perPage: 4 },
            cursor ? { cursor } : {},
          );
          if (page === 1 && !res.totalIsEstimate) expect(res.total).toBe(want.length);
          got.push(...res.data.map((c) => c.id));
          if (!res.nextCursor) break;
          cursor = res.nextCursor;
        }
        expect(got).toEqual(want);
      });

  it("a filter no listing of any type meets: no match from the counts, without walking the listings", async () => {
    const ctx = { db: createDb(env.DB), env, now: Date.now() };
    const none = await measuredSearch(ctx, null, undefined, { minBedrooms: 6 }, undefined, { page: 1, perPage: 12 });
    expect(none.page).toMatchObject({ data: [], total: 0, hasMore: false });
    // A few rows per type (the bedroom counts present), where walking every type's newest listings reads all 45.
    expect(none.rowsRead.search).toBeLessThan(15);
  });

  it("a kind of lister none of whose listers holds a live listing: no match from the listers' counts, without a walk", async () => {
    const ctx = { db: createDb(env.DB), env, now: Date.now() };
    for (const type of ["rent", undefined]) {
      const none = await measuredSearch(ctx, null, type, { stateId: STATE, listedBy: "company" }, undefined, {
        page: 1,
        perPage: 12,
      });
      expect(none.page).toMatchObject({ data: [], total: 0, hasMore: false });
      expect(none.rowsRead.search).toBeLessThan(15);
    }
    // Agents hold them: the page walks and finds them.
    const agents = await measuredSearch(ctx, null, "rent", { stateId: STATE, listedBy: "agent" }, undefined, {
      page: 1,
      perPage: 50,
    });
    expect(agents.page.data).toHaveLength(rows.filter((r) => r.type === "rent").length);
  });

  it("through HTTP: the types' listings merged, and page 2 by OFFSET is the definition's second page", async () => {
    const want = expected((r) => r.beds >= 3, "latest");
    const first = await call("POST", "/v1/properties/search?perPage=5", { body: { stateId: STATE, minBedrooms: 3 } });
    expect(first.status).toBe(200);
    expect(first.json.data.map((c: { id: string }) => c.id)).toEqual(want.slice(0, 5));
    expect(new Set(first.json.data.map((c: { listingType: string }) => c.listingType)).size).toBeGreaterThan(1);
    const second = await call("POST", "/v1/properties/search?perPage=5&page=2", {
      body: { stateId: STATE, minBedrooms: 3 },
    });
    expect(second.json.data.map((c: { id: string }) => c.id)).toEqual(want.slice(5, 10));
  });
});
