import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { call, db, makeUser, signIn } from "./helpers";
import { localities, properties } from "../../worker/db/schema";
import { createListing, input, lister, place } from "./listings-fixtures";

/**
 * Keyword search is SQLite FTS5: D1 caps LIKE patterns at 50 bytes, so a 53-byte keyword would be a 500
 * on public, own-listing and admin search through LIKE. With FTS5 any text is safe and ranked.
 */
const KEYWORD = "3 bedroom flat with swimming pool in Lekki Phase 1 Lagos";
const HOSTILE = [
  '"',
  '"unterminated phrase',
  "NEAR(flat pool, 3)",
  "*",
  "-",
  "flat -pool",
  "title:flat",
  "flat OR pool AND NOT",
  "^flat",
  "(",
  "'; drop table properties; --",
  "%_\\",
  "ñandú ó 日本語 Ọ̀yọ́",
  "🙂🏠",
  "x".repeat(1024),
  "Lekki ".repeat(200),
];

let where: Awaited<ReturnType<typeof place>>;
let owner: Awaited<ReturnType<typeof lister>>;
let pool: string, office: string, admin: string;
const ids = (res: { json: { data: { id: string }[] } }) => res.json.data.map((c) => c.id);
const search = (body: Record<string, unknown>, query = "") =>
  call("POST", `/v1/properties/search${query}`, { body: { stateId: where.stateId, ...body } });

beforeAll(async () => {
  where = await place();
  owner = await lister();
  pool = (
    await createListing(
      owner.token,
      input(where, {
        title: "3 bedroom flat with swimming pool",
        description:
          "Serviced three bedroom flat in a quiet close in Lagos with a swimming pool, gym and steady power.",
        address: "14 Admiralty Way, Lekki Phase 1",
        localityId: where.localityId,
      }),
    )
  ).id;
  // Newer, and mentions the words only in its description: ranked below the listing whose title has them.
  office = (
    await createListing(
      owner.token,
      input(where, {
        title: "Open plan office floor on the island",
        description:
          "Office floor beside a hotel with a swimming pool; 3 bedroom flats are nearby in Lekki Phase 1, Lagos.",
        address: "2 Adeola Odeku Street, Victoria Island",
        categoryId: 4,
        typeId: 19,
        bedrooms: 0,
      }),
    )
  ).id;
  admin = (await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] })))
    .token;
});

