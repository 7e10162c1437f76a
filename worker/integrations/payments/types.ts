/** What every payment provider offers; amounts are kobo, references are ours. */
export type ChargeStatus = "success" | "failed" | "pending";
export type TransferStatus = "success" | "failed" | "pending";

export type Bank = { name: string; code: string };

export interface PaymentProvider {
  readonly name: "paystack" | "sandbox";
  /** Starts a charge; the payer is sent to `authorizationUrl` and comes back to `callbackUrl?reference=`. */
  initialize(i: { email: string; amountKobo: number; reference: string; callbackUrl: string; metadata?: Record<string, unknown> }): Promise<{ authorizationUrl: string }>;
  /** The provider's word on a charge: the only thing that may credit a wallet. */
  verify(reference: string): Promise<{ status: ChargeStatus; amountKobo: number; currency: string; reference: string }>;
  listBanks(): Promise<Bank[]>;
  /** The name the bank holds for an account. `holderHint` lets the sandbox answer with the signed-in user's name. */
  resolveAccount(accountNumber: string, bankCode: string, holderHint?: string): Promise<{ accountName: string; accountNumber: string }>;
  createRecipient(r: { name: string; accountNumber: string; bankCode: string }): Promise<{ recipientCode: string }>;
  transfer(t: { amountKobo: number; recipientCode: string; reference: string; reason: string }): Promise<{ status: TransferStatus; transferCode: string | null }>;
  /** The provider's word on a transfer we asked for; "not_found" means it was never created (safe to send). */
  verifyTransfer(reference: string): Promise<{ status: TransferStatus | "not_found"; transferCode: string | null }>;
}

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
  data: { reference?: string; amount?: number; status?: string; transfer_code?: string; reason?: string; gateway_response?: string };
};
