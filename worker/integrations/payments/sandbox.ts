import { signWebhook } from "./signature";
import { PaymentProviderError, type Bank, type PaymentProvider } from "./types";

/** Real Nigerian bank codes (as Paystack lists them), so a saved account looks like the real thing. */
export const SANDBOX_BANKS: Bank[] = [
  { name: "Access Bank", code: "044" },
  { name: "Fidelity Bank", code: "070" },
  { name: "First Bank of Nigeria", code: "011" },
  { name: "Guaranty Trust Bank", code: "058" },
  { name: "Kuda Bank", code: "50211" },
  { name: "Moniepoint MFB", code: "50515" },
  { name: "OPay Digital Services Limited (OPay)", code: "999992" },
  { name: "Sterling Bank", code: "232" },
  { name: "Union Bank of Nigeria", code: "032" },
  { name: "United Bank For Africa", code: "033" },
  { name: "Wema Bank", code: "035" },
  { name: "Zenith Bank", code: "057" },
];

/** Sandbox accounts: numbers starting 000 do not exist; 999 belong to a stranger; ending 99 make transfers fail. */
export const SANDBOX_STRANGER = "OKONKWO CHIDI EMMANUEL";

/**
 * The local provider, the default: its own table stands in for Paystack's books. The checkout page
 * (`/v1/payments/sandbox/checkout`) lets the payer pick success or failure; `sandboxSettle` then records
 * the outcome and returns the webhook Paystack would send, signed with the same secret.
 */
export function sandbox(env: Env): PaymentProvider {
  const db = env.DB;
  const now = () => Date.now();
  return {
    name: "sandbox",
    async initialize(i) {
      await db
        .prepare("INSERT INTO sandbox_transactions (reference, kind, amount_kobo, email, status, callback_url, created_at, updated_at) VALUES (?, 'charge', ?, ?, 'pending', ?, ?, ?) ON CONFLICT (reference) DO NOTHING")
        .bind(i.reference, i.amountKobo, i.email, i.callbackUrl, now(), now())
        .run();
      // The checkout is served by this worker, on the origin the payer comes back to.
      return { authorizationUrl: `${new URL(i.callbackUrl).origin}/v1/payments/sandbox/checkout?reference=${encodeURIComponent(i.reference)}` };
    },
    async verify(reference) {
      const row = await db.prepare("SELECT status, amount_kobo FROM sandbox_transactions WHERE reference = ? AND kind = 'charge'").bind(reference).first<{ status: string; amount_kobo: number }>();
      if (!row) throw new PaymentProviderError("rejected", "Transaction reference not found");
      return { status: row.status === "success" ? "success" : row.status === "failed" ? "failed" : "pending", amountKobo: row.amount_kobo, currency: "NGN", reference };
    },
    async listBanks() {
      return SANDBOX_BANKS;
    },
    async resolveAccount(accountNumber, bankCode, holderHint) {
      if (!SANDBOX_BANKS.some((b) => b.code === bankCode) || accountNumber.startsWith("000"))
        throw new PaymentProviderError("rejected", "Could not resolve account name. Check parameters or try again.");
      const name = accountNumber.startsWith("999") ? SANDBOX_STRANGER : (holderHint ?? "PROPERTYNG SANDBOX HOLDER").toUpperCase();
      return { accountName: name, accountNumber };
    },
    async createRecipient(r) {
      return { recipientCode: `RCP_SBX_${r.bankCode}_${r.accountNumber}` };
    },
    async transfer(t) {
      await db
        .prepare("INSERT INTO sandbox_transactions (reference, kind, amount_kobo, status, recipient_code, created_at, updated_at) VALUES (?, 'transfer', ?, 'pending', ?, ?, ?) ON CONFLICT (reference) DO NOTHING")
        .bind(t.reference, t.amountKobo, t.recipientCode, now(), now())
        .run();
      return { status: "pending", transferCode: `TRF_SBX_${t.reference.slice(0, 12)}` };
    },
    async verifyTransfer(reference) {
      const row = await db.prepare("SELECT status FROM sandbox_transactions WHERE reference = ? AND kind = 'transfer'").bind(reference).first<{ status: string }>();
      if (!row) return { status: "not_found", transferCode: null };
      return { status: row.status === "success" ? "success" : row.status === "failed" ? "failed" : "pending", transferCode: `TRF_SBX_${reference.slice(0, 12)}` };
    },
  };
}

/** A sandbox charge for its checkout page, or null when the reference is unknown. */
export async function sandboxCharge(env: Env, reference: string) {
  return env.DB.prepare("SELECT amount_kobo, email, status FROM sandbox_transactions WHERE reference = ? AND kind = 'charge'")
    .bind(reference)
    .first<{ amount_kobo: number; email: string; status: string }>();
}

/**
 * Records the outcome of a sandbox charge or transfer (once: only a pending one changes) and returns the
 * webhook Paystack would send for it, signed with PAYSTACK_SECRET_KEY. Null when the reference is unknown.
 */
export async function sandboxSettle(env: Env, reference: string, outcome?: "success" | "failed") {
  const row = await env.DB.prepare("SELECT kind, amount_kobo, status, recipient_code, callback_url FROM sandbox_transactions WHERE reference = ?")
    .bind(reference)
    .first<{ kind: string; amount_kobo: number; status: string; recipient_code: string | null; callback_url: string | null }>();
  if (!row) return null;
  // Transfers settle by the account number: ...99 fails, like a closed account would.
  const wanted = outcome ?? (row.recipient_code?.endsWith("99") ? "failed" : "success");
  await env.DB.prepare("UPDATE sandbox_transactions SET status = ?, updated_at = ? WHERE reference = ? AND status = 'pending'").bind(wanted, Date.now(), reference).run();
  const status = (await env.DB.prepare("SELECT status FROM sandbox_transactions WHERE reference = ?").bind(reference).first<{ status: string }>())!.status;
  const event = row.kind === "charge" ? `charge.${status === "success" ? "success" : "failed"}` : `transfer.${status === "success" ? "success" : "failed"}`;
  const rawBody = JSON.stringify({
    event,
    data: { reference, amount: row.amount_kobo, status, currency: "NGN", ...(row.kind === "transfer" ? { transfer_code: `TRF_SBX_${reference.slice(0, 12)}`, reason: status === "failed" ? "Account closed" : undefined } : {}) },
  });
  return { rawBody, signature: await signWebhook(env.PAYSTACK_SECRET_KEY ?? "", rawBody), callbackUrl: row.callback_url, status };
}
