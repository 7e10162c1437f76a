import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import {
  favorites,
  localities,
  properties,
  propertyAmenities,
  propertyMedia,
  reviewStats,
  states,
} from "../../worker/db/schema";
import { cardsByIds, sqlOfText, withCardData } from "../../worker/services/listings/cards";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();
import type { AuthUser } from "../../worker/contracts/auth";
import { newId } from "../../worker/lib/crypto";
import { measuredSearch, searchQueries, type SearchFilter, type Sort } from "../../worker/services/listings/search";
import { allListQuery } from "../../worker/services/listings/read";
import { createDb } from "../../worker/db/client";
import {
  BROAD_KEYWORD_LISTINGS,
  foldedPlan,
  ftsTerms,
  keywordPlan,
  keywordPlanSql,
  wordMemo,
} from "../../worker/services/listings/fts";
import { BOX_LOCALITIES_READ, termDocs } from "../../worker/services/listings/estimates";

/**
 * Every filter, every sort with boosted listings first, bounded totals and keyset paging,
 * through HTTP; and the common shapes' query plans use the search indexes (no scan, no sort of all matches).
 */
const DAY = 86_400_000;
let stateId: number, lekki: number, ajah: number, stateSlug: string;
let broker: Awaited<ReturnType<typeof makeUser>>, company: Awaited<ReturnType<typeof makeUser>>;
const L: Record<string, string> = {};

async function seed(name: string, over: Partial<typeof properties.$inferInsert> & { amenities?: number[] } = {}) {
  const id = newId();
  const { amenities = [], ...rest } = over;
  const now = Date.now();
  await db()
    .insert(properties)
    .values({
      id,
      slug: `${name}-${uniq()}`,
      ownerId: broker.id,
      title: `Listing ${name}`,
      description: "A well kept home.",
      listingType: "rent",
      categoryId: 2,
      typeId: 8,
      priceKobo: 2_000_000_00,
      pricePeriod: "per_year",
      address: "1 Admiralty Way",
      stateId,
      localityId: lekki,
      lat: 6.44,
      lng: 3.47,
      bedrooms: 2,
      bathrooms: 2,
      confirmedAt: now,
      createdAt: now - Object.keys(L).length * 1000,
      updatedAt: now,
      ...rest,
    })
    .run();
  if (amenities.length)
    await db()
      .insert(propertyAmenities)
      .values(amenities.map((amenityId) => ({ propertyId: id, amenityId })))
      .run();
  L[name] = id;
  return id;
}

const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((c) => c.id);
const names = (res: { json: { data: { id: string }[] } }) =>
  ids(res).map((id) => Object.keys(L).find((k) => L[k] === id));
const search = (body: Record<string, unknown>, query = "", path = "/v1/properties/rent/search") =>
  call("POST", `${path}${query}`, { body: { stateId, ...body } });

