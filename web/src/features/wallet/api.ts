import type { PaymentStatus, WalletHistory, WalletSummary } from "@contracts/money";
import { api } from "../../lib/api";

export const walletQuery = () => ({ queryKey: ["wallet"] as const, queryFn: () => api<WalletSummary>("/v1/secure/wallet") });
export const walletHistoryQuery = (month?: string) => ({
  queryKey: ["wallet", "history", month ?? "current"] as const,
  queryFn: () => api<WalletHistory>("/v1/secure/wallet/history", { query: { month } }),
});
export const paymentQuery = (reference: string) => ({
  queryKey: ["wallet", "payment", reference] as const,
  queryFn: () => api<PaymentStatus>("/v1/secure/wallet/verify", { query: { reference } }),
});

/** A money-moving POST: the key is made once per attempt by the caller and reused only to retry it. */
export function postMoney<T>(path: string, body: unknown, idempotencyKey: string) {
  return api<T>(path, { method: "POST", body, silent: true, headers: { "Idempotency-Key": idempotencyKey } });
}

export const startTopup = (amountKobo: number, key: string) => postMoney<{ reference: string; authorizationUrl: string }>("/v1/secure/wallet/topup", { amountKobo }, key);
