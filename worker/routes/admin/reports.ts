import { createRoute } from "@hono/zod-openapi";
import { adminDashboard, reportExportQuery, reportPeriodQuery } from "../../contracts/reports";
import { errorAnswer, jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { dashboardReport, reportCsv } from "../../services/admin";
const guard = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");

export const reportRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/dashboard",
      secure: true,
      query: reportPeriodQuery,
      response: adminDashboard,
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await dashboardReport(c.var.ctx, c.req.valid("query")), 200);
    },
  )
  .openapi(
    createRoute({
      middleware: [guard],
      method: "get",
      path: "/reports/export",
      security: [{ bearerAuth: [] }],
      request: { query: reportExportQuery },
      responses: {
        200: {
          description: __API_DOCS__ ? "A CSV file (attachment)" : "",
          content: { "text/csv": { schema: z.string() } },
        },
        400: errorAnswer(__API_DOCS__ ? "Bad input: the errors list names each field" : ""),
        401: errorAnswer(__API_DOCS__ ? "Missing, expired or revoked token" : ""),
        403: errorAnswer(__API_DOCS__ ? "Not allowed" : ""),
        429: errorAnswer(__API_DOCS__ ? "Too many attempts" : ""),
      },
    }),
    async (c) => {
      const { format: _format, ...period } = c.req.valid("query");
      const csv = await reportCsv(c.var.ctx, period);
      return c.body(csv.body, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${csv.filename}"`,
        "cache-control": "private, no-store",
      });
    },
  );
