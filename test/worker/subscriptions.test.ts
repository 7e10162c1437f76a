import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { currentPlan, planList, subscribeResult } from "../../worker/contracts/plans";
import { properties } from "../../worker/db/schema";
import { runSubscriptionJobs } from "../../worker/services/subscriptions/renewals";
import { LAPSED_LISTINGS_SQL } from "../../worker/services/subscriptions/boosts";
import { BASE, call, db, makeUser, signIn, uniq } from "./helpers";
import { input, place, upload } from "./listings-fixtures";
import { balanceOf, checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";

checkBooksAfterEachTest();

const key = () => `sub-${crypto.randomUUID()}`;
const DAY = 24 * 3600_000;

async function broker(over: Parameters<typeof makeUser>[0] = {}) {
  const u = await makeUser({
    accountType: "brokerage",
    subAccountType: "broker",
    firstName: "Bola",
    lastName: "Adeyemi",
    kycVerified: true,
    ...over,
  });
  const { token } = await signIn(u);
  return { u, token };
}

const subscribe = (token: string, body: Record<string, unknown>, k = key()) =>
  call("POST", "/v1/secure/subscriptions/subscribe", { token, body, headers: { "idempotency-key": k } });
const current = async (token: string) =>
  currentPlan.parse((await call("GET", "/v1/secure/subscriptions/current", { token })).json);

/** Active listings straight in D1 (fast set-up; the quota trigger still decides each insert). */
async function seedListings(
  ownerId: string,
  n: number,
  where: { stateId: number },
  ageStartMs = Date.now() - 100 * DAY,
) {
  for (let i = 0; i < n; i++) {
    const id = crypto.randomUUID();
    await db()
      .insert(properties)
      .values({
        id,
        slug: `seeded-${id}`,
        ownerId,
        title: `Seeded flat ${i} ${uniq()}`,
        description: "A seeded flat for quota tests.",
        listingType: "rent",
        categoryId: 2,
        typeId: 8,
        priceKobo: 1_000_000_00 + i,
        pricePeriod: "per_year",
        address: "1 Test Road",
        stateId: where.stateId,
        status: "active",
        confirmedAt: Date.now(),
        createdAt: ageStartMs + i * 1000,
        updatedAt: Date.now(),
      })
      .run();
  }
}

describe("plans", () => {
  it("lists plans per role and boost plans per user_role", async () => {
    const all = planList.parse((await call("GET", "/v1/subscription-plans")).json);
    expect(new Set(all.data.map((p) => p.role))).toEqual(new Set(["brokerage", "company", "developer"]));
    const brokers = planList.parse((await call("GET", "/v1/subscription-plans?role=brokerage")).json);
    expect(brokers.data.map((p) => p.id)).toEqual(["plan-broker-starter", "plan-broker-pro", "plan-broker-premium"]);
    expect((await call("GET", "/v1/subscription-plans/plan-broker-pro")).json.monthlyPriceKobo).toBe(15_000_00);
    expect((await call("GET", "/v1/subscription-plans/nope")).status).toBe(404);
    const boosts = await call("GET", "/v1/boost-plans?user_role=broker");
    expect(boosts.json.data.map((b: { days: number }) => b.days)).toEqual([7, 30]);
    expect((await call("GET", "/v1/boost-plans?user_role=seeker")).status).toBe(400);
  });
});

describe("subscribing", () => {
  it("from the wallet: debited once, the plan is active with its quota and boost credits (boost_plan)", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 50_000_00);
    expect(await current(token)).toMatchObject({
      hasPlan: false,
      subscriptionPlanId: null,
      listingQuota: { limit: 10, used: 0 },
    });
    const k = key();
    const res = await subscribe(token, { planId: "plan-broker-pro", interval: "monthly" }, k);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const r = subscribeResult.parse(res.json);
    expect(r.status).toBe("active");
    expect(r.current).toMatchObject({
      hasPlan: true,
      subscriptionPlanId: "plan-broker-pro",
      listingQuota: { limit: 60 },
      boost_plan: { creditsLeft: 5 },
    });
    expect(r.current!.boost_plan.plans.length).toBe(2);
    expect(r.current!.subscription!.endsAt - r.current!.subscription!.startsAt).toBe(30 * DAY);
    // A retry with the same key is the same answer and costs nothing more.
    expect((await subscribe(token, { planId: "plan-broker-pro", interval: "monthly" }, k)).json).toEqual(res.json);
    expect(await balanceOf(u.id)).toBe(35_000_00);
    const h = await call("GET", "/v1/secure/wallet/history", { token });
    expect(h.json.items[0]).toMatchObject({
      kind: "subscription",
      amountKobo: -15_000_00,
      description: "Pro plan (monthly)",
    });
  });

  it("refuses when the wallet does not cover it, the plan is for another role, or the caller holds no plans", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 1_000_00);
    const poor = await subscribe(token, { planId: "plan-broker-pro", interval: "yearly" });
    expect(poor.status).toBe(422);
    expect(poor.json.message).toMatch(/not enough/);
    expect((await subscribe(token, { planId: "plan-company-business", interval: "monthly" })).status).toBe(422);
    expect((await subscribe(token, { planId: "plan-broker-pro", interval: "weekly" })).status).toBe(400);
    const seeker = await signIn(await makeUser({ accountType: "seeker" }));
    expect((await subscribe(seeker.token, { planId: "plan-broker-pro", interval: "monthly" })).status).toBe(403);
    expect(await balanceOf(u.id)).toBe(1_000_00);
    expect((await current(token)).hasPlan).toBe(false);
  });

  it("30 parallel subscribes with a wallet that covers 2: exactly 2 charged, one active plan", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 2 * 5_000_00 + 4_999_00);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => subscribe(token, { planId: "plan-broker-starter", interval: "monthly" })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(28);
    expect(await balanceOf(u.id)).toBe(4_999_00);
    const active = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ? AND status = 'active'",
    )
      .bind(u.id)
      .first<{ n: number }>();
    expect(active?.n).toBe(1);
  });

  it("by payment link: the sandbox payment lands in the wallet and buys the plan, once", async () => {
    const { u, token } = await broker();
    const res = await subscribe(token, { planId: "plan-broker-starter", interval: "monthly", paymentMethod: "link" });
    const r = subscribeResult.parse(res.json);
    expect(r.status).toBe("payment_required");
    const pay = await exports.default.fetch(
      new Request(`${BASE}/v1/payments/sandbox/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ reference: r.reference!, outcome: "success" }),
        redirect: "manual",
      }),
    );
    expect(pay.headers.get("location")).toMatch(/^\/dashboard\/subscription-plans\/subscription-callback\?reference=/);
    await Promise.all(
      Array.from({ length: 5 }, () => call("GET", `/v1/secure/wallet/verify?reference=${r.reference}`, { token })),
    );
    expect(await current(token)).toMatchObject({ hasPlan: true, subscriptionPlanId: "plan-broker-starter" });
    expect(await balanceOf(u.id)).toBe(0);
    const charges = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM journal_entries WHERE user_id = ? AND kind = 'subscription'",
    )
      .bind(u.id)
      .first<{ n: number }>();
    expect(charges?.n).toBe(1);
  });
});

describe("listing quota", () => {
  it("refuses a listing past the plan with a clear message pointing at the plans; 30 parallel creates take only the free slots", async () => {
    const { u, token } = await broker();
    const where = await place();
    await seedListings(u.id, 8, where);
    // A listing goes live only with a photo: each parallel create brings its own.
    const photos = await Promise.all(Array.from({ length: 30 }, () => upload(token)));
    const results = await Promise.all(
      photos.map((photo) =>
        call("POST", "/v1/secure/property", { token, body: input(where, { mediaTokens: [photo] }) }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(28);
    expect(refused[0]!.json.message).toBe(
      "Your plan allows 10 active listings. Upgrade your plan or deactivate a listing to publish more.",
    );
    expect(refused[0]!.json.errors[0]).toMatchObject({ field: "plan" });
    expect((await call("GET", "/v1/secure/listing-quota", { token })).json).toEqual({ limit: 10, used: 10 });
  });

  it("deactivate-excess (chosen) and deactivate-excess-all (oldest first) bring a downgraded account within its plan", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 5_000_00);
    expect((await subscribe(token, { planId: "plan-broker-starter", interval: "monthly" })).status).toBe(200);
    const where = await place();
    await seedListings(u.id, 15, where);
    // The plan changes under them: an admin lowers Starter's quota in this test's own copy.
    await env.DB.prepare(
      "INSERT INTO subscription_plans (id, role, name, monthly_price_kobo, yearly_price_kobo, listing_quota, created_at, updated_at) VALUES ('plan-q-' || ?, 'brokerage', 'Tiny', 100, 1000, 12, 0, 0)",
    )
      .bind(u.id)
      .run();
    await env.DB.prepare("UPDATE subscriptions SET plan_id = 'plan-q-' || ? WHERE user_id = ?").bind(u.id, u.id).run();
    const mine = (
      await env.DB.prepare("SELECT id FROM properties WHERE owner_id = ? ORDER BY created_at")
        .bind(u.id)
        .all<{ id: string }>()
    ).results.map((r) => r.id);
    const chosen = await call("POST", "/v1/secure/properties/deactivate-excess", {
      token,
      body: { propertyIds: [mine[14]] },
    });
    expect(chosen.json).toEqual({ deactivated: 1, active: 14, limit: 12 });
    const all = await call("POST", "/v1/secure/properties/deactivate-excess-all", { token });
    expect(all.json).toEqual({ deactivated: 2, active: 12, limit: 12 });
    const off = (
      await env.DB.prepare(
        "SELECT id FROM properties WHERE owner_id = ? AND status = 'deactivated' ORDER BY created_at",
      )
        .bind(u.id)
        .all<{ id: string }>()
    ).results.map((r) => r.id);
    expect(off).toEqual([mine[0], mine[1], mine[14]]);
    expect(
      (await call("POST", "/v1/secure/properties/deactivate-excess", { token, body: { propertyIds: [] } })).status,
    ).toBe(400);
  });
});

describe("boosts", () => {
  it("a boost makes the listing Sponsored and first within its sort in search and featured, then it lapses by cron", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 20_000_00);
    expect((await subscribe(token, { planId: "plan-broker-starter", interval: "monthly" })).status).toBe(200);
    const where = await place();
    await seedListings(u.id, 3, where);
    const ids = (
      await env.DB.prepare("SELECT id FROM properties WHERE owner_id = ? ORDER BY created_at")
        .bind(u.id)
        .all<{ id: string }>()
    ).results.map((r) => r.id);
    const oldest = ids[0]!;
    const search = async () =>
      (await call("POST", "/v1/properties/rent/search?sortBy=latest", { body: { stateId: where.stateId } })).json
        .data as { id: string; premiumListing: boolean }[];
    expect((await search())[0]!.id).toBe(ids[2]);
    expect((await search()).some((c) => c.premiumListing)).toBe(false);

    const b = await call("POST", `/v1/secure/properties/${oldest}/boost`, {
      token,
      body: { boostPlanId: "boost-broker-7", payWith: "credit" },
      headers: { "idempotency-key": key() },
    });
    expect(b.status, JSON.stringify(b.json)).toBe(201);
    const cards = await search();
    expect(cards[0]).toMatchObject({ id: oldest, premiumListing: true });
    expect(cards.filter((c) => c.premiumListing)).toHaveLength(1);
    expect(
      (await call("POST", "/v1/properties/rent/search?sortBy=price_desc", { body: { stateId: where.stateId } })).json
        .data[0].id,
    ).toBe(oldest);
    const featured = (await call("GET", "/v1/property/properties/featured?page=1&perPage=6")).json.data as {
      id: string;
      premiumListing: boolean;
    }[];
    expect(featured[0]).toMatchObject({ id: oldest, premiumListing: true });
    expect((await current(token)).boost_plan.creditsLeft).toBe(0);

    // No credits left: credit is refused; the wallet pays for the next one; a boosted listing cannot be boosted twice.
    const noCredit = await call("POST", `/v1/secure/properties/${ids[1]}/boost`, {
      token,
      body: { boostPlanId: "boost-broker-7", payWith: "credit" },
      headers: { "idempotency-key": key() },
    });
    expect(noCredit.status).toBe(422);
    const paid = await call("POST", `/v1/secure/properties/${ids[1]}/boost`, {
      token,
      body: { boostPlanId: "boost-broker-30", payWith: "wallet" },
      headers: { "idempotency-key": key() },
    });
    expect(paid.status).toBe(201);
    expect(await balanceOf(u.id)).toBe(20_000_00 - 5_000_00 - 10_000_00);
    const twice = await call("POST", `/v1/secure/properties/${oldest}/boost`, {
      token,
      body: { boostPlanId: "boost-broker-7", payWith: "wallet" },
      headers: { "idempotency-key": key() },
    });
    expect(twice.status).toBe(409);
    const other = await broker();
    expect(
      (
        await call("POST", `/v1/secure/properties/${oldest}/boost`, {
          token: other.token,
          body: { boostPlanId: "boost-broker-7" },
          headers: { "idempotency-key": key() },
        })
      ).status,
    ).toBe(404);

    await runSubscriptionJobs({ ...ctx(), now: Date.now() + 8 * DAY });
    const after = await search();
    expect(after.find((c) => c.id === oldest)!.premiumListing).toBe(false);
    expect(after[0]).toMatchObject({ id: ids[1], premiumListing: true });
    // The lapse finds its listings through the boosts ending now, not by walking every listing.
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${LAPSED_LISTINGS_SQL}`)
      .bind(Date.now())
      .all<{ detail: string }>();
    const steps = plan.results.map((r) => r.detail).join(" | ");
    expect(steps).toMatch(/boosts_ends_idx/);
    expect(steps).not.toMatch(/SCAN properties/);
  });

  it("30 parallel wallet boosts of one listing: one is charged", async () => {
    const { u, token } = await broker();
    await fundWallet(u.id, 100_000_00);
    const where = await place();
    await seedListings(u.id, 1, where);
    const id = (await env.DB.prepare("SELECT id FROM properties WHERE owner_id = ?")
      .bind(u.id)
      .first<{ id: string }>())!.id;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("POST", `/v1/secure/properties/${id}/boost`, {
          token,
          body: { boostPlanId: "boost-broker-7", payWith: "wallet" },
          headers: { "idempotency-key": key() },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(29);
    expect(await balanceOf(u.id)).toBe(100_000_00 - 3_000_00);
  });
});

describe("renewal and expiry by cron", () => {
  async function dueSubscription(walletKobo: number) {
    const { u, token } = await broker();
    await fundWallet(u.id, 5_000_00 + walletKobo);
    expect((await subscribe(token, { planId: "plan-broker-starter", interval: "monthly" })).status).toBe(200);
    return { u, token };
  }

  it("a reminder is emailed once before the end, whatever the number of cron runs", async () => {
    const { u } = await dueSubscription(0);
    const soon = Date.now() + 28 * DAY;
    await Promise.all([
      runSubscriptionJobs({ ...ctx(), now: soon }),
      runSubscriptionJobs({ ...ctx(), now: soon }),
      runSubscriptionJobs({ ...ctx(), now: soon + 1000 }),
    ]);
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'subscription.reminder'",
    )
      .bind(u.email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(1);
  });

  it("renews from the wallet once when due, even with concurrent cron runs", async () => {
    const { u, token } = await dueSubscription(12_000_00);
    const later = Date.now() + 31 * DAY;
    await Promise.all([runSubscriptionJobs({ ...ctx(), now: later }), runSubscriptionJobs({ ...ctx(), now: later })]);
    expect(await balanceOf(u.id)).toBe(7_000_00);
    const c = await current(token);
    expect(c.hasPlan).toBe(true);
    expect(c.subscription!.endsAt - c.subscription!.startsAt).toBe(60 * DAY);
  });

  it("with renewal turned off, the plan simply ends even when the wallet could pay", async () => {
    const { u, token } = await dueSubscription(50_000_00);
    const off = await call("PATCH", "/v1/secure/subscriptions/current", { token, body: { autoRenew: false } });
    expect(off.json.subscription.autoRenew).toBe(false);
    expect((await call("PATCH", "/v1/secure/subscriptions/current", { token, body: { autoRenew: "no" } })).status).toBe(
      400,
    );
    await runSubscriptionJobs({ ...ctx(), now: Date.now() + 31 * DAY });
    expect((await current(token)).hasPlan).toBe(false);
    expect(await balanceOf(u.id)).toBe(50_000_00);
  });

  it("expires when the wallet cannot pay: the oldest listings beyond the free allowance are deactivated", async () => {
    const { u, token } = await dueSubscription(0);
    const where = await place();
    await seedListings(u.id, 13, where);
    await runSubscriptionJobs({ ...ctx(), now: Date.now() + 31 * DAY });
    expect((await current(token)).hasPlan).toBe(false);
    expect((await call("GET", "/v1/secure/listing-quota", { token })).json).toEqual({ limit: 10, used: 10 });
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND template = 'subscription.expired'",
    )
      .bind(u.email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(1);
  });
});
