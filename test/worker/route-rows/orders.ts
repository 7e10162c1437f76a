import type { Row } from "./types";

/** The one order list, order view and payment return: any signed-in user, scoped to their own orders. */
export const orderRows: Row[] = [
  { method: "GET", path: "/v1/orders", kind: "user" },
  { method: "GET", path: "/v1/orders/payment-return?reference=PNG-none", kind: "user", okStatus: 404 },
  { method: "GET", path: "/v1/orders/inspection/none", kind: "user", okStatus: 404 },
];
