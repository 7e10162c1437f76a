import { jsonRoute, jsonRoutes, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import {
  adminPlanUpdate,
  adminTransactions,
  refundConfirmInput,
  refundDone,
  refundInput,
  refundPreview,
} from "../../contracts/money";
import { adminPlan, adminPlanList } from "../../contracts/plans";
import { idempotent } from "../idempotent";
import { confirmRefund, previewRefund, userTransactions } from "../../services/wallet/admin-money";
import { adminPlans, updatePlan } from "../../services/subscriptions/plans";
const userParam = z.object({ id: z.string().trim().min(1).max(60) });

const accountRoute = jsonRoutes({ middleware: [requirePermission("CAN_CREATE_USER")], secure: true });
const reportRoute = jsonRoutes({ middleware: [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")], secure: true });

export const adminMoneyRoutes = router()
  .openapi(
    accountRoute({
      method: "get",
      path: "/users/{id}/transactions",
      params: userParam,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(100).default(20),
      }),
      response: adminTransactions,
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      return c.json(await userTransactions(c.var.ctx, c.req.valid("param").id, page, perPage), 200);
    },
  )
  .openapi(
    accountRoute({
      method: "post",
      path: "/users/{id}/refunds/preview",
      params: userParam,
      body: refundInput,
      response: refundPreview,
      errors: { 422: "Not refundable, or more than what is left to refund" },
    }),
    async (c) =>
      c.json(await previewRefund(c.var.ctx, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requirePermission("CAN_CREATE_USER"), idempotent({ required: true })],
      method: "post",
      path: "/users/{id}/refunds",
      secure: true,
      params: userParam,
      body: refundConfirmInput,
      status: 201,
      response: refundDone,
    }),
    async (c) =>
      c.json(
        await confirmRefund(
          c.var.ctx,
          currentUser(c).id,
          c.req.valid("param").id,
          c.req.valid("json"),
          c.var.idempotencyKey!,
        ),
        201,
      ),
  )
  .openapi(reportRoute({ method: "get", path: "/settings/plans", response: adminPlanList }), async (c) =>
    c.json(await adminPlans(c.var.ctx), 200),
  )
  .openapi(
    reportRoute({
      method: "put",
      path: "/settings/plans/{id}",
      params: userParam,
      body: adminPlanUpdate,
      response: adminPlan,
    }),
    async (c) =>
      c.json(await updatePlan(c.var.ctx, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );
