import type { z } from "zod";
import type { BoostPlan, CurrentPlan, Plan, SubscribeResult, subscribeInput } from "@contracts/plans";
import { api } from "../../lib/api";
import { postMoney } from "../wallet/api";

export const plansQuery = (role: string) => ({ queryKey: ["plans", role] as const, queryFn: () => api<{ data: Plan[] }>("/v1/subscription-plans", { query: { role } }), staleTime: 12 * 3600_000 });
export const planQuery = (id: string) => ({ queryKey: ["plans", "one", id] as const, queryFn: () => api<Plan>(`/v1/subscription-plans/${encodeURIComponent(id)}`) });
export const currentPlanQuery = () => ({ queryKey: ["wallet", "current-plan"] as const, queryFn: () => api<CurrentPlan>("/v1/secure/subscriptions/current") });

export const subscribe = (body: z.input<typeof subscribeInput>, key: string) =>
  postMoney<SubscribeResult>("/v1/secure/subscriptions/subscribe", body, key);

export const boostListing = (propertyId: string, body: { boostPlanId: string; payWith: "credit" | "wallet" }, key: string) =>
  postMoney<{ id: string; endsAt: number }>(`/v1/secure/properties/${encodeURIComponent(propertyId)}/boost`, body, key);

export type { BoostPlan };
