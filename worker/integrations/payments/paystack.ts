import { PaymentProviderError, type Bank, type ChargeStatus, type PaymentProvider, type TransferStatus } from "./types";

const TIMEOUT_MS = 15_000;

type Envelope<T> = { status: boolean; message?: string; data?: T };

/**
 * Paystack's REST API (https://api.paystack.co), authenticated with the secret key. Every call has a
 * timeout; network errors, timeouts and 5xx are "unavailable" (safe to retry), a 4xx or `status: false`
 * is "rejected" with Paystack's message.
 */
export function paystack(secretKey: string, baseUrl = "https://api.paystack.co"): PaymentProvider {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaymentProviderError("unavailable", "The payment provider is not answering. Please try again shortly.");
    }
    const json = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (res.status >= 500 || !json) throw new PaymentProviderError("unavailable", "The payment provider is not answering. Please try again shortly.");
    if (!res.ok || !json.status || json.data === undefined) throw new PaymentProviderError("rejected", json.message || "The payment provider refused the request.", res.status);
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
      const data = await call<{ status: string; amount: number; currency: string; reference: string }>("GET", `/transaction/verify/${encodeURIComponent(reference)}`);
      const status: ChargeStatus = data.status === "success" ? "success" : data.status === "failed" || data.status === "abandoned" || data.status === "reversed" ? "failed" : "pending";
      return { status, amountKobo: data.amount, currency: data.currency, reference: data.reference };
    },
    async listBanks() {
      const data = await call<{ name: string; code: string; active: boolean }[]>("GET", "/bank?country=nigeria&currency=NGN&perPage=100");
      return data.filter((b) => b.active !== false).map((b): Bank => ({ name: b.name, code: b.code }));
    },
    async resolveAccount(accountNumber, bankCode) {
      const data = await call<{ account_number: string; account_name: string }>("GET", `/bank/resolve?account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`);
      return { accountName: data.account_name, accountNumber: data.account_number };
    },
    async createRecipient(r) {
      const data = await call<{ recipient_code: string }>("POST", "/transferrecipient", { type: "nuban", name: r.name, account_number: r.accountNumber, bank_code: r.bankCode, currency: "NGN" });
      return { recipientCode: data.recipient_code };
    },
    async transfer(t) {
      const data = await call<{ status: string; transfer_code?: string }>("POST", "/transfer", { source: "balance", amount: t.amountKobo, recipient: t.recipientCode, reference: t.reference, reason: t.reason });
      const status: TransferStatus = data.status === "success" ? "success" : data.status === "failed" || data.status === "reversed" ? "failed" : "pending";
      return { status, transferCode: data.transfer_code ?? null };
    },
    async verifyTransfer(reference) {
      try {
        const data = await call<{ status: string; transfer_code?: string }>("GET", `/transfer/verify/${encodeURIComponent(reference)}`);
        const status: TransferStatus = data.status === "success" ? "success" : data.status === "failed" || data.status === "reversed" ? "failed" : "pending";
        return { status, transferCode: data.transfer_code ?? null };
      } catch (e) {
        if (e instanceof PaymentProviderError && e.kind === "rejected" && e.httpStatus === 404) return { status: "not_found", transferCode: null };
        throw e;
      }
    },
  };
}
