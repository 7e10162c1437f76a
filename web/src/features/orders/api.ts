import type { OrderProduct } from "@contracts/orders";
import { client, unwrap, queryOptions } from "../../lib/client";

/** The one order list and payment return (GET /v1/orders…): every paid product's orders through one typed client. */
export type OrderFilter = { product?: OrderProduct; role?: "payer" | "payee" };

export const ordersPage = (f: OrderFilter, cursor: string | undefined) =>
  unwrap(client.GET("/v1/orders", { params: { query: { ...f, cursor } } }));

export const ordersKey = (f: OrderFilter) => ["orders", "list", f.product ?? "all", f.role ?? "both"] as const;

export const paymentReturnQuery = (reference: string) =>
  queryOptions({
    queryKey: ["orders", "payment-return", reference] as const,
    queryFn: () => unwrap(client.GET("/v1/orders/payment-return", { params: { query: { reference } } })),
  });
