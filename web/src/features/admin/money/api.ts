import type { z } from "zod";
import type { adminPlanUpdate, refundInput } from "@contracts/money";
import { client, idempotency, unwrap, queryOptions } from "../../../lib/client";

export const transactionsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: ["admin", "transactions", userId, page] as const,
    queryFn: () =>
      unwrap(client.GET("/admin/api/users/{id}/transactions", { params: { path: { id: userId }, query: { page } } })),
  });

export type { RefundPreview } from "@contracts/money";
type RefundBody = z.input<typeof refundInput>;
type PlanUpdate = z.input<typeof adminPlanUpdate>;

export const previewRefund = (userId: string, body: RefundBody) =>
  unwrap(client.POST("/admin/api/users/{id}/refunds/preview", { params: { path: { id: userId } }, body }), {
    silent: true,
  });
export const confirmRefund = (userId: string, body: RefundBody & { confirmToken: string }, key: string) =>
  unwrap(
    client.POST("/admin/api/users/{id}/refunds", { params: { path: { id: userId }, header: idempotency(key) }, body }),
    { silent: true },
  );

export const adminPlansQuery = () =>
  queryOptions({
    queryKey: ["admin", "plans"] as const,
    queryFn: () => unwrap(client.GET("/admin/api/settings/plans")),
  });
export const savePlan = (id: string, body: PlanUpdate) =>
  unwrap(client.PUT("/admin/api/settings/plans/{id}", { params: { path: { id } }, body }), { silent: true });
