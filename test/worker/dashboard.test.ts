import { describe, expect, it } from "vitest";
import { call, db, makeUser, signIn, uniq } from "./helpers";
import { favorites, listingReports, properties, states } from "../../worker/db/schema";
import { newId } from "../../worker/lib/crypto";

const DAY = 24 * 3600_000;
/** The month a timestamp falls in, in Lagos time (UTC+1), as the API reports it. */
const lagosMonth = (ms: number) => new Date(ms + 3600_000).toISOString().slice(0, 7);

async function state() {
  const id = 100_000 + Math.floor(Math.random() * 800_000);
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id, name: `Dash ${tag}`, slug: `dash-${tag}`, capital: "Capital", lat: 9.07, lng: 7.4 })
    .run();
  return id;
}

async function listing(ownerId: string, stateId: number, over: Partial<typeof properties.$inferInsert> = {}) {
  const id = newId();
  const now = Date.now();
  await db()
    .insert(properties)
    .values({
      id,
      slug: `dash-${uniq()}`,
      ownerId,
      title: "Two bedroom flat",
      description: "A bright two bedroom flat with steady water.",
      listingType: "rent",
      categoryId: 1,
      typeId: 1,
      priceKobo: 1_200_000_00,
      pricePeriod: "per_year",
      address: "5 Aminu Kano Crescent, Wuse 2",
      stateId,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
      ...over,
    })
    .run();
  return id;
}

const save = (userId: string, propertyId: string, createdAt = Date.now()) =>
  db().insert(favorites).values({ userId, propertyId, createdAt }).run();
const report = (propertyId: string, status: "open" | "upheld" | "dismissed" = "open") =>
  db().insert(listingReports).values({ id: newId(), propertyId, reason: "fake", status, createdAt: Date.now() }).run();

