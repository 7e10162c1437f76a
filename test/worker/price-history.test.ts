import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { call, db, makeUser, signIn } from "./helpers";
import { createListing, input, lister, place } from "./listings-fixtures";
import { favorites, notifications } from "../../worker/db/schema";
import { runDailyJobs } from "../../worker/jobs";
import { sandboxInbox } from "../../worker/integrations/email/local";

/**
 * Every price change is kept (the database's trigger, dated by the write), the listing answers its history, a drop
 * marks the cards ("price reduced", the price before), and those who saved the listing or a matching search are told
 * once per drop: a later drop is told again, a rise never.
 */
async function reprice(token: string, id: string, priceKobo: number) {
  const path = `/v1/secure/properties/property/${id}`;
  const read = await call("GET", path, { token });
  const res = await call("PUT", path, { token, body: { ...read.json, priceKobo, price: undefined } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

describe("price history and price drops", () => {
  it("keeps each change, answers the history oldest first, and marks a drop on the card until the price rises again", async () => {
    const owner = await lister();
    const where = await place();
    const made = await createListing(owner.token, input(where, { priceKobo: 3_000_000_00 }));
    await reprice(owner.token, made.id, 2_500_000_00);
    const after = await reprice(owner.token, made.id, 2_400_000_00);
    expect(after.priceHistory.map((h: { priceKobo: number }) => h.priceKobo)).toEqual([
      3_000_000_00, 2_500_000_00, 2_400_000_00,
    ]);
    expect(after).toMatchObject({ previousPriceKobo: 2_500_000_00, priceKobo: 2_400_000_00 });
    expect(after.priceReducedAt).toBeGreaterThan(0);
    const cards = await call("POST", "/v1/properties/rent/search", { body: { stateId: where.stateId } });
    expect(cards.json.data.find((c: { id: string }) => c.id === made.id)).toMatchObject({
      previousPriceKobo: 2_500_000_00,
      priceKobo: 2_400_000_00,
    });
    // A rise clears the mark; the history keeps it.
    const up = await reprice(owner.token, made.id, 2_600_000_00);
    expect(up).toMatchObject({ previousPriceKobo: null, priceReducedAt: null });
    expect(up.priceHistory).toHaveLength(4);
    // The same price again is no change.
    expect((await reprice(owner.token, made.id, 2_600_000_00)).priceHistory).toHaveLength(4);
  });

  it("tells who saved the listing and who saved a matching search, once per drop; a repeated run tells nobody twice", async () => {
    const owner = await lister();
    const where = await place();
    const made = await createListing(owner.token, input(where, { priceKobo: 3_000_000_00 }));
    const fan = await makeUser({ accountType: "seeker" });
    const searcher = await makeUser({ accountType: "seeker" });
    await db().insert(favorites).values({ userId: fan.id, propertyId: made.id, createdAt: Date.now() }).run();
    const saved = await call("POST", "/v1/secure/saved-searches", {
      token: (await signIn(searcher)).token,
      body: { name: "Cheaper rents", listingType: "rent", filter: { stateId: where.stateId }, alerts: true },
    });
    expect(saved.status).toBe(201);
    // The listing was already live when the search was saved: only its drop is news.
    await reprice(owner.token, made.id, 2_500_000_00);
    const mailsBefore = sandboxInbox(searcher.email, "savedSearchAlert").length;
    await runDailyJobs(env, Date.now() + 1000);
    await runDailyJobs(env, Date.now() + 2000);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fan.id), eq(notifications.propertyId, made.id)))
      .all();
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain("is now ₦2,500,000/year (was ₦3,000,000)");
    const mails = sandboxInbox(searcher.email, "savedSearchAlert");
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe('1 price drop for "Cheaper rents"');
    expect(mails.at(-1)!.text).toContain("now ₦2,500,000/year (was ₦3,000,000)");

    // A second drop is news again; a rise is not.
    await reprice(owner.token, made.id, 2_600_000_00);
    await runDailyJobs(env, Date.now() + 3000);
    await reprice(owner.token, made.id, 2_200_000_00);
    await runDailyJobs(env, Date.now() + 4000);
    const all = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fan.id), eq(notifications.propertyId, made.id)))
      .all();
    expect(all.map((n) => n.message.match(/now (₦[\d,]+)/)?.[1]).sort()).toEqual(["₦2,200,000", "₦2,500,000"]);
    expect(sandboxInbox(searcher.email, "savedSearchAlert").length).toBe(mailsBefore + 2);
  });
});
