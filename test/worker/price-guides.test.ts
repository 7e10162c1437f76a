import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { call, db, makeUser, seedListing, uniq } from "./helpers";
import { localities, priceGuideAreas, properties, states } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { runHousekeeping } from "../../worker/jobs";
import { LISTING_RULES } from "../../worker/contracts/listing-rules";
import { lagosMonth } from "../../worker/contracts/lagos-time";
import { priceGuide, priceGuideIndex } from "../../worker/contracts/price-guides";
import { refreshAreaGuide, refreshPriceGuides } from "../../worker/services/price-guides";
import { sitemapEntries } from "../../worker/services/seo";

/** Area price guides: medians kept as aggregates by a bounded cron step, read by the API without touching listings. */
let stateId: number, area: number, hood: number, other: number, empty: number;
let stateSlug: string, areaSlug: string, ownerId: string;
const NAIRA = 100;
const DAY = 24 * 3600_000;
const ctxAt = (now: number) => ({ db: createDb(env.DB), env, now });

const list = (over: Partial<typeof properties.$inferInsert>) =>
  seedListing(ownerId, stateId, "active", { localityId: area, ...over });
const rent = (naira: number, over: Partial<typeof properties.$inferInsert> = {}) =>
  list({ priceKobo: naira * NAIRA, bedrooms: 2, categoryId: 2, ...over });
const sale = (naira: number, over: Partial<typeof properties.$inferInsert> = {}) =>
  list({ listingType: "sale", pricePeriod: "outright", priceKobo: naira * NAIRA, ...over });
const guide = () => call("GET", `/v1/prices/guides/${stateSlug}/${areaSlug}`);
type Row = {
  listingType: string;
  categoryId: number;
  bedrooms: number;
  medianKobo: number;
  n: number;
  searchHref: string;
};
const row = (rows: Row[], listingType: string, categoryId: number, bedrooms: number) =>
  rows.find((r) => r.listingType === listingType && r.categoryId === categoryId && r.bedrooms === bedrooms);

