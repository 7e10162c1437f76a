import { afterEach, describe, expect, it, vi } from "vitest";
import { paystack } from "../../worker/integrations/payments/paystack";
import { PaymentProviderError, signWebhook, verifyWebhookSignature } from "../../worker/integrations/payments";
import { RECORDED } from "./paystack-recordings";

afterEach(() => vi.restoreAllMocks());

type Seen = { url: string; method: string; auth: string | null; body: any };

/** Fakes api.paystack.co at the network edge: `answer` maps a request to a Response (or throws). */
function fakePaystack(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const text = await req.clone().text();
    seen.push({
      url: req.url,
      method: req.method,
      auth: req.headers.get("authorization"),
      body: text ? JSON.parse(text) : null,
    });
    expect(init?.signal, "every call has a timeout").toBeDefined();
    return answer(req);
  });
  return seen;
}

const ps = () => paystack("sk_test_abc");

describe("Paystack adapter", () => {
  it("initialize posts kobo, reference and callback with the secret key, and returns the authorization URL", async () => {
    const seen = fakePaystack(() => Response.json(RECORDED.initialize));
    const r = await ps().initialize({
      email: "a@b.ng",
      amountKobo: 5_000_000,
      reference: "ref-init-1",
      callbackUrl: "http://x/cb",
      metadata: { purpose: "topup" },
    });
    expect(r.authorizationUrl).toBe("https://checkout.paystack.com/0peioxfhpn");
    expect(seen[0]).toMatchObject({
      url: "https://api.paystack.co/transaction/initialize",
      method: "POST",
      auth: "Bearer sk_test_abc",
    });
    expect(seen[0]!.body).toEqual({
      email: "a@b.ng",
      amount: 5_000_000,
      currency: "NGN",
      reference: "ref-init-1",
      callback_url: "http://x/cb",
      metadata: { purpose: "topup" },
    });
  });

  it("verify maps success, abandoned and unknown references", async () => {
    fakePaystack((req) =>
      req.url.endsWith("/ref-verify-1")
        ? Response.json(RECORDED.verifySuccess)
        : req.url.endsWith("/ref-verify-2")
          ? Response.json(RECORDED.verifyAbandoned)
          : Response.json(RECORDED.verifyNotFound, { status: 400 }),
    );
    expect(await ps().verify("ref-verify-1")).toEqual({
      status: "success",
      amountKobo: 5_000_000,
      currency: "NGN",
      reference: "ref-verify-1",
      channel: "card",
      cardLast4: null,
      cardBrand: null,
      customerCode: null,
      receiverAccountNumber: null,
    });
    expect((await ps().verify("ref-verify-2")).status).toBe("failed");
    await expect(ps().verify("nope")).rejects.toMatchObject({
      kind: "rejected",
      message: "Transaction reference not found",
    });
  });

  it("lists active banks, resolves an account, creates a recipient and queues a transfer", async () => {
    const seen = fakePaystack((req) => {
      const u = new URL(req.url);
      if (u.pathname === "/bank") return Response.json(RECORDED.banks);
      if (u.pathname === "/bank/resolve") return Response.json(RECORDED.resolve);
      if (u.pathname === "/transferrecipient") return Response.json(RECORDED.recipient, { status: 201 });
      if (u.pathname === "/transfer") return Response.json(RECORDED.transferQueued);
      throw new Error(`unexpected ${req.url}`);
    });
    expect(await ps().listBanks()).toEqual([
      { name: "Access Bank", code: "044" },
      { name: "Guaranty Trust Bank", code: "058" },
    ]);
    expect(await ps().resolveAccount("0001234567", "058")).toEqual({
      accountName: "ADEBOLA OLUWASEUN ADEYEMI",
      accountNumber: "0001234567",
    });
    expect(seen[1]!.url).toBe("https://api.paystack.co/bank/resolve?account_number=0001234567&bank_code=058");
    expect(
      await ps().createRecipient({ name: "ADEBOLA OLUWASEUN ADEYEMI", accountNumber: "0001234567", bankCode: "058" }),
    ).toEqual({ recipientCode: "RCP_1a25w1h3n0xctjg" });
    expect(seen[2]!.body).toEqual({
      type: "nuban",
      name: "ADEBOLA OLUWASEUN ADEYEMI",
      account_number: "0001234567",
      bank_code: "058",
      currency: "NGN",
    });
    expect(
      await ps().transfer({
        amountKobo: 2_000_000,
        recipientCode: "RCP_1a25w1h3n0xctjg",
        reference: "wd-1",
        reason: "Wallet withdrawal",
      }),
    ).toEqual({
      status: "pending",
      transferCode: "TRF_fiyxvgkh71e717b",
    });
    expect(seen[3]!.body).toEqual({
      source: "balance",
      amount: 2_000_000,
      recipient: "RCP_1a25w1h3n0xctjg",
      reference: "wd-1",
      reason: "Wallet withdrawal",
    });
  });

  it("a refusal is 'rejected' with Paystack's message", async () => {
    fakePaystack((req) =>
      req.url.includes("/bank/resolve")
        ? Response.json(RECORDED.resolveFailed, { status: 422 })
        : Response.json(RECORDED.transferNoBalance, { status: 400 }),
    );
    await expect(ps().resolveAccount("0000000000", "058")).rejects.toMatchObject({
      kind: "rejected",
      message: RECORDED.resolveFailed.message,
    });
    await expect(
      ps().transfer({ amountKobo: 1, recipientCode: "RCP_x", reference: "r", reason: "x" }),
    ).rejects.toMatchObject({ kind: "rejected" });
  });

  it("timeouts, network errors, 5xx and non-JSON answers are 'unavailable'", async () => {
    const failures: (() => Response)[] = [
      () => {
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      },
      () => {
        throw new TypeError("Network connection lost.");
      },
      () => Response.json({ status: false, message: "Internal error" }, { status: 502 }),
      () => new Response("<html>Bad gateway</html>", { status: 200, headers: { "content-type": "text/html" } }),
    ];
    for (const fail of failures) {
      vi.restoreAllMocks();
      fakePaystack(fail);
      const err = await ps()
        .verify("ref")
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PaymentProviderError);
      expect((err as PaymentProviderError).kind).toBe("unavailable");
    }
  });
});

