import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { call, makeUser, seedListing, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, expectBooksBalance, fundWallet } from "./money-helpers";
import { lister, place } from "./listings-fixtures";
import { addDays, lagosAt, lagosDay } from "../../worker/contracts/lagos-time";
import { RENT_FREQUENCIES, rentAgreement, rentSchedule } from "../../worker/contracts/rent";
import { releaseDueRent } from "../../worker/services/rent";
import { RENT_ORDER } from "../../worker/services/rent/order";
import { sweepProduct } from "../../worker/services/escrow";
import { sandboxSettle } from "../../worker/integrations/payments";
import { webhook } from "./wallet-pay-fixtures";

checkBooksAfterEachTest();

// ₦3,500,000 rent + ₦500,000 service charge a year; ₦350,000 agency + ₦350,000 legal + ₦300,000 caution once.
const RENT = 3_500_000_00;
const SERVICE = 500_000_00;
const FEES = 1_000_000_00;
const TOTAL = RENT + SERVICE + FEES;
// Monthly: whole-kobo twelfths, the last takes the remainder.
const MONTH = Math.floor(RENT / 12) + Math.floor(SERVICE / 12);
const FIRST = MONTH + FEES;
const key = () => `rent-${crypto.randomUUID()}`;
const today = () => lagosDay(Date.now());

async function monthly(funds = 10_000_000_00, frequency = "monthly") {
  const l = await lister();
  const where = await place();
  const propertyId = await seedListing(l.user.id, where.stateId, "active", {
    priceKobo: RENT,
    serviceChargeKobo: SERVICE,
    agencyFeeKobo: 350_000_00,
    legalFeeKobo: 350_000_00,
    cautionFeeKobo: 300_000_00,
  });
  const u = await makeUser({ accountType: "standard" });
  if (funds) await fundWallet(u.id, funds);
  const tenant = { user: u, token: (await signIn(u)).token };
  const made = await call("POST", "/v1/secure/rent-agreements", {
    token: l.token,
    body: { propertyId, tenantEmail: u.email, moveInOn: today(), frequency },
  });
  expect(made.status, JSON.stringify(made.json)).toBe(201);
  return { l, tenant, id: made.json.data.id as string };
}

const pay = (token: string, id: string, periods = 1, from?: number) =>
  call("POST", `/v1/secure/rent-agreements/${id}/pay`, {
    token,
    body: { payWith: "wallet", periods, ...(from ? { from } : {}) },
    headers: { "idempotency-key": key() },
  });
const view = async (token: string, id: string) =>
  (await call("GET", `/v1/secure/rent-agreements/${id}`, { token })).json.data;
const releaseOn = (day: string) => releaseDueRent({ ...ctx(), now: lagosAt(day, "09:00") });
const clockOn = (day: string) => sweepProduct({ ...ctx(), now: lagosAt(day, "09:00") }, RENT_ORDER);

/** The agreement's totals, and its escrow lines' sum, which must always equal what it says it holds. */
async function money(id: string) {
  const a = (await env.DB.prepare(
    "SELECT status, paid_kobo, held_kobo, released_kobo, refunded_kobo FROM rent_agreements WHERE id = ?",
  )
    .bind(id)
    .first<{ status: string; paid_kobo: number; held_kobo: number; released_kobo: number; refunded_kobo: number }>())!;
  const escrow = (await env.DB.prepare(
    `SELECT COALESCE(SUM(l.amount_kobo), 0) AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
     WHERE e.reference = ? AND l.account_id = 'system:escrow'`,
  )
    .bind(id)
    .first<{ n: number }>())!.n;
  expect(escrow).toBe(a.held_kobo);
  return a;
}

const notesOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT message FROM notifications WHERE user_id = ? ORDER BY created_at, id")
      .bind(userId)
      .all<{ message: string }>()
  ).results.map((n) => n.message);

