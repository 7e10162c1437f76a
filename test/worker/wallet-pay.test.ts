import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle, signWebhook } from "../../worker/integrations/payments";
import { walletHistory } from "../../worker/contracts/money";
import { cardRefund, refundOptions, ussdTopupStarted, virtualAccountState } from "../../worker/contracts/wallet-pay";
import { SYSTEM_ACCOUNTS, post, walletAccount } from "../../worker/services/wallet/ledger";
import { mergePassThrough } from "../../worker/services/wallet/history";
import { BASE, call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, ctx, fundWallet } from "./money-helpers";

checkBooksAfterEachTest();

const SECRET = (env as unknown as Env).PAYSTACK_SECRET_KEY!;
const key = () => `key-${crypto.randomUUID()}`;
const webhook = async (raw: string) =>
  call("POST", "/v1/payments/paystack/webhook", {
    raw,
    headers: { "x-paystack-signature": await signWebhook(SECRET, raw) },
  });

async function payer() {
  const u = await makeUser();
  const { token } = await signIn(u);
  return { u, token };
}

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

describe("top up by bank transfer to your own account number (dedicated virtual account)", () => {
  it("20 parallel requests make one account; a ₦25,500,000 transfer credits the wallet once, replays do nothing", async () => {
    const { u, token } = await payer();
    expect(virtualAccountState.parse((await call("GET", "/v1/secure/wallet/virtual-account", { token })).json)).toEqual(
      { account: null, sandbox: true },
    );
    const noAccount = await call("POST", "/v1/secure/wallet/virtual-account/sandbox-transfer", {
      token,
      body: { amountKobo: 1_000_00 },
    });
    expect(noAccount.status).toBe(409);

    const made = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", "/v1/secure/wallet/virtual-account", { token })),
    );
    expect(made.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = new Set(made.map((r) => virtualAccountState.parse(r.json).account?.accountNumber));
    expect(numbers.size).toBe(1);
    const account = virtualAccountState.parse(made[0]!.json).account!;
    expect(account).toMatchObject({ bankName: "Wema Bank", accountNumber: expect.stringMatching(/^\d{10}$/) });
    expect(account.accountName).toContain(u.firstName.toUpperCase());
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM virtual_accounts WHERE user_id = ?")
      .bind(u.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);

    const sent = await call("POST", "/v1/secure/wallet/virtual-account/sandbox-transfer", {
      token,
      body: { amountKobo: 25_500_000_00 },
    });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ amountKobo: 25_500_000_00, balanceKobo: 25_500_000_00 });
    const reference = (sent.json as { reference: string }).reference;
    // Paystack retries webhooks: the same signed event 10 times at once changes nothing.
    const tx = await env.DB.prepare("SELECT detail FROM sandbox_transactions WHERE reference = ?")
      .bind(reference)
      .first<{ detail: string }>();
    const raw = JSON.stringify({
      event: "charge.success",
      data: {
        reference,
        amount: 99_999_999_00,
        currency: "NGN",
        status: "success",
        channel: "dedicated_nuban",
        metadata: JSON.parse(tx!.detail),
      },
    });
    const replays = await Promise.all(Array.from({ length: 10 }, () => webhook(raw)));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(u.id)).toBe(25_500_000_00);
    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items).toEqual([
      expect.objectContaining({
        kind: "topup",
        description: "Wallet top-up by bank transfer",
        amountKobo: 25_500_000_00,
        reference,
      }),
    ]);
  });

  it("a transfer the provider does not confirm, or to an account nobody has, credits nothing", async () => {
    const { u, token } = await payer();
    await call("POST", "/v1/secure/wallet/virtual-account", { token });
    const forged = JSON.stringify({
      event: "charge.success",
      data: {
        reference: `T-forged-${crypto.randomUUID()}`,
        amount: 1_000_00,
        channel: "dedicated_nuban",
        status: "success",
      },
    });
    const res = await webhook(forged);
    // The provider knows no such transaction: refused (4xx), nothing credited.
    expect(res.status).toBe(422);
    expect(await balanceOf(u.id)).toBe(0);
  });

  it("the sandbox transfer checks its amount", async () => {
    const { token } = await payer();
    await call("POST", "/v1/secure/wallet/virtual-account", { token });
    const res = await call("POST", "/v1/secure/wallet/virtual-account/sandbox-transfer", {
      token,
      body: { amountKobo: 10 },
    });
    expect(res.status).toBe(400);
    expect((res.json as { errors: { field: string }[] }).errors[0]!.field).toBe("amountKobo");
  });
});

