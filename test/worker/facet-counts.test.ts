import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { and, count, eq, gte, lte, sql } from "drizzle-orm";
import { call, db, makeUser, seedListing, testPlaceState } from "./helpers";
import { localities, properties } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { sweepLiveCounts } from "../../worker/services/listings/live-counts";
import { facetTotal, PRICE_BANDS } from "../../worker/services/listings/facet-counts";
import { publiclyListed } from "../../worker/services/listings/shared";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import type { ServiceCtx } from "../../worker/lib/context";
import type { PlaceFilter } from "../../worker/services/listings/search-places";

/**
 * The facet counts (listing_facet_counts) and the listers' counts (owner_listing_counts) of
 * migrations/0040 are kept by triggers in the transaction of every write to properties and by the live-counts
 * sweep. Whatever the writes (inserts, publish/unpublish, duplicate flags, reconfirmations, edits of type, place,
 * bedrooms and price, deletes, parallel ones), every row equals a fresh GROUP BY of the live listings, and every
 * faceted total on band boundaries equals a COUNT.
 */
const DAY = 86_400_000;
const FRESH = LISTING_RULES.freshnessMs;
const TYPES = ["rent", "sale", "short_stay"] as const;
const PRICES = [
  50_000_00, 100_000_00, 250_000_00, 1_000_000_00, 1_500_000_00, 5_000_000_00, 7_000_000_00, 2_000_000_000_00,
];
/** locs: a neighbourhood (0) of an area (1) of the region; `tree`: the region and another area of it. */
let stateId: number, locs: number[], owners: string[], tree: { region: number; other: number };

const ctxAt = (now: number): ServiceCtx => ({ db: createDb(env.DB), env, now });

