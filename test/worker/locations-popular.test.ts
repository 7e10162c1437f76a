import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { call, db, makeUser, seedListing, uniq } from "./helpers";
import { localities, properties, states } from "../../worker/db/schema";
import { runHousekeeping } from "../../worker/jobs";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import { popularLocations } from "../../worker/contracts/popular-locations";
import { featuredListQuery } from "../../worker/services/listings/read";

/** The home page's popular locations, counted from live listings and stored by the cron. */
let stateId: number, busy: number, quiet: number, stateSlug: string;
let ownerId: string;

const listings = (n: number, over: Partial<typeof properties.$inferInsert>) =>
  Promise.all(Array.from({ length: n }, () => seedListing(ownerId, stateId, "active", over)));

beforeAll(async () => {
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  busy = stateId + 1;
  quiet = stateId + 2;
  const tag = uniq();
  stateSlug = `popular-state-${tag}`;
  await db()
    .insert(states)
    .values({ id: stateId, name: `Popular State ${tag}`, slug: stateSlug, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  await db()
    .insert(localities)
    .values([
      { id: busy, stateId, name: `Busyville ${tag}`, slug: `busyville-${tag}`, lat: 6.4, lng: 3.5 },
      { id: quiet, stateId, name: `Quietown ${tag}`, slug: `quietown-${tag}`, lat: 6.4, lng: 3.5 },
    ])
    .run();
  ownerId = (await makeUser({ accountType: "agent" })).id;
});

describe("GET /v1/locations/popular", () => {
  it("counts only live, fresh, not-duplicate listings; orders by count; serves the stored answer until the cron refreshes it", async () => {
    const first = await call("GET", "/v1/locations/popular");
    expect(first.status).toBe(200);
    expect(popularLocations.safeParse(first.json).success).toBe(true);
    expect(first.headers.get("cache-control")).toBe("public, max-age=900, stale-while-revalidate=900");
    expect(first.json.refreshedAt).toEqual(expect.any(Number));

    // Busyville: 40 live (30 rent, 6 sale, 4 short stay). Quietown: 30 live, plus 20 that must not count.
    await listings(30, { localityId: busy });
    await listings(6, { localityId: busy, listingType: "sale", pricePeriod: "outright" });
    await listings(4, { localityId: busy, listingType: "short_stay", pricePeriod: "per_night" });
    await listings(30, { localityId: quiet });
    await listings(5, { localityId: quiet, status: "deactivated" });
    await listings(5, { localityId: quiet, status: "delisted" });
    await listings(5, { localityId: quiet, flaggedDuplicate: true });
    await listings(5, { localityId: quiet, confirmedAt: Date.now() - LISTING_RULES.freshnessMs - 60_000 });

    // Until the cron runs, page views read the stored answer (no GROUP BY per request).
    const stored = await call("GET", "/v1/locations/popular");
    expect(stored.json.localities.some((l: { id: number }) => l.id === busy)).toBe(false);

    await runHousekeeping(env, Date.now());
    const res = await call("GET", "/v1/locations/popular");
    expect(res.status).toBe(200);
    expect(res.json.refreshedAt).toBeGreaterThan(first.json.refreshedAt);
    const ids = res.json.localities.map((l: { id: number }) => l.id);
    expect(ids.indexOf(busy)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(quiet)).toBe(ids.indexOf(busy) + 1);
    const b = res.json.localities.find((l: { id: number }) => l.id === busy);
    expect(b).toMatchObject({
      slug: expect.stringMatching(/^busyville-/),
      state: { id: stateId, slug: stateSlug },
      listings: 40,
      byType: { rent: 30, sale: 6, stay: 4 },
    });
    expect(res.json.localities.find((l: { id: number }) => l.id === quiet)).toMatchObject({
      listings: 30,
      byType: { rent: 30, sale: 0, stay: 0 },
    });
    const counts = res.json.localities.map((l: { listings: number }) => l.listings);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    expect(res.json.localities.length).toBeLessThanOrEqual(8);

    const st = res.json.states.find((s: { id: number }) => s.id === stateId);
    expect(st).toMatchObject({ slug: stateSlug, listings: 70, byType: { rent: 60, sale: 6, stay: 4 } });
    expect(res.json.states.length).toBeLessThanOrEqual(6);

    // The counts are the live counts (kept in each listing write's transaction), so three more rents and
    // one taken down show at once; only the order waits for the cron.
    await listings(3, { localityId: busy });
    const [gone] = await listings(1, { localityId: busy, listingType: "sale", pricePeriod: "outright" });
    await db().update(properties).set({ status: "deactivated" }).where(eq(properties.id, gone!)).run();
    const now = await call("GET", "/v1/locations/popular");
    expect(now.json.localities.find((l: { id: number }) => l.id === busy)).toMatchObject({
      listings: 43,
      byType: { rent: 33, sale: 6, stay: 4 },
    });
    expect(now.json.states.find((s: { id: number }) => s.id === stateId)).toMatchObject({
      listings: 73,
      byType: { rent: 63, sale: 6, stay: 4 },
    });
  });

  it("30 parallel page views while the cron refreshes always see a whole answer", async () => {
    const [, ...views] = await Promise.all([
      runHousekeeping(env, Date.now()),
      ...Array.from({ length: 30 }, () => call("GET", "/v1/locations/popular")),
    ]);
    for (const v of views) {
      expect(v.status).toBe(200);
      // 43: as the first test left Busyville (40, then three more rents).
      expect(v.json.localities.find((l: { id: number }) => l.id === busy)?.listings).toBe(43);
    }
  });
});

describe("featured by type (home tabs)", () => {
  it("each tab's query walks a search index in order: no scan, no sort of all live listings", async () => {
    for (const [listingType, index] of [
      [undefined, "properties_s_latest"],
      ["sale", "properties_s_type_latest"],
      ["rent", "properties_s_type_latest"],
      ["short_stay", "properties_s_type_latest"],
    ] as const) {
      const { where, orderBy } = featuredListQuery(Date.now(), { listingType, exclude: [] });
      const q = db()
        .select({ id: properties.id })
        .from(properties)
        .where(where)
        .orderBy(...orderBy)
        .limit(7)
        .toSQL();
      const plan = (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
          .bind(...q.params)
          .all<{ detail: string }>()
      ).results
        .map((r) => r.detail)
        .join("\n");
      expect(plan).toContain(`USING INDEX ${index} `);
      expect(plan).not.toMatch(/TEMP B-TREE|^SCAN properties$/m);
    }
    const rent = await call("GET", "/v1/property/properties/featured?page=1&perPage=6&type=Rent");
    expect(rent.status).toBe(200);
    expect(rent.json.data.every((l: { listingType: string }) => l.listingType === "rent")).toBe(true);
    expect((await call("GET", "/v1/property/properties/featured?type=Lease")).status).toBe(400);
  });
});
