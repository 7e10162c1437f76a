import { z } from "zod";
import { formatNaira } from "./naira";

export { formatNaira };

export const MONEY_LIMITS = {
  /** ₦100 … ₦10,000,000 per top-up. */
  minTopupKobo: 100_00,
  maxTopupKobo: 10_000_000_00,
  /** ₦1,000 … ₦5,000,000 per withdrawal. */
  minWithdrawKobo: 1_000_00,
  maxWithdrawKobo: 5_000_000_00,
} as const;

export const MONEY_MESSAGES = {
  insufficient: "Your wallet balance is not enough for this. Top up your wallet and try again.",
  providerDown: "The payment provider is not answering. Please try again shortly.",
  paymentsOff: "Payments are not available right now. Please try again later.",
  paymentNotFound: "We could not find that payment.",
  badSignature: "The webhook signature is missing or wrong.",
  idempotencyMismatch: "This Idempotency-Key was already used for a different request.",
  idempotencyInFlight: "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  idempotencyMissing: "Send an Idempotency-Key header (a fresh random value per payment, reused only to retry it).",
} as const;

const kobo = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter the ${what} in kobo, as a whole number.` })
    .int(`Enter the ${what} in kobo, as a whole number.`)
    .min(min, `The ${what} must be at least ${formatNaira(min)}.`)
    .max(max, `The ${what} can be at most ${formatNaira(max)}.`);

export const topupInput = z.strictObject({ amountKobo: kobo(MONEY_LIMITS.minTopupKobo, MONEY_LIMITS.maxTopupKobo, "top-up amount") });
export const topupStarted = z.object({ reference: z.string(), authorizationUrl: z.string() });

export const paymentStatus = z.object({
  reference: z.string(),
  status: z.enum(["pending", "success", "failed"]),
  amountKobo: z.number().int(),
  purpose: z.string(),
  balanceKobo: z.number().int(),
});

export const walletSummary = z.object({ balanceKobo: z.number().int(), currency: z.literal("NGN"), pendingWithdrawalsKobo: z.number().int() });

export const historyItem = z.object({
  id: z.string(),
  entryId: z.string(),
  kind: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountKobo: z.number().int(),
  balanceAfterKobo: z.number().int(),
  createdAt: z.number(),
});
export const walletHistory = z.object({
  month: z.string(),
  months: z.array(z.string()),
  openingBalanceKobo: z.number().int(),
  closingBalanceKobo: z.number().int(),
  items: z.array(historyItem),
});
export type WalletHistory = z.infer<typeof walletHistory>;
export type WalletSummary = z.infer<typeof walletSummary>;
export type PaymentStatus = z.infer<typeof paymentStatus>;