beforeAll(async () => {
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  [area, hood, other, empty] = [stateId + 1, stateId + 2, stateId + 3, stateId + 4];
  const tag = uniq();
  stateSlug = `guide-state-${tag}`;
  areaSlug = `guideville-${tag}`;
  await db()
    .insert(states)
    .values({ id: stateId, name: `Guide State ${tag}`, slug: stateSlug, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  await db()
    .insert(localities)
    .values([
      { id: area, stateId, name: `Guideville ${tag}`, slug: areaSlug, lat: 6.5, lng: 3.4, kind: "area" },
      {
        id: hood,
        stateId,
        name: `Hood ${tag}`,
        slug: `hood-${tag}`,
        lat: 6.5,
        lng: 3.4,
        kind: "neighbourhood",
        parentId: area,
      },
      { id: other, stateId, name: `Otherton ${tag}`, slug: `otherton-${tag}`, lat: 6.5, lng: 3.4, kind: "area" },
      { id: empty, stateId, name: `Emptyham ${tag}`, slug: `emptyham-${tag}`, lat: 6.5, lng: 3.4, kind: "area" },
    ])
    .run();
  ownerId = (await makeUser({ accountType: "agent" })).id;

  // 2-bedroom flats for rent: ₦1.0m, ₦1.5m, ₦2.0m a year, ₦100k a month (₦1.2m a year) and ₦1.8m in the
  // neighbourhood inside the area: sorted 1.0, 1.2, 1.5, 1.8, 2.0, median ₦1.5m over 5.
  await Promise.all([
    rent(1_000_000),
    rent(1_500_000),
    rent(2_000_000),
    rent(100_000, { pricePeriod: "per_month" }),
    rent(1_800_000, { localityId: hood }),
  ]);
  // Never counted: taken down, held as a duplicate, not confirmed for 30 days, another area, commercial space
  // (priced per m²), a rent charged per night.
  await Promise.all([
    rent(9_000_000, { status: "deactivated" }),
    rent(9_000_000, { flaggedDuplicate: true }),
    rent(9_000_000, { confirmedAt: Date.now() - LISTING_RULES.freshnessMs - DAY }),
    rent(9_000_000, { localityId: other }),
    rent(9_000_000, { categoryId: 4, typeId: 13 }),
    rent(9_000_000, { pricePeriod: "per_night" }),
  ]);
  // 3-bedroom houses for sale: ₦50m and ₦70m (median of two: their mean). A 7-bedroom house is a "5+".
  await Promise.all([
    sale(50_000_000, { categoryId: 1, typeId: 1, bedrooms: 3 }),
    sale(70_000_000, { categoryId: 1, typeId: 1, bedrooms: 3 }),
    sale(300_000_000, { categoryId: 1, typeId: 1, bedrooms: 7 }),
  ]);
  // Land for sale: bedrooms do not split it.
  await Promise.all([
    sale(10_000_000, { categoryId: 3, typeId: 11, bedrooms: 0 }),
    sale(20_000_000, { categoryId: 3, typeId: 11, bedrooms: 2 }),
    sale(30_000_000, { categoryId: 3, typeId: 11, bedrooms: 0 }),
  ]);
});

describe("the guide's medians", () => {
  it("an area never refreshed has an empty guide; its listings are not read on a request", async () => {
    const res = await guide();
    expect(res.status).toBe(200);
    expect(priceGuide.safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({ rows: [], refreshedAt: null, listings: 0, area: { id: area, slug: areaSlug } });
  });

  it("medians by type, kind and bedrooms with their counts, over the area and its neighbourhoods' live listings", async () => {
    await refreshAreaGuide(ctxAt(Date.now()), { id: area, state_id: stateId });
    const res = await guide();
    expect(res.status).toBe(200);
    expect(priceGuide.safeParse(res.json).success).toBe(true);
    const rows = res.json.rows as Row[];
    expect(row(rows, "rent", 2, 2)).toMatchObject({ medianKobo: 1_500_000 * NAIRA, n: 5, label: "2-bedroom flats" });
    expect(row(rows, "rent", 0, -1)).toMatchObject({ medianKobo: 1_500_000 * NAIRA, n: 5, label: "All homes" });
    expect(row(rows, "sale", 1, 3)).toMatchObject({ medianKobo: 60_000_000 * NAIRA, n: 2 });
    expect(row(rows, "sale", 1, 5)).toMatchObject({
      medianKobo: 300_000_000 * NAIRA,
      n: 1,
      label: "Houses, 5+ bedrooms",
    });
    expect(row(rows, "sale", 3, 0)).toMatchObject({ medianKobo: 20_000_000 * NAIRA, n: 3, label: "Land" });
    // All homes for sale: houses only here (land is its own row): 50m, 70m, 300m.
    expect(row(rows, "sale", 0, -1)).toMatchObject({ medianKobo: 70_000_000 * NAIRA, n: 3 });
    expect(rows.some((r) => r.categoryId === 4)).toBe(false);
    // Rent first, then sale; within a type all homes, houses, flats, land.
    expect(rows.map((r) => r.listingType)).toEqual(
      [...rows.map((r) => r.listingType)].sort((a, b) => (a === "rent" ? -1 : b === "rent" ? 1 : 0)),
    );
    expect(res.json.listings).toBe(5 + 3 + 3);
    expect(res.json.refreshedAt).toEqual(expect.any(Number));
    // Each row opens its matching search.
    expect(row(rows, "rent", 2, 2)!.searchHref).toBe(
      `/properties/rent?state=${stateSlug}&locality=${areaSlug}&category=2&beds=2&maxBeds=2`,
    );
    expect(row(rows, "sale", 1, 5)!.searchHref).toBe(
      `/properties/sale?state=${stateSlug}&locality=${areaSlug}&category=1&beds=5`,
    );
    expect(row(rows, "sale", 3, 0)!.searchHref).toBe(
      `/properties/sale?state=${stateSlug}&locality=${areaSlug}&category=3`,
    );
  });

  it("a new listing or a price change shows only after the next refresh (the request reads the aggregate)", async () => {
    const id = await rent(3_000_000);
    await rent(3_000_000);
    expect(row((await guide()).json.rows, "rent", 2, 2)).toMatchObject({ n: 5 });
    await refreshAreaGuide(ctxAt(Date.now()), { id: area, state_id: stateId });
    // 1.0, 1.2, 1.5, 1.8, 2.0, 3.0, 3.0: median 1.8m over 7.
    expect(row((await guide()).json.rows, "rent", 2, 2)).toMatchObject({ medianKobo: 1_800_000 * NAIRA, n: 7 });
    await db().update(properties).set({ status: "deactivated" }).where(eq(properties.id, id)).run();
    await refreshAreaGuide(ctxAt(Date.now()), { id: area, state_id: stateId });
    // 1.0, 1.2, 1.5, 1.8, 2.0, 3.0: the mean of 1.5 and 1.8.
    expect(row((await guide()).json.rows, "rent", 2, 2)).toMatchObject({ medianKobo: 1_650_000 * NAIRA, n: 6 });
  });

  it("the trend keeps each month's last figure for 12 months and drops what is older", async () => {
    const now = Date.now();
    // A refresh 400 days ago (outside the trend) and one 40 days ago, each as the listings were then.
    await refreshAreaGuide(ctxAt(now - 400 * DAY), { id: area, state_id: stateId });
    await refreshAreaGuide(ctxAt(now - 40 * DAY), { id: area, state_id: stateId });
    await refreshAreaGuide(ctxAt(now), { id: area, state_id: stateId });
    const res = await guide();
    const months = res.json.trend.months as string[];
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe(lagosMonth(now));
    const s = (
      res.json.trend.series as {
        listingType: string;
        categoryId: number;
        bedrooms: number;
        points: { month: string; medianKobo: number | null; n: number }[];
      }[]
    ).find((x) => x.listingType === "rent" && x.categoryId === 2 && x.bedrooms === 2)!;
    expect(s.points.at(-1)).toMatchObject({ month: lagosMonth(now), medianKobo: 1_650_000 * NAIRA, n: 6 });
    expect(s.points.find((p) => p.month === lagosMonth(now - 40 * DAY))?.medianKobo).toEqual(expect.any(Number));
    const kept = await env.DB.prepare(
      "SELECT DISTINCT month FROM price_guide_months WHERE locality_id = ? ORDER BY month",
    )
      .bind(area)
      .all<{ month: string }>();
    expect(kept.results.map((r) => r.month)).not.toContain(lagosMonth(now - 400 * DAY));
  });
});

describe("the cron step", () => {
  it("refreshes the areas with the oldest guide first, within its budget, and leaves fresh ones alone", async () => {
    const now = Date.now();
    // Every other area of the test database counts as fresh, so this run sees only this file's areas.
    await env.DB.prepare(
      `INSERT INTO price_guide_areas (locality_id, state_id, refreshed_at) SELECT id, state_id, ? FROM localities
       WHERE kind = 'area' AND state_id <> ? ON CONFLICT (locality_id) DO UPDATE SET refreshed_at = excluded.refreshed_at`,
    )
      .bind(now, stateId)
      .run();
    await db().update(priceGuideAreas).set({ refreshedAt: 1 }).where(eq(priceGuideAreas.localityId, area)).run();
    // Three are due; a budget of one area takes the oldest: one never refreshed (Otherton, the lower id).
    const one = await refreshPriceGuides(ctxAt(now), { maxAreas: 1 });
    expect(one).toMatchObject({ due: 1, refreshed: 1 });
    const guides = async () => {
      const rows = await db().select().from(priceGuideAreas).where(eq(priceGuideAreas.stateId, stateId)).all();
      return new Map(rows.map((r) => [r.localityId, r]));
    };
    expect((await guides()).get(other)?.refreshedAt).toBe(now);
    expect((await guides()).has(empty)).toBe(false);
    // The housekeeping cron runs the step: Emptyham (never refreshed), then Guideville (refreshed long ago).
    await runHousekeeping(env, now + 1000);
    const by = await guides();
    expect(by.get(area)?.refreshedAt).toBe(now + 1000);
    expect(by.get(other)).toMatchObject({
      refreshedAt: now,
      listings: 1,
      rentN: 1,
      rentMedianKobo: 9_000_000 * NAIRA,
      saleN: 0,
    });
    expect(by.get(empty)).toMatchObject({ listings: 0, rentMedianKobo: null });
    // A neighbourhood has no guide of its own: its listings are in its area's.
    expect(by.has(hood)).toBe(false);
    // Nothing is due until the guides go stale.
    expect(await refreshPriceGuides(ctxAt(now + 2000))).toMatchObject({ refreshed: 0 });
  });

  it("a row budget stops a run after the area that reaches it", async () => {
    await db().update(priceGuideAreas).set({ refreshedAt: 1 }).where(eq(priceGuideAreas.stateId, stateId)).run();
    // Three are due, oldest first by id: Guideville (12 listings at its last refresh) alone reaches the budget.
    const r = await refreshPriceGuides(ctxAt(Date.now()), { rowBudget: 1 });
    expect(r).toMatchObject({ due: 3, refreshed: 1, listingsRead: 12 });
    await refreshPriceGuides(ctxAt(Date.now()));
  });
});

describe("the API", () => {
  it("the index lists areas with listings by state, with their all-homes medians", async () => {
    const res = await call("GET", "/v1/prices/guides");
    expect(res.status).toBe(200);
    expect(priceGuideIndex.safeParse(res.json).success).toBe(true);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    const st = res.json.states.find((s: { id: number }) => s.id === stateId);
    expect(st.areas.map((a: { id: number }) => a.id).sort()).toEqual([area, other].sort());
    expect(st.areas.find((a: { id: number }) => a.id === area)).toMatchObject({
      slug: areaSlug,
      rent: { medianKobo: 1_650_000 * NAIRA, n: 6 },
      sale: { medianKobo: 70_000_000 * NAIRA, n: 3 },
    });
  });

  it("an unknown area is a JSON 404; a neighbourhood has no guide; a malformed slug is a 400 naming the field", async () => {
    const missing = await call("GET", `/v1/prices/guides/${stateSlug}/nowhere-at-all`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toMatch(/price guide/);
    expect((await call("GET", `/v1/prices/guides/${stateSlug}/hood-${areaSlug.slice(11)}`)).status).toBe(404);
    const bad = await call("GET", `/v1/prices/guides/${stateSlug}/Not%20A%20Slug`);
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe("area");
  });

  it("is in the OpenAPI document with its statuses", async () => {
    const doc = (await call("GET", "/v1/openapi.json")).json;
    const op = doc.paths["/v1/prices/guides/{state}/{area}"].get;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400", "404"]));
    expect(doc.paths["/v1/prices/guides"].get.responses["200"]).toBeDefined();
  });

  it("the sitemap names /prices and each area guide with listings, dated by its refresh", async () => {
    const ctx = ctxAt(Date.now());
    expect((await sitemapEntries(ctx, { kind: "static", after: "" })).map((e) => e.path)).toContain("/prices");
    const places = await sitemapEntries(ctx, { kind: "locations", after: "" });
    const mine = places.find((e) => e.path === `/prices/${stateSlug}/${areaSlug}`);
    expect(mine?.lastmod).toEqual(expect.any(Number));
    expect(places.some((e) => e.path.startsWith(`/prices/${stateSlug}/emptyham-`))).toBe(false);
  });
});
