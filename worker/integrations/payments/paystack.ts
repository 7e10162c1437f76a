import {
  PaymentProviderError,
  type Bank,
  type ChargeStatus,
  type PaymentProvider,
  type RefundStatus,
  type TransferStatus,
} from "./types";

/** Paystack's refund states: pending, processing, needs-attention… until processed or failed. */
const refundStatus = (s: string): RefundStatus =>
  s === "processed" ? "processed" : s === "failed" ? "failed" : "pending";
/** Paystack's transfer states: a reversed transfer failed; anything short of success or failure is pending. */
const transferStatus = (s: string): TransferStatus =>
  s === "success" ? "success" : s === "failed" || s === "reversed" ? "failed" : "pending";
/** Which bank Paystack assigns dedicated accounts from (`GET /dedicated_account/available_providers`). */
const DVA_BANK = "wema-bank";

const TIMEOUT_MS = 15_000;

type Envelope<T> = { status: boolean; message?: string; data?: T };

/**
 * Paystack's REST API (https://api.paystack.co), authenticated with the secret key. Every call has a
 * timeout; network errors, timeouts and 5xx are "unavailable" (safe to retry), a 4xx or `status: false`
 * is "rejected" with Paystack's message.
 */
export function paystack(secretKey: string, baseUrl = "https://api.paystack.co", dvaBank = DVA_BANK): PaymentProvider {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: "application/json",
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaymentProviderError("unavailable", "The payment provider is not answering. Please try again shortly.");
    }
    const json = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (res.status >= 500 || !json)
      throw new PaymentProviderError("unavailable", "The payment provider is not answering. Please try again shortly.");
    if (!res.ok || !json.status || json.data === undefined)
      throw new PaymentProviderError(
        "rejected",
        json.message || "The payment provider refused the request.",
        res.status,
      );
    return json.data;
  }

  return {
    name: "paystack",
    async initialize(i) {
      const data = await call<{ authorization_url: string; reference: string }>("POST", "/transaction/initialize", {
        email: i.email,
        amount: i.amountKobo,
        currency: "NGN",
        reference: i.reference,
        callback_url: i.callbackUrl,
        metadata: i.metadata,
      });
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference) {
      const data = await call<{
        status: string;
        amount: number;
        currency: string;
        reference: string;
        channel?: string;
        metadata?: { receiver_account_number?: string } | string | null;
        authorization?: {
          last4?: string;
          card_type?: string;
          brand?: string;
          receiver_bank_account_number?: string | null;
        } | null;
        customer?: { customer_code?: string } | null;
      }>("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      const status: ChargeStatus =
        data.status === "success"
          ? "success"
          : data.status === "failed" || data.status === "abandoned" || data.status === "reversed"
            ? "failed"
            : "pending";
      const card = data.channel === "card" ? data.authorization : null;
      const meta = typeof data.metadata === "object" && data.metadata ? data.metadata : null;
      return {
        status,
        amountKobo: data.amount,
        currency: data.currency,
        reference: data.reference,
        channel: data.channel ?? null,
        cardLast4: card?.last4 ?? null,
        cardBrand: (card?.brand || card?.card_type || "").trim() || null,
        customerCode: data.customer?.customer_code ?? null,
        receiverAccountNumber:
          data.authorization?.receiver_bank_account_number ?? meta?.receiver_account_number ?? null,
      };
    },
    async listBanks() {
      const data = await call<{ name: string; code: string; active: boolean }[]>(
        "GET",
        "/bank?country=nigeria&currency=NGN&perPage=100",
      );
      return data.filter((b) => b.active !== false).map((b): Bank => ({ name: b.name, code: b.code }));
    },
    async resolveAccount(accountNumber, bankCode) {
      const data = await call<{ account_number: string; account_name: string }>(
        "GET",
        `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`,
      );
      return { accountName: data.account_name, accountNumber: data.account_number };
    },
    async createRecipient(r) {
      const data = await call<{ recipient_code: string }>("POST", "/transferrecipient", {
        type: "nuban",
        name: r.name,
        account_number: r.accountNumber,
        bank_code: r.bankCode,
        currency: "NGN",
      });
      return { recipientCode: data.recipient_code };
    },
    async transfer(t) {
      const data = await call<{ status: string; transfer_code?: string }>("POST", "/transfer", {
        source: "balance",
        amount: t.amountKobo,
        recipient: t.recipientCode,
        reference: t.reference,
        reason: t.reason,
      });
      return { status: transferStatus(data.status), transferCode: data.transfer_code ?? null };
    },
    async verifyTransfer(reference) {
      try {
        const data = await call<{ status: string; transfer_code?: string }>(
          "GET",
          `/transfer/verify/${encodeURIComponent(reference)}`,
        );
        return { status: transferStatus(data.status), transferCode: data.transfer_code ?? null };
      } catch (e) {
        if (e instanceof PaymentProviderError && e.kind === "rejected" && e.httpStatus === 404)
          return { status: "not_found", transferCode: null };
        throw e;
      }
    },
    async refund(r) {
      const data = await call<{ id: number | string; status: string }>("POST", "/refund", {
        transaction: r.transactionReference,
        amount: r.amountKobo,
        currency: "NGN",
      });
      return { refundId: String(data.id), status: refundStatus(data.status) };
    },
    async fetchRefund(refundId) {
      const data = await call<{
        status: string;
        amount: number;
        transaction_reference?: string;
        transaction?: { reference?: string } | number;
      }>("GET", `/refund/${encodeURIComponent(refundId)}`);
      const ref =
        data.transaction_reference ??
        (typeof data.transaction === "object" ? data.transaction?.reference : undefined) ??
        null;
      return { status: refundStatus(data.status), amountKobo: data.amount, transactionReference: ref };
    },
    async assignDedicatedAccount(c) {
      type Dva = { active?: boolean; account_name: string; account_number: string; bank: { name: string } };
      const customer = await call<{ id: number; customer_code: string }>("POST", "/customer", {
        email: c.email,
        first_name: c.firstName,
        last_name: c.lastName,
        ...(c.phone ? { phone: c.phone } : {}),
      });
      // A retry after a lost answer finds the account the first call made instead of asking for a second.
      const existing = await call<Dva[]>("GET", `/dedicated_account?active=true&currency=NGN&customer=${customer.id}`);
      const account =
        existing.find((a) => a.active !== false) ??
        (await call<Dva>("POST", "/dedicated_account", { customer: customer.customer_code, preferred_bank: dvaBank }));
      return {
        customerCode: customer.customer_code,
        bankName: account.bank.name,
        accountName: account.account_name,
        accountNumber: account.account_number,
      };
    },
    async chargeUssd(c) {
      const data = await call<{ status: string; display_text?: string; ussd_code?: string }>("POST", "/charge", {
        email: c.email,
        amount: c.amountKobo,
        reference: c.reference,
        ussd: { type: c.bank },
        metadata: c.metadata,
      });
      if (!data.ussd_code)
        throw new PaymentProviderError(
          "rejected",
          data.display_text || "The bank could not give a USSD code. Try another bank.",
        );
      return {
        ussdCode: data.ussd_code,
        displayText: data.display_text ?? `Dial ${data.ussd_code} on your phone to pay.`,
      };
    },
  };
}
