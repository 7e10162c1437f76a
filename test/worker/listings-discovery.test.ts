import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, db, freshIp, makeUser, signIn } from "./helpers";
import { listingReports, properties } from "../../worker/db/schema";
import { LISTING_RULES, propertyCard } from "../../worker/contracts/listings";
import { createListing, input, lister, place } from "./listings-fixtures";

let where: Awaited<ReturnType<typeof place>>;
beforeAll(async () => {
  where = await place();
});

type Card = { id: string; isFavorite: boolean };
const ids = (res: { json: { data: Card[] } }) => res.json.data.map((c) => c.id);
const search = (kind: string, body: Record<string, unknown>, query = "", token?: string) =>
  call("POST", `/v1/properties/${kind}/search${query}`, { body: { stateId: where.stateId, ...body }, token });
const setRow = (id: string, values: Partial<typeof properties.$inferInsert>) =>
  db().update(properties).set(values).where(eq(properties.id, id)).run();

describe("search", () => {
  let cheap: string, dear: string, forSale: string, token: string;
  beforeAll(async () => {
    ({ token } = await lister());
    cheap = (
      await createListing(
        token,
        input(where, {
          title: "Furnished two bedroom flat",
          bedrooms: 2,
          priceKobo: 1_200_000_00,
          furnishing: "furnished",
          localityId: where.localityId,
        }),
      )
    ).id;
    dear = (
      await createListing(
        token,
        input(where, {
          title: "Four bedroom terrace duplex",
          bedrooms: 4,
          priceKobo: 5_000_000_00,
          categoryId: 1,
          typeId: 3,
          localityId: null,
        }),
      )
    ).id;
    forSale = (
      await createListing(
        token,
        input(where, {
          title: "Plot of land with C of O",
          listingType: "sale",
          pricePeriod: "outright",
          categoryId: 3,
          typeId: 15,
        }),
      )
    ).id;
  });

  it("filters by kind, state, locality, category, bedrooms, price, furnishing and words", async () => {
    const rent = await search("rent", {});
    expect(rent.status).toBe(200);
    expect(ids(rent).sort()).toEqual([cheap, dear].sort());
    for (const card of rent.json.data) expect(propertyCard.parse(card)).toBeTruthy();
    expect(ids(await search("sale", {}))).toEqual([forSale]);
    expect(ids(await search("short-stay", {}))).toEqual([]);
    expect(
      ids(await call("POST", "/v1/properties/search", { body: { state: where.stateSlug, listingType: "sale" } })),
    ).toEqual([forSale]);
    expect(ids(await search("rent", { minBedrooms: 3 }))).toEqual([dear]);
    expect(ids(await search("rent", { maxPriceKobo: 2_000_000_00 }))).toEqual([cheap]);
    expect(ids(await search("rent", { minPriceKobo: 2_000_000_00 }))).toEqual([dear]);
    expect(ids(await search("rent", { furnishing: "furnished" }))).toEqual([cheap]);
    expect(ids(await search("rent", { localityId: where.localityId }))).toEqual([cheap]);
    expect(ids(await search("rent", { categoryId: 1 }))).toEqual([dear]);
    expect(ids(await search("rent", { typeId: 3 }))).toEqual([dear]);
    expect(ids(await search("rent", { query: "duplex" }))).toEqual([dear]);
    expect(ids(await search("rent", { query: "100%_" }))).toEqual([]);
  });

  it("sorts and pages", async () => {
    expect(ids(await search("rent", {}, "?sortBy=price_asc"))).toEqual([cheap, dear]);
    expect(ids(await search("rent", {}, "?sortBy=price_desc"))).toEqual([dear, cheap]);
    expect(ids(await search("rent", {}, "?sortBy=latest"))).toEqual([dear, cheap]);
    const first = await search("rent", {}, "?sortBy=price_asc&page=1&perPage=1");
    expect(first.json).toMatchObject({ page: 1, perPage: 1, hasMore: true });
    expect(ids(first)).toEqual([cheap]);
    const second = await search("rent", {}, "?sortBy=price_asc&page=2&perPage=1");
    expect(second.json.hasMore).toBe(false);
    expect(ids(second)).toEqual([dear]);
    expect((await search("rent", {}, "?sortBy=cheapest")).status).toBe(400);
    expect((await search("rent", { minBedrooms: "many" })).status).toBe(400);
  });

  it("hides listings not confirmed for 30 days until the lister confirms them", async () => {
    const stale = (await createListing(token, input(where, { title: "Stale self contain in the state", bedrooms: 1 })))
      .id;
    await setRow(stale, { confirmedAt: Date.now() - LISTING_RULES.freshnessMs - 60_000 });
    expect(ids(await search("rent", {}))).not.toContain(stale);
    expect((await call("GET", `/v1/property/property/${stale}`)).status).toBe(200);
    const confirmed = await call("POST", `/v1/secure/properties/property/${stale}/confirm`, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.confirmedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(ids(await search("rent", {}))).toContain(stale);
    await setRow(stale, { status: "deactivated" });
  });
});

describe("featured, similar, several by id, a lister's page, all", () => {
  it("puts sponsored listings first, then the newest; filters by type and excludes ids", async () => {
    const { user, token } = await lister();
    const stayInput = (title: string) =>
      input(where, { title, listingType: "short_stay", pricePeriod: "per_night", priceKobo: 80_000_00 });
    const sponsored = (await createListing(token, stayInput("Sponsored short let in Ikoyi"))).id;
    await setRow(sponsored, { premiumListing: true, createdAt: Date.now() - 86_400_000 });
    const newer = (await createListing(token, stayInput("Cosy studio short let"))).id;
    const flagged = (await createListing(token, stayInput("Flagged short let"))).id;
    await setRow(flagged, { flaggedDuplicate: true });

    const res = await call("GET", "/v1/property/properties/featured?page=1&perPage=50&type=Short%20Stay");
    expect(res.status).toBe(200);
    const order = ids(res);
    expect(order.indexOf(sponsored)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(sponsored)).toBeLessThan(order.indexOf(newer));
    expect(order).not.toContain(flagged);
    expect(res.json.data.every((c: { listingType: string }) => c.listingType === "short_stay")).toBe(true);
    const excluded = await call(
      "GET",
      `/v1/property/properties/featured?perPage=50&type=Short%20Stay&exclude[]=${sponsored}`,
    );
    expect(ids(excluded)).not.toContain(sponsored);
    expect(ids(excluded)).toContain(newer);
    expect((await call("GET", "/v1/property/properties/featured?type=Lease")).status).toBe(400);
    expect((await call("GET", "/v1/property/properties/featured")).json.perPage).toBe(4);

    const similar = await call("GET", `/v1/property/property/${newer}/similar`);
    expect(ids(similar)).toContain(sponsored);
    expect(ids(similar)).not.toContain(newer);
    expect(ids(similar).length).toBeLessThanOrEqual(4);

    const several = await call("GET", `/v1/property/properties?p[]=${newer}&p[]=${sponsored}&p[]=nope`);
    expect(ids(several)).toEqual([newer, sponsored]);
    expect(ids(await call("GET", `/v1/property/properties?p[]=${newer}`))).toEqual([newer]);

    const theirs = await call("GET", `/v1/property/properties/user/${user.id}`);
    expect(theirs.json.perPage).toBe(10);
    expect(ids(theirs).sort()).toEqual([sponsored, newer].sort());
    const all = await call("GET", "/v1/properties/all?perPage=50");
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBeGreaterThan(0);
  });
});

describe("favourites", () => {
  it("toggles, shows the heart on cards for the signed-in user only, and lists saved listings", async () => {
    const { token } = await lister();
    const listing = await createListing(token, input(where, { title: "Favourite flat near the lagoon" }));
    const seeker = await signIn(await makeUser({ accountType: "seeker" }));
    const on = await call("POST", `/v1/secure/favorite/property/${listing.id}`, { token: seeker.token });
    expect(on.json).toEqual({ data: { active: true } });
    const mine = (await search("rent", { query: "lagoon" }, "", seeker.token)).json.data.find(
      (c: Card) => c.id === listing.id,
    );
    expect(mine.isFavorite).toBe(true);
    expect(
      (await search("rent", { query: "lagoon" })).json.data.find((c: Card) => c.id === listing.id).isFavorite,
    ).toBe(false);
    expect((await call("GET", `/v1/property/property/${listing.slug}`, { token: seeker.token })).json.isFavorite).toBe(
      true,
    );
    const saved = await call("GET", "/v1/secure/favorite/favorites", { token: seeker.token });
    expect(ids(saved)).toEqual([listing.id]);
    expect(saved.json.data[0].isFavorite).toBe(true);
    expect((await call("POST", `/v1/secure/favorite/property/${listing.id}`, { token: seeker.token })).json).toEqual({
      data: { active: false },
    });
    expect(ids(await call("GET", "/v1/secure/favorite/favorites", { token: seeker.token }))).toEqual([]);
    expect((await call("POST", "/v1/secure/favorite/property/nope", { token: seeker.token })).status).toBe(404);
  });
});

describe("reporting a listing", () => {
  it("anyone may report; a missing listing is 404; one IP is limited", async () => {
    const { token } = await lister();
    const listing = await createListing(token, input(where));
    const ip = freshIp();
    const body = { reason: "fee_scam", details: "The agent asked for ₦20,000 before showing the flat." };
    const first = await call("POST", `/v1/property/${listing.id}/report`, { body, ip });
    expect(first.status).toBe(201);
    expect(first.json.message).toBe("Thank you. Our team will review this listing.");
    const reports = await db().select().from(listingReports).where(eq(listingReports.propertyId, listing.id)).all();
    expect(reports).toMatchObject([{ reason: "fee_scam", status: "open", reporterId: null }]);
    expect(
      (await call("POST", `/v1/property/${listing.id}/report`, { body: { reason: "nonsense" }, ip: freshIp() })).status,
    ).toBe(400);
    expect((await call("POST", "/v1/property/no-such-listing/report", { body, ip: freshIp() })).status).toBe(404);
    for (let i = 0; i < 4; i++)
      expect((await call("POST", `/v1/property/${listing.id}/report`, { body, ip })).status).toBe(201);
    const limited = await call("POST", `/v1/property/${listing.id}/report`, { body, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await call("POST", `/v1/property/${listing.id}/report`, { body, ip: freshIp() })).status).toBe(201);
  });
});
