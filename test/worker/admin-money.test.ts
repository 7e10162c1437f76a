import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { adminTransactions, refundPreview } from "../../worker/contracts/money";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, fundWallet } from "./money-helpers";

checkBooksAfterEachTest();

const key = () => `adm-${crypto.randomUUID()}`;

async function admin(permissions = ["CAN_CREATE_USER", "CAN_VIEW_DASHBOARD_REPORTS"]) {
  const a = await makeUser({ accountType: "staff", adminAccess: true, permissions });
  return { a, token: (await signIn(a)).token };
}

/** A brokerage that bought the Pro plan (₦15,000) from its wallet. */
async function customer() {
  const u = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
  const { token } = await signIn(u);
  await fundWallet(u.id, 20_000_00);
  const s = await call("POST", "/v1/secure/subscriptions/subscribe", {
    token,
    body: { planId: "plan-broker-pro", interval: "monthly" },
    headers: { "idempotency-key": key() },
  });
  expect(s.status).toBe(200);
  return u;
}

describe("admin: a user's transactions and refunds", () => {
  it("lists the user's wallet lines with what is left to refund", async () => {
    const u = await customer();
    const { token } = await admin();
    const res = await call("GET", `/admin/api/users/${u.id}/transactions`, { token });
    const t = adminTransactions.parse(res.json);
    expect(t.balanceKobo).toBe(5_000_00);
    expect(t.data.map((d) => [d.kind, d.amountKobo, d.refundableKobo])).toEqual([
      ["subscription", -15_000_00, 15_000_00],
      ["demo_credit", 20_000_00, 0],
    ]);
    expect((await call("GET", `/admin/api/users/nobody/transactions`, { token })).status).toBe(404);
  });

  it("refunds in two steps, logs before/after, and never refunds more than was paid, even in parallel", async () => {
    const u = await customer();
    const { a, token } = await admin();
    const charge = adminTransactions.parse((await call("GET", `/admin/api/users/${u.id}/transactions`, { token })).json)
      .data[0]!;
    const body = { entryId: charge.entryId, amountKobo: 10_000_00, reason: "Plan bought by mistake" };
    const preview = refundPreview.parse(
      (await call("POST", `/admin/api/users/${u.id}/refunds/preview`, { token, body })).json,
    );
    expect(preview).toMatchObject({
      amountKobo: 10_000_00,
      balanceBeforeKobo: 5_000_00,
      balanceAfterKobo: 15_000_00,
      refundableKobo: 15_000_00,
    });

    // The confirmation only fits this exact refund.
    const tampered = await call("POST", `/admin/api/users/${u.id}/refunds`, {
      token,
      body: { ...body, amountKobo: 15_000_00, confirmToken: preview.confirmToken },
      headers: { "idempotency-key": key() },
    });
    expect(tampered.status).toBe(422);
    expect(tampered.json.errors[0].field).toBe("confirmToken");
    expect(
      (await call("POST", `/admin/api/users/${u.id}/refunds`, { token, body, headers: { "idempotency-key": key() } }))
        .status,
    ).toBe(400);

    // Two confirmations of ₦10,000 each against ₦15,000 paid, sent 10 times each in parallel: one refund lands.
    const p2 = refundPreview.parse(
      (await call("POST", `/admin/api/users/${u.id}/refunds/preview`, { token, body })).json,
    );
    const results = await Promise.all(
      [preview.confirmToken, p2.confirmToken].flatMap((confirmToken) =>
        Array.from({ length: 10 }, () =>
          call("POST", `/admin/api/users/${u.id}/refunds`, {
            token,
            body: { ...body, confirmToken },
            headers: { "idempotency-key": key() },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(19);
    expect(await balanceOf(u.id)).toBe(15_000_00);

    const logs = await env.DB.prepare(
      "SELECT actor_id AS actor, details FROM activity_logs WHERE action = 'wallet.refund' AND target_id = ?",
    )
      .bind(u.id)
      .all<{ actor: string; details: string }>();
    expect(logs.results).toHaveLength(1);
    expect(logs.results[0]!.actor).toBe(a.id);
    expect(JSON.parse(logs.results[0]!.details)).toMatchObject({
      amountKobo: 10_000_00,
      before: { balanceKobo: 5_000_00 },
      after: { balanceKobo: 15_000_00 },
    });

    const after = adminTransactions.parse((await call("GET", `/admin/api/users/${u.id}/transactions`, { token })).json);
    expect(after.data[0]).toMatchObject({ kind: "refund", amountKobo: 10_000_00, actorId: a.id });
    expect(after.data.find((d) => d.entryId === charge.entryId)!.refundableKobo).toBe(5_000_00);
    // More than what is left is refused at preview.
    expect(
      (
        await call("POST", `/admin/api/users/${u.id}/refunds/preview`, {
          token,
          body: { ...body, amountKobo: 6_000_00 },
        })
      ).status,
    ).toBe(422);
    // A top-up is not refundable.
    const credit = after.data.find((d) => d.kind === "demo_credit")!;
    expect(
      (
        await call("POST", `/admin/api/users/${u.id}/refunds/preview`, {
          token,
          body: { ...body, entryId: credit.entryId, amountKobo: 100 },
        })
      ).status,
    ).toBe(422);
  });

  it("a refund confirmation is bound to the admin who reviewed it", async () => {
    const u = await customer();
    const one = await admin();
    const two = await admin();
    const charge = adminTransactions.parse(
      (await call("GET", `/admin/api/users/${u.id}/transactions`, { token: one.token })).json,
    ).data[0]!;
    const body = { entryId: charge.entryId, amountKobo: 1_000_00, reason: "Goodwill" };
    const p = refundPreview.parse(
      (await call("POST", `/admin/api/users/${u.id}/refunds/preview`, { token: one.token, body })).json,
    );
    const res = await call("POST", `/admin/api/users/${u.id}/refunds`, {
      token: two.token,
      body: { ...body, confirmToken: p.confirmToken },
      headers: { "idempotency-key": key() },
    });
    expect(res.status).toBe(422);
    expect(await balanceOf(u.id)).toBe(5_000_00);
  });
});

describe("admin settings: plan prices", () => {
  it("changes a plan's prices, logged with before/after; new subscriptions pay the new price", async () => {
    const { a, token } = await admin();
    const list = await call("GET", "/admin/api/settings/plans", { token });
    const starter = list.json.data.find((p: { id: string }) => p.id === "plan-developer-basic");
    const body = {
      monthlyPriceKobo: 25_000_00,
      yearlyPriceKobo: 250_000_00,
      listingQuota: 25,
      boostCredits: 6,
      active: true,
    };
    const res = await call("PUT", "/admin/api/settings/plans/plan-developer-basic", { token, body });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: "plan-developer-basic", ...body });
    const log = await env.DB.prepare(
      "SELECT actor_id AS actor, details FROM activity_logs WHERE action = 'plan.updated' AND target_id = 'plan-developer-basic' ORDER BY created_at DESC",
    ).first<{
      actor: string;
      details: string;
    }>();
    expect(log?.actor).toBe(a.id);
    expect(JSON.parse(log!.details).before.monthlyPriceKobo).toBe(starter.monthlyPriceKobo);
    expect((await call("GET", "/v1/subscription-plans/plan-developer-basic")).json.monthlyPriceKobo).toBe(25_000_00);
    expect(
      (
        await call("PUT", "/admin/api/settings/plans/plan-developer-basic", {
          token,
          body: { ...body, monthlyPriceKobo: 5 },
        })
      ).status,
    ).toBe(400);
    expect((await call("PUT", "/admin/api/settings/plans/nope", { token, body })).status).toBe(404);
    // Put it back for other tests in this file.
    await call("PUT", "/admin/api/settings/plans/plan-developer-basic", {
      token,
      body: {
        monthlyPriceKobo: starter.monthlyPriceKobo,
        yearlyPriceKobo: starter.yearlyPriceKobo,
        listingQuota: starter.listingQuota,
        boostCredits: starter.boostCredits,
        active: true,
      },
    });
  });
});