describe("rent paid monthly or quarterly", () => {
  it("divides the year exactly: the periods sum to the year's rent and charges, the first carries the fees", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RENT_FREQUENCIES),
        fc.integer({ min: 12, max: 50_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.date({ min: new Date("2026-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        (frequency, rentKobo, serviceChargeKobo, feesKobo, d) => {
          const moveInOn = d.toISOString().slice(0, 10);
          const rows = rentSchedule({ frequency, moveInOn, rentKobo, serviceChargeKobo, feesKobo });
          expect(rows.length).toBe({ yearly: 1, quarterly: 4, monthly: 12 }[frequency]);
          expect(rows.reduce((s, r) => s + r.rentKobo, 0)).toBe(rentKobo);
          expect(rows.reduce((s, r) => s + r.serviceChargeKobo, 0)).toBe(serviceChargeKobo);
          expect(rows.reduce((s, r) => s + r.amountKobo, 0)).toBe(rentKobo + serviceChargeKobo + feesKobo);
          expect(rows[0]!.feesKobo).toBe(feesKobo);
          expect(rows[0]!.dueOn).toBe(moveInOn);
          for (const [i, r] of rows.entries()) {
            expect(Number.isSafeInteger(r.amountKobo) && r.amountKobo > 0).toBe(true);
            if (i) expect(r.dueOn > rows[i - 1]!.dueOn).toBe(true);
            // Only the last one differs from the others, by less than one kobo per period.
            if (i < rows.length - 1) expect(r.rentKobo).toBe(Math.floor(rentKobo / rows.length));
          }
        },
      ),
      { numRuns: 300 },
    );
    const jan31 = rentSchedule({
      frequency: "monthly",
      moveInOn: "2027-01-31",
      rentKobo: 1200,
      serviceChargeKobo: 0,
      feesKobo: 0,
    });
    expect(jan31.slice(0, 3).map((r) => r.dueOn)).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
  });

  it("the lister chooses the frequency; the tenant sees the schedule; a bad frequency or period count names its field", async () => {
    const s = await monthly(0);
    const a = await view(s.tenant.token, s.id);
    expect(() => rentAgreement.parse(a)).not.toThrow();
    expect(a).toMatchObject({ frequency: "monthly", totalKobo: TOTAL, payable: 12, actions: ["pay", "cancel"] });
    expect(a.schedule).toHaveLength(12);
    expect(a.schedule[0]).toMatchObject({ seq: 1, dueOn: today(), amountKobo: FIRST, feesKobo: FEES, status: "due" });
    expect(a.schedule[1]).toMatchObject({ seq: 2, amountKobo: MONTH, status: "due" });
    expect(a.schedule.reduce((n: number, p: { amountKobo: number }) => n + p.amountKobo, 0)).toBe(TOTAL);
    const q = await monthly(0, "quarterly");
    const qa = await view(q.tenant.token, q.id);
    expect(qa.schedule.map((p: { amountKobo: number }) => p.amountKobo)).toEqual([
      RENT / 4 + SERVICE / 4 + FEES,
      RENT / 4 + SERVICE / 4,
      RENT / 4 + SERVICE / 4,
      RENT / 4 + SERVICE / 4,
    ]);
    const bad = await call("POST", "/v1/secure/rent-agreements", {
      token: s.l.token,
      body: { propertyId: "x", tenantEmail: s.tenant.user.email, moveInOn: today(), frequency: "weekly" },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("frequency");
    const tooMany = await pay(s.tenant.token, s.id, 13);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).toContain("periods");
    await fundWallet(s.tenant.user.id, 1_000_00);
    expect((await pay(s.tenant.token, s.id, 1)).status).toBe(422);
    const yearly = await monthly(0, "yearly");
    expect((await view(yearly.tenant.token, yearly.id)).schedule).toEqual([]);
    const two = await pay(yearly.tenant.token, yearly.id, 2);
    expect(two.status).toBe(422);
    expect(two.json.errors[0].field).toBe("periods");
  });

  it("30 parallel payments of one period pay it once", async () => {
    const s = await monthly();
    const before = await balanceOf(s.tenant.user.id);
    const all = await Promise.all(Array.from({ length: 30 }, () => pay(s.tenant.token, s.id, 1, 1)));
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    expect(statuses.filter((x) => x !== 200).every((x) => x === 409)).toBe(true);
    expect(await balanceOf(s.tenant.user.id)).toBe(before - FIRST);
    const m = await money(s.id);
    expect(m).toMatchObject({ status: "held", paid_kobo: FIRST, held_kobo: FIRST });
    const a = await view(s.tenant.token, s.id);
    expect(a.schedule[0]).toMatchObject({ status: "paid", paidWith: "wallet" });
    expect(a.schedule[0].receipt).toBeTruthy();
    expect(a.schedule[1].status).toBe("due");
    await expectBooksBalance();
  });

  it("pays two ahead; the move-in releases the first, the daily step each later one on its due date", async () => {
    const s = await monthly();
    expect((await pay(s.tenant.token, s.id, 1)).status).toBe(200);
    const ahead = await pay(s.tenant.token, s.id, 2);
    expect(ahead.status, JSON.stringify(ahead.json)).toBe(200);
    expect(ahead.json.data.schedule.slice(0, 4).map((p: { status: string }) => p.status)).toEqual([
      "paid",
      "paid",
      "paid",
      "due",
    ]);
    expect((await money(s.id)).held_kobo).toBe(FIRST + 2 * MONTH);
    const listerBefore = await balanceOf(s.l.user.id);
    const confirmed = await call("POST", `/v1/secure/rent-agreements/${s.id}/confirm-move-in`, {
      token: s.tenant.token,
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(await money(s.id)).toMatchObject({ status: "running", held_kobo: 2 * MONTH, released_kobo: FIRST });
    expect(await balanceOf(s.l.user.id)).toBe(listerBefore + FIRST - Math.floor(FIRST / 100));
    const due2 = (await view(s.l.token, s.id)).schedule[1].dueOn as string;
    const due3 = (await view(s.l.token, s.id)).schedule[2].dueOn as string;
    // The day before: nothing; on the day: period 2 only; a rerun changes nothing; then period 3 on its day.
    await releaseOn(addDays(due2, -1));
    expect((await money(s.id)).held_kobo).toBe(2 * MONTH);
    await Promise.all([releaseOn(due2), releaseOn(due2)]);
    expect(await money(s.id)).toMatchObject({ status: "running", held_kobo: MONTH, released_kobo: FIRST + MONTH });
    await releaseOn(due3);
    expect(await money(s.id)).toMatchObject({ status: "running", held_kobo: 0, released_kobo: FIRST + 2 * MONTH });
    expect(await balanceOf(s.l.user.id)).toBe(
      listerBefore + FIRST - Math.floor(FIRST / 100) + 2 * (MONTH - Math.floor(MONTH / 100)),
    );
    const a = await view(s.tenant.token, s.id);
    expect(a.schedule.slice(0, 3).every((p: { releasedAt: number | null }) => p.releasedAt)).toBe(true);
    expect(a.actions).toEqual(["pay", "dispute"]);
    await expectBooksBalance();
  });

  it("without a confirmation the first period goes on the release day; a dispute then holds every later one", async () => {
    const s = await monthly();
    expect((await pay(s.tenant.token, s.id, 2)).status).toBe(200);
    await releaseOn(addDays(today(), 3));
    expect(await money(s.id)).toMatchObject({ status: "running", held_kobo: MONTH, released_kobo: FIRST });
    const disputed = await call("POST", `/v1/secure/rent-agreements/${s.id}/dispute`, {
      token: s.tenant.token,
      body: { reason: "The water has not run for two weeks.", photoTokens: [] },
    });
    expect(disputed.status, JSON.stringify(disputed.json)).toBe(200);
    const due2 = (await view(s.l.token, s.id)).schedule[1].dueOn as string;
    await releaseOn(addDays(due2, 1));
    expect(await money(s.id)).toMatchObject({ status: "disputed", held_kobo: MONTH });
    // The tenant may still pay what falls due while staff decide; it is held too.
    expect((await pay(s.tenant.token, s.id, 1)).status).toBe(200);
    expect((await money(s.id)).held_kobo).toBe(2 * MONTH);
    const st = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_ADD_LISTING"] });
    const decided = await call("POST", `/admin/api/rent-agreements/${s.id}/resolve`, {
      token: (await signIn(st)).token,
      body: { outcome: "refund", note: "The lister did not restore the water." },
    });
    expect(decided.status, JSON.stringify(decided.json)).toBe(200);
    expect(await money(s.id)).toMatchObject({ status: "resolved", held_kobo: 0, refunded_kobo: 2 * MONTH });
    const a = await view(s.tenant.token, s.id);
    expect(a.schedule[3].status).toBe("cancelled");
    expect(a.payable).toBe(0);
    await expectBooksBalance();
  });

  it("reminds before a due date and once when missed; after the grace days both sides are told; staff see it overdue", async () => {
    const s = await monthly();
    expect((await pay(s.tenant.token, s.id, 1)).status).toBe(200);
    const due2 = (await view(s.l.token, s.id)).schedule[1].dueOn as string;
    await clockOn(addDays(due2, -7));
    await clockOn(addDays(due2, -7));
    await clockOn(addDays(due2, -1));
    await clockOn(addDays(due2, 1));
    await clockOn(addDays(due2, 2));
    let tenantNotes = (await notesOf(s.tenant.user.id)).filter((n) => n.includes("period 2"));
    expect(tenantNotes).toHaveLength(3);
    expect(tenantNotes[2]).toContain("not paid");
    await clockOn(addDays(due2, 8));
    await clockOn(addDays(due2, 9));
    tenantNotes = (await notesOf(s.tenant.user.id)).filter((n) => n.includes("period 2"));
    expect(tenantNotes).toHaveLength(4);
    const listerNotes = (await notesOf(s.l.user.id)).filter((n) => n.includes("period 2"));
    expect(listerNotes).toHaveLength(1);
    expect(listerNotes[0]).toContain("7 days later");
    expect(await money(s.id)).toMatchObject({ status: "held" });
    // Staff's report, as of today: not overdue yet; the row says how often the tenant pays.
    const st = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_ADD_LISTING"] });
    const report = await call("GET", "/admin/api/rent-agreements?perPage=100", { token: (await signIn(st)).token });
    expect(report.status).toBe(200);
    const row = report.json.data.find((r: { id: string }) => r.id === s.id);
    expect(row).toMatchObject({ frequency: "monthly", overdueKobo: 0, nextDueOn: due2 });
    expect(report.json.totals).toHaveProperty("overdueKobo");
    // Move the schedule back in time: period 2 is now overdue in staff's report and the lister's list.
    await env.DB.prepare("UPDATE rent_periods SET due_on = ? WHERE agreement_id = ? AND seq = 2")
      .bind(addDays(today(), -10), s.id)
      .run();
    const overdue = await call("GET", "/admin/api/rent-agreements?overdue=true&perPage=100", {
      token: (await signIn(st)).token,
    });
    expect(overdue.json.data.find((r: { id: string }) => r.id === s.id)).toMatchObject({ overdueKobo: MONTH });
    const mine = await call("GET", "/v1/secure/rent-agreements?role=lister", { token: s.l.token });
    expect(mine.json.data.find((r: { id: string }) => r.id === s.id)).toMatchObject({
      overdueKobo: MONTH,
      expectedKobo: TOTAL,
      receivedKobo: FIRST,
      heldKobo: FIRST,
    });
  });

  it("by card: replayed webhooks and the payment return hold the period once; a period the wallet paid meanwhile leaves the card money in the wallet", async () => {
    const s = await monthly(0);
    const link = await call("POST", `/v1/secure/rent-agreements/${s.id}/pay`, {
      token: s.tenant.token,
      body: { payWith: "link", periods: 2 },
      headers: { "idempotency-key": key() },
    });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const reference = new URL(link.json.authorizationUrl).searchParams.get("reference")!;
    const settled = (await sandboxSettle(env, reference, "success"))!;
    await Promise.all([
      ...Array.from({ length: 3 }, () => webhook(settled.rawBody)),
      call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: s.tenant.token }),
    ]);
    const ret = await call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: s.tenant.token });
    expect(ret.json).toMatchObject({ landed: "order", order: { product: "rent", id: s.id } });
    expect(await money(s.id)).toMatchObject({ status: "held", held_kobo: FIRST + MONTH });
    expect(await balanceOf(s.tenant.user.id)).toBe(0);
    // A card link for period 3, then the wallet pays it first: the card money stays in the wallet.
    const late = await call("POST", `/v1/secure/rent-agreements/${s.id}/pay`, {
      token: s.tenant.token,
      body: { payWith: "link", periods: 1 },
      headers: { "idempotency-key": key() },
    });
    const ref3 = new URL(late.json.authorizationUrl).searchParams.get("reference")!;
    await fundWallet(s.tenant.user.id, MONTH);
    expect((await pay(s.tenant.token, s.id, 1)).status).toBe(200);
    const settled3 = (await sandboxSettle(env, ref3, "success"))!;
    await webhook(settled3.rawBody);
    const ret3 = await call("GET", `/v1/orders/payment-return?reference=${ref3}`, { token: s.tenant.token });
    expect(ret3.json.landed).toBe("wallet");
    expect(await balanceOf(s.tenant.user.id)).toBe(MONTH);
    expect((await money(s.id)).held_kobo).toBe(FIRST + 2 * MONTH);
    await expectBooksBalance();
  });
});