describe("webhook signature", () => {
  it("is HMAC-SHA512 of the raw body; a changed body, a wrong secret or a missing header fail", async () => {
    const raw = JSON.stringify({ event: "charge.success", data: { reference: "r1", amount: 100 } });
    const sig = await signWebhook("sk_test_abc", raw);
    expect(sig).toMatch(/^[0-9a-f]{128}$/);
    expect(await verifyWebhookSignature("sk_test_abc", raw, sig)).toBe(true);
    expect(await verifyWebhookSignature("sk_test_abc", raw.replace("100", "900"), sig)).toBe(false);
    expect(await verifyWebhookSignature("sk_test_other", raw, sig)).toBe(false);
    expect(await verifyWebhookSignature("sk_test_abc", raw, null)).toBe(false);
    expect(await verifyWebhookSignature(undefined, raw, sig)).toBe(false);
    expect(await verifyWebhookSignature("sk_test_abc", raw, "zz")).toBe(false);
  });
});

describe("Paystack transfer verify", () => {
  it("maps a found transfer and a 404 (never created)", async () => {
    fakePaystack((req) =>
      req.url.endsWith("/transfer/verify/wd-1")
        ? Response.json({
            status: true,
            message: "Transfer retrieved",
            data: { status: "success", reference: "wd-1", transfer_code: "TRF_x" },
          })
        : Response.json({ status: false, message: "Transfer not found" }, { status: 404 }),
    );
    expect(await ps().verifyTransfer("wd-1")).toEqual({ status: "success", transferCode: "TRF_x" });
    expect(await ps().verifyTransfer("wd-2")).toEqual({ status: "not_found", transferCode: null });
  });
});
