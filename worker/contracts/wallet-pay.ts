import { z } from "zod";
import { kobo } from "./money";

/** Refunds to the card, top-ups by bank transfer and USSD. Money is integer kobo. */

export const PAY_LIMITS = {
  /** A sandbox transfer (real transfers are limited by the sender's bank, not by us): ₦100 … ₦100,000,000. */
  minTransferKobo: 100_00,
  maxTransferKobo: 100_000_000_00,
  /** USSD: banks cap a USSD payment; Paystack's USSD charge: ₦100 … ₦1,000,000. */
  minUssdKobo: 100_00,
  maxUssdKobo: 1_000_000_00,
  /** A refund to the card: at least ₦100. */
  minCardRefundKobo: 100_00,
} as const;

export const PAY_MESSAGES = {
  noCardPayment: "Choose one of your card payments to send the money back to.",
  cardRefundTooMuch:
    "That is more than you can send back to this card: it is limited to what the card paid and what is in your wallet.",
  notRefundableYet: "This card payment cannot take a refund.",
  accountBeingCreated: "Your account number is being created. Try again in a moment.",
  noVirtualAccount: "Get your account number first.",
  unknownUssdBank: "Choose your bank from the list.",
  sandboxOnly: "The payment sandbox is off.",
  ussdNotPending: "This USSD payment is no longer waiting.",
} as const;

// ---- Refund to the card ---------------------------------------------------------------------------------

export const cardRefundStatus = z.enum(["pending", "processed", "failed"]);
export const cardRefund = z.object({
  id: z.string(),
  paymentReference: z.string(),
  amountKobo: z.number().int(),
  status: cardRefundStatus,
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type CardRefund = z.infer<typeof cardRefund>;

/** A card payment you can send wallet money back to: what is left of it, and how much of that your balance covers now. */
export const refundableCard = z.object({
  paymentReference: z.string(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  paidKobo: z.number().int(),
  paidAt: z.number(),
  /** What the card paid minus what was already sent back (or is on its way). */
  refundableKobo: z.number().int(),
  /** min(refundable, your balance): what a refund can take right now. */
  availableKobo: z.number().int(),
});
export const refundOptions = z.object({
  balanceKobo: z.number().int(),
  cards: z.array(refundableCard),
  refunds: z.array(cardRefund),
});
export type RefundOptions = z.infer<typeof refundOptions>;

export const cardRefundInput = z.strictObject({
  paymentReference: z.string({ error: PAY_MESSAGES.noCardPayment }).trim().min(1, PAY_MESSAGES.noCardPayment).max(120),
  amountKobo: kobo(PAY_LIMITS.minCardRefundKobo, 100_000_000_00, "amount to send back"),
});

// ---- Dedicated account (bank transfer) ------------------------------------------------------------------

export const virtualAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  createdAt: z.number(),
});
export const virtualAccountState = z.object({
  account: virtualAccount.nullable(),
  /** The local sandbox provider: the page may offer "Simulate a transfer". */
  sandbox: z.boolean(),
});
export type VirtualAccountState = z.infer<typeof virtualAccountState>;

export const sandboxTransferInput = z.strictObject({
  amountKobo: kobo(PAY_LIMITS.minTransferKobo, PAY_LIMITS.maxTransferKobo, "transfer amount"),
});
export const sandboxTransferDone = z.object({
  reference: z.string(),
  amountKobo: z.number().int(),
  balanceKobo: z.number().int(),
});

// ---- USSD -------------------------------------------------------------------------------------------------

export const ussdBank = z.object({ code: z.string(), name: z.string() });
export const ussdBanks = z.object({ data: z.array(ussdBank), sandbox: z.boolean() });
export const ussdTopupInput = z.strictObject({
  amountKobo: kobo(PAY_LIMITS.minUssdKobo, PAY_LIMITS.maxUssdKobo, "top-up amount"),
  bank: z
    .string({ error: PAY_MESSAGES.unknownUssdBank })
    .trim()
    .regex(/^\d{3,4}$/, PAY_MESSAGES.unknownUssdBank),
});
export const ussdTopupStarted = z.object({
  reference: z.string(),
  amountKobo: z.number().int(),
  bankName: z.string(),
  ussdCode: z.string(),
  displayText: z.string(),
});
export const sandboxCompleteInput = z.strictObject({
  reference: z.string().trim().min(1).max(120),
  outcome: z.enum(["success", "failed"]).default("success"),
});
