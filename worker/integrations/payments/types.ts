/** What every payment provider offers; amounts are kobo, references are ours. */
export type ChargeStatus = "success" | "failed" | "pending";
export type TransferStatus = "success" | "failed" | "pending";

export type Bank = { name: string; code: string };

export interface PaymentProvider {
  readonly name: "paystack" | "sandbox";
  /** Starts a charge; the payer is sent to `authorizationUrl` and comes back to `callbackUrl?reference=`. */
  initialize(i: {
    email: string;
    amountKobo: number;
    reference: string;
    callbackUrl: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ authorizationUrl: string }>;
  /** The provider's word on a charge: the only thing that may credit a wallet. */
  verify(reference: string): Promise<ChargeVerdict>;
  listBanks(): Promise<Bank[]>;
  /** The name the bank holds for an account. `holderHint` lets the sandbox answer with the signed-in user's name. */
  resolveAccount(
    accountNumber: string,
    bankCode: string,
    holderHint?: string,
  ): Promise<{ accountName: string; accountNumber: string }>;
  createRecipient(r: { name: string; accountNumber: string; bankCode: string }): Promise<{ recipientCode: string }>;
  transfer(t: {
    amountKobo: number;
    recipientCode: string;
    reference: string;
    reason: string;
  }): Promise<{ status: TransferStatus; transferCode: string | null }>;
  /** The provider's word on a transfer we asked for; "not_found" means it was never created (safe to send). */
  verifyTransfer(reference: string): Promise<{ status: TransferStatus | "not_found"; transferCode: string | null }>;
  /** Paystack `POST /refund {transaction, amount}`: sends (part of) a charge back to the card or account that paid it. */
  refund(r: { transactionReference: string; amountKobo: number }): Promise<{ refundId: string; status: RefundStatus }>;
  /** Paystack `GET /refund/:id`: the provider's word on a refund (webhooks only trigger this check). */
  fetchRefund(
    refundId: string,
  ): Promise<{ status: RefundStatus; amountKobo: number; transactionReference: string | null }>;
  /**
   * Paystack `POST /customer` then `POST /dedicated_account {customer, preferred_bank}` (or the customer's
   * active one from `GET /dedicated_account?customer=`): the user's own account number for transfers.
   */
  assignDedicatedAccount(c: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
  }): Promise<DedicatedAccount>;
  /** Paystack `POST /charge {email, amount, reference, ussd: {type}}`: the code the payer dials (status pay_offline). */
  chargeUssd(c: {
    email: string;
    amountKobo: number;
    reference: string;
    bank: string;
    metadata?: Record<string, unknown>;
  }): Promise<{ ussdCode: string; displayText: string }>;
}

/** What a verify says about a charge; the channel fields come from Paystack's transaction (authorization, customer). */
export type ChargeVerdict = {
  status: ChargeStatus;
  amountKobo: number;
  currency: string;
  reference: string;
  /** card | dedicated_nuban | ussd | bank | bank_transfer … */
  channel?: string | null;
  cardLast4?: string | null;
  cardBrand?: string | null;
  /** For dedicated_nuban: the customer and the account number that received the transfer. */
  customerCode?: string | null;
  receiverAccountNumber?: string | null;
};

/** pending (also Paystack's processing / needs-attention) until processed or failed. */
export type RefundStatus = "pending" | "processed" | "failed";

export type DedicatedAccount = { customerCode: string; bankName: string; accountName: string; accountNumber: string };

/** The banks Paystack's USSD charge supports (`ussd.type`), with their codes. */
export const USSD_BANKS = [
  { code: "737", name: "Guaranty Trust Bank" },
  { code: "919", name: "United Bank For Africa" },
  { code: "822", name: "Sterling Bank" },
  { code: "966", name: "Zenith Bank" },
] as const;

/**
 * A provider failure. `kind`: "unavailable" (network error, timeout, 5xx: try again later), "rejected"
 * (the provider refused the input, e.g. an account number it cannot resolve).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: "unavailable" | "rejected",
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** A webhook event as Paystack sends it (the subset we read). */
export type WebhookEvent = {
  event: string;
  data: {
    reference?: string;
    amount?: number;
    status?: string;
    transfer_code?: string;
    reason?: string;
    gateway_response?: string;
    /** charge.success: card | dedicated_nuban | ussd … */
    channel?: string;
    /** refund.*: the refund's id and the charge it refunds. */
    id?: number | string;
    transaction_reference?: string;
    refund_reference?: string;
  };
};
