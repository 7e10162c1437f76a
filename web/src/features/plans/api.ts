import type { z } from "zod";
import type { BoostPlan, subscribeInput } from "@contracts/plans";
import { PLAN_ROLES } from "@contracts/plan-roles";
import { client, idempotency, unwrap, queryOptions } from "../../lib/client";

export const plansQuery = (role: string) =>
  queryOptions({
    queryKey: ["plans", role] as const,
    queryFn: () =>
      unwrap(client.GET("/v1/subscription-plans", { params: { query: { role: PLAN_ROLES.find((r) => r === role) } } })),
    staleTime: 12 * 3600_000,
  });
export const planQuery = (id: string) =>
  queryOptions({
    queryKey: ["plans", "one", id] as const,
    queryFn: () => unwrap(client.GET("/v1/subscription-plans/{id}", { params: { path: { id } } })),
  });
export const currentPlanQuery = () =>
  queryOptions({
    queryKey: ["wallet", "current-plan"] as const,
    queryFn: () => unwrap(client.GET("/v1/secure/subscriptions/current")),
  });

export const subscribe = (body: z.input<typeof subscribeInput>, key: string) =>
  unwrap(client.POST("/v1/secure/subscriptions/subscribe", { params: { header: idempotency(key) }, body }), {
    silent: true,
  });

export const boostListing = (
  propertyId: string,
  body: { boostPlanId: string; payWith: "credit" | "wallet" },
  key: string,
) =>
  unwrap(
    client.POST("/v1/secure/properties/{id}/boost", {
      params: { path: { id: propertyId }, header: idempotency(key) },
      body,
    }),
    { silent: true },
  );

export const setAutoRenew = (autoRenew: boolean) =>
  unwrap(client.PATCH("/v1/secure/subscriptions/current", { body: { autoRenew } }));

export type { BoostPlan };
