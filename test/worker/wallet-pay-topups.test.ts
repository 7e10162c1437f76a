/** Topping the wallet up without a card: by bank transfer to the member's own account number, and by USSD. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { walletHistory } from "../../worker/contracts/money";
import { ussdTopupStarted, virtualAccountState } from "../../worker/contracts/wallet-pay";
import { call } from "./helpers";
import { balanceOf, checkBooksAfterEachTest } from "./money-helpers";
import { key, payer, webhook } from "./wallet-pay-fixtures";

checkBooksAfterEachTest();

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
