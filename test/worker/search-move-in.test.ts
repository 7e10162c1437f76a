import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { call, db, makeUser, seedListing, uniq } from "./helpers";
import { pagedToEnd, plainOrder, queryPlan } from "./search-streams-fixtures";
import { localities, MOVE_IN_EXPR, states } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { LISTING_RULES, moveInCost } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";
import { searchProperties, type SearchFilter, type Sort } from "../../worker/services/listings/search";
import { searchQueries } from "../../worker/services/listings/search-queries";

/**
 * "Move-in cost under ₦3m" (maxMoveInKobo): paging by cursor to the end, and by OFFSET, gives exactly the plain
 * definition (every live listing of the type and place whose moveInCost total is at most the cap, boosted first, then
 * the sort key, then the id), with the price, bedroom and place filters beside it; the total is exact whenever the
 * answer says so; the SQL total (MOVE_IN_EXPR) is moveInCost's; the count seeks the move-in index and no statement scans
 * properties.
 */
const DAY = 86_400_000;
const NOW = Date.now();
const ctx = (): ServiceCtx => ({ db: createDb(env.DB), env, now: NOW });

type Made = {
  id: string;
  listingType: string;
  localityId: number | null;
  bedrooms: number;
  priceKobo: number;
  pricePeriod: string;
  serviceChargeKobo: number;
  agencyFeeKobo: number;
  legalFeeKobo: number;
  cautionFeeKobo: number;
  premiumListing: boolean;
  createdAt: number;
  live: boolean;
};
const world = { stateId: 0, locs: [] as number[], all: [] as Made[] };

beforeAll(async () => {
  const stateId = 300_000 + Math.floor(Math.random() * 600_000);
  world.stateId = stateId;
  const slug = `move-in-${uniq()}`;
  await db()
    .insert(states)
    .values({ id: stateId, name: `Move-in ${slug}`, slug, capital: "C", lat: 9, lng: 7 })
    .run();
  world.locs = [stateId * 10 + 1, stateId * 10 + 2];
  await db()
    .insert(localities)
    .values(
      world.locs.map((id, i) => ({
        id,
        stateId,
        name: `Move ${i} ${slug}`,
        slug: `move-${i}-${slug}`,
        lat: 9,
        lng: 7,
      })),
    )
    .run();
  const owner = (await makeUser({ accountType: "agent" })).id;
  // Round rents and fees that land totals exactly on the caps below (₦3m = ₦2.5m + 10% + 10%), per month and per year.
  const listing = fc.record({
    listingType: fc.constantFrom("rent", "rent", "rent", "sale"),
    loc: fc.constantFrom(0, 1, 2),
    bedrooms: fc.nat({ max: 5 }),
    price: fc.constantFrom(
      150_000_00,
      250_000_00,
      1_000_000_00,
      2_000_000_00,
      2_500_000_00,
      3_000_000_00,
      4_000_000_00,
    ),
    monthly: fc.boolean(),
    service: fc.constantFrom(0, 0, 100_000_00, 250_000_00),
    agency: fc.constantFrom(0, 10, 15),
    legal: fc.constantFrom(0, 10, 5),
    caution: fc.constantFrom(0, 0, 500_000_00),
    premiumListing: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    age: fc.nat({ max: 20 }),
    state: fc.constantFrom("live", "live", "live", "live", "stale", "duplicate", "inactive"),
  });
  for (const m of fc.sample(listing, { numRuns: 140, seed: 64 })) {
    const rent = m.listingType === "rent";
    const monthly = rent && m.monthly && m.price <= 250_000_00;
    const annual = monthly ? m.price * 12 : m.price;
    const over = {
      listingType: m.listingType,
      localityId: [null, world.locs[0]!, world.locs[1]!][m.loc]!,
      bedrooms: m.bedrooms,
      priceKobo: m.price,
      pricePeriod: rent ? (monthly ? "per_month" : "per_year") : "outright",
      serviceChargeKobo: m.service,
      agencyFeeKobo: (annual * m.agency) / 100,
      legalFeeKobo: (annual * m.legal) / 100,
      cautionFeeKobo: m.caution,
      premiumListing: m.premiumListing,
      createdAt: NOW - m.age * DAY,
      confirmedAt: m.state === "stale" ? NOW - LISTING_RULES.freshnessMs - DAY : NOW - DAY,
      flaggedDuplicate: m.state === "duplicate",
    };
    const id = await seedListing(owner, stateId, m.state === "inactive" ? "deactivated" : "active", over);
    world.all.push({ id, ...over, live: m.state === "live" });
  }
});

