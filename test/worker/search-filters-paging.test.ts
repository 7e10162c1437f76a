import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import { ids, searchPlace } from "./search-fixtures";
import { favorites, localities, properties, propertyMedia, reviewStats, states } from "../../worker/db/schema";
import { cardsByIds } from "../../worker/services/listings/cards";
import type { AuthUser } from "../../worker/contracts/auth";
import { newId } from "../../worker/lib/crypto";
import { measuredSearch } from "../../worker/services/listings/search";
import { allListQuery } from "../../worker/services/listings/read";
import { createDb } from "../../worker/db/client";
import { BOX_LOCALITIES_READ } from "../../worker/services/listings/estimates";

/**
 * Every sort with boosted listings first, bounded totals and estimates, keyset paging and the cards of a page, through
 * HTTP and measured, on the place of search-fixtures.ts (and bulk listings of places of their own).
 */
const fixture = searchPlace();
const { L, search, names } = fixture;

beforeAll(fixture.seed);

describe("sorts, totals and paging", () => {
  it("boosted listings come first within every sort; latest is the default", async () => {
    const f = { locality: "Lekki" };
    expect(names(await search(f))).toEqual(["lekkiBoosted", "lekkiCheap", "lekkiDear"]);
    expect(names(await search(f, "?sortBy=price_asc"))).toEqual(["lekkiBoosted", "lekkiCheap", "lekkiDear"]);
    expect(names(await search(f, "?sortBy=price_desc"))).toEqual(["lekkiBoosted", "lekkiDear", "lekkiCheap"]);
    expect(names(await search(f, "?sortBy=most_viewed"))).toEqual(["lekkiBoosted", "lekkiDear", "lekkiCheap"]);
  });

  it("the total is exact, and keyset pages follow one another without repeats", async () => {
    const first = await search({}, "?perPage=2&sortBy=price_asc");
    expect(first.json).toMatchObject({ total: 4, totalIsLowerBound: false, hasMore: true, page: 1 });
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await search({}, `?perPage=2&page=2&sortBy=price_asc&cursor=${first.json.nextCursor}`);
    expect(second.json).toMatchObject({ total: 4, hasMore: false, nextCursor: null });
    const byOffset = await search({}, "?perPage=2&page=2&sortBy=price_asc");
    expect(ids(second)).toEqual(ids(byOffset));
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(4);
    expect(names(await search({}, "?sortBy=price_asc")).slice(1)).toEqual([
      "lekkiCheap",
      "ajahMentionsLekki",
      "lekkiDear",
    ]);
  });

  it("past 1,000 matches: exact from the live counts for a place and from the facet counts for whole price bands; an estimate when a price cuts a band; exact from the extras' counts for one extra; with a filter no table counts, an estimate from the page's own walk", async () => {
    const many = 100_000 + Math.floor(Math.random() * 800_000);
    await db()
      .insert(states)
      .values({ id: many, name: `Many ${uniq()}`, slug: `many-${uniq()}`, capital: "C", lat: 9, lng: 7 })
      .run();
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1005)
       INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at)
       SELECT ?1 || i, ?1 || i, ?2, 'Flat', 'A flat', 'rent', 2, 8, 100000 + i, 'per_year', 'Street', ?3, ?4, ?4 - i, ?4 FROM n`,
    )
      .bind(`bulk-${uniq()}-`, (await makeUser({ accountType: "agent" })).id, many, now)
      .run();
    const res = await call("POST", "/v1/properties/rent/search?perPage=5", { body: { stateId: many } });
    expect(res.json).toMatchObject({ total: 1005, totalIsLowerBound: false, hasMore: true });
    // Under ₦100,000 (a band boundary): every listing, exact from the facet counts however many.
    const banded = await call("POST", "/v1/properties/rent/search?perPage=5", {
      body: { stateId: many, maxPriceKobo: 100_000_00 },
    });
    expect(banded.json).toMatchObject({ total: 1005, totalIsLowerBound: false, totalIsEstimate: false, hasMore: true });
    // A price inside a band: that band's listings spread evenly over its prices, said to be an estimate (never
    // below what the page has shown).
    const priced = await call("POST", "/v1/properties/rent/search?perPage=5", {
      body: { stateId: many, maxPriceKobo: 100_000 + 1004 },
    });
    expect(priced.json).toMatchObject({ totalIsLowerBound: false, totalIsEstimate: true, hasMore: true });
    expect(priced.json.total).toBeGreaterThanOrEqual(6);
    // An extra (furnishing): exact from the extras' counts however many.
    const furnished = await call("POST", "/v1/properties/rent/search?perPage=5", {
      body: { stateId: many, furnishing: "unfurnished" },
    });
    expect(furnished.json).toMatchObject({
      total: 1005,
      totalIsLowerBound: false,
      totalIsEstimate: false,
      hasMore: true,
    });
    // A filter no table counts (a service charge): estimated from the page's walk, the counted part's total (1,005) ×
    // the share of the rows the page examined that matched. Every one here.
    const charged = await call("POST", "/v1/properties/rent/search?perPage=12", {
      body: { stateId: many, maxServiceChargeKobo: 0 },
    });
    expect(charged.json).toMatchObject({ total: 1005, totalIsLowerBound: false, totalIsEstimate: true, hasMore: true });
    // One listing in three (the third newest, the sixth, …) has no service charge: the page examined 39 listings for
    // its 13 matches (12 and one more), so about 1,005 × 13 / 39.
    await env.DB.prepare(
      "UPDATE properties SET service_charge_kobo = 50000000 WHERE state_id = ?1 AND (?2 - created_at) % 3 <> 0",
    )
      .bind(many, now)
      .run();
    const third = await call("POST", "/v1/properties/rent/search?perPage=12", {
      body: { stateId: many, maxServiceChargeKobo: 0 },
    });
    expect(third.json).toMatchObject({ total: 335, totalIsLowerBound: false, totalIsEstimate: true, hasMore: true });
    // Its next page by cursor keeps the first page's figure.
    const next = await call("POST", `/v1/properties/rent/search?perPage=12&cursor=${third.json.nextCursor}`, {
      body: { stateId: many, maxServiceChargeKobo: 0 },
    });
    expect(next.json).toMatchObject({ total: 335, totalIsEstimate: true });
    expect(next.json.data.map((c: { id: string }) => c.id)).not.toContain(third.json.data[0].id);
    // A page too small to estimate from (the filter sheet's live count asks for one card): the bounded count.
    const one = await call("POST", "/v1/properties/rent/search?perPage=1", {
      body: { stateId: many, maxServiceChargeKobo: 0 },
    });
    expect(one.json).toMatchObject({ total: 335, totalIsLowerBound: false, totalIsEstimate: false, hasMore: true });
  });

  it("measured: a place search takes its total from the live counts; a filtered one counts on page 1 and pages on by cursor without counting again", async () => {
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const place = await measuredSearch(c, null, "rent", { stateId: fixture.stateId }, undefined, {
      page: 1,
      perPage: 1,
    });
    expect(place.page.total).toBe(4);
    expect(place.rowsRead.statements.filter((s) => s.startsWith("total:"))).toHaveLength(1);
    // Bedrooms: the facet counts answer, exact, in one statement read on every page.
    const faceted = await measuredSearch(c, null, "rent", { stateId: fixture.stateId, minBedrooms: 2 }, "price_asc", {
      page: 1,
      perPage: 1,
    });
    expect(faceted.page).toMatchObject({ total: 4, totalIsLowerBound: false, totalIsEstimate: false, hasMore: true });
    expect(faceted.rowsRead.statements.filter((s) => s.startsWith("total:"))).toHaveLength(1);
    // A filter the facets do not keep (service charge): counted on page 1, not again on the next page by cursor.
    const filter = { stateId: fixture.stateId, maxServiceChargeKobo: 10_000_000_00 };
    const first = await measuredSearch(c, null, "rent", filter, "price_asc", { page: 1, perPage: 1 });
    expect(first.page).toMatchObject({ total: 4, totalIsLowerBound: false, hasMore: true });
    expect(first.rowsRead.total).toBeGreaterThan(0);
    const second = await measuredSearch(
      c,
      null,
      "rent",
      filter,
      "price_asc",
      { page: 2, perPage: 1 },
      { cursor: first.page.nextCursor! },
    );
    expect(second.page).toMatchObject({ total: 4, totalIsLowerBound: false, hasMore: true });
    expect(second.rowsRead.statements.some((s) => s.startsWith("total:"))).toBe(false);
    expect(second.page.data[0]!.id).not.toBe(first.page.data[0]!.id);
  });

  it("signed in, every card says whether the viewer saved it", async () => {
    const seeker = await makeUser({ accountType: "seeker" });
    const { token } = await signIn(seeker);
    expect((await call("POST", `/v1/secure/favorite/property/${L.lekkiDear}`, { token })).json.data.active).toBe(true);
    const res = await call("POST", "/v1/properties/rent/search", {
      token,
      body: { stateId: fixture.stateId, locality: "Lekki" },
    });
    const fav = Object.fromEntries(res.json.data.map((c: { id: string; isFavorite: boolean }) => [c.id, c.isFavorite]));
    expect(fav).toEqual({ [L.lekkiBoosted!]: false, [L.lekkiCheap!]: false, [L.lekkiDear!]: true });
    expect((await search({ locality: "Lekki" })).json.data.every((c: { isFavorite: boolean }) => !c.isFavorite)).toBe(
      true,
    );
  });

  it("the cards come with the page (one statement): photos, lister, rating and the viewer's favourite as read by id", async () => {
    const seeker = await makeUser({ accountType: "seeker" });
    const id = L.lekkiCheap!;
    await db()
      .insert(propertyMedia)
      .values(
        [2, 1, 3].map((i) => ({
          id: newId(),
          ownerId: fixture.broker.id,
          propertyId: id,
          originalKey: `listings/${id}/${i}.webp`,
          thumbKey: `listings/${id}/${i}-md.webp`,
          sizedKeys: i === 1 ? { "960": `listings/${id}/${i}-960.webp` } : null,
          width: 1200,
          height: 800,
          isPrimary: i === 1,
          position: i,
          status: "ready" as const,
          createdAt: Date.now(),
        })),
      )
      .run();
    await db()
      .insert(reviewStats)
      .values({ subjectType: "property", subjectId: id, count: 2, total: 9, average: 4.5, updatedAt: Date.now() })
      .onConflictDoNothing()
      .run();
    await db().insert(favorites).values({ userId: seeker.id, propertyId: id, createdAt: Date.now() }).run();
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const viewerOf = seeker as unknown as AuthUser;
    // The reference names (types, states…) come from the isolate's cache once read.
    await measuredSearch(c, null, "rent", { stateId: fixture.stateId }, undefined, { page: 1, perPage: 12 });
    for (const [viewer, sort] of [
      [viewerOf, undefined],
      [null, "price_asc"],
    ] as const) {
      const { page, rowsRead } = await measuredSearch(c, viewer, "rent", { stateId: fixture.stateId }, sort, {
        page: 1,
        perPage: 12,
      });
      expect(page.data.map((card) => card.id)).toContain(id);
      expect(page.data).toEqual(
        await cardsByIds(
          c,
          page.data.map((card) => card.id),
          viewer?.id,
        ),
      );
      expect(rowsRead.statements.some((st) => st.startsWith("cards:"))).toBe(false);
    }
    const card = (
      await measuredSearch(c, viewerOf, "rent", { stateId: fixture.stateId }, undefined, { page: 1, perPage: 12 })
    ).page.data.find((x) => x.id === id)!;
    expect(card).toMatchObject({ isFavorite: true, rating: { average: 4.5, count: 2 } });
    // A card carries the photo it shows (the primary one) and the count.
    expect(card.propertyMedia.map((m) => m.primaryImage)).toEqual([true]);
    expect(card.photoCount).toBe(3);
  });

  it("GET /v1/properties/all and /v1/property/properties?p[] keep working", async () => {
    const all = await call("GET", "/v1/properties/all?perPage=3");
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBe(3);
    const some = await call("GET", `/v1/property/properties?p[]=${L.lekkiCheap}&p[]=${L.lekkiDear}`);
    expect(ids(some)).toEqual([L.lekkiCheap, L.lekkiDear]);
  });
});

describe("a map box's estimate", () => {
  it("a box over many localities says 1,000+ from its first localities' counts; a smaller or sparse one sums every locality in it", async () => {
    const sid = 100_000 + Math.floor(Math.random() * 800_000);
    const lat0 = -55 - Math.random() * 30; // away from other tests' localities (the latitude walk passes every locality in the band)
    const lng0 = 100 + Math.random() * 50;
    const tag = uniq();
    await db()
      .insert(states)
      .values({ id: sid, name: `Box ${tag}`, slug: `box-${tag}`, capital: "C", lat: lat0, lng: lng0 })
      .run();
    const locs = Array.from({ length: 10 }, (_, j) => ({
      id: sid + 1 + j,
      stateId: sid,
      name: `L${j}`,
      slug: `l${j}-${tag}`,
      lat: lat0 + j * 0.01,
      lng: lng0,
    }));
    await db().insert(localities).values(locs).run();
    const owner = (await makeUser({ accountType: "agent" })).id;
    const now = Date.now();
    const bulk = (n: number, type: string) =>
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?5 - 1)
         INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, locality_id, lat, lng, confirmed_at, created_at, updated_at)
         SELECT ?1 || i, ?1 || i, ?2, 'Flat', 'A flat', ?6, 2, 8, 100000 + i, 'per_year', 'Street', ?3, ?3 + 1 + i % 10, ?7 + (i % 10) * 0.01, ?8, ?4, ?4 - i, ?4 FROM n`,
      )
        .bind(`box-${uniq()}-`, owner, sid, now, n, type, lat0, lng0)
        .run();
    await bulk(2_500, "rent");
    await bulk(20, "sale");
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const box = (north: number) => ({ south: lat0 - 0.001, west: lng0 - 0.01, north, east: lng0 + 0.01 });
    const wide = await measuredSearch(c, null, "rent", { bounds: box(lat0 + 0.095) }, undefined, {
      page: 1,
      perPage: 12,
    });
    expect(wide.page).toMatchObject({ total: 1000, totalIsLowerBound: true, totalIsEstimate: false, hasMore: true });
    // The first localities' index entries and counts, not all 10.
    expect(wide.rowsRead.total).toBeLessThanOrEqual(5 * BOX_LOCALITIES_READ);
    const three = await measuredSearch(c, null, "rent", { bounds: box(lat0 + 0.025) }, undefined, {
      page: 1,
      perPage: 12,
    });
    expect(three.page).toMatchObject({ total: 750, totalIsLowerBound: false, totalIsEstimate: true });
    const sparse = await measuredSearch(c, null, "sale", { bounds: box(lat0 + 0.095) }, undefined, {
      page: 1,
      perPage: 12,
    });
    expect(sparse.page).toMatchObject({ total: 20, hasMore: true });
    // The sparse box read its first localities, then all of them.
    expect(sparse.rowsRead.total).toBeGreaterThan(wide.rowsRead.total);
  });
});