/** The table's rows of this file's state (and its owners), against the same rows computed afresh at the table's clock. */
async function expectTablesExact() {
  const band = `2 * (${PRICE_BANDS.map((b) => `(p.price_kobo >= ${b})`).join(" + ")}) - (p.price_kobo IN (${PRICE_BANDS.join(", ")}))`;
  const live = `p.status = 'active' AND p.flagged_duplicate = 0 AND p.confirmed_at > (SELECT swept_at FROM live_listing_counts_clock WHERE id = 1) - ${FRESH}`;
  // Every place a listing is in, from the hierarchy itself: its state (0), its locality and each locality above it.
  const fresh = await env.DB.prepare(
    `WITH RECURSIVE up(pid, l) AS (SELECT p.id, 0 FROM properties p WHERE p.state_id = ?1
       UNION SELECT p.id, p.locality_id FROM properties p WHERE p.state_id = ?1 AND p.locality_id IS NOT NULL
       UNION SELECT up.pid, x.parent_id FROM up JOIN localities x ON x.id = up.l WHERE x.parent_id IS NOT NULL)
     SELECT p.listing_type AS t, up.l AS l, iif(g.column1, p.type_id, 0) AS ty, b.column1 AS b, ${band} AS band, count(*) AS n
     FROM properties p JOIN up ON up.pid = p.id, (VALUES (1), (0)) g, (VALUES (0), (1), (2), (3), (4), (5), (6)) b
     WHERE ${live} AND b.column1 <= min(p.bedrooms, 6)
     GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
  )
    .bind(stateId)
    .all();
  const kept = await env.DB.prepare(
    "SELECT listing_type AS t, locality_id AS l, type_id AS ty, min_beds AS b, price_band AS band, n FROM listing_facet_counts WHERE state_id = ?1 AND n <> 0 ORDER BY 1, 2, 3, 4, 5",
  )
    .bind(stateId)
    .all();
  expect(kept.results).toEqual(fresh.results);
  const owned = await env.DB.prepare(
    `SELECT o.value AS owner, t.value AS type, (SELECT count(*) FROM properties p WHERE ${live} AND p.owner_id = o.value AND (t.value = '*' OR p.listing_type = t.value)) AS fresh,
       coalesce((SELECT n FROM owner_listing_counts c WHERE c.owner_id = o.value AND c.listing_type = t.value), 0) AS kept
     FROM json_each(?1) o, json_each('["*","rent","sale","short_stay"]') t`,
  )
    .bind(JSON.stringify(owners))
    .all<{ fresh: number; kept: number }>();
  for (const r of owned.results) expect(r.kept, JSON.stringify(r)).toBe(r.fresh);
}

/** The truth for a faceted filter: COUNT(*) of the live listings at `now`. */
async function truth(
  now: number,
  type: string,
  f: { localityId?: number; typeId?: number; minBedrooms?: number; minPriceKobo?: number; maxPriceKobo?: number },
) {
  // A place's listings are those of its subtree (two levels below at most).
  const under = (id: number) =>
    sql`${properties.localityId} IN (SELECT id FROM localities WHERE id = ${id} OR parent_id = ${id} OR parent_id IN (SELECT id FROM localities WHERE parent_id = ${id}))`;
  const [row] = await db()
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        publiclyListed(now),
        eq(properties.stateId, stateId),
        eq(properties.listingType, type),
        f.localityId ? under(f.localityId) : undefined,
        f.typeId ? eq(properties.typeId, f.typeId) : undefined,
        f.minBedrooms ? gte(properties.bedrooms, f.minBedrooms) : undefined,
        f.minPriceKobo !== undefined ? gte(properties.priceKobo, f.minPriceKobo) : undefined,
        f.maxPriceKobo !== undefined ? lte(properties.priceKobo, f.maxPriceKobo) : undefined,
      ),
    );
  return row!.n;
}

/** Faceted totals on band boundaries are exact: each equals its COUNT. */
async function expectTotals(now: number) {
  const filters: Omit<PlaceFilter, "stateId">[] = [
    {},
    { minBedrooms: 3 },
    { minBedrooms: 6 },
    { maxPriceKobo: 1_000_000_00 },
    { minPriceKobo: 250_000_00, maxPriceKobo: 5_000_000_00, minBedrooms: 2 },
    { localityId: locs[0], typeId: 8, minPriceKobo: 5_000_000_00 },
    { localityId: locs[1], minBedrooms: 1, maxPriceKobo: 100_000_00 },
    // An area and a region by their own column, as the search asks (search-places.ts placeFilter).
    { localityId: locs[1], ancestor: "area_id", minBedrooms: 2 },
    { localityId: tree.region, ancestor: "region_id", typeId: 8, maxPriceKobo: 5_000_000_00 },
  ];
  for (const type of TYPES)
    for (const f of filters) {
      const got = await facetTotal(ctxAt(now), type, { stateId, ...f });
      expect(got?.estimate, JSON.stringify(f)).toBe(false);
      expect(got?.n, `${type} ${JSON.stringify(f)}`).toBe(await truth(now, type, f));
      expect(got!.upper).toBeGreaterThanOrEqual(got!.n);
    }
}

beforeAll(async () => {
  stateId = 200_000 + Math.floor(Math.random() * 700_000);
  const loc = await testPlaceState(stateId, "Faceted", "Facet");
  locs = [stateId * 10 + 1, stateId * 10 + 2];
  tree = { region: stateId * 10 + 3, other: stateId * 10 + 4 };
  // Parents first: the region, its two areas, the neighbourhood of the first.
  await db()
    .insert(localities)
    .values([
      loc(tree.region, 3, "region", null),
      loc(locs[1]!, 1, "area", tree.region),
      loc(tree.other, 4, "area", tree.region),
      loc(locs[0]!, 0, "neighbourhood", locs[1]!),
    ])
    .run();
  owners = [(await makeUser({ accountType: "agent" })).id, (await makeUser({ accountType: "agent" })).id];
});

describe("facet and lister counts", () => {
  it("the migration's triggers are all there (a rebuild of properties drops them)", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'facet_counts_%' OR name = 'response_times_first_reply') ORDER BY name",
    ).all<{
      name: string;
    }>();
    expect(results.map((r) => r.name)).toEqual([
      "facet_counts_ad",
      "facet_counts_ai",
      "facet_counts_au_new",
      "facet_counts_au_old",
      "response_times_first_reply",
    ]);
  });

  it("answers a listing type with place, property type, bedrooms (up to 6+) and price; anything else is not faceted", async () => {
    const c = ctxAt(Date.now());
    expect(await facetTotal(c, undefined, { stateId, minBedrooms: 2 })).toBeNull();
    expect(await facetTotal(c, "rent", { stateId, minBedrooms: 7 })).toBeNull();
    expect(await facetTotal(c, "rent", { stateId, furnishing: "furnished" })).toBeNull();
    expect(await facetTotal(c, "rent", { stateId, query: "duplex" })).toBeNull();
    expect(await facetTotal(c, "rent", { state: "no-such-state", minBedrooms: 1 })).toMatchObject({ n: 0, upper: 0 });
  });

  it("any sequence of listing writes keeps every row equal to a fresh GROUP BY, and every total equal to a COUNT", async () => {
    const now = Date.now();
    const confirmedAt = fc.constantFrom(now, now - 5 * DAY, now - FRESH - DAY);
    const place = fc.constantFrom(0, 1, 2);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("insert" as const),
        type: fc.constantFrom(...TYPES),
        loc: place,
        beds: fc.nat({ max: 8 }),
        price: fc.constantFrom(...PRICES),
        typeId: fc.constantFrom(8, 9),
        owner: fc.nat({ max: 1 }),
        status: fc.constantFrom("active", "active", "pending_review"),
        dup: fc.boolean(),
        confirmedAt,
      }),
      fc.record({
        kind: fc.constant("status" as const),
        pick: fc.nat(),
        status: fc.constantFrom("active", "deactivated", "suspended"),
      }),
      fc.record({ kind: fc.constant("dup" as const), pick: fc.nat(), dup: fc.boolean() }),
      fc.record({ kind: fc.constant("confirm" as const), pick: fc.nat(), confirmedAt }),
      fc.record({
        kind: fc.constant("edit" as const),
        pick: fc.nat(),
        beds: fc.nat({ max: 8 }),
        price: fc.constantFrom(...PRICES),
        typeId: fc.constantFrom(8, 9),
        loc: place,
        type: fc.constantFrom(...TYPES),
        owner: fc.nat({ max: 1 }),
      }),
      fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
    );
    const ids: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 20 }), async (ops) => {
        for (const o of ops) {
          const id = ids.length ? ids[("pick" in o ? o.pick : 0) % ids.length]! : null;
          const set = (v: Partial<typeof properties.$inferInsert>) =>
            db().update(properties).set(v).where(eq(properties.id, id!)).run();
          if (o.kind === "insert")
            ids.push(
              await seedListing(owners[o.owner]!, stateId, o.status, {
                listingType: o.type,
                localityId: o.loc ? locs[o.loc - 1] : null,
                bedrooms: o.beds,
                priceKobo: o.price,
                typeId: o.typeId,
                flaggedDuplicate: o.dup,
                confirmedAt: o.confirmedAt,
              }),
            );
          else if (!id) continue;
          else if (o.kind === "status") await set({ status: o.status });
          else if (o.kind === "dup") await set({ flaggedDuplicate: o.dup });
          else if (o.kind === "confirm") await set({ confirmedAt: o.confirmedAt });
          else if (o.kind === "edit")
            await set({
              bedrooms: o.beds,
              priceKobo: o.price,
              typeId: o.typeId,
              localityId: o.loc ? locs[o.loc - 1] : null,
              listingType: o.type,
              ownerId: owners[o.owner]!,
            });
          else {
            await db().delete(properties).where(eq(properties.id, id)).run();
            ids.splice(ids.indexOf(id), 1);
          }
        }
        await expectTablesExact();
        await expectTotals(Date.now());
      }),
      { numRuns: 8 },
    );
  });

  it("a locality moved under another area (or made a region's own area) moves its listings' rows with it", async () => {
    const now = Date.now();
    for (let i = 0; i < 6; i++)
      await seedListing(owners[i % 2]!, stateId, "active", {
        listingType: TYPES[i % 3],
        localityId: locs[i % 2],
        bedrooms: i,
        priceKobo: PRICES[i],
        confirmedAt: now,
      });
    await expectTablesExact();
    await db().update(localities).set({ parentId: tree.other }).where(eq(localities.id, locs[0]!)).run();
    await expectTablesExact();
    await expectTotals(Date.now());
    await db().update(localities).set({ kind: "area", parentId: tree.region }).where(eq(localities.id, locs[0]!)).run();
    await expectTablesExact();
    await db()
      .update(localities)
      .set({ kind: "neighbourhood", parentId: locs[1]! })
      .where(eq(localities.id, locs[0]!))
      .run();
    await expectTablesExact();
    await expectTotals(Date.now());
  });

  it("30 parallel writes (publishes, edits, unpublishes, deletes) and sweeps leave every row exact; stale listings leave at the sweep", async () => {
    const now = Date.now();
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        seedListing(owners[i % 2]!, stateId, "active", {
          listingType: TYPES[i % 3],
          localityId: locs[i % 2],
          bedrooms: i % 7,
          priceKobo: PRICES[i % PRICES.length],
          confirmedAt: now - FRESH + (i + 1) * 60_000,
        }),
      ),
    );
    await Promise.all(
      ids.map((id, i) => {
        const set = (v: Partial<typeof properties.$inferInsert>) =>
          db().update(properties).set(v).where(eq(properties.id, id)).run();
        if (i % 5 === 0) return set({ status: "deactivated" });
        if (i % 5 === 1) return set({ bedrooms: 5, priceKobo: 250_000_00 });
        if (i % 5 === 2) return db().delete(properties).where(eq(properties.id, id)).run();
        if (i % 5 === 3) return set({ confirmedAt: now });
        return sweepLiveCounts(ctxAt(now + (i % 16) * 60_000));
      }),
    );
    await expectTablesExact();
    await expectTotals(now + 20 * 60_000);
    await sweepLiveCounts(ctxAt(now + 40 * 60_000));
    await expectTablesExact();
    await expectTotals(now + 40 * 60_000);
  });

  it("through the API: a faceted search on band boundaries answers the exact total; one that cannot match answers 0 without a page", async () => {
    const res = await call("POST", "/v1/properties/rent/search?perPage=1", {
      body: { stateId, minBedrooms: 2, maxPriceKobo: 5_000_000_00 },
    });
    expect(res.status).toBe(200);
    const n = await truth(Date.now(), "rent", { minBedrooms: 2, maxPriceKobo: 5_000_000_00 });
    expect(res.json).toMatchObject({ total: n, totalIsLowerBound: false, totalIsEstimate: false });
    const none = await call("POST", "/v1/properties/rent/search", {
      body: { stateId, minBedrooms: 6, maxPriceKobo: 1_000_00 },
    });
    expect(none.json).toMatchObject({ total: 0, data: [], totalIsEstimate: false, hasMore: false });
  });
});
