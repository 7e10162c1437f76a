/** Sending wallet money back to the card that paid it (Paystack refunds): limits, races, retries, webhooks. */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle } from "../../worker/integrations/payments";
import { walletHistory } from "../../worker/contracts/money";
import { cardRefund, refundOptions } from "../../worker/contracts/wallet-pay";
import { SYSTEM_ACCOUNTS, post, walletAccount } from "../../worker/services/wallet/ledger";
import { BASE, call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";
import { key, payer, webhook } from "./wallet-pay-fixtures";

checkBooksAfterEachTest();

/** A card top-up through the sandbox checkout (Paystack's test Visa •••• 4081). */
async function cardTopup(token: string, amountKobo: number) {
  const res = await call("POST", "/v1/secure/wallet/topup", {
    token,
    body: { amountKobo },
    headers: { "idempotency-key": key() },
  });
  expect(res.status).toBe(201);
  const { reference } = res.json as { reference: string };
  const paid = await exports.default.fetch(
    new Request(`${BASE}/v1/payments/sandbox/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reference, outcome: "success" }),
      redirect: "manual",
    }),
  );
  expect(paid.status).toBe(303);
  return reference;
}

const refund = (token: string, paymentReference: string, amountKobo: number, k = key()) =>
  call("POST", "/v1/secure/wallet/card-refunds", {
    token,
    body: { paymentReference, amountKobo },
    headers: { "idempotency-key": k },
  });

const accountBalance = async (id: string) =>
  (await env.DB.prepare("SELECT balance_kobo AS b FROM ledger_accounts WHERE id = ?").bind(id).first<{ b: number }>())
    ?.b ?? 0;

describe("send wallet money back to your card (Paystack refund)", () => {
  it("a card top-up can go back to •••• 4081: the wallet is debited, the refund processed, the history says so", async () => {
    const { u, token } = await payer();
    const ref = await cardTopup(token, 10_000_00);
    const opts = refundOptions.parse((await call("GET", "/v1/secure/wallet/card-refunds", { token })).json);
    expect(opts.cards).toEqual([
      expect.objectContaining({
        paymentReference: ref,
        cardLast4: "4081",
        paidKobo: 10_000_00,
        refundableKobo: 10_000_00,
        availableKobo: 10_000_00,
      }),
    ]);

    const res = await refund(token, ref, 4_000_00);
    expect(res.status).toBe(201);
    expect(cardRefund.parse(res.json)).toMatchObject({
      paymentReference: ref,
      amountKobo: 4_000_00,
      status: "processed",
      cardLast4: "4081",
    });
    expect(await balanceOf(u.id)).toBe(6_000_00);
    const after = refundOptions.parse((await call("GET", "/v1/secure/wallet/card-refunds", { token })).json);
    expect(after.cards[0]).toMatchObject({ refundableKobo: 6_000_00, availableKobo: 6_000_00 });
    expect(after.refunds[0]).toMatchObject({ status: "processed", amountKobo: 4_000_00 });
    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items[0]).toMatchObject({
      kind: "card_refund",
      description: "Sent back to your card •••• 4081",
      amountKobo: -4_000_00,
      balanceAfterKobo: 6_000_00,
    });
  });

  it("25 parallel refunds never send back more than the card paid (wallet richer than the card)", async () => {
    const { u, token } = await payer();
    const ref = await cardTopup(token, 10_000_00);
    await fundWallet(u.id, 50_000_00);
    const results = await Promise.all(Array.from({ length: 25 }, () => refund(token, ref, 1_000_00)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(
      refused.every(
        (r) => r.status === 422 && (r.json as { errors: { field: string }[] }).errors[0]!.field === "amountKobo",
      ),
    ).toBe(true);
    expect(await balanceOf(u.id)).toBe(50_000_00);
  });

  it("25 parallel refunds never take the wallet below zero (card richer than the wallet)", async () => {
    const { u, token } = await payer();
    const ref = await cardTopup(token, 10_000_00);
    // ₦7,000 of it was spent elsewhere.
    await post(ctx(), {
      idemKey: `spent:${crypto.randomUUID()}`,
      kind: "boost",
      userId: u.id,
      memo: "Listing boost",
      lines: [
        { accountId: walletAccount(u.id), amountKobo: -7_000_00 },
        { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: 7_000_00 },
      ],
    });
    const opts = refundOptions.parse((await call("GET", "/v1/secure/wallet/card-refunds", { token })).json);
    expect(opts.cards[0]).toMatchObject({ refundableKobo: 10_000_00, availableKobo: 3_000_00 });
    const results = await Promise.all(Array.from({ length: 25 }, () => refund(token, ref, 1_000_00)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(22);
    expect(await balanceOf(u.id)).toBe(0);
  });

  it("the same Idempotency-Key retried gets the first refund, not a second", async () => {
    const { u, token } = await payer();
    const ref = await cardTopup(token, 5_000_00);
    const k = key();
    const [a, b] = [await refund(token, ref, 1_000_00, k), await refund(token, ref, 1_000_00, k)];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect((b.json as { id: string }).id).toBe((a.json as { id: string }).id);
    expect(await balanceOf(u.id)).toBe(4_000_00);
  });

  it("a refund the bank refuses (refund.failed) puts the money back in your wallet and frees the card's remainder", async () => {
    const { u, token } = await payer();
    const ref = await cardTopup(token, 5_000_00);
    // The sandbox fails refunds of an amount ending in 99 kobo.
    const res = await refund(token, ref, 1_000_99);
    expect(res.status).toBe(201);
    expect(cardRefund.parse(res.json)).toMatchObject({ status: "failed", failureReason: expect.any(String) });
    expect(await balanceOf(u.id)).toBe(5_000_00);
    const opts = refundOptions.parse((await call("GET", "/v1/secure/wallet/card-refunds", { token })).json);
    expect(opts.cards[0]).toMatchObject({ refundableKobo: 5_000_00 });
    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items.map((i) => i.kind).slice(0, 2)).toEqual(["card_refund_reversal", "card_refund"]);
    expect(await accountBalance(SYSTEM_ACCOUNTS.cardRefunds)).toBeGreaterThanOrEqual(0);
  });

  it("a pending refund is done by its webhook exactly once, however often (and in whatever words) it is replayed", async () => {
    const { u, token } = await payer();
    const ref = await cardTopup(token, 5_000_00);
    // The sandbox keeps refunds of an amount ending in 98 kobo pending (a slow bank).
    const res = await refund(token, ref, 2_000_98);
    const r = cardRefund.parse(res.json);
    expect(r.status).toBe("pending");
    expect(await balanceOf(u.id)).toBe(5_000_00 - 2_000_98);
    const row = await env.DB.prepare("SELECT provider_refund_id AS id FROM card_refunds WHERE id = ?")
      .bind(r.id)
      .first<{ id: string }>();
    const settled = await sandboxSettle(env, row!.id, "success");
    // A signed but lying "failed" event for the same refund: the provider's word (processed) wins.
    const lying = JSON.stringify({
      event: "refund.failed",
      data: { id: row!.id, transaction_reference: ref, amount: 2_000_98, status: "failed" },
    });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(settled!.rawBody)),
      ...Array.from({ length: 5 }, () => webhook(lying)),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balanceOf(u.id)).toBe(5_000_00 - 2_000_98);
    const done = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`card-refund-done:${r.id}`)
      .first<{ n: number }>();
    const back = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`card-refund-reversal:${r.id}`)
      .first<{ n: number }>();
    expect([done?.n, back?.n]).toEqual([1, 0]);
    const opts = refundOptions.parse((await call("GET", "/v1/secure/wallet/card-refunds", { token })).json);
    expect(opts.refunds[0]).toMatchObject({ id: r.id, status: "processed" });
  });

  it("only your own card payments: another user's reference, a bank-transfer top-up or junk are 4xx naming the field", async () => {
    const { token: other } = await payer();
    const otherRef = await cardTopup(other, 5_000_00);
    const { u, token } = await payer();
    await fundWallet(u.id, 5_000_00);
    const theirs = await refund(token, otherRef, 1_000_00);
    expect(theirs.status).toBe(422);
    expect((theirs.json as { errors: { field: string }[] }).errors[0]!.field).toBe("paymentReference");
    const junk = await call("POST", "/v1/secure/wallet/card-refunds", {
      token,
      body: { paymentReference: "x", amountKobo: -5 },
      headers: { "idempotency-key": key() },
    });
    expect(junk.status).toBe(400);
    const noKey = await call("POST", "/v1/secure/wallet/card-refunds", {
      token,
      body: { paymentReference: otherRef, amountKobo: 1_000_00 },
    });
    expect(noKey.status).toBe(400);
    expect(await balanceOf(u.id)).toBe(5_000_00);
  });
});
