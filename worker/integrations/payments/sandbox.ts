import { z } from "zod";
import { first } from "../../db/sql";
import { signWebhook } from "./signature";
import { PaymentProviderError, USSD_BANKS, type Bank, type PaymentProvider } from "./types";

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

/** The sandbox's card is Paystack's test Visa 4084 0840 8408 4081. */
export const SANDBOX_CARD_LAST4 = "4081";

const digitsOf = async (text: string, n: number) => {
  const h = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...h]
    .map((b) => (b % 10).toString())
    .join("")
    .slice(0, n);
};
const parse = (json: string | null): Record<string, string> => {
  try {
    const v: unknown = JSON.parse(json ?? "{}");
    return v && typeof v === "object" ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
};

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
        .prepare(
          "INSERT INTO sandbox_transactions (reference, kind, amount_kobo, email, status, callback_url, created_at, updated_at) VALUES (?, 'charge', ?, ?, 'pending', ?, ?, ?) ON CONFLICT (reference) DO NOTHING",
        )
        .bind(i.reference, i.amountKobo, i.email, i.callbackUrl, now(), now())
        .run();
      // The checkout is served by this worker, on the origin the payer comes back to.
      return {
        authorizationUrl: `${new URL(i.callbackUrl).origin}/v1/payments/sandbox/checkout?reference=${encodeURIComponent(i.reference)}`,
      };
    },
    async verify(reference) {
      const row = await first(
        db
          .prepare(
            "SELECT status, amount_kobo, channel, detail FROM sandbox_transactions WHERE reference = ? AND kind = 'charge'",
          )
          .bind(reference),
        z.object({
          status: z.string(),
          amount_kobo: z.number(),
          channel: z.string().nullable(),
          detail: z.string().nullable(),
        }),
      );
      if (!row) throw new PaymentProviderError("rejected", "Transaction reference not found");
      // The checkout page is a card payment (Paystack's test Visa); USSD and transfers say so in their own rows.
      const channel = row.channel ?? "card";
      const d = parse(row.detail);
      return {
        status: row.status === "success" ? "success" : row.status === "failed" ? "failed" : "pending",
        amountKobo: row.amount_kobo,
        currency: "NGN",
        reference,
        channel,
        cardLast4: channel === "card" ? SANDBOX_CARD_LAST4 : null,
        cardBrand: channel === "card" ? "visa" : null,
        customerCode: d.customerCode ?? null,
        receiverAccountNumber: d.receiverAccountNumber ?? null,
      };
    },
    async listBanks() {
      return SANDBOX_BANKS;
    },
    async resolveAccount(accountNumber, bankCode, holderHint) {
      if (!SANDBOX_BANKS.some((b) => b.code === bankCode) || accountNumber.startsWith("000"))
        throw new PaymentProviderError("rejected", "Could not resolve account name. Check parameters or try again.");
      const name = accountNumber.startsWith("999")
        ? SANDBOX_STRANGER
        : (holderHint ?? "PROPERTYNG SANDBOX HOLDER").toUpperCase();
      return { accountName: name, accountNumber };
    },
    async createRecipient(r) {
      return { recipientCode: `RCP_SBX_${r.bankCode}_${r.accountNumber}` };
    },
    async transfer(t) {
      await db
        .prepare(
          "INSERT INTO sandbox_transactions (reference, kind, amount_kobo, status, recipient_code, created_at, updated_at) VALUES (?, 'transfer', ?, 'pending', ?, ?, ?) ON CONFLICT (reference) DO NOTHING",
        )
        .bind(t.reference, t.amountKobo, t.recipientCode, now(), now())
        .run();
      return { status: "pending", transferCode: `TRF_SBX_${t.reference.slice(0, 12)}` };
    },
    async verifyTransfer(reference) {
      const row = await first(
        db.prepare("SELECT status FROM sandbox_transactions WHERE reference = ? AND kind = 'transfer'").bind(reference),
        z.object({ status: z.string() }),
      );
      if (!row) return { status: "not_found", transferCode: null };
      return {
        status: row.status === "success" ? "success" : row.status === "failed" ? "failed" : "pending",
        transferCode: `TRF_SBX_${reference.slice(0, 12)}`,
      };
    },
    async refund(r) {
      // Like Paystack: only a successful charge, and never more than what is left of it.
      const charge = await first(
        db
          .prepare(
            "SELECT amount_kobo FROM sandbox_transactions WHERE reference = ? AND kind = 'charge' AND status = 'success'",
          )
          .bind(r.transactionReference),
        z.object({ amount_kobo: z.number() }),
      );
      if (!charge) throw new PaymentProviderError("rejected", "Transaction not found");
      const refundId = `RFD_SBX_${crypto.randomUUID().slice(0, 18)}`;
      const { meta } = await db
        .prepare(
          `INSERT INTO sandbox_transactions (reference, kind, amount_kobo, status, channel, detail, created_at, updated_at)
           SELECT ?, 'refund', ?, 'pending', 'card', ?, ?, ? WHERE ? + COALESCE((SELECT SUM(amount_kobo) FROM sandbox_transactions WHERE kind = 'refund' AND status <> 'failed' AND json_extract(detail, '$.transaction') = ?), 0) <= ?`,
        )
        .bind(
          refundId,
          r.amountKobo,
          JSON.stringify({ transaction: r.transactionReference }),
          now(),
          now(),
          r.amountKobo,
          r.transactionReference,
          charge.amount_kobo,
        )
        .run();
      if (!meta.changes)
        throw new PaymentProviderError("rejected", "Refund amount cannot be more than the transaction amount");
      return { refundId, status: "pending" };
    },
    async fetchRefund(refundId) {
      const row = await first(
        db
          .prepare(
            "SELECT status, amount_kobo, detail FROM sandbox_transactions WHERE reference = ? AND kind = 'refund'",
          )
          .bind(refundId),
        z.object({ status: z.string(), amount_kobo: z.number(), detail: z.string().nullable() }),
      );
      if (!row) throw new PaymentProviderError("rejected", "Refund not found", 404);
      return {
        status: row.status === "success" ? "processed" : row.status === "failed" ? "failed" : "pending",
        amountKobo: row.amount_kobo,
        transactionReference: parse(row.detail).transaction ?? null,
      };
    },
    async assignDedicatedAccount(c) {
      // Deterministic per customer, like Paystack's one account per customer: asking again gives the same one.
      const customerCode = `CUS_SBX_${await digitsOf(`customer:${c.email.toLowerCase()}`, 12)}`;
      return {
        customerCode,
        bankName: "Wema Bank",
        accountName: `PROPERTYNG/${c.firstName} ${c.lastName}`.toUpperCase().trim(),
        accountNumber: `9${await digitsOf(`dva:${c.email.toLowerCase()}`, 9)}`,
      };
    },
    async chargeUssd(c) {
      if (!USSD_BANKS.some((b) => b.code === c.bank))
        throw new PaymentProviderError("rejected", "This bank does not support USSD payments");
      const ussdCode = `*${c.bank}*000*${await digitsOf(c.reference, 4)}#`;
      await db
        .prepare(
          "INSERT INTO sandbox_transactions (reference, kind, amount_kobo, email, status, channel, detail, created_at, updated_at) VALUES (?, 'charge', ?, ?, 'pending', 'ussd', ?, ?, ?) ON CONFLICT (reference) DO NOTHING",
        )
        .bind(c.reference, c.amountKobo, c.email, JSON.stringify({ ussdCode }), now(), now())
        .run();
      return { ussdCode, displayText: `Please dial ${ussdCode} on your mobile phone to complete the transaction` };
    },
  };
}

