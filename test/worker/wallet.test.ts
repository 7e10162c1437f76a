import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sandboxSettle, signWebhook } from "../../worker/integrations/payments";
import { paymentStatus, topupStarted, walletHistory, walletSummary } from "../../worker/contracts/money";
import { BASE, call, makeUser, signIn } from "./helpers";
import { balanceOf, checkBooksAfterEachTest } from "./money-helpers";
import { exports } from "cloudflare:workers";

checkBooksAfterEachTest();

const SECRET = (env as unknown as Env).PAYSTACK_SECRET_KEY!;

const key = () => `key-${crypto.randomUUID()}`;

async function topup(token: string, amountKobo: number) {
  const res = await call("POST", "/v1/secure/wallet/topup", {
    token,
    body: { amountKobo },
    headers: { "idempotency-key": key() },
  });
  expect(res.status).toBe(201);
  return topupStarted.parse(res.json);
}

/** The payer's click on the sandbox checkout page (a form post, like the browser sends). */
async function payInSandbox(reference: string, outcome: "success" | "failed") {
  const res = await exports.default.fetch(
    new Request(`${BASE}/v1/payments/sandbox/pay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reference, outcome }),
      redirect: "manual",
    }),
  );
  return { status: res.status, location: res.headers.get("location") };
}

const webhook = (raw: string, signature?: string) =>
  call("POST", "/v1/payments/paystack/webhook", {
    raw,
    headers: signature === undefined ? {} : { "x-paystack-signature": signature },
  });

describe("wallet top-up with the sandbox", () => {
  it("top up ₦50,000: checkout page, pay, redirect to the callback, wallet credited once, history shows it", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    expect(walletSummary.parse((await call("GET", "/v1/secure/wallet", { token })).json)).toEqual({
      balanceKobo: 0,
      currency: "NGN",
      pendingWithdrawalsKobo: 0,
    });
    const started = await topup(token, 50_000_00);
    const url = new URL(started.authorizationUrl);
    expect(url.pathname).toBe("/v1/payments/sandbox/checkout");
    const page = await exports.default.fetch(new Request(started.authorizationUrl));
    const html = await page.text();
    expect(html).toContain("Pay ₦50,000");
    expect(html).toContain(u.email);

    const paid = await payInSandbox(started.reference, "success");
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(
      `/dashboard/wallet/topup-callback?reference=${started.reference}&trxref=${started.reference}`,
    );
    expect(await balanceOf(u.id)).toBe(50_000_00);

    const verified = paymentStatus.parse(
      (await call("GET", `/v1/secure/wallet/verify?reference=${started.reference}`, { token })).json,
    );
    expect(verified).toMatchObject({ status: "success", amountKobo: 50_000_00, balanceKobo: 50_000_00 });
    // Paying again on the sandbox page changes nothing.
    await payInSandbox(started.reference, "success");
    expect(await balanceOf(u.id)).toBe(50_000_00);

    const h = walletHistory.parse((await call("GET", "/v1/secure/wallet/history", { token })).json);
    expect(h.items).toHaveLength(1);
    expect(h.items[0]).toMatchObject({
      kind: "topup",
      amountKobo: 50_000_00,
      balanceAfterKobo: 50_000_00,
      reference: started.reference,
    });
    expect(h).toMatchObject({ openingBalanceKobo: 0, closingBalanceKobo: 50_000_00 });
    expect(h.months).toContain(h.month);
  });

  it("the same webhook delivered 10 times racing 10 callback verifies credits the wallet exactly once", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const { reference } = await topup(token, 12_345_00);
    const settled = await sandboxSettle(env, reference, "success");
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => webhook(settled!.rawBody, settled!.signature)),
      ...Array.from({ length: 10 }, () => call("GET", `/v1/secure/wallet/verify?reference=${reference}`, { token })),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await balanceOf(u.id)).toBe(12_345_00);
    const entries = await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE idem_key = ?")
      .bind(`payment:${reference}`)
      .first<{ n: number }>();
    expect(entries?.n).toBe(1);
  });

  it("a bad or missing webhook signature is refused and changes nothing", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const { reference } = await topup(token, 2_000_00);
    // The provider says paid, but nobody has verified it yet.
    const settled = await sandboxSettle(env, reference, "success");
    const forged = await signWebhook("sk_test_not_ours", settled!.rawBody);
    for (const sig of [
      undefined,
      "",
      forged,
      "abc",
      settled!.signature.replace(/^./, (ch) => (ch === "a" ? "b" : "a")),
    ]) {
      const res = await webhook(settled!.rawBody, sig);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ status: 401, message: "The webhook signature is missing or wrong." });
    }
    // A correctly signed body that was changed afterwards is refused too.
    expect((await webhook(settled!.rawBody.replace("2000", "9000"), settled!.signature)).status).toBe(401);
    expect(await balanceOf(u.id)).toBe(0);
    const row = await env.DB.prepare("SELECT status FROM payments WHERE reference = ?")
      .bind(reference)
      .first<{ status: string }>();
    expect(row?.status).toBe("pending");
  });

  it("a failed payment credits nothing and says failed", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const { reference } = await topup(token, 3_000_00);
    expect((await payInSandbox(reference, "failed")).status).toBe(303);
    const v = await call("GET", `/v1/secure/wallet/verify?reference=${reference}`, { token });
    expect(v.json).toMatchObject({ status: "failed", balanceKobo: 0 });
    expect(await balanceOf(u.id)).toBe(0);
  });

  it("pending until paid; another user's reference is a 404", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const { token } = await signIn(u);
    const { token: otherToken } = await signIn(other);
    const { reference } = await topup(token, 1_000_00);
    expect((await call("GET", `/v1/secure/wallet/verify?reference=${reference}`, { token })).json.status).toBe(
      "pending",
    );
    expect((await call("GET", `/v1/secure/wallet/verify?reference=${reference}`, { token: otherToken })).status).toBe(
      404,
    );
    await payInSandbox(reference, "success");
    expect(await balanceOf(other.id)).toBe(0);
    expect(await balanceOf(u.id)).toBe(1_000_00);
  });

  it("bad input is a 400 naming the field and starts nothing", async () => {
    const u = await makeUser();
    const { token } = await signIn(u);
    const h = { "idempotency-key": key() };
    for (const body of [
      { amountKobo: 50 },
      { amountKobo: 100.5 },
      { amountKobo: "5000" },
      {},
      { amountKobo: 10_000_00, extra: 1 },
      { amountKobo: 1e13 },
    ]) {
      const res = await call("POST", "/v1/secure/wallet/topup", { token, body, headers: { "idempotency-key": key() } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errors.length).toBeGreaterThan(0);
    }
    const noKey = await call("POST", "/v1/secure/wallet/topup", { token, body: { amountKobo: 10_000_00 } });
    expect(noKey.status).toBe(400);
    expect(noKey.json.errors[0].field).toBe("Idempotency-Key");
    expect((await call("GET", "/v1/secure/wallet/history?month=2026-13", { token })).status).toBe(400);
    expect((await call("POST", "/v1/secure/wallet/topup", { token, raw: "{", headers: h })).status).toBe(400);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE user_id = ?")
      .bind(u.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("the webhook ignores events it does not handle, and refuses non-JSON even when signed", async () => {
    const raw = JSON.stringify({ event: "subscription.create", data: { reference: "x" } });
    const ok = await webhook(raw, await signWebhook(SECRET, raw));
    expect(ok.json).toMatchObject({ received: true, handled: false });
    const bad = await webhook("not json", await signWebhook(SECRET, "not json"));
    expect(bad.status).toBe(400);
    // An unknown reference in a signed charge event is ignored.
    const unknown = JSON.stringify({ event: "charge.success", data: { reference: "PNG-unknown", amount: 100 } });
    expect((await webhook(unknown, await signWebhook(SECRET, unknown))).status).toBe(200);
  });
});
