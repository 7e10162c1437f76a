import { z } from "zod";
import { paymentStatus } from "./money";

import { ORDER_PRODUCTS } from "./order-products";

export { ORDER_PRODUCTS, ORDER_PRODUCT_LABELS, type OrderProduct } from "./order-products";
export const ORDER_ROLES = ["payer", "payee"] as const;
export const ORDERS_PAGE_SIZE = 20;

export const ORDER_MESSAGES = {
  notFound: "This order does not exist or is not yours.",
  badCursor: "cursor is not one this list gave: start again without it.",
  paymentNotFound: "No payment for an order with this reference.",
} as const;

export const orderQuery = z.object({
  product: z.enum(ORDER_PRODUCTS).optional(),
  role: z.enum(ORDER_ROLES).optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  perPage: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});
export type OrderQuery = z.infer<typeof orderQuery>;

export const orderSummary = z.object({
  product: z.enum(ORDER_PRODUCTS),
  productLabel: z.string(),
  id: z.string(),
  role: z.enum(ORDER_ROLES),
  status: z.string().describe("The product's own status key (see the product's statuses)"),
  statusWords: z.string().describe("What the status means to this side"),
  nextAction: z.string().nullable().describe("What this side can do next; null when it only waits"),
  title: z.string(),
  amountKobo: z.number().int(),
  amount: z.string().describe("The amount in Naira, as shown (₦1,500)"),
  counterpart: z.string().describe("The other side's name (PropertyNG when the platform is paid)"),
  link: z.string().describe("The page where the order is acted on"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * The money of one side's escrowed orders: what they ask (expected), what came in (received), what escrow still holds
 * (held) and what it paid out to the payee (released). A lister's rent book and a developer's plan book read alike.
 */
export const sideMoneyTotals = z.object({
  expectedKobo: z.number(),
  receivedKobo: z.number(),
  heldKobo: z.number(),
  releasedKobo: z.number(),
});
export type SideMoneyTotals = z.infer<typeof sideMoneyTotals>;

export const orderList = z.object({ data: z.array(orderSummary), nextCursor: z.string().nullable() });

export const orderEvent = z.object({
  action: z.string(),
  detail: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

export const orderDetail = z.object({ data: orderSummary.extend({ timeline: z.array(orderEvent) }) });

/**
 * `landed`: where a successful payment's money is now. `order` it paid the order (held in escrow, or the platform's
 * for a product that is not held); `wallet` it came after the order ended and waits in the payer's wallet; `none`
 * nothing arrived (pending or failed).
 */
export const paymentReturn = z.object({
  payment: paymentStatus,
  order: orderDetail.shape.data,
  landed: z.enum(["order", "wallet", "none"]),
});