describe("keyword search (FTS5)", () => {
  it("answers a 53-byte keyword on public, own-listing and admin search, finding the listing", async () => {
    expect(new TextEncoder().encode(KEYWORD).length).toBeGreaterThan(50);
    const pub = await search({ query: KEYWORD });
    expect(pub.status).toBe(200);
    // The office's description also has every word; the listing with them in its title ranks first.
    expect(ids(pub)).toEqual([pool, office]);
    const own = await call("GET", `/v1/secure/property/user/id?search=${encodeURIComponent(KEYWORD)}`, {
      token: owner.token,
    });
    expect(own.status).toBe(200);
    expect(ids(own)).toEqual([pool, office]);
    const staff = await call("GET", `/admin/api/listings?search=${encodeURIComponent(KEYWORD)}`, { token: admin });
    expect(staff.status).toBe(200);
    expect(ids(staff)).toContain(pool);
  });

  it("ranks by bm25 (title first) when a keyword is given, and matches prefixes, localities and accents", async () => {
    expect(ids(await search({ query: "swimming pool" }))).toEqual([pool, office]);
    expect(ids(await search({ query: "swimming pool" }, "?sortBy=latest"))).toEqual([office, pool]);
    expect(ids(await search({ query: "swim" }))).toEqual([pool, office]);
    expect(ids(await search({ query: "admiralty" }))).toEqual([pool]);
    expect(ids(await search({ query: "ádmíralty" }))).toEqual([pool]);
    expect(ids(await search({ query: "penthouse" }))).toEqual([]);
  });

  it("turns hostile text into plain words: 200 everywhere, never a 500", async () => {
    for (const q of HOSTILE) {
      const pub = await search({ query: q });
      expect(pub.status, q.slice(0, 40)).toBe(200);
      const own = await call("GET", `/v1/secure/property/user/id?search=${encodeURIComponent(q)}`, {
        token: owner.token,
      });
      expect(own.status, q.slice(0, 40)).toBe(200);
      const staff = await call("GET", `/admin/api/listings?search=${encodeURIComponent(q)}`, { token: admin });
      expect(staff.status, q.slice(0, 40)).toBe(200);
    }
    // Only punctuation: no keyword filter at all.
    expect(ids(await search({ query: '"*-:(' })).sort()).toEqual([pool, office].sort());
    // The syntax is taken as words: NEAR( is no operator and "flat OR penthouse" needs both words.
    expect(ids(await search({ query: "NEAR(flat pool)" })).sort()).toEqual([pool, office].sort());
    expect(ids(await search({ query: "flat OR penthouse" }))).toEqual([]);
  });

  it("stays in step with edits (title, locality) through the triggers", async () => {
    const { token } = await lister();
    const listing = await createListing(token, input(where, { title: "Cosy studio apartment by the lagoon" }));
    expect(ids(await search({ query: "lagoon studio" }))).toEqual([listing.id]);
    const res = await call("PUT", `/v1/secure/properties/property/${listing.id}`, {
      token,
      body: input(where, { title: "Renovated maisonette near the creek", mediaTokens: listing.mediaTokens }),
    });
    expect(res.status).toBe(200);
    expect(ids(await search({ query: "lagoon studio" }))).toEqual([]);
    expect(ids(await search({ query: "maisonette creek" }))).toEqual([listing.id]);
    // Renaming a locality reindexes its listings.
    await db()
      .update(localities)
      .set({ name: `Ikate Elegushi ${where.localityId}` })
      .where(eq(localities.id, where.localityId))
      .run();
    expect(ids(await search({ query: "Elegushi" })).sort()).toEqual([pool, office, listing.id].sort());
  });

  it("the index's triggers exist (a migration rebuilding properties must recreate them)", async () => {
    const rows = await db().all<{ name: string }>(
      sql`select name from sqlite_master where type = 'trigger' and name like 'listings_fts_%' order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      "listings_fts_ad",
      "listings_fts_ai",
      "listings_fts_au",
      "listings_fts_locality_name",
      "listings_fts_state_name",
    ]);
    const [indexed] = await db().all<{ n: number }>(
      sql`select count(*) as n from listings_fts where property_id = ${pool}`,
    );
    expect(indexed!.n).toBe(1);
    await db().update(properties).set({ viewCount: 5 }).where(eq(properties.id, pool)).run();
    const [still] = await db().all<{ n: number }>(
      sql`select count(*) as n from listings_fts where property_id = ${pool}`,
    );
    expect(still!.n).toBe(1);
  });
});

describe("lists in the query are bounded, never over D1's 100 bound parameters", () => {
  const fakeIds = (n: number) =>
    Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

  it("exclude[] with 96 to 200 ids is a 200 that excludes them; more is a 400 naming exclude[]", async () => {
    for (const n of [96, 99, 100, 101, 150]) {
      const list = [pool, ...fakeIds(n - 1)];
      const res = await call(
        "GET",
        `/v1/property/properties/featured?perPage=50&${list.map((id) => `exclude[]=${id}`).join("&")}`,
      );
      expect(res.status, `${n} ids`).toBe(200);
      expect(ids(res)).not.toContain(pool);
    }
    const both = await call(
      "GET",
      `/v1/property/properties/featured?${fakeIds(120)
        .map((id) => `exclude[]=${id}`)
        .join("&")}&${fakeIds(90)
        .map((id) => `exclude=${id}`)
        .join("&")}`,
    );
    expect(both.status).toBe(400);
    expect(both.json.errors[0].field).toBe("exclude[]");
    const tooMany = await call(
      "GET",
      `/v1/property/properties/featured?${fakeIds(201)
        .map((id) => `exclude[]=${id}`)
        .join("&")}`,
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json.errors)).toContain("exclude[]");
  });

  it("p[] (compare) takes up to 20 ids and refuses more with a 400", async () => {
    const ok = await call(
      "GET",
      `/v1/property/properties?${[pool, ...fakeIds(19)].map((id) => `p[]=${id}`).join("&")}`,
    );
    expect(ok.status).toBe(200);
    expect(ids(ok)).toEqual([pool]);
    const over = await call(
      "GET",
      `/v1/property/properties?${fakeIds(100)
        .map((id) => `p[]=${id}`)
        .join("&")}`,
    );
    expect(over.status).toBe(400);
  });

  it("the admin duplicate queue pages 100 at a time", async () => {
    expect((await call("GET", "/admin/api/listings/duplicates?perPage=100", { token: admin })).status).toBe(200);
    expect((await call("GET", "/admin/api/listings?perPage=100", { token: admin })).status).toBe(200);
  });
});
