import { describe, expect, it } from "vitest";
import { adminTransactions, refundPreview } from "../../worker/contracts/money";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, fundWallet } from "./money-helpers";

checkBooksAfterEachTest();

/**
 * A refund's confirmation is good for one refund: confirming it 30 times at once (each with its own Idempotency-Key)
 * pays once, even when what is left to refund would cover several; the same request retried with its own key gets
 * its first answer again.
 */
const key = () => `rt-${crypto.randomUUID()}`;

async function setup() {
  const admin = await makeUser({ accountType: "staff", adminAccess: true, permissions: ["CAN_CREATE_USER"] });
  const token = (await signIn(admin)).token;
  const u = await makeUser({ accountType: "brokerage", subAccountType: "broker" });
  await fundWallet(u.id, 20_000_00);
  const s = await call("POST", "/v1/secure/subscriptions/subscribe", {
    token: (await signIn(u)).token,
    body: { planId: "plan-broker-pro", interval: "monthly" },
    headers: { "idempotency-key": key() },
  });
  expect(s.status).toBe(200);
  const charge = adminTransactions.parse((await call("GET", `/admin/api/users/${u.id}/transactions`, { token })).json)
    .data[0]!;
  return { token, u, charge };
}

describe("a refund confirmation", () => {
  it("is spent once: 30 parallel confirmations of ₦2,000 against ₦15,000 paid make exactly one refund", async () => {
    const { token, u, charge } = await setup();
    const body = { entryId: charge.entryId, amountKobo: 2_000_00, reason: "Charged twice" };
    const preview = refundPreview.parse(
      (await call("POST", `/admin/api/users/${u.id}/refunds/preview`, { token, body })).json,
    );
    const before = await balanceOf(u.id);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("POST", `/admin/api/users/${u.id}/refunds`, {
          token,
          body: { ...body, confirmToken: preview.confirmToken },
          headers: { "idempotency-key": key() },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(29).fill(422)]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.json.errors[0].field).toBe("confirmToken");
    expect(await balanceOf(u.id)).toBe(before + 2_000_00);
    const after = adminTransactions.parse((await call("GET", `/admin/api/users/${u.id}/transactions`, { token })).json);
    expect(after.data.filter((d) => d.kind === "refund")).toHaveLength(1);

    // Used later, alone: still refused, and says why.
    const late = await call("POST", `/admin/api/users/${u.id}/refunds`, {
      token,
      body: { ...body, confirmToken: preview.confirmToken },
      headers: { "idempotency-key": key() },
    });
    expect(late.status).toBe(422);
    expect(late.json.message).toMatch(/already been used/);
    // A fresh preview confirms the next refund.
    const next = refundPreview.parse(
      (await call("POST", `/admin/api/users/${u.id}/refunds/preview`, { token, body })).json,
    );
    const ok = await call("POST", `/admin/api/users/${u.id}/refunds`, {
      token,
      body: { ...body, confirmToken: next.confirmToken },
      headers: { "idempotency-key": key() },
    });
    expect(ok.status).toBe(201);
    expect(await balanceOf(u.id)).toBe(before + 4_000_00);
  });

  it("the same confirmation retried with its own Idempotency-Key answers the first refund again", async () => {
    const { token, u, charge } = await setup();
    const body = { entryId: charge.entryId, amountKobo: 1_000_00, reason: "Goodwill" };
    const preview = refundPreview.parse(
      (await call("POST", `/admin/api/users/${u.id}/refunds/preview`, { token, body })).json,
    );
    const k = key();
    const send = () =>
      call("POST", `/admin/api/users/${u.id}/refunds`, {
        token,
        body: { ...body, confirmToken: preview.confirmToken },
        headers: { "idempotency-key": k },
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.entryId).toBe(first.json.entryId);
  });
});
