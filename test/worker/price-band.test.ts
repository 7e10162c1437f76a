import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call, db, makeUser, seedListing, signIn, uniq } from "./helpers";
import { createListing, input, lister } from "./listings-fixtures";
import { localities, properties, states } from "../../worker/db/schema";
import { priceBandAnswer } from "../../worker/contracts/price-band";
import { propertyDetail } from "../../worker/contracts/listings";
import { bucketRange, priceBucket } from "../../worker/services/listings/price-band";
import { measuredSearch } from "../../worker/services/listings/search";
import { createDb } from "../../worker/db/client";

/**
 * The fair-price band: comparables of the same purpose, kind family and bedrooms, in the locality and then the places
 * above it while fewer than 5; never shown on fewer; a listing priced far above it waits for review, where staff see
 * the band and its comparables. Its histograms are kept by triggers (migrations/0061): checked against a recount.
 */
let next = 700_000 + Math.floor(Math.random() * 50_000);

/** A state › area › two neighbourhoods. */
async function hierarchy() {
  const stateId = ++next;
  const tag = uniq();
  await db()
    .insert(states)
    .values({ id: stateId, name: `Band State ${tag}`, slug: `band-${tag}`, capital: "C", lat: 6.5, lng: 3.4 })
    .run();
  const area = stateId + 100_000;
  const [n1, n2] = [area + 100_000, area + 200_000];
  await db()
    .insert(localities)
    .values([
      { id: area, stateId, name: `Yaba ${tag}`, slug: `yaba-${tag}`, lat: 6.5, lng: 3.4, kind: "area" },
      {
        id: n1,
        stateId,
        name: `Akoka ${tag}`,
        slug: `akoka-${tag}`,
        lat: 6.5,
        lng: 3.4,
        kind: "neighbourhood",
        parentId: area,
      },
      {
        id: n2,
        stateId,
        name: `Sabo ${tag}`,
        slug: `sabo-${tag}`,
        lat: 6.5,
        lng: 3.4,
        kind: "neighbourhood",
        parentId: area,
      },
    ])
    .run();
  return { stateId, area, n1, n2, tag };
}

