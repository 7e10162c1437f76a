/**
 * The products whose orders the engine lists (each domain registers its own; the SPA's tabs follow this order).
 * Kept free of zod: the SPA's route for /dashboard/orders reads it in its search validation, which ships with the
 * route tree in every page's first JavaScript.
 */
export const ORDER_PRODUCTS = ["inspection", "stay", "reservation", "instalment", "rent", "banner"] as const;
export type OrderProduct = (typeof ORDER_PRODUCTS)[number];
export const ORDER_PRODUCT_LABELS: Record<OrderProduct, string> = {
  inspection: "Inspections",
  stay: "Short stays",
  reservation: "Unit reservations",
  instalment: "Instalment plans",
  rent: "Rent",
  banner: "Banner ads",
};
