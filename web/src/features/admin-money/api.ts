import type { z } from "zod";
import type { adminTransactions, refundDone, refundPreview } from "@contracts/money";
import type { AdminPlan } from "@contracts/plans";
import { api } from "../../lib/api";
import { postMoney } from "../wallet/api";

export type AdminTransactions = z.infer<typeof adminTransactions>;
export type RefundPreview = z.infer<typeof refundPreview>;

export const transactionsQuery = (userId: string, page: number) => ({
  queryKey: ["admin", "transactions", userId, page] as const,
  queryFn: () => api<AdminTransactions>(`/admin/api/users/${encodeURIComponent(userId)}/transactions`, { query: { page } }),
});

export type RefundBody = { entryId: string; amountKobo: number; reason: string };
export const previewRefund = (userId: string, body: RefundBody) => api<RefundPreview>(`/admin/api/users/${encodeURIComponent(userId)}/refunds/preview`, { method: "POST", body, silent: true });
export const confirmRefund = (userId: string, body: RefundBody & { confirmToken: string }, key: string) =>
  postMoney<z.infer<typeof refundDone>>(`/admin/api/users/${encodeURIComponent(userId)}/refunds`, body, key);

export const adminPlansQuery = () => ({ queryKey: ["admin", "plans"] as const, queryFn: () => api<{ data: AdminPlan[] }>("/admin/api/settings/plans") });
export const savePlan = (id: string, body: Pick<AdminPlan, "monthlyPriceKobo" | "yearlyPriceKobo" | "listingQuota" | "boostCredits" | "active">) =>
  api<AdminPlan>(`/admin/api/settings/plans/${encodeURIComponent(id)}`, { method: "PUT", body, silent: true });
