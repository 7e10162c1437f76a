import { apiLogPage } from "../../contracts/admin";
import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { listApiLogs } from "../../services/admin";

/** The sampled API log (CAN_VIEW_DASHBOARD_REPORTS). */
export const adminOperationsRoutes = router().openapi(
  jsonRoute({
    middleware: [requirePermission("CAN_VIEW_DASHBOARD_REPORTS")],
    method: "get",
    path: "/api-logs",
    secure: true,
    query: z.object({
      routePrefix: z.string().trim().startsWith("/", "Start the route with /.").max(200).optional(),
      statusClass: z.enum(["2xx", "3xx", "4xx", "5xx"]).optional(),
      from: z.coerce.number().int().min(0).optional(),
      to: z.coerce.number().int().min(0).optional(),
      errorsFirst: z.enum(["true", "false"]).optional(),
      cursor: z.string().max(300).optional(),
      perPage: z.coerce.number().int().min(1).max(100).default(50),
    }),
    response: apiLogPage,
  }),
  async (c) => {
    const q = c.req.valid("query");
    return c.json(await listApiLogs(c.var.ctx, { ...q, errorsFirst: q.errorsFirst === "true" }), 200);
  },
);