const band = async (q: Record<string, string | number>) => {
  const res = await call(
    "GET",
    `/v1/prices/band?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return priceBandAnswer.parse(res.json);
};

describe("the fair-price band", () => {
  it("buckets prices as the migration does: 20 steps a decade, each price inside its bucket's range", () => {
    for (const kobo of [100_00, 99_999_00, 1_000_000_00, 1_234_567_00, 1_500_000_00, 8_999_999_99, 2_000_000_000_00]) {
      const [lo, hi] = bucketRange(priceBucket(kobo));
      expect(kobo).toBeGreaterThanOrEqual(lo);
      expect(kobo).toBeLessThan(hi);
    }
  });

  it("draws on comparables of the same purpose, kind and bedrooms, widens from the neighbourhood to the area, and needs 5", async () => {
    const h = await hierarchy();
    const owner = await makeUser({ accountType: "agent" });
    const flat = (localityId: number, priceKobo: number, over: Partial<typeof properties.$inferInsert> = {}) =>
      seedListing(owner.id, h.stateId, "active", { localityId, bedrooms: 2, priceKobo, ...over });
    // Three 2-bed flats in Akoka (a mini flat is in the flat family; a monthly rent counts as 12 months).
    await flat(h.n1, 1_000_000_00);
    await flat(h.n1, 1_200_000_00, { typeId: 9 });
    await flat(h.n1, 100_000_00, { pricePeriod: "per_month" });
    // Not comparables: 3 bedrooms, a duplex, for sale, a duplicate, a draft, a listing not confirmed for 8 months.
    await flat(h.n1, 9_000_000_00, { bedrooms: 3 });
    await flat(h.n1, 9_000_000_00, { typeId: 1, categoryId: 1 });
    await flat(h.n1, 90_000_000_00, { listingType: "sale", pricePeriod: "outright" });
    await flat(h.n1, 9_000_000_00, { flaggedDuplicate: true });
    await seedListing(owner.id, h.stateId, "draft", { localityId: h.n1, bedrooms: 2, priceKobo: 9_000_000_00 });
    const old = Date.now() - 8 * 30 * 86_400_000;
    await flat(h.n1, 9_000_000_00, { confirmedAt: old });
    const q = {
      listingType: "rent",
      typeId: 8,
      bedrooms: 2,
      stateId: h.stateId,
      localityId: h.n1,
      pricePeriod: "per_year",
    };
    // 3 comparables in Akoka, 3 in the area, 3 in the state: fewer than 5 everywhere, no band.
    expect((await band(q)).band).toBeNull();

    // Two more in Sabo and one paused last month (taken off the market): the area has 6, Akoka still 3.
    await flat(h.n2, 1_100_000_00);
    await flat(h.n2, 1_300_000_00);
    await flat(h.n2, 1_500_000_00, { status: "deactivated", updatedAt: Date.now() - 20 * 86_400_000 });
    const widened = await band({ ...q, priceKobo: 1_150_000_00 });
    expect(widened.band).toMatchObject({
      count: 6,
      widened: true,
      place: { id: h.area, name: `Yaba ${h.tag}`, level: "area" },
      listingType: "rent",
      kind: "Flats and apartments",
      bedrooms: 2,
      pricePeriod: "per_year",
      position: "within",
    });
    expect(widened.band!.lowKobo).toBeGreaterThanOrEqual(1_000_000_00);
    expect(widened.band!.highKobo).toBeLessThanOrEqual(1_400_000_00);
    expect(widened.band!.lowKobo).toBeLessThan(widened.band!.highKobo);
    expect(widened.needsReview).toBe(false);
    // A monthly rent's band is per month; a price far above the top needs review.
    const monthly = await band({ ...q, pricePeriod: "per_month", priceKobo: 500_000_00 });
    expect(monthly.band!.highKobo).toBe(Math.round(widened.band!.highKobo / 12 / 10_000_00) * 10_000_00);
    expect(monthly.band!.position).toBe("above");
    expect(monthly.needsReview).toBe(true);
    expect((await band({ ...q, priceKobo: 500_000_00 })).band!.position).toBe("below");

    // Two more in Akoka: its own 5 are enough, no widening.
    await flat(h.n1, 1_050_000_00);
    await flat(h.n1, 1_150_000_00);
    expect((await band(q)).band).toMatchObject({
      count: 5,
      widened: false,
      place: { id: h.n1, level: "neighbourhood" },
    });
    // A listing without a locality is compared across its state.
    const { localityId: _, ...stateOnly } = q;
    expect((await band(stateOnly)).band).toMatchObject({ count: 8, place: { id: h.stateId, level: "state" } });
  });

  it("answers 400 naming the field for bad input", async () => {
    const res = await call(
      "GET",
      "/v1/prices/band?listingType=rent&typeId=x&bedrooms=2&stateId=1&pricePeriod=per_year",
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("typeId");
    const unknown = await call(
      "GET",
      "/v1/prices/band?listingType=rent&typeId=8&bedrooms=2&stateId=1&pricePeriod=per_year&x=1",
    );
    expect(unknown.status).toBe(400);
  });

  it("shows on the listing and its card without counting the listing itself; keeps the histograms equal to a recount", async () => {
    const h = await hierarchy();
    const owner = await lister();
    for (const price of [1_000_000_00, 1_100_000_00, 1_200_000_00, 1_300_000_00, 1_400_000_00])
      await seedListing(owner.user.id, h.stateId, "active", { localityId: h.n1, bedrooms: 3, priceKobo: price });
    const made = await createListing(
      owner.token,
      input({ stateId: h.stateId, localityId: h.n1 }, { priceKobo: 1_250_000_00 }),
    );
    expect(made.status).toBe("active");
    const read = propertyDetail.parse((await call("GET", `/v1/property/property/${made.id}`)).json);
    expect(read.priceBand).toMatchObject({ count: 5, place: { id: h.n1 }, position: "within" });
    const cards = await call("POST", "/v1/properties/rent/search", { body: { stateId: h.stateId } });
    const card = cards.json.data.find((c: { id: string }) => c.id === made.id);
    expect(card.priceBand).toMatchObject({ count: 5, place: { id: h.n1 } });
    // Another listing's card counts this one: 6 comparables less itself.
    const other = cards.json.data.find((c: { id: string }) => c.id !== made.id);
    expect(other.priceBand.count).toBe(5);

    // Edits, pauses and deletes move the histograms exactly as a recount says.
    await db()
      .update(properties)
      .set({ priceKobo: 2_000_000_00, updatedAt: Date.now() })
      .where(eq(properties.id, other.id))
      .run();
    await db()
      .update(properties)
      .set({ status: "deactivated", updatedAt: Date.now() })
      .where(eq(properties.id, made.id))
      .run();
    await db().update(properties).set({ localityId: h.n2 }).where(eq(properties.id, other.id)).run();
    await db().delete(properties).where(eq(properties.id, made.id)).run();
    const kept = await env.DB.prepare(
      `SELECT h.place_id AS place, sum(e.value) AS n FROM price_band_hist h, json_each(h.hist) e
       WHERE h.purpose = 'rent' AND h.family = 8 AND h.beds = 3 AND h.place_id IN (?1, ?2, ?3, ?4) GROUP BY 1 HAVING n <> 0 ORDER BY 1`,
    )
      .bind(h.n1, h.n2, h.area, -h.stateId)
      .all();
    const fresh = await env.DB.prepare(
      `SELECT place, count(*) AS n FROM (
         SELECT locality_id AS place FROM properties WHERE state_id = ?4 AND status IN ('active', 'deactivated') AND flagged_duplicate = 0 AND bedrooms = 3 AND type_id = 8
         UNION ALL SELECT ?3 FROM properties WHERE state_id = ?4 AND status IN ('active', 'deactivated') AND flagged_duplicate = 0 AND bedrooms = 3 AND type_id = 8
         UNION ALL SELECT -?4 FROM properties WHERE state_id = ?4 AND status IN ('active', 'deactivated') AND flagged_duplicate = 0 AND bedrooms = 3 AND type_id = 8
       ) GROUP BY 1 ORDER BY 1`,
    )
      .bind(h.n1, h.n2, h.area, h.stateId)
      .all();
    expect(kept.results).toEqual(fresh.results);
  });

  /** A page of 12 two-bedroom rents in the hierarchy's state, each in the locality `where` picks; measured warm. */
  async function bandPage(where: (h: Awaited<ReturnType<typeof hierarchy>>, i: number) => number) {
    const h = await hierarchy();
    const owner = await makeUser({ accountType: "agent" });
    for (let i = 0; i < 12; i++)
      await seedListing(owner.id, h.stateId, "active", {
        localityId: where(h, i),
        bedrooms: 2,
        priceKobo: (10 + i) * 100_000_00,
      });
    const ctx = { db: createDb(env.DB), env, now: Date.now() };
    const search = () => measuredSearch(ctx, null, "rent", { stateId: h.stateId }, undefined, { page: 1, perPage: 12 });
    // The places above a locality and their names are the isolate's reference data once read.
    await search();
    const { page, rowsRead } = await search();
    expect(page.data).toHaveLength(12);
    return { h, page, rowsRead };
  }

  it("a page of cards whose locality holds enough comparables reads that locality's histogram only", async () => {
    const { h, page, rowsRead } = await bandPage((h) => h.n1);
    // Twelve cards in Akoka, one band: Akoka's row (eleven comparables each), not Yaba's and the state's as well.
    expect(page.data.every((c) => c.priceBand?.place.id === h.n1 && !c.priceBand.widened)).toBe(true);
    expect(rowsRead.bands).toBe(1);
  });

  it("cards whose localities hold too few comparables widen to their area, reading each shared row once", async () => {
    // Three cards in Akoka, three in its sibling, six in Yaba itself: the neighbourhoods' bands widen to Yaba.
    const { h, page, rowsRead } = await bandPage((h, i) => (i < 3 ? h.n1 : i < 6 ? h.n2 : h.area));
    expect(page.data.every((c) => c.priceBand?.place.id === h.area)).toBe(true);
    expect(page.data.filter((c) => c.priceBand?.widened)).toHaveLength(6);
    // Akoka's, its sibling's and Yaba's rows first; then the state's for the two that widen (Yaba's is read already):
    // four rows, where reading every level of each of the three bands would read eight.
    expect(rowsRead.bands).toBe(4);
  });

  it("a price more than 1.5× the band's top waits for review with that reason; staff see the band and comparables", async () => {
    const h = await hierarchy();
    const owner = await lister();
    const comps: string[] = [];
    for (const price of [1_000_000_00, 1_100_000_00, 1_200_000_00, 1_300_000_00, 1_400_000_00])
      comps.push(
        await seedListing(owner.user.id, h.stateId, "active", { localityId: h.n1, bedrooms: 3, priceKobo: price }),
      );
    const where = { stateId: h.stateId, localityId: h.n1 };
    // Within 1.5× of the top: live at once (a verified lister).
    const fair = await createListing(owner.token, input(where, { priceKobo: 1_800_000_00 }));
    expect(fair.status).toBe("active");
    expect(fair.priceBand?.position).toBe("above");
    const high = await createListing(owner.token, input(where, { priceKobo: 5_000_000_00 }));
    expect(high.status).toBe("pending_review");
    const search = await call("POST", "/v1/properties/rent/search", { body: { stateId: h.stateId } });
    expect(search.json.data.map((c: { id: string }) => c.id)).not.toContain(high.id);

    const staff = (
      await signIn(await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_VIEW_LISTING"] }))
    ).token;
    const queue = await call("GET", "/admin/api/listings/review-queue?perPage=100", { token: staff });
    expect(queue.status).toBe(200);
    const row = queue.json.data.find((r: { id: string }) => r.id === high.id);
    expect(row.reasons).toEqual(["price_above_band"]);
    expect(row.priceReview.band).toMatchObject({ count: 6, place: { id: h.n1 }, position: "above" });
    expect(row.priceReview.heldTopKobo).toBeGreaterThan(0);
    expect(row.priceReview.comparables.map((c: { id: string }) => c.id).sort()).toEqual([...comps, fair.id].sort());

    // A live listing whose price is raised far above the band goes back to review; an edit at the same price does not.
    const path = `/v1/secure/properties/property/${fair.id}`;
    const same = await call("PUT", path, {
      token: owner.token,
      body: { ...(await call("GET", path, { token: owner.token })).json },
    });
    expect(same.json.status).toBe("active");
    const raised = await call("PUT", path, {
      token: owner.token,
      body: { ...(await call("GET", path, { token: owner.token })).json, priceKobo: 9_000_000_00, price: undefined },
    });
    expect(raised.status, JSON.stringify(raised.json)).toBe(200);
    expect(raised.json.status).toBe("pending_review");
    // Staff approve it: it goes live at its price.
    const ok = await call("POST", `/admin/api/listings/${high.id}/approve`, { token: staff });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });
});
