import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest } from "./money-helpers";
import { sandboxSettle } from "../../worker/integrations/payments";
import { instalmentSchedule } from "../../worker/contracts/instalment-rules";
import { lagosDay } from "../../worker/contracts/lagos-time";
import { webhook } from "./wallet-pay-fixtures";
import {
  PRICE_NAIRA,
  buyer,
  escrowLinesOf,
  key,
  pay,
  planMoney,
  planProject,
  runningPlan,
} from "./instalments-fixtures";

checkBooksAfterEachTest();

const EACH = 758_333_00;

describe("instalment plans: terms, schedule and payments", () => {
  it("states the terms before paying and writes the schedule when the unit is reserved", async () => {
    const s = await planProject();
    const page = await call("GET", `/project/${s.project.id}`);
    expect(page.json.data.paymentPlan).toMatchObject({
      depositPercent: 30,
      instalments: 12,
      interval: "monthly",
      feePercent: 0,
      graceDays: 5,
      defaultAfter: 2,
      refundPercent: 80,
      milestones: [
        { name: "Foundation", sharePercent: 20, approvedAt: null },
        { name: "Roofing", sharePercent: 30, approvedAt: null },
        { name: "Handover", sharePercent: 100, approvedAt: null },
      ],
    });
    // Bad terms are a 400 naming the field, and nothing is written.
    const bad = await call("POST", "/create-project", {
      token: s.dev.token,
      body: { ...s.project.where, name: "x" },
    });
    expect(bad.status).toBe(400);
    const badFee = await call("POST", `/projects/${s.project.id}/edit`, {
      token: s.dev.token,
      body: { planFeePercent: 90 },
    });
    expect(badFee.status).toBe(400);
    expect(JSON.stringify(badFee.json)).toContain("planFeePercent");

    const r = await runningPlan();
    const plan = r.plan;
    const expected = instalmentSchedule(
      PRICE_NAIRA * 100,
      {
        depositPercent: 30,
        instalments: 12,
        interval: "monthly",
        feePercent: 0,
        graceDays: 5,
        defaultAfter: 2,
        refundPercent: 80,
      },
      lagosDay(Date.now()),
    );
    expect(plan.schedule).toHaveLength(12);
    expect(plan.schedule.map((x: { dueOn: string }) => x.dueOn)).toEqual(expected.rows.map((x) => x.dueOn));
    expect(plan.schedule.reduce((t: number, x: { amountKobo: number }) => t + x.amountKobo, 0)).toBe(9_100_000_00);
    expect(plan.schedule[0]).toMatchObject({ seq: 1, amountKobo: EACH, status: "due", receipt: null });
    expect(plan).toMatchObject({ status: "active", depositKobo: 3_900_000_00, totalKobo: 9_100_000_00, heldKobo: 0 });
    expect(plan.actions).toEqual(["pay", "cancel"]);
    expect(plan.policy.refund).toContain("80%");
    // The developer's team sees the plan; a stranger does not.
    expect((await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: r.dev.token })).json.data.role).toBe(
      "payee",
    );
    const stranger = await buyer(0);
    expect((await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: stranger.token })).status).toBe(404);
  });

  it("instalments wait for the developer's confirmation; bad input is a 4xx naming the field", async () => {
    const s = await planProject();
    const b = await buyer(20_000_000_00);
    const res = await call("POST", "/v1/secure/project-reservations", {
      token: b.token,
      body: { unitId: s.unitId, payWith: "wallet" },
      headers: { "idempotency-key": key() },
    });
    const planId = res.json.data.planId;
    const early = await pay(b.token, planId, { seqs: [1], payWith: "wallet" });
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/confirms/);
    await call("POST", `/v1/secure/project-reservations/${res.json.data.id}/confirm`, { token: s.dev.token });
    for (const body of [
      { seqs: [], payWith: "wallet" },
      { seqs: [1, 1], payWith: "wallet" },
      { seqs: [1], payWith: "cash" },
      { seqs: [1] },
    ])
      expect((await pay(b.token, planId, body)).status).toBe(400);
    const unknown = await pay(b.token, planId, { seqs: [13], payWith: "wallet" });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors[0].field).toBe("seqs");
    expect(
      (
        await call("POST", `/v1/secure/instalment-plans/${planId}/pay`, {
          token: b.token,
          body: { seqs: [1], payWith: "wallet" },
        })
      ).status,
    ).toBe(400);
    const other = await buyer(20_000_000_00);
    expect((await pay(other.token, planId, { seqs: [1], payWith: "wallet" })).status).toBe(404);
    const poor = await runningPlan(3_900_000_00 + 100_00);
    const short = await pay(poor.b.token, poor.planId, { seqs: [1], payWith: "wallet" });
    expect(short.status).toBe(422);
    expect(short.json.message).toContain("₦758,233");
    expect(await balanceOf(poor.b.user.id)).toBe(100_00);
  });

  it("30 parallel payments of one instalment pay it once; the same Idempotency-Key replays the first answer", async () => {
    const r = await runningPlan();
    const before = await balanceOf(r.b.user.id);
    const res = await Promise.all(
      Array.from({ length: 30 }, () => pay(r.b.token, r.planId, { seqs: [1], payWith: "wallet" })),
    );
    expect(res.filter((x) => x.status === 200)).toHaveLength(1);
    expect(res.filter((x) => x.status === 409)).toHaveLength(29);
    expect(await balanceOf(r.b.user.id)).toBe(before - EACH);
    expect(await planMoney(r.planId)).toMatchObject({ paid_kobo: EACH, held_kobo: EACH });
    expect(await escrowLinesOf(r.planId)).toBe(EACH);
    // One key, sent 5 times (a client retrying): one payment, the same answer each time.
    const idem = key();
    const again = await Promise.all(
      Array.from({ length: 5 }, () => pay(r.b.token, r.planId, { seqs: [2, 3], payWith: "wallet" }, idem)),
    );
    const ok = again.filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(again.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    const replay = await pay(r.b.token, r.planId, { seqs: [2, 3], payWith: "wallet" }, idem);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await balanceOf(r.b.user.id)).toBe(before - 3 * EACH);
    const view = (await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: r.b.token })).json.data;
    expect(view.schedule.slice(0, 4).map((x: { status: string }) => x.status)).toEqual(["paid", "paid", "paid", "due"]);
    expect(view.schedule[0].receipt).toBeTruthy();
    expect(view.schedule[1].receipt).toBe(view.schedule[2].receipt);
    expect(view.balanceKobo).toBe(9_100_000_00 - 3 * EACH);
    // Overlapping sets race too: "3 and 4" after 3 is paid is refused whole, nothing charged.
    expect((await pay(r.b.token, r.planId, { seqs: [3, 4], payWith: "wallet" })).status).toBe(409);
    expect(await balanceOf(r.b.user.id)).toBe(before - 3 * EACH);
    // A receipt by email for each payment that went through (two), none for the refused ones.
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE template = 'receipt.charge' AND to_address = ?",
    )
      .bind(r.b.user.email)
      .first<{ n: number }>();
    expect(mails!.n).toBe(2);
  }, 60_000);

  it("by card: replayed webhooks and verifies hold once; a link for an instalment paid meanwhile leaves the money in the wallet", async () => {
    const r = await runningPlan();
    const start = await balanceOf(r.b.user.id);
    const link = await pay(r.b.token, r.planId, { seqs: [1, 2], payWith: "link" });
    expect(link.status).toBe(200);
    expect(link.json.authorizationUrl).toContain("/v1/payments/sandbox/checkout");
    const reference = new URL(link.json.authorizationUrl).searchParams.get("reference")!;
    const settled = (await sandboxSettle(env, reference, "success"))!;
    // Paystack retries its webhook, and the buyer's browser asks at the same time: the instalments are held once.
    const [back, hooks] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          call("GET", `/v1/orders/payment-return?reference=${reference}`, { token: r.b.token }),
        ),
      ),
      Promise.all(Array.from({ length: 5 }, () => webhook(settled.rawBody))),
    ]);
    expect(hooks.every((h) => h.status === 200)).toBe(true);
    expect(back.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
    expect(back[0]!.json.landed).toBe("order");
    expect(back[0]!.json.order.link).toBe(`/dashboard/bookings/instalments/${r.planId}`);
    await webhook(settled.rawBody);
    expect(await planMoney(r.planId)).toMatchObject({ paid_kobo: 2 * EACH, held_kobo: 2 * EACH });
    expect(await balanceOf(r.b.user.id)).toBe(start);
    const paidWith = (await call("GET", `/v1/secure/instalment-plans/${r.planId}`, { token: r.b.token })).json.data
      .schedule[0].paidWith;
    expect(paidWith).toBe("link");

    const late = await pay(r.b.token, r.planId, { seqs: [3], payWith: "link" });
    const lateRef = new URL(late.json.authorizationUrl).searchParams.get("reference")!;
    expect((await pay(r.b.token, r.planId, { seqs: [3], payWith: "wallet" })).status).toBe(200);
    await sandboxSettle(env, lateRef, "success");
    const ret = await call("GET", `/v1/orders/payment-return?reference=${lateRef}`, { token: r.b.token });
    expect(ret.json.landed).toBe("wallet");
    expect(await planMoney(r.planId)).toMatchObject({ paid_kobo: 3 * EACH });
    expect(await balanceOf(r.b.user.id)).toBe(start);
  }, 60_000);
});