beforeAll(async () => {
  stateId = 100_000 + Math.floor(Math.random() * 800_000);
  lekki = stateId + 1;
  ajah = stateId + 2;
  const tag = uniq();
  stateSlug = `state-${tag}`;
  await db()
    .insert(states)
    .values({ id: stateId, name: `State ${tag}`, slug: stateSlug, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  await db()
    .insert(localities)
    .values([
      { id: lekki, stateId, name: "Lekki", slug: "lekki", lat: 6.44, lng: 3.47 },
      { id: ajah, stateId, name: "Ajah", slug: "ajah", lat: 6.47, lng: 3.57 },
    ])
    .run();
  broker = await makeUser({ accountType: "brokerage", kycVerified: true });
  company = await makeUser({ accountType: "company", kycVerified: false });
  await seed("lekkiCheap", {
    priceKobo: 1_500_000_00,
    bedrooms: 3,
    bathrooms: 3,
    viewCount: 5,
    amenities: [1, 3],
    titleDocuments: '["c_of_o"]',
    serviceChargeKobo: 0,
  });
  await seed("lekkiDear", {
    priceKobo: 6_000_000_00,
    bedrooms: 4,
    bathrooms: 4,
    viewCount: 50,
    furnishing: "furnished",
    serviceChargeKobo: 800_000_00,
  });
  // Mentions Lekki in its description but is in Ajah: a locality search for Lekki must not find it.
  await seed("ajahMentionsLekki", {
    localityId: ajah,
    lat: 6.47,
    lng: 3.57,
    description: "Ten minutes from Lekki, close to Lekki Conservation Centre.",
    priceKobo: 2_500_000_00,
    bedrooms: 3,
    ownerId: company.id,
    amenities: [22],
  });
  await seed("lekkiBoosted", { premiumListing: true, priceKobo: 4_000_000_00, viewCount: 1 });
  await seed("stale", { confirmedAt: Date.now() - 40 * DAY });
  await seed("sale", { listingType: "sale", priceKobo: 90_000_000_00, pricePeriod: "outright" });
});

describe("search filters", () => {
  it("a locality filter matches the listing's locality, not words in its description (Lekki vs Ajah)", async () => {
    const byName = await search({ locality: "Lekki" });
    expect(byName.status).toBe(200);
    expect(byName.json.data.map((c: { locality: { name: string } }) => c.locality.name)).toEqual([
      "Lekki",
      "Lekki",
      "Lekki",
    ]);
    expect(names(byName)).not.toContain("ajahMentionsLekki");
    expect(names(await search({ localityId: ajah }))).toEqual(["ajahMentionsLekki"]);
    // Keyword search still finds words in descriptions.
    expect(names(await search({ query: "conservation" }))).toEqual(["ajahMentionsLekki"]);
  });

  it("state by slug, price range, beds, baths, furnishing, service charge, amenities, power and water, title documents", async () => {
    const all = (b: Record<string, unknown>) => search({ stateId: undefined, state: stateSlug, ...b }).then(names);
    expect((await all({})).sort()).toEqual(["ajahMentionsLekki", "lekkiBoosted", "lekkiCheap", "lekkiDear"].sort());
    expect((await all({ minPriceKobo: 2_000_000_00, maxPriceKobo: 5_000_000_00 })).sort()).toEqual([
      "ajahMentionsLekki",
      "lekkiBoosted",
    ]);
    expect((await all({ minBedrooms: 3, minBathrooms: 3 })).sort()).toEqual(["lekkiCheap", "lekkiDear"]);
    expect(await all({ furnishing: "furnished" })).toEqual(["lekkiDear"]);
    expect((await all({ maxServiceChargeKobo: 0 })).length).toBe(3);
    expect(await all({ amenities: [1, 3] })).toEqual(["lekkiCheap"]);
    expect(await all({ power: ["24h_power"], water: ["borehole"] })).toEqual(["lekkiCheap"]);
    expect(await all({ power: ["generator"] })).toEqual(["ajahMentionsLekki"]);
    expect(await all({ titleDocuments: ["c_of_o"] })).toEqual(["lekkiCheap"]);
    expect(await all({ categoryId: 2, typeId: 8, locality: "ajah" })).toEqual(["ajahMentionsLekki"]);
  });

  it("listed by broker or company, verified only, and a map bounding box", async () => {
    expect(names(await search({ listedBy: "company" }))).toEqual(["ajahMentionsLekki"]);
    expect(names(await search({ listedBy: "broker", verifiedOnly: true })).sort()).toEqual([
      "lekkiBoosted",
      "lekkiCheap",
      "lekkiDear",
    ]);
    expect(names(await search({ verifiedOnly: true }))).not.toContain("ajahMentionsLekki");
    expect(names(await search({ bounds: { south: 6.46, west: 3.5, north: 6.5, east: 3.6 } }))).toEqual([
      "ajahMentionsLekki",
    ]);
  });

  it("bad input is a 400 naming the field: unknown keys, reversed price range or bounds, bad cursor", async () => {
    const unknown = await search({ bedroomz: 3 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors[0].field).toBe("bedroomz");
    const range = await search({ minPriceKobo: 10, maxPriceKobo: 5 });
    expect(range.status).toBe(400);
    expect(range.json.errors[0].field).toBe("maxPriceKobo");
    expect((await search({ bounds: { south: 7, west: 3, north: 6, east: 4 } })).status).toBe(400);
    expect((await search({ power: ["nuclear"] })).status).toBe(400);
    const cursor = await search({}, "?cursor=not-a-cursor");
    expect(cursor.status).toBe(400);
    expect(cursor.json.errors[0].field).toBe("cursor");
  });
});

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

  it("past 1,000 matches: exact from the live counts for a place and from the facet counts for whole price bands; an estimate when a price cuts a band; 1,000+ (a bounded count) with other filters", async () => {
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
    // A filter the facets do not keep (furnishing): the bounded count.
    const furnished = await call("POST", "/v1/properties/rent/search?perPage=5", {
      body: { stateId: many, furnishing: "unfurnished" },
    });
    expect(furnished.json).toMatchObject({
      total: 1000,
      totalIsLowerBound: true,
      totalIsEstimate: false,
      hasMore: true,
    });
  });

  it("measured: a place search takes its total from the live counts; a filtered one counts on page 1 and pages on by cursor without counting again", async () => {
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const place = await measuredSearch(c, null, "rent", { stateId }, undefined, { page: 1, perPage: 1 });
    expect(place.page.total).toBe(4);
    expect(place.rowsRead.statements.filter((s) => s.startsWith("total:"))).toHaveLength(1);
    // Bedrooms: the facet counts answer, exact, in one statement read on every page.
    const faceted = await measuredSearch(c, null, "rent", { stateId, minBedrooms: 2 }, "price_asc", {
      page: 1,
      perPage: 1,
    });
    expect(faceted.page).toMatchObject({ total: 4, totalIsLowerBound: false, totalIsEstimate: false, hasMore: true });
    expect(faceted.rowsRead.statements.filter((s) => s.startsWith("total:"))).toHaveLength(1);
    // A filter the facets do not keep (service charge): counted on page 1, not again on the next page by cursor.
    const filter = { stateId, maxServiceChargeKobo: 10_000_000_00 };
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
    const res = await call("POST", "/v1/properties/rent/search", { token, body: { stateId, locality: "Lekki" } });
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
          ownerId: broker.id,
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
    await measuredSearch(c, null, "rent", { stateId }, undefined, { page: 1, perPage: 12 });
    for (const [viewer, sort] of [
      [viewerOf, undefined],
      [null, "price_asc"],
    ] as const) {
      const { page, rowsRead } = await measuredSearch(c, viewer, "rent", { stateId }, sort, { page: 1, perPage: 12 });
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
      await measuredSearch(c, viewerOf, "rent", { stateId }, undefined, { page: 1, perPage: 12 })
    ).page.data.find((x) => x.id === id)!;
    expect(card).toMatchObject({ isFavorite: true, rating: { average: 4.5, count: 2 } });
    expect(card.propertyMedia.map((m) => m.primaryImage)).toEqual([true, false, false]);
  });

  it("GET /v1/properties/all and /v1/property/properties?p[] keep working", async () => {
    const all = await call("GET", "/v1/properties/all?perPage=3");
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBe(3);
    const some = await call("GET", `/v1/property/properties?p[]=${L.lekkiCheap}&p[]=${L.lekkiDear}`);
    expect(ids(some)).toEqual([L.lekkiCheap, L.lekkiDear]);
  });
});

describe("keywords at scale", () => {
  it("a word in thousands of listings lists its newest matches first, with an estimated total; a rare word ranks all of its matches", async () => {
    const broad = `quokka${uniq()}`;
    const rare = `wombat${uniq()}`;
    const owner = (await makeUser({ accountType: "agent" })).id;
    const now = Date.now();
    const bulk = (n: number, title: string, description: string) =>
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?5)
         INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at)
         SELECT ?1 || i, ?1 || i, ?2, ?6, ?7, 'rent', 2, 8, 100000 + i, 'per_year', 'Street', ?3, ?4, ?4 - i, ?4 FROM n`,
      )
        .bind(`kw-${uniq()}-`, owner, stateId, now, n, title, description)
        .run();
    // The oldest listing has the word in its title: the best match of all, but not among the newest 1,001.
    await bulk(1, `${broad} ${rare} villa`, "A villa");
    await bulk(5_100, "Flat", `A flat with a ${broad} garden`);
    await bulk(2, "Flat", `A flat near a ${rare} park`);
    const first = (q: string) => call("POST", "/v1/properties/search?perPage=3", { body: { query: q } });
    const broadPage = await first(broad);
    expect(broadPage.json.data).toHaveLength(3);
    expect(broadPage.json.data.map((c: { title: string }) => c.title)).not.toContain(`${broad} ${rare} villa`);
    // Newest first: the three newest flats with the word.
    expect(broadPage.json.data.map((c: { title: string }) => c.title)).toEqual(["Flat", "Flat", "Flat"]);
    expect(broadPage.json).toMatchObject({ totalIsLowerBound: false, totalIsEstimate: true });
    expect(broadPage.json.total).toBeGreaterThan(1000);
    const rarePage = await first(rare);
    expect(rarePage.json.data[0].title).toBe(`${broad} ${rare} villa`);
    expect(rarePage.json).toMatchObject({ total: 3, totalIsLowerBound: false });
    // The same word found by a prefix ("quokka" finds every quokka…): broad too.
    expect((await first(broad.slice(0, -2))).json.data.map((c: { title: string }) => c.title)).not.toContain(
      `${broad} ${rare} villa`,
    );
  });
});

/**
 * The keyword corpus of the spelled-out and one-round-trip tests: `base` in 5,100 listings (broad); base + "ish" and
 * base + "ery" in a few (the prefix base covers three words); `rare` in 5, one of them also with base in its title;
 * some sale listings. Returns `bulk` to add more (n listings of one title and description, newest first).
 */
async function keywordCorpus(prefix: string, base: string, rare: string) {
  const owner = (await makeUser({ accountType: "agent" })).id;
  const now = Date.now();
  const bulk = (n: number, title: string, description: string, listingType = "rent") =>
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?5)
       INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at, premium_listing)
       SELECT ?1 || i, ?1 || i, ?2, ?6, ?7, ?8, 2, 8, 100000 + (i * 7919) % 1000, 'per_year', 'Street', ?3, ?4, ?4 - i * 1000, ?4, i % 9 = 0 FROM n`,
    )
      .bind(`${prefix}-${uniq()}-`, owner, stateId, now, n, title, description, listingType)
      .run();
  await bulk(5_100, "Flat", `A flat with a ${base} garden`);
  await bulk(3, `${base}ish cottage`, "A cottage");
  await bulk(2, "Duplex", `A duplex by the ${base}ery`, "sale");
  await bulk(4, `${rare} terrace`, `Near ${rare} park`);
  await bulk(1, `${rare} ${base} villa`, "A villa");
  return { now, bulk };
}

/** The page as the prefix query gave it (no plan): the broad decision from the vocabulary's sums (termDocs). */
async function prefixQueryPage(
  c: Parameters<typeof termDocs>[0],
  perPage: number,
  query: string,
  sort: Sort | undefined,
  page: number,
  type?: string,
) {
  const docs = await termDocs(c, ftsTerms(query));
  const newestFirst = Math.min(...docs) > BROAD_KEYWORD_LISTINGS && (sort ?? "relevance") === "relevance";
  const { find } = searchQueries(c, type, { query }, sort, { page, perPage }, undefined, { newestFirst });
  return ((await find.all()) as { id: string }[]).map((r) => r.id);
}

describe("keywords spelled out", () => {
  it("the words a prefix covers, named in the query, give the same pages, totals and broad decision as the prefix query", async () => {
    const base = `kudu${uniq()}`;
    const rare = `oryx${uniq()}`;
    await keywordCorpus("kws", base, rare);
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const perPage = 4;
    const prefixPage = (query: string, sort: Sort | undefined, page: number, type?: string) =>
      prefixQueryPage(c, perPage, query, sort, page, type);
    async function spelledPage(query: string, sort: Sort | undefined, page: number, type?: string) {
      const fts = await keywordPlan(c, ftsTerms(query), c.now);
      const { find } = searchQueries(c, type, { query }, sort, { page, perPage }, undefined, {
        newestFirst: fts.broad && (sort ?? "relevance") === "relevance",
        fts,
      });
      return ((await find.all()) as { id: string }[]).map((r) => r.id);
    }
    const queries = [
      base,
      base.slice(0, -3),
      rare,
      rare.slice(0, -1),
      `${rare} ${base}`,
      `${base} ${rare}`,
      `${base}ish`,
      "cot",
      "villa",
      `${rare} ìkoyi`,
      `${base}zzz`,
      "x",
    ];
    for (const query of queries) {
      const terms = ftsTerms(query);
      const plan = await keywordPlan(c, terms, c.now);
      // The same counts as the vocabulary's sums, hence the same broad decision and estimate.
      expect(plan.docs, query).toEqual(await termDocs(c, terms));
      for (const sort of [undefined, "price_asc", "latest"] as const)
        for (const page of [1, 2, 3])
          expect(await spelledPage(query, sort, page), `${query} ${sort} ${page}`).toEqual(
            await prefixPage(query, sort, page),
          );
      expect(await spelledPage(query, undefined, 1, "sale"), `${query} sale`).toEqual(
        await prefixPage(query, undefined, 1, "sale"),
      );
    }
    // The prefix base covers three words: spelled out (ORed) for rowid order, left a prefix for rank order.
    const covered = await keywordPlan(c, [base.slice(0, -3)], c.now);
    expect(covered.newest.split(" OR ")).toHaveLength(3);
    expect(covered.ranked).toBe(`"${base.slice(0, -3)}"*`);
    expect(covered.broad).toBe(true);
    expect((await keywordPlan(c, [rare.slice(0, -1)], c.now)).ranked).toBe(`"${rare}"`);
    // A word the index does not hold: nothing can match, no page query at all.
    const none = await keywordPlan(c, [`${base}zzz`], c.now);
    expect(none.none).toBe(true);
    const empty = await measuredSearch(c, null, undefined, { query: `${rare} ${base}zzz` }, undefined, {
      page: 1,
      perPage: 12,
    });
    expect(empty.page).toMatchObject({ data: [], total: 0, hasMore: false });
    // One statement reads the plan and the page (keywordPlanSql): no cards, nothing past the words' skip.
    expect(empty.rowsRead.statements.filter((s) => s.startsWith("search:"))).toHaveLength(1);
    expect(empty.rowsRead.statements.some((s) => s.startsWith("cards:"))).toBe(false);
    // Through HTTP: the broad word lists its newest first with an estimate; the narrow one ranks (title first).
    const broadRes = await call("POST", "/v1/properties/search?perPage=3", { body: { query: base } });
    expect(broadRes.json).toMatchObject({ totalIsEstimate: true });
    const rareRes = await call("POST", "/v1/properties/search?perPage=3", { body: { query: rare } });
    expect(rareRes.json).toMatchObject({ total: 5, totalIsLowerBound: false });
    expect(rareRes.json.data[0].title).toMatch(new RegExp(rare));
  });
});

describe("keywords in one round trip", () => {
  it("the page statement that reads the plan itself gives the prefix query's pages, counts and broad decision, and the search one statement before the cards", async () => {
    const base = `gnu${uniq()}`;
    const rare = `eland${uniq()}`;
    const { now, bulk } = await keywordCorpus("kwf", base, rare);
    await bulk(1, "Old flat", `An old ${rare} flat`);
    await env.DB.prepare("UPDATE properties SET confirmed_at = ?1 WHERE title = 'Old flat' AND description LIKE ?2")
      .bind(now - 40 * DAY, `%${rare}%`)
      .run();
    const c = { db: createDb(env.DB), env, now: Date.now() };
    const perPage = 4;
    const prefixPage = (query: string, sort: Sort | undefined, page: number, type?: string) =>
      prefixQueryPage(c, perPage, query, sort, page, type);
    async function foldedPage(query: string, sort: Sort | undefined, page: number, type?: string) {
      const terms = ftsTerms(query);
      const { find } = searchQueries(c, type, { query }, sort, { page, perPage }, undefined, {
        folded: keywordPlanSql(terms, c.now),
      });
      const rows = (await find.all()) as { id: string; kw?: Record<string, unknown> }[];
      return { ids: rows.map((r) => r.id), plan: rows[0]?.kw ? foldedPlan(rows[0].kw, terms, c.now) : null };
    }
    const queries = [
      base,
      base.slice(0, -3),
      rare,
      rare.slice(0, -1),
      `${rare} ${base}`,
      `${base} ${rare}`,
      `${base}ish`,
      "cot",
      "villa",
      `${rare} ìkoyi`,
      `${base}zzz`,
      "x",
    ];
    for (const query of queries) {
      const terms = ftsTerms(query);
      const plan = await keywordPlan(c, terms, c.now);
      for (const sort of [undefined, "price_asc", "latest"] as const)
        for (const page of [1, 2, 3]) {
          const folded = await foldedPage(query, sort, page);
          expect(folded.ids, `${query} ${sort} ${page}`).toEqual(await prefixPage(query, sort, page));
          // The plan the page carries is keywordPlan's.
          if (folded.plan) expect(folded.plan, `${query} plan`).toEqual(plan);
        }
      expect((await foldedPage(query, undefined, 1, "sale")).ids, `${query} sale`).toEqual(
        await prefixPage(query, undefined, 1, "sale"),
      );
    }
    // Through the search: the same page and total as with the plan read first; one statement before the cards.
    const p = { page: 1, perPage: 3 };
    for (const query of [base, rare, `${rare} ${base}`]) {
      const one = await measuredSearch(c, null, undefined, { query }, undefined, p);
      const two = await measuredSearch(c, null, undefined, { query }, undefined, p, { unfolded: true });
      expect(one.page, query).toEqual(two.page);
      expect(
        one.rowsRead.statements.filter((s) => s.startsWith("search:")),
        query,
      ).toHaveLength(1);
      expect(
        two.rowsRead.statements.filter((s) => s.startsWith("search:")),
        query,
      ).toHaveLength(1);
      // The plan statement (a "total" by its vocabulary tables) is gone; the estimate's live counts are read in both.
      const totals = (r: typeof one) => r.rowsRead.statements.filter((st) => st.startsWith("total:")).length;
      expect(totals(two), query).toBe(totals(one) + 1);
      // Without a type or a place the estimate's scope is every listing: its live counts are read once, not twice.
      expect(totals(one), query).toBe(1);
    }
    // With a filter beyond type and place (no estimate): the count of the spelled-out words, as before.
    for (const query of [base, rare, base.slice(0, -3)]) {
      const filter = { query, minPriceKobo: 100_500 };
      const one = await measuredSearch(c, null, "rent", filter, undefined, p);
      expect(one.page, query).toEqual(
        (await measuredSearch(c, null, "rent", filter, undefined, p, { unfolded: true })).page,
      );
      expect(one.page.total, query).toBeGreaterThan(0);
    }
    // Past the end (no row carries the plan): answered with the plan read first, the same as before.
    const past = { page: 3, perPage: 3 };
    expect((await measuredSearch(c, null, undefined, { query: rare }, "price_asc", past)).page).toEqual(
      (await measuredSearch(c, null, undefined, { query: rare }, "price_asc", past, { unfolded: true })).page,
    );
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

describe("the word-count memo", () => {
  it("a word in more listings than the memo's threshold is counted once per 10 minutes, then counted again; a word under it every time", async () => {
    const word = `dikdik${uniq()}`;
    const small = `impala${uniq()}`;
    const owner = (await makeUser({ accountType: "agent" })).id;
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
       INSERT INTO properties (id, slug, owner_id, title, description, listing_type, category_id, type_id, price_kobo, price_period, address, state_id, confirmed_at, created_at, updated_at)
       SELECT ?1 || i, ?1 || i, ?2, 'Flat', 'A flat by the ' || ?5 || iif(i <= 10, ' ' || ?6, ''), 'rent', 2, 8, 100000 + i, 'per_year', 'Street', ?3, ?4, ?4 - i, ?4 FROM n`,
    )
      .bind(`memo-${uniq()}-`, owner, stateId, now, word, small)
      .run();
    const saved = { ...wordMemo };
    wordMemo.min = 100; // 150 listings hold `word`, 10 hold `small`
    try {
      const c = { db: createDb(env.DB), env, now };
      const sums = (terms: string[], at: number) => keywordPlanSql(terms, at).match(/listings_fts_terms/g)?.length ?? 0;
      expect(sums([word, small], now)).toBe(2);
      const first = await measuredSearch(c, null, undefined, { query: `${word} ${small}` }, undefined, {
        page: 1,
        perPage: 3,
      });
      expect(first.page.data).toHaveLength(3);
      // Counted once: kept with its count; the small word is not kept.
      expect(wordMemo.entries.get(word)).toMatchObject({ docs: 150, at: now });
      expect(wordMemo.entries.has(small)).toBe(false);
      expect(sums([word, small], now + 60_000)).toBe(1);
      const later = { ...c, now: now + 60_000 };
      const second = await measuredSearch(later, null, undefined, { query: `${word} ${small}` }, undefined, {
        page: 1,
        perPage: 3,
      });
      expect(second.page).toEqual(first.page);
      expect(second.rowsRead.search).toBeLessThan(first.rowsRead.search);
      // The plan read first (keywordPlan) takes the same count from the memo.
      expect((await keywordPlan(c, [word], now + 60_000)).docs).toEqual([150]);
      // After 10 minutes the word is counted again (and kept again from then).
      const after = now + wordMemo.ms + 1;
      expect(sums([word], after)).toBe(1);
      await measuredSearch({ ...c, now: after }, null, undefined, { query: word }, undefined, { page: 1, perPage: 3 });
      expect(wordMemo.entries.get(word)).toMatchObject({ docs: 150, at: after });
    } finally {
      wordMemo.min = saved.min;
      wordMemo.entries.delete(word);
    }
  });
});

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
      expect(carded).toMatch(/SEARCH m USING INDEX \w+ \(property_id=\?\)/);
      expect(carded).not.toMatch(/TEMP B-TREE|SCAN (properties|u|m|rs|f)\b(?! USING)/);
    });
  }
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
