import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signWebhook } from "../../worker/integrations/payments";
import { payoutAccount, withdrawal } from "../../worker/contracts/money";
import { call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest, fundWallet } from "./money-helpers";

checkBooksAfterEachTest();
afterEach(() => vi.restoreAllMocks());

const SECRET = (env as unknown as Env).PAYSTACK_SECRET_KEY!;
const key = () => `wd-${crypto.randomUUID()}`;

/** A KYC-verified brokerage with a saved GTBank account (the sandbox resolves it to their own name). */
async function verifiedHolder(accountNumber = "0123456789") {
  const u = await makeUser({
    accountType: "brokerage",
    subAccountType: "broker",
    firstName: "Bola",
    lastName: "Adeyemi",
    kycVerified: true,
  });
  const { token } = await signIn(u);
  const saved = await call("POST", "/v1/secure/bank/accounts", {
    token,
    body: { bankCode: "058", accountNumber, password: u.password },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(201);
  return { u, token, account: payoutAccount.parse(saved.json) };
}

const withdrawCall = (token: string, amountKobo: number, payoutAccountId: string, k = key()) =>
  call("POST", "/v1/secure/wallet/withdraw", {
    token,
    body: { amountKobo, payoutAccountId },
    headers: { "idempotency-key": k },
  });

const outbox = async (to: string) =>
  (
    await env.DB.prepare("SELECT template, subject FROM email_outbox WHERE to_address = ? ORDER BY created_at")
      .bind(to)
      .all<{ template: string; subject: string }>()
  ).results;

describe("payout accounts", () => {
  it("lists banks and resolves an account to the holder's name", async () => {
    const u = await makeUser({ firstName: "Bola", lastName: "Adeyemi", kycVerified: true });
    const { token } = await signIn(u);
    const banks = await call("GET", "/v1/secure/banks", { token });
    expect(banks.json.data).toContainEqual({ name: "Guaranty Trust Bank", code: "058" });
    const v = await call("POST", "/v1/secure/bank/verify", {
      token,
      body: { bankCode: "058", accountNumber: "0123456789" },
    });
    expect(v.json).toEqual({
      accountName: "BOLA ADEYEMI",
      accountNumber: "0123456789",
      bankCode: "058",
      bankName: "Guaranty Trust Bank",
      matchesHolder: true,
    });
    const stranger = await call("POST", "/v1/secure/bank/verify", {
      token,
      body: { bankCode: "058", accountNumber: "9990001112" },
    });
    expect(stranger.json.matchesHolder).toBe(false);
    const unknown = await call("POST", "/v1/secure/bank/verify", {
      token,
      body: { bankCode: "058", accountNumber: "0001112223" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors[0].field).toBe("accountNumber");
    expect(
      (await call("POST", "/v1/secure/bank/verify", { token, body: { bankCode: "058", accountNumber: "12345" } }))
        .status,
    ).toBe(400);
    expect(
      (await call("POST", "/v1/secure/bank/verify", { token, body: { bankCode: "123", accountNumber: "0123456789" } }))
        .status,
    ).toBe(422);
  });

  it("saving needs the password again, a KYC-verified holder, and the holder's own account", async () => {
    const unverified = await makeUser({ firstName: "Bola", lastName: "Adeyemi" });
    const t1 = (await signIn(unverified)).token;
    const r1 = await call("POST", "/v1/secure/bank/accounts", {
      token: t1,
      body: { bankCode: "058", accountNumber: "0123456789", password: unverified.password },
    });
    expect(r1.status).toBe(422);
    expect(r1.json.message).toMatch(/Verify your identity/);

    const u = await makeUser({ firstName: "Bola", lastName: "Adeyemi", kycVerified: true });
    const { token } = await signIn(u);
    const wrongPw = await call("POST", "/v1/secure/bank/accounts", {
      token,
      body: { bankCode: "058", accountNumber: "0123456789", password: "not-it" },
    });
    expect(wrongPw.status).toBe(422);
    expect(wrongPw.json.errors[0].field).toBe("password");
    const noPw = await call("POST", "/v1/secure/bank/accounts", {
      token,
      body: { bankCode: "058", accountNumber: "0123456789" },
    });
    expect(noPw.status).toBe(400);
    const stranger = await call("POST", "/v1/secure/bank/accounts", {
      token,
      body: { bankCode: "058", accountNumber: "9990001112", password: u.password },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.json.message).toMatch(/does not match your verified name/);
    expect((await call("GET", "/v1/secure/bank/accounts", { token })).json.data).toEqual([]);

    const ok = await call("POST", "/v1/secure/bank/accounts", {
      token,
      body: { bankCode: "058", accountNumber: "0123456789", password: u.password },
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({
      bankName: "Guaranty Trust Bank",
      accountNumber: "0123456789",
      accountName: "BOLA ADEYEMI",
    });
    const list = await call("GET", "/v1/secure/bank/accounts", { token });
    expect(list.json.data.map((a: { id: string }) => a.id)).toEqual([ok.json.id]);
    const log = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM activity_logs WHERE action = 'payout_account.saved' AND actor_id = ?",
    )
      .bind(u.id)
      .first<{ n: number }>();
    expect(log?.n).toBe(1);
  });

  it("password guesses are counted first: a burst of 30 wrong passwords gets at most 5 checked", async () => {
    const u = await makeUser({ firstName: "Bola", lastName: "Adeyemi", kycVerified: true });
    const { token } = await signIn(u);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", "/v1/secure/bank/accounts", {
          token,
          body: { bankCode: "058", accountNumber: "0123456789", password: i === 29 ? u.password : `guess-${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 422).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(25);
  });
});

describe("withdrawals", () => {
  it("withdraw: pending → complete through the signed webhook, balance and history follow, a receipt is emailed", async () => {
    const { u, token, account } = await verifiedHolder();
    await fundWallet(u.id, 50_000_00);
    const res = await withdrawCall(token, 20_000_00, account.id);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const w = withdrawal.parse(res.json);
    expect(w).toMatchObject({
      amountKobo: 20_000_00,
      status: "complete",
      bankName: "Guaranty Trust Bank",
      accountNumber: "0123456789",
    });
    expect(await balanceOf(u.id)).toBe(30_000_00);
    expect((await call("GET", "/v1/secure/wallet", { token })).json).toMatchObject({
      balanceKobo: 30_000_00,
      pendingWithdrawalsKobo: 0,
    });
    const hist = await call("GET", "/v1/secure/wallet/history", { token });
    expect(hist.json.items[0]).toMatchObject({
      kind: "withdrawal",
      amountKobo: -20_000_00,
      balanceAfterKobo: 30_000_00,
    });
    expect((await outbox(u.email)).map((m) => m.template)).toContain("receipt.withdrawal");
    expect((await call("GET", "/v1/secure/wallet/withdrawals", { token })).json.data[0].status).toBe("complete");
  });

  it("a failed transfer is reversed back to the wallet once, however often its events arrive", async () => {
    const { u, token, account } = await verifiedHolder("0123456799");
    await fundWallet(u.id, 10_000_00);
    const res = await withdrawCall(token, 4_000_00, account.id);
    expect(res.json).toMatchObject({ status: "failed", failureReason: "Account closed" });
    expect(await balanceOf(u.id)).toBe(10_000_00);
    // Replays of the failure and a late, contradicting success change nothing.
    for (const event of ["transfer.failed", "transfer.reversed", "transfer.success"]) {
      const raw = JSON.stringify({ event, data: { reference: res.json.reference, amount: 4_000_00 } });
      const sig = await signWebhook(SECRET, raw);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          call("POST", "/v1/payments/paystack/webhook", { raw, headers: { "x-paystack-signature": sig } }),
        ),
      );
    }
    expect(await balanceOf(u.id)).toBe(10_000_00);
    const w = (await call("GET", "/v1/secure/wallet/withdrawals", { token })).json.data[0];
    expect(w.status).toBe("failed");
    expect((await outbox(u.email)).map((m) => m.template)).toContain("receipt.withdrawal_failed");
  });

  it("50 concurrent withdrawals against a wallet that affords 10: exactly 10 succeed, the balance is exact", async () => {
    const { u, token, account } = await verifiedHolder();
    await fundWallet(u.id, 10 * 1_500_00);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdrawCall(token, 1_500_00, account.id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.json.errors[0].field).toBe("amountKobo");
    expect(await balanceOf(u.id)).toBe(0);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?")
      .bind(u.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(10);
  });

  it("a retried request after a D1 error that hid a committed write moves money once", async () => {
    const { u, token, account } = await verifiedHolder();
    await fundWallet(u.id, 9_000_00);
    // The next money batch commits, then the connection "drops": the worker sees an error, the write stands.
    const real = env.DB.batch.bind(env.DB);
    let armed = true;
    vi.spyOn(env.DB, "batch").mockImplementation(async (stmts) => {
      const out = await real(stmts);
      if (armed && stmts.length > 6) {
        armed = false;
        throw new Error("D1_ERROR: Network connection lost.");
      }
      return out;
    });
    const k = key();
    const first = await withdrawCall(token, 5_000_00, account.id, k);
    expect(first.status).toBe(500);
    expect(await balanceOf(u.id)).toBe(4_000_00);
    const retry = await withdrawCall(token, 5_000_00, account.id, k);
    expect(retry.status).toBe(201);
    // The first request died before asking for the transfer; the retry asked (once: same reference).
    expect(retry.json.status).toBe("complete");
    expect(await balanceOf(u.id)).toBe(4_000_00);
    const again = await withdrawCall(token, 5_000_00, account.id, k);
    expect(again.json).toEqual(retry.json);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?")
      .bind(u.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("only to one's own saved account; bad input is a 400 naming the field and moves nothing", async () => {
    const { u, token } = await verifiedHolder();
    const other = await verifiedHolder("0123456780");
    await fundWallet(u.id, 5_000_00);
    const theirs = await withdrawCall(token, 2_000_00, other.account.id);
    expect(theirs.status).toBe(422);
    expect(theirs.json.errors[0].field).toBe("payoutAccountId");
    for (const body of [
      { amountKobo: 50_00, payoutAccountId: other.account.id },
      { amountKobo: 2_000_00 },
      { amountKobo: 2_000_00, payoutAccountId: "x", note: "hi" },
    ]) {
      const r = await call("POST", "/v1/secure/wallet/withdraw", {
        token,
        body,
        headers: { "idempotency-key": key() },
      });
      expect(r.status).toBe(400);
    }
    expect(
      (
        await call("POST", "/v1/secure/wallet/withdraw", {
          token,
          body: { amountKobo: 2_000_00, payoutAccountId: "x" },
        })
      ).status,
    ).toBe(400);
    expect(await balanceOf(u.id)).toBe(5_000_00);
  });

  it("a removed account cannot be paid", async () => {
    const { u, token, account } = await verifiedHolder();
    await fundWallet(u.id, 5_000_00);
    expect((await call("DELETE", `/v1/secure/bank/accounts/${account.id}`, { token })).status).toBe(200);
    expect((await withdrawCall(token, 2_000_00, account.id)).status).toBe(422);
    expect(await balanceOf(u.id)).toBe(5_000_00);
  });
});