describe("GET /v1/secure/dashboard/user/{id}", () => {
  it("gives a lister their counts, views, favourites, open reports and a six-month series", async () => {
    const owner = await makeUser({ accountType: "company", companyName: "Abuja Prime" });
    const other = await makeUser({ accountType: "agent" });
    const fans = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const stateId = await state();
    const now = Date.now();
    const twoMonthsAgo = now - 62 * DAY;
    const longAgo = now - 400 * DAY;

    const fresh = await listing(owner.id, stateId, { viewCount: 10 });
    const stale = await listing(owner.id, stateId, {
      viewCount: 5,
      confirmedAt: now - 26 * DAY,
      createdAt: twoMonthsAgo,
    });
    const old = await listing(owner.id, stateId, { viewCount: 1, confirmedAt: now - 40 * DAY, createdAt: longAgo });
    const off = await listing(owner.id, stateId, { status: "deactivated", viewCount: 7, confirmedAt: now - 90 * DAY });
    const pulled = await listing(owner.id, stateId, { status: "delisted", viewCount: 2, createdAt: twoMonthsAgo });
    const gone = await listing(owner.id, stateId, { status: "deleted", viewCount: 1000 });
    const someoneElses = await listing(other.id, stateId, { viewCount: 500 });

    await save(fans[0]!.id, fresh);
    await save(fans[1]!.id, fresh);
    await save(fans[2]!.id, stale, twoMonthsAgo);
    await save(fans[0]!.id, old, longAgo);
    await save(fans[0]!.id, gone);
    await save(fans[0]!.id, someoneElses);
    await report(fresh);
    await report(pulled);
    await report(stale, "dismissed");
    await report(gone);
    await report(someoneElses);
    void off;

    const { token } = await signIn(owner);
    const res = await call("GET", "/v1/secure/dashboard/user/me?invalidate=1", { token });
    expect(res.status).toBe(200);
    expect(res.json.userId).toBe(owner.id);
    expect(res.json.saved).toBeUndefined();
    expect(Object.keys(res.json).sort()).toEqual(["accountType", "generatedAt", "listings", "userId"]);
    const s = res.json.listings;
    expect(s).toMatchObject({
      active: 3,
      deactivated: 1,
      delisted: 1,
      needsConfirmation: 2,
      views: 25,
      favorites: 4,
      openReports: 2,
    });

    expect(s.series).toHaveLength(6);
    expect(s.series.at(-1).month).toBe(lagosMonth(now));
    const point = (ms: number) => s.series.find((p: { month: string }) => p.month === lagosMonth(ms));
    expect(point(now)).toEqual({ month: lagosMonth(now), newListings: 2, favorites: 2 });
    expect(point(twoMonthsAgo)).toEqual({ month: lagosMonth(twoMonthsAgo), newListings: 2, favorites: 1 });
    expect(point(longAgo)).toBeUndefined();
    const totals = s.series.reduce(
      (t: number[], p: { newListings: number; favorites: number }) => [t[0]! + p.newListings, t[1]! + p.favorites],
      [0, 0],
    );
    expect(totals).toEqual([4, 3]);

    // Own id works like "me".
    const byId = await call("GET", `/v1/secure/dashboard/user/${owner.id}`, { token });
    expect(byId.status).toBe(200);
    expect(byId.json.listings.active).toBe(3);
  });

  it("gives a new lister zeros and six empty months", async () => {
    const owner = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
    const { token } = await signIn(owner);
    const res = await call("GET", "/v1/secure/dashboard/user/me", { token });
    expect(res.status).toBe(200);
    expect(res.json.listings).toMatchObject({
      active: 0,
      deactivated: 0,
      delisted: 0,
      needsConfirmation: 0,
      views: 0,
      favorites: 0,
      openReports: 0,
    });
    expect(
      res.json.listings.series.every(
        (p: { newListings: number; favorites: number }) => p.newListings === 0 && p.favorites === 0,
      ),
    ).toBe(true);
  });

  it("gives a seeker their saved-listings count and the four most recently saved active listings", async () => {
    const seeker = await makeUser({ accountType: "seeker" });
    const owner = await makeUser({ accountType: "agent" });
    const stateId = await state();
    const ids = await Promise.all(Array.from({ length: 5 }, () => listing(owner.id, stateId)));
    const hidden = await listing(owner.id, stateId, { status: "deactivated" });
    const base = Date.now() - 10 * DAY;
    for (const [i, id] of ids.entries()) await save(seeker.id, id, base + i * 1000);
    await save(seeker.id, hidden, base + 99_000);

    const { token } = await signIn(seeker);
    const res = await call("GET", "/v1/secure/dashboard/user/me", { token });
    expect(res.status).toBe(200);
    expect(res.json.listings).toBeUndefined();
    expect(Object.keys(res.json).sort()).toEqual(["accountType", "generatedAt", "saved", "userId"]);
    expect(res.json.saved.count).toBe(5);
    expect(res.json.saved.recent.map((c: { id: string }) => c.id)).toEqual([ids[4], ids[3], ids[2], ids[1]]);
    expect(res.json.saved.recent[0]).toMatchObject({ isFavorite: true, state: { id: stateId } });
  });

  it("gives a seeker with nothing saved an empty list", async () => {
    const { token } = await signIn(await makeUser({ accountType: "standard" }));
    const res = await call("GET", "/v1/secure/dashboard/user/me", { token });
    expect(res.status).toBe(200);
    expect(res.json.saved).toEqual({ count: 0, recent: [] });
  });

  it("refuses another user's dashboard with 403", async () => {
    const me = await makeUser({ accountType: "company" });
    const them = await makeUser({ accountType: "company" });
    const { token } = await signIn(me);
    const res = await call("GET", `/v1/secure/dashboard/user/${them.id}`, { token });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You are not allowed to perform this action.");
  });

  it("is 401 without a token", async () => {
    expect((await call("GET", "/v1/secure/dashboard/user/me")).status).toBe(401);
  });
});