/** A sandbox charge for its checkout page, or null when the reference is unknown. */
export async function sandboxCharge(env: Env, reference: string) {
  return first(
    env.DB.prepare(
      "SELECT amount_kobo, email, status FROM sandbox_transactions WHERE reference = ? AND kind = 'charge'",
    ).bind(reference),
    z.object({ amount_kobo: z.number(), email: z.string(), status: z.string() }),
  );
}

/**
 * Records the outcome of a sandbox charge or transfer (once: only a pending one changes) and returns the
 * webhook Paystack would send for it, signed with PAYSTACK_SECRET_KEY. Null when the reference is unknown.
 */
export async function sandboxSettle(env: Env, reference: string, outcome?: "success" | "failed") {
  const row = await first(
    env.DB.prepare(
      "SELECT kind, amount_kobo, status, recipient_code, callback_url, channel, detail FROM sandbox_transactions WHERE reference = ?",
    ).bind(reference),
    z.object({
      kind: z.string(),
      amount_kobo: z.number(),
      status: z.string(),
      recipient_code: z.string().nullable(),
      callback_url: z.string().nullable(),
      channel: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  );
  if (!row) return null;
  // Refunds of an amount ending in 98 kobo wait (a slow bank): only an explicit outcome settles them.
  if (row.kind === "refund" && !outcome && row.amount_kobo % 100 === 98 && row.status === "pending") return null;
  // Transfers settle by the account number: ...99 fails, like a closed account would; refunds of an amount
  // ending in 99 kobo fail, like a card the bank closed (98 kobo: see above).
  const wanted =
    outcome ??
    (row.recipient_code?.endsWith("99") || (row.kind === "refund" && row.amount_kobo % 100 === 99)
      ? "failed"
      : "success");
  await env.DB.prepare(
    "UPDATE sandbox_transactions SET status = ?, updated_at = ? WHERE reference = ? AND status = 'pending'",
  )
    .bind(wanted, Date.now(), reference)
    .run();
  const status = (await first(
    env.DB.prepare("SELECT status FROM sandbox_transactions WHERE reference = ?").bind(reference),
    z.object({ status: z.string() }),
  ))!.status;
  if (row.kind === "refund") {
    // Paystack's refund events carry the refund id and the refunded transaction's reference, not `reference`.
    const rawBody = JSON.stringify({
      event: status === "success" ? "refund.processed" : "refund.failed",
      data: {
        id: reference,
        refund_reference: reference,
        transaction_reference: parse(row.detail).transaction,
        amount: row.amount_kobo,
        currency: "NGN",
        status: status === "success" ? "processed" : "failed",
      },
    });
    return { rawBody, signature: await signWebhook(env.PAYSTACK_SECRET_KEY ?? "", rawBody), callbackUrl: null, status };
  }
  const event =
    row.kind === "charge"
      ? `charge.${status === "success" ? "success" : "failed"}`
      : `transfer.${status === "success" ? "success" : "failed"}`;
  const rawBody = JSON.stringify({
    event,
    data: {
      reference,
      amount: row.amount_kobo,
      status,
      currency: "NGN",
      ...(row.kind === "charge" ? { channel: row.channel ?? "card" } : {}),
      ...(row.kind === "transfer"
        ? {
            transfer_code: `TRF_SBX_${reference.slice(0, 12)}`,
            reason: status === "failed" ? "Account closed" : undefined,
          }
        : {}),
    },
  });
  return {
    rawBody,
    signature: await signWebhook(env.PAYSTACK_SECRET_KEY ?? "", rawBody),
    callbackUrl: row.callback_url,
    status,
  };
}

/**
 * A bank transfer into a dedicated account, as the sandbox's bank would make it: a successful charge on the
 * sandbox's books (channel dedicated_nuban) and the signed `charge.success` webhook Paystack sends for it.
 */
export async function sandboxIncomingTransfer(
  env: Env,
  t: { accountNumber: string; customerCode: string; amountKobo: number; senderName: string },
) {
  const reference = `T${Date.now()}${await digitsOf(crypto.randomUUID(), 6)}`;
  const detail = { receiverAccountNumber: t.accountNumber, customerCode: t.customerCode };
  await env.DB.prepare(
    "INSERT INTO sandbox_transactions (reference, kind, amount_kobo, status, channel, detail, created_at, updated_at) VALUES (?, 'charge', ?, 'success', 'dedicated_nuban', ?, ?, ?)",
  )
    .bind(reference, t.amountKobo, JSON.stringify(detail), Date.now(), Date.now())
    .run();
  const rawBody = JSON.stringify({
    event: "charge.success",
    data: {
      reference,
      amount: t.amountKobo,
      currency: "NGN",
      status: "success",
      channel: "dedicated_nuban",
      gateway_response: "Approved",
      customer: { customer_code: t.customerCode },
      authorization: {
        channel: "dedicated_nuban",
        sender_name: t.senderName,
        receiver_bank_account_number: t.accountNumber,
        receiver_bank: "Wema Bank",
      },
      metadata: { receiver_account_number: t.accountNumber, receiver_bank: "Wema Bank" },
    },
  });
  return { reference, rawBody, signature: await signWebhook(env.PAYSTACK_SECRET_KEY ?? "", rawBody) };
}
