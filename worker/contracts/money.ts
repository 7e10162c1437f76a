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

/** A whole-kobo amount between min and max, its errors naming `what` in naira. */
export const kobo = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter the ${what} in kobo, as a whole number.` })
    .int(`Enter the ${what} in kobo, as a whole number.`)
    .min(min, `The ${what} must be at least ${formatNaira(min)}.`)
    .max(max, `The ${what} can be at most ${formatNaira(max)}.`);

export const topupInput = z.strictObject({
  amountKobo: kobo(MONEY_LIMITS.minTopupKobo, MONEY_LIMITS.maxTopupKobo, "top-up amount"),
});
export const topupStarted = z.object({ reference: z.string(), authorizationUrl: z.string() });

export const paymentStatus = z.object({
  reference: z.string(),
  status: z.enum(["pending", "success", "failed"]),
  amountKobo: z.number().int(),
  purpose: z.string(),
  balanceKobo: z.number().int(),
});
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const walletSummary = z.object({
  balanceKobo: z.number().int(),
  currency: z.literal("NGN"),
  pendingWithdrawalsKobo: z.number().int(),
});
export type WalletSummary = z.infer<typeof walletSummary>;

export const historyItem = z.object({
  id: z.string(),
  entryId: z.string(),
  kind: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountKobo: z.number().int(),
  balanceAfterKobo: z.number().int(),
  createdAt: z.number(),
  /**
   * A pass-through line: a payment that came in and was at once spent (a top-up held for a booking)
   * shown as one line; amountKobo is then 0 (the balance did not change) and this is what was paid.
   */
  paidKobo: z.number().int().optional(),
  /** How a pass-through was paid: card | dedicated_nuban | ussd | null when the provider did not say. */
  paidVia: z.string().nullable().optional(),
});
export const walletHistory = z.object({
  month: z.string(),
  months: z.array(z.string()),
  openingBalanceKobo: z.number().int(),
  closingBalanceKobo: z.number().int(),
  items: z.array(historyItem),
});
export type WalletHistory = z.infer<typeof walletHistory>;

export const PAYOUT_MESSAGES = {
  notVerified: "Verify your identity (KYC) before adding a bank account for withdrawals.",
  nameMismatch: "This account's name does not match your verified name. Withdrawals can only go to your own account.",
  wrongPassword: "Your password is not correct.",
  unknownBank: "Choose a bank from the list.",
  unknownAccount: "Choose one of your saved bank accounts.",
} as const;

export const bank = z.object({ name: z.string(), code: z.string() });
export type Bank = z.infer<typeof bank>;
export const bankList = z.object({ data: z.array(bank) });

const accountNumber = z
  .string({ error: "Enter the 10-digit account number." })
  .trim()
  .regex(/^\d{10}$/, "Enter the 10-digit account number (NUBAN).");
const bankCode = z.string({ error: PAYOUT_MESSAGES.unknownBank }).trim().min(1, PAYOUT_MESSAGES.unknownBank).max(20);

export const bankVerifyInput = z.strictObject({ bankCode, accountNumber });
export const bankVerified = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  matchesHolder: z.boolean(),
});
export type BankVerified = z.infer<typeof bankVerified>;
export const payoutAccountInput = z.strictObject({
  bankCode,
  accountNumber,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
});
export const payoutAccount = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.number(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccountList = z.object({ data: z.array(payoutAccount) });

export const withdrawInput = z.strictObject({
  amountKobo: kobo(MONEY_LIMITS.minWithdrawKobo, MONEY_LIMITS.maxWithdrawKobo, "withdrawal amount"),
  payoutAccountId: z
    .string({ error: PAYOUT_MESSAGES.unknownAccount })
    .trim()
    .min(1, PAYOUT_MESSAGES.unknownAccount)
    .max(60),
});
/** A withdrawal's statuses (the schema's enum and the contract's). */
export const WITHDRAWAL_STATUSES = ["pending", "complete", "failed"] as const;
export const withdrawal = z.object({
  id: z.string(),
  reference: z.string(),
  amountKobo: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  failureReason: z.string().nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalList = z.object({ data: z.array(withdrawal) });

export const REFUND_MESSAGES = {
  notRefundable: "Only a subscription or boost paid from this user's wallet can be refunded.",
  tooMuch: "That is more than what is left to refund on this payment.",
  badConfirmation: "This refund confirmation is invalid or has expired. Review the refund again.",
  confirmationUsed: "This refund confirmation has already been used. Review the refund again for another one.",
} as const;

/** A wallet line as the admin sees it: the history line keyed by `lineId`, with who posted it. */
export const adminTransaction = historyItem.omit({ id: true }).extend({
  lineId: z.string(),
  actorId: z.string().nullable(),
  /** For charges: what is left to refund. */
  refundableKobo: z.number().int(),
});
export type AdminTransaction = z.infer<typeof adminTransaction>;
export const adminTransactions = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), accountType: z.string() }),
  balanceKobo: z.number().int(),
  data: z.array(adminTransaction),
  page: z.number(),
  perPage: z.number(),
  hasMore: z.boolean(),
});
export const refundInput = z.strictObject({
  entryId: z.string({ error: "Choose the payment to refund." }).trim().min(1, "Choose the payment to refund.").max(60),
  amountKobo: z
    .number({ error: "Enter the refund in kobo, as a whole number." })
    .int("Enter the refund in kobo, as a whole number.")
    .min(1, "Enter the refund in kobo, as a whole number.")
    .max(100_000_000_00),
  reason: z.string({ error: "Say why you refund it." }).trim().min(3, "Say why you refund it.").max(300),
});
export const refundPreview = z.object({
  confirmToken: z.string(),
  expiresAt: z.number(),
  amountKobo: z.number().int(),
  balanceBeforeKobo: z.number().int(),
  balanceAfterKobo: z.number().int(),
  refundableKobo: z.number().int(),
});
export type RefundPreview = z.infer<typeof refundPreview>;
export const refundConfirmInput = refundInput.extend({ confirmToken: z.string().min(10).max(400) });
export const refundDone = z.object({
  entryId: z.string(),
  amountKobo: z.number().int(),
  balanceKobo: z.number().int(),
});

export const adminPlanUpdate = z.strictObject({
  monthlyPriceKobo: z.number().int().min(100_00, "At least ₦100.").max(100_000_000_00),
  yearlyPriceKobo: z.number().int().min(100_00, "At least ₦100.").max(100_000_000_00),
  listingQuota: z.number().int().min(0).max(100_000).nullable(),
  boostCredits: z.number().int().min(0).max(1000),
  active: z.boolean(),
});

/** DELETE /v1/secure/bank/accounts/{id}. */
export const payoutAccountRemoved = z.object({ message: z.string() });