/** The plain definition, in JS, with moveInCost as the listing page adds it up. */
function expected(type: string, f: SearchFilter, sort: Sort) {
  return world.all
    .filter(
      (l) =>
        l.live &&
        l.listingType === type &&
        (f.localityId === undefined || l.localityId === f.localityId) &&
        l.bedrooms >= (f.minBedrooms ?? 0) &&
        (f.minPriceKobo === undefined || l.priceKobo >= f.minPriceKobo) &&
        (f.maxPriceKobo === undefined || l.priceKobo <= f.maxPriceKobo) &&
        (f.maxMoveInKobo === undefined || moveInCost(l).total <= f.maxMoveInKobo),
    )
    .sort(
      sort === "move_in_asc"
        ? (a, b) =>
            Number(b.premiumListing) - Number(a.premiumListing) ||
            moveInCost(a).total - moveInCost(b).total ||
            (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
        : plainOrder(sort),
    )
    .map((l) => l.id);
}

const filterArb = fc.record(
  {
    listingType: fc.constantFrom("rent", "sale"),
    place: fc.constantFrom(-1, 0, 1),
    maxMoveInKobo: fc.constantFrom(
      undefined,
      undefined,
      0,
      500_000_00,
      1_800_000_00,
      3_000_000_00,
      3_250_000_00,
      5_000_000_00,
      1e12,
    ),
    minBedrooms: fc.constantFrom(undefined, 1, 3),
    minPriceKobo: fc.constantFrom(undefined, 1_000_000_00),
    maxPriceKobo: fc.constantFrom(undefined, 2_500_000_00),
    sort: fc.constantFrom<Sort>("latest", "price_asc", "price_desc", "move_in_asc"),
    perPage: fc.integer({ min: 1, max: 9 }),
  },
  { requiredKeys: ["listingType", "place", "sort", "perPage"] },
);
const toFilter = (r: typeof filterArb extends fc.Arbitrary<infer T> ? T : never) =>
  ({
    stateId: world.stateId,
    ...(r.place >= 0 ? { localityId: world.locs[r.place]! } : {}),
    ...(r.maxMoveInKobo !== undefined ? { maxMoveInKobo: r.maxMoveInKobo } : {}),
    ...(r.minBedrooms !== undefined ? { minBedrooms: r.minBedrooms } : {}),
    ...(r.minPriceKobo !== undefined ? { minPriceKobo: r.minPriceKobo } : {}),
    ...(r.maxPriceKobo !== undefined ? { maxPriceKobo: r.maxPriceKobo } : {}),
  }) satisfies SearchFilter;

describe("search by move-in total", () => {
  it("the SQL move-in total is moveInCost's, and a card's moveInKobo is too", async () => {
    const rows = await env.DB.prepare(`SELECT id, ${MOVE_IN_EXPR} AS total FROM properties WHERE state_id = ?`)
      .bind(world.stateId)
      .all<{ id: string; total: number }>();
    const byId = new Map(rows.results.map((r) => [r.id, r.total]));
    expect(byId.size).toBe(world.all.length);
    for (const l of world.all) expect(byId.get(l.id), l.id).toBe(moveInCost(l).total);
    const page = await searchProperties(ctx(), null, "rent", { stateId: world.stateId }, "latest", {
      page: 1,
      perPage: 50,
    });
    expect(page.data.length).toBeGreaterThan(5);
    for (const c of page.data) expect(c.moveInKobo).toBe(moveInCost(world.all.find((l) => l.id === c.id)!).total);
  });

  it("paging by cursor to the end and by OFFSET gives exactly the plain definition, and an exact total is the count", async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArb, async (r) => {
        const filter = toFilter(r);
        const want = expected(r.listingType, filter, r.sort);
        nonEmpty += want.length ? 1 : 0;
        const got = await pagedToEnd(ctx(), r.listingType, filter, r.sort, r.perPage, (res, page) => {
          if (page === 1 && !res.totalIsEstimate && !res.totalIsLowerBound)
            expect(res.total, JSON.stringify(r)).toBe(want.length);
        });
        expect(got, JSON.stringify(r)).toEqual(want);
        const second = await searchProperties(ctx(), null, r.listingType, filter, r.sort, {
          page: 2,
          perPage: r.perPage,
        });
        expect(
          second.data.map((c) => c.id),
          JSON.stringify(r),
        ).toEqual(want.slice(r.perPage, 2 * r.perPage));
      }),
      { numRuns: 80 },
    );
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it("through HTTP: the rent search takes maxMoveInKobo and refuses a negative one naming it", async () => {
    const cap = 3_000_000_00;
    const res = await call("POST", `/v1/properties/rent/search?perPage=50`, {
      body: { stateId: world.stateId, maxMoveInKobo: cap },
    });
    expect(res.status).toBe(200);
    const want = expected("rent", { stateId: world.stateId, maxMoveInKobo: cap }, "latest");
    expect(res.json.data.map((c: { id: string }) => c.id)).toEqual(want.slice(0, 50));
    for (const c of res.json.data) expect(c.moveInKobo).toBeLessThanOrEqual(cap);
    const bad = await call("POST", `/v1/properties/rent/search`, { body: { maxMoveInKobo: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("maxMoveInKobo");
  });

  it("plans: the page walks or seeks the price's indexes, the count one range of the move-in index; nothing scans properties", async () => {
    for (const [filter, sort, index] of [
      [{ stateId: 25, maxMoveInKobo: 3_000_000_00 }, "latest", "state"],
      [{ localityId: 3, maxMoveInKobo: 3_000_000_00 }, "price_asc", "locality"],
      [{ stateId: 25, maxMoveInKobo: 3_000_000_00, minBedrooms: 2 }, "price_desc", "state"],
    ] as const) {
      const q = searchQueries(ctx(), "rent", { ...filter, maxPriceKobo: filter.maxMoveInKobo }, sort, {
        page: 1,
        perPage: 12,
      });
      const page = await queryPlan(q.find.toSQL());
      const count = await queryPlan(q.count.toSQL());
      expect(page, page).not.toMatch(/SCAN properties/);
      expect(page, page).not.toMatch(/TEMP B-TREE/);
      expect(count, count).not.toMatch(/SCAN properties/);
      expect(count, count).toMatch(
        new RegExp(
          `properties_s_type_${index}_move_in \\(status=\\? AND listing_type=\\? AND ${index}_id=\\? AND <expr><\\?\\)`,
        ),
      );
    }
  });
  it("sorted by move-in cost: the lowest total first (boosted first), through HTTP, by cursor and on the move-in indexes", async () => {
    const want = expected("rent", { stateId: world.stateId }, "move_in_asc");
    // Fees reorder it: the move-in order is not the price order.
    expect(want).not.toEqual(expected("rent", { stateId: world.stateId }, "price_asc"));
    const first = await call("POST", `/v1/properties/rent/search?sortBy=move_in_asc&perPage=7`, {
      body: { stateId: world.stateId },
    });
    expect(first.status).toBe(200);
    expect(first.json.data.map((c: { id: string }) => c.id)).toEqual(want.slice(0, 7));
    const next = await call(
      "POST",
      `/v1/properties/rent/search?sortBy=move_in_asc&perPage=7&cursor=${first.json.nextCursor}`,
      { body: { stateId: world.stateId } },
    );
    expect(next.json.data.map((c: { id: string }) => c.id)).toEqual(want.slice(7, 14));
    const bad = await call("POST", `/v1/properties/rent/search?sortBy=move_in`, { body: {} });
    expect(bad.status).toBe(400);
    for (const [filter, index] of [
      [{ stateId: 25 }, "properties_s_type_state_move_in_asc"],
      [{ stateId: 25, localityId: 3 }, "properties_s_type_locality_move_in_asc"],
      [{}, "properties_s_type_move_in_asc"],
    ] as const) {
      const page = await queryPlan(
        searchQueries(ctx(), "rent", filter, "move_in_asc", { page: 1, perPage: 12 }).find.toSQL(),
      );
      expect(page, page).toMatch(new RegExp(index));
      expect(page, page).not.toMatch(/TEMP B-TREE|SCAN properties/);
    }
  });
});
