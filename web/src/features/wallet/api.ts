import type { z } from "zod";
import type { Bank, BankVerified, PaymentStatus, PayoutAccount, topupStarted, WalletHistory, WalletSummary, Withdrawal } from "@contracts/money";
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

type TopupStarted = z.infer<typeof topupStarted>;
export const startTopup = (amountKobo: number, key: string) => postMoney<TopupStarted>("/v1/secure/wallet/topup", { amountKobo }, key);

export const banksQuery = () => ({ queryKey: ["wallet", "banks"] as const, queryFn: () => api<{ data: Bank[] }>("/v1/secure/banks"), staleTime: 3600_000 });
export const payoutAccountsQuery = () => ({ queryKey: ["wallet", "payout-accounts"] as const, queryFn: () => api<{ data: PayoutAccount[] }>("/v1/secure/bank/accounts") });
export const withdrawalsQuery = () => ({ queryKey: ["wallet", "withdrawals"] as const, queryFn: () => api<{ data: Withdrawal[] }>("/v1/secure/wallet/withdrawals") });

export const verifyBank = (bankCode: string, accountNumber: string) => api<BankVerified>("/v1/secure/bank/verify", { method: "POST", body: { bankCode, accountNumber }, silent: true });
export const savePayoutAccount = (body: { bankCode: string; accountNumber: string; password: string }) => api<PayoutAccount>("/v1/secure/bank/accounts", { method: "POST", body, silent: true });
export const removePayoutAccount = (id: string) => api<{ message: string }>(`/v1/secure/bank/accounts/${encodeURIComponent(id)}`, { method: "DELETE" });
export const withdraw = (amountKobo: number, payoutAccountId: string, key: string) => postMoney<Withdrawal>("/v1/secure/wallet/withdraw", { amountKobo, payoutAccountId }, key);
