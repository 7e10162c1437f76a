import { afterEach, describe, expect, it, vi } from "vitest";
import { paystack } from "../../worker/integrations/payments/paystack";

afterEach(() => vi.restoreAllMocks());

/**
 * The adapter's refund, dedicated-account and USSD calls against Paystack's documented request and answer
 * shapes (test mode), faked at the network edge.
 */
const RECORDED = {
  refundCreated: {
    status: true,
    message: "Refund has been queued for processing",
    data: {
      transaction: { id: 1004723697, reference: "PNG-card-1", amount: 1_000_000, currency: "NGN", channel: "card" },
      integration: 463433,
      deducted_amount: 0,
      currency: "NGN",
      channel: null,
      status: "pending",
      refunded_by: "ops@propertyng.ng",
      refunded_at: null,
      expected_at: "2026-12-03T10:00:00.000Z",
      id: 3018284,
      amount: 400_000,
    },
  },
  refundFetched: {
    status: true,
    message: "Refund retrieved",
    data: {
      id: 3018284,
      transaction: 1004723697,
      transaction_reference: "PNG-card-1",
      amount: 400_000,
      currency: "NGN",
      status: "processed",
    },
  },
  customer: {
    status: true,
    message: "Customer created",
    data: {
      email: "tunde@example.ng",
      first_name: "Tunde",
      last_name: "Bakare",
      phone: "+2348030000000",
      customer_code: "CUS_xnxdt6s1zg1f4nx",
      id: 1173,
    },
  },
  noAccounts: { status: true, message: "Managed accounts successfully retrieved", data: [] },
  dedicated: {
    status: true,
    message: "NUBAN successfully created",
    data: {
      bank: { name: "Wema Bank", id: 20, slug: "wema-bank" },
      account_name: "KAROKART / TUNDE BAKARE",
      account_number: "9930000737",
      assigned: true,
      currency: "NGN",
      active: true,
      id: 253,
      customer: { customer_code: "CUS_xnxdt6s1zg1f4nx" },
    },
  },
  ussd: {
    status: true,
    message: "Charge attempted",
    data: {
      reference: "PNG-U-1",
      status: "pay_offline",
      display_text: "Please dial *737*000*6324# on your mobile phone to complete the transaction",
      ussd_code: "*737*000*6324#",
    },
  },
  verifyTransfer: {
    status: true,
    message: "Verification successful",
    data: {
      status: "success",
      reference: "T1234",
      amount: 2_550_000_000,
      currency: "NGN",
      channel: "dedicated_nuban",
      authorization: {
        channel: "dedicated_nuban",
        sender_name: "TUNDE BAKARE",
        receiver_bank_account_number: "9930000737",
        receiver_bank: "Wema Bank",
      },
      customer: { customer_code: "CUS_xnxdt6s1zg1f4nx" },
    },
  },
  verifyCard: {
    status: true,
    message: "Verification successful",
    data: {
      status: "success",
      reference: "PNG-card-1",
      amount: 1_000_000,
      currency: "NGN",
      channel: "card",
      authorization: { last4: "4081", brand: "visa", card_type: "visa " },
    },
  },
};

function fake(answers: Record<string, unknown>) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const text = await req.clone().text();
    seen.push({ url: req.url, method: req.method, body: text ? JSON.parse(text) : null });
    const hit = Object.entries(answers).find(([k]) => `${req.method} ${req.url}`.includes(k));
    return hit ? Response.json(hit[1]) : Response.json({ status: false, message: "not faked" }, { status: 404 });
  });
  return seen;
}

const ps = () => paystack("sk_test_abc");

describe("Paystack adapter: refunds, dedicated accounts, USSD", () => {
  it("refund posts {transaction, amount} and reads the refund id; fetchRefund maps processed", async () => {
    const seen = fake({
      "POST https://api.paystack.co/refund": RECORDED.refundCreated,
      "GET https://api.paystack.co/refund/3018284": RECORDED.refundFetched,
    });
    expect(await ps().refund({ transactionReference: "PNG-card-1", amountKobo: 400_000 })).toEqual({
      refundId: "3018284",
      status: "pending",
    });
    expect(seen[0]!.body).toEqual({ transaction: "PNG-card-1", amount: 400_000, currency: "NGN" });
    expect(await ps().fetchRefund("3018284")).toEqual({
      status: "processed",
      amountKobo: 400_000,
      transactionReference: "PNG-card-1",
    });
  });

  it("assignDedicatedAccount makes the customer, finds none, asks for one at the preferred bank", async () => {
    const seen = fake({
      "POST https://api.paystack.co/customer": RECORDED.customer,
      "GET https://api.paystack.co/dedicated_account": RECORDED.noAccounts,
      "POST https://api.paystack.co/dedicated_account": RECORDED.dedicated,
    });
    const a = await ps().assignDedicatedAccount({
      email: "tunde@example.ng",
      firstName: "Tunde",
      lastName: "Bakare",
      phone: "+2348030000000",
    });
    expect(a).toEqual({
      customerCode: "CUS_xnxdt6s1zg1f4nx",
      bankName: "Wema Bank",
      accountName: "KAROKART / TUNDE BAKARE",
      accountNumber: "9930000737",
    });
    expect(seen.map((s) => `${s.method} ${new URL(s.url).pathname}`)).toEqual([
      "POST /customer",
      "GET /dedicated_account",
      "POST /dedicated_account",
    ]);
    expect(seen[2]!.body).toEqual({ customer: "CUS_xnxdt6s1zg1f4nx", preferred_bank: "wema-bank" });
  });

  it("assignDedicatedAccount asked again returns the customer's active account instead of a second one", async () => {
    const seen = fake({
      "POST https://api.paystack.co/customer": RECORDED.customer,
      "GET https://api.paystack.co/dedicated_account": { status: true, data: [RECORDED.dedicated.data] },
    });
    expect(
      (
        await ps().assignDedicatedAccount({
          email: "tunde@example.ng",
          firstName: "Tunde",
          lastName: "Bakare",
          phone: null,
        })
      ).accountNumber,
    ).toBe("9930000737");
    expect(seen.filter((s) => s.method === "POST" && s.url.endsWith("/dedicated_account"))).toHaveLength(0);
  });

  it("chargeUssd posts ussd.type and returns the code to dial", async () => {
    const seen = fake({ "POST https://api.paystack.co/charge": RECORDED.ussd });
    expect(
      await ps().chargeUssd({ email: "a@b.ng", amountKobo: 2_000_000, reference: "PNG-U-1", bank: "737" }),
    ).toEqual({
      ussdCode: "*737*000*6324#",
      displayText: "Please dial *737*000*6324# on your mobile phone to complete the transaction",
    });
    expect(seen[0]!.body).toMatchObject({
      email: "a@b.ng",
      amount: 2_000_000,
      reference: "PNG-U-1",
      ussd: { type: "737" },
    });
  });

  it("verify reads the channel: a card's last four digits, a transfer's receiving account", async () => {
    fake({
      "/transaction/verify/T1234": RECORDED.verifyTransfer,
      "/transaction/verify/PNG-card-1": RECORDED.verifyCard,
    });
    expect(await ps().verify("T1234")).toMatchObject({
      status: "success",
      channel: "dedicated_nuban",
      receiverAccountNumber: "9930000737",
      customerCode: "CUS_xnxdt6s1zg1f4nx",
      cardLast4: null,
    });
    expect(await ps().verify("PNG-card-1")).toMatchObject({ channel: "card", cardLast4: "4081", cardBrand: "visa" });
  });
});