describe("top up by USSD", () => {
  it("pick a bank, get the code to dial, the bank approves: credited once", async () => {
    const { u, token } = await payer();
    const banks = (await call("GET", "/v1/secure/wallet/ussd/banks", { token })).json as {
      data: { code: string; name: string }[];
    };
    expect(banks.data.map((b) => b.code)).toContain("737");
    const res = await call("POST", "/v1/secure/wallet/topup/ussd", {
      token,
      body: { amountKobo: 15_000_00, bank: "737" },
      headers: { "idempotency-key": key() },
    });
    expect(res.status).toBe(201);
    const started = ussdTopupStarted.parse(res.json);
    expect(started).toMatchObject({
      bankName: "Guaranty Trust Bank",
      ussdCode: expect.stringMatching(/^\*737\*000\*\d{4}#$/),
    });
    const pending = await call("GET", `/v1/secure/wallet/verify?reference=${started.reference}`, { token });
    expect(pending.json).toMatchObject({ status: "pending", balanceKobo: 0 });
    const done = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/v1/secure/wallet/topup/ussd/sandbox-complete", {
          token,
          body: { reference: started.reference },
        }),
      ),
    );
    expect(done.every((d) => d.status === 200)).toBe(true);
    expect(done[0]!.json).toMatchObject({ status: "success", amountKobo: 15_000_00 });
    expect(await balanceOf(u.id)).toBe(15_000_00);
    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items[0]).toMatchObject({ description: "Wallet top-up by USSD", amountKobo: 15_000_00 });
  });

  it("a declined USSD payment credits nothing; unknown banks and other users' references are refused", async () => {
    const { u, token } = await payer();
    const started = ussdTopupStarted.parse(
      (
        await call("POST", "/v1/secure/wallet/topup/ussd", {
          token,
          body: { amountKobo: 2_000_00, bank: "919" },
          headers: { "idempotency-key": key() },
        })
      ).json,
    );
    const declined = await call("POST", "/v1/secure/wallet/topup/ussd/sandbox-complete", {
      token,
      body: { reference: started.reference, outcome: "failed" },
    });
    expect(declined.json).toMatchObject({ status: "failed" });
    expect(await balanceOf(u.id)).toBe(0);
    const badBank = await call("POST", "/v1/secure/wallet/topup/ussd", {
      token,
      body: { amountKobo: 2_000_00, bank: "123" },
      headers: { "idempotency-key": key() },
    });
    expect(badBank.status).toBe(422);
    expect((badBank.json as { errors: { field: string }[] }).errors[0]!.field).toBe("bank");
    const { token: other } = await payer();
    const theirs = await call("POST", "/v1/secure/wallet/topup/ussd/sandbox-complete", {
      token: other,
      body: { reference: started.reference },
    });
    expect(theirs.status).toBe(404);
  });
});

describe("the wallet history merges pass-through entries", () => {
  it("a card payment held at once for an inspection reads as one line, the ledger keeps both", async () => {
    const { u, token } = await payer();
    await fundWallet(u.id, 1_000_00);
    const reference = `PNG-${crypto.randomUUID()}`;
    const c = ctx();
    await env.DB.prepare(
      "INSERT INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, channel, card_last4, created_at, updated_at) VALUES (?, ?, 'booking', '{}', 350000, 'sandbox', 'success', 'card', '4081', ?, ?)",
    )
      .bind(reference, u.id, c.now, c.now)
      .run();
    await post(c, {
      idemKey: `payment:${reference}`,
      kind: "topup",
      userId: u.id,
      reference,
      memo: "Payment by link",
      lines: [
        { accountId: walletAccount(u.id), amountKobo: 3_500_00 },
        { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -3_500_00 },
      ],
    });
    await post(
      { ...c, now: c.now + 5 },
      {
        idemKey: `hold:${reference}`,
        kind: "inspection_hold",
        userId: u.id,
        reference: "booking-x",
        memo: "Inspection fee held in escrow",
        lines: [
          { accountId: walletAccount(u.id), amountKobo: -3_500_00 },
          { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: 3_500_00 },
        ],
      },
    );
    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items).toHaveLength(2);
    expect(h.items[0]).toMatchObject({
      kind: "pass_through",
      description: "Paid ₦3,500 for an inspection by card",
      amountKobo: 0,
      paidKobo: 3_500_00,
      paidVia: "card",
      balanceAfterKobo: 1_000_00,
      reference,
    });
    expect(h.items[1]).toMatchObject({ kind: "demo_credit", amountKobo: 1_000_00 });
    const lines = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_lines WHERE account_id = ?")
      .bind(walletAccount(u.id))
      .first<{ n: number }>();
    expect(lines?.n).toBe(3);
  });

  it("a plan paid by card reads as one line with the plan's name", () => {
    const base = { entryId: "e", reference: "r", balanceAfterKobo: 0, payChannel: "card" };
    const items = mergePassThrough([
      {
        ...base,
        id: "2",
        kind: "subscription",
        amountKobo: -200_000_00,
        createdAt: 2_000,
        payPurpose: null,
        memo: "Developer Basic plan (yearly)",
      },
      {
        ...base,
        id: "1",
        kind: "topup",
        amountKobo: 200_000_00,
        createdAt: 1_000,
        payPurpose: "subscription",
        memo: "Payment by link",
      },
    ]);
    expect(items).toEqual([
      expect.objectContaining({
        kind: "pass_through",
        description: "Paid ₦200,000 by card: Developer Basic plan (yearly)",
        amountKobo: 0,
        paidKobo: 200_000_00,
      }),
    ]);
  });

  it("a wallet top-up followed by an unrelated spend of the same amount stays two lines", () => {
    const base = { entryId: "e", reference: "r", balanceAfterKobo: 0, memo: "", payChannel: "card" };
    const items = mergePassThrough([
      { ...base, id: "2", kind: "inspection_hold", amountKobo: -100, createdAt: 2_000, payPurpose: null },
      { ...base, id: "1", kind: "topup", amountKobo: 100, createdAt: 1_000, payPurpose: "topup" },
    ]);
    expect(items.map((i) => i.kind)).toEqual(["inspection_hold", "topup"]);
  });
});
