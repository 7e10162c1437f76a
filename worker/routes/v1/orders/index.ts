import { mountRouters } from "../../mount";
import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser } from "../../../lib/guards";
import { ORDER_PRODUCTS, orderDetail, orderList, orderQuery, paymentReturn } from "../../../contracts/orders";
import { listOrders, orderView, returnFromPayment } from "../../../services/escrow";

/**
 * Every paid product's orders in one place (the escrow engine's order list, view and payment return). The
 * products' own endpoints stay as they are; these read the same orders through what each product declared.
 */
export const orderRoutes = router()
  .openapi(
    jsonRoute({ method: "get", path: "/orders", secure: true, query: orderQuery, response: orderList }),
    async (c) => c.json(await listOrders(c.var.ctx, currentUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/orders/payment-return",
      secure: true,
      query: z.object({ reference: z.string().trim().min(1).max(120) }),
      response: paymentReturn,
      errors: { 404: "No payment for an order with this reference" },
    }),
    async (c) => c.json(await returnFromPayment(c.var.ctx, currentUser(c).id, c.req.valid("query").reference), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/orders/{product}/{id}",
      secure: true,
      params: z.object({ product: z.enum(ORDER_PRODUCTS), id: z.string().min(1).max(64) }),
      response: orderDetail,
      errors: { 404: "No such order of yours" },
    }),
    async (c) => {
      const { product, id } = c.req.valid("param");
      return c.json(await orderView(c.var.ctx, currentUser(c).id, product, id), 200);
    },
  );

/** Mounted from worker/app.ts, which also puts the session check in front of /v1/orders. */
export const mountOrders = mountRouters(["/v1", orderRoutes]);
