import type { z } from "zod";
import type { BoostPlan, SubscribeResult, subscribeInput } from "@contracts/plans";
import { PLAN_ROLES } from "@contracts/plan-roles";
import { client, unwrap } from "../../lib/client";
import { postMoney } from "../wallet/api";

export const plansQuery = (role: string) => ({
  queryKey: ["plans", role] as const,
  queryFn: () => unwrap(client.GET("/v1/subscription-plans", { params: { query: { role: PLAN_ROLES.find((r) => r === role) } } })),
  staleTime: 12 * 3600_000,
});
export const planQuery = (id: string) => ({ queryKey: ["plans", "one", id] as const, queryFn: () => unwrap(client.GET("/v1/subscription-plans/{id}", { params: { path: { id } } })) });
export const currentPlanQuery = () => ({ queryKey: ["wallet", "current-plan"] as const, queryFn: () => unwrap(client.GET("/v1/secure/subscriptions/current")) });

export const subscribe = (body: z.input<typeof subscribeInput>, key: string) =>
  postMoney<SubscribeResult>("/v1/secure/subscriptions/subscribe", body, key);

export const boostListing = (propertyId: string, body: { boostPlanId: string; payWith: "credit" | "wallet" }, key: string) =>
  postMoney<{ id: string; endsAt: number }>(`/v1/secure/properties/${encodeURIComponent(propertyId)}/boost`, body, key);

export type { BoostPlan };