describe("GET /v1/properties/all by keyset", () => {
  it("following nextCursor gives the same pages as page=N, and page N+1 seeks into the newest-first index", async () => {
    const byOffset: string[] = [];
    const byCursor: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page <= 4; page++) {
      const o = await call("GET", `/v1/properties/all?perPage=3&page=${page}`);
      const k = await call(
        "GET",
        `/v1/properties/all?perPage=3&page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(o.status).toBe(200);
      expect(k.status).toBe(200);
      expect(k.json.page).toBe(page);
      byOffset.push(...ids(o));
      byCursor.push(...ids(k));
      expect(k.json.hasMore).toBe(o.json.hasMore);
      cursor = k.json.nextCursor;
      if (!k.json.hasMore) {
        expect(cursor).toBeNull();
        break;
      }
      expect(cursor).toEqual(expect.any(String));
    }
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byCursor).size).toBe(byCursor.length);

    const { where, orderBy } = allListQuery(
      Date.now(),
      btoa(JSON.stringify([0, Date.now(), "zzz"])).replace(/=+$/, ""),
    );
    const q = db()
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...orderBy)
      .limit(13)
      .toSQL();
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
        .bind(...q.params)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join("\n");
    expect(plan).toMatch(/properties_s_newest_live \(status=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);

    // By OFFSET the page walks the same index, which holds every column publiclyListed checks: the entries it steps
    // over are checked on the index alone, and the table is sought (a deferred seek) only for a row it hands over.
    const stepped = allListQuery(Date.now());
    const o = db()
      .select()
      .from(properties)
      .where(stepped.where)
      .orderBy(...stepped.orderBy)
      .limit(13)
      .offset(5_988)
      .toSQL();
    const offsetPlan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${o.sql}`)
        .bind(...o.params)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join("\n");
    expect(offsetPlan).toBe("SEARCH properties USING INDEX properties_s_newest_live (status=?)");
    const held = (
      await env.DB.prepare("PRAGMA index_info('properties_s_newest_live')").all<{ name: string }>()
    ).results.map((r) => r.name);
    expect(held).toEqual(["status", "created_at", "id", "confirmed_at", "flagged_duplicate"]);
  });

  it("the bench's rows_read header is answered only by a worker started with BENCH=1", async () => {
    const res = await call("GET", "/v1/properties/all?perPage=2", { headers: { "x-bench-rows": "1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-bench-rows-read")).toBeNull();
  });

  it("a cursor that is not a nextCursor is a 400 naming it", async () => {
    for (const bad of ["nope", btoa("[1,2]"), btoa(JSON.stringify([0, "x", "id"]))]) {
      const res = await call("GET", `/v1/properties/all?cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.json.errors?.[0]?.field ?? res.json.message).toMatch(/cursor/);
    }
  });
});
