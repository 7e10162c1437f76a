import { createRoute } from "@hono/zod-openapi";
import { adminDashboard, reportExportQuery, reportPeriodQuery } from "../../contracts/reports";
import { errorAnswer, jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { dashboardReport, reportCsv } from "../../services/admin";

const TAGS = ["Admin"];
const description =
  "A period of whole Lagos days (`from`–`to` inclusive, or `days` ending today; default the last 30 days, at most 366) with the previous period of the same length beside each figure. Figures are SQL aggregates over indexed date ranges and the daily counters; live listings are counted now.";
const guard = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");

export const reportRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/dashboard",
      tags: TAGS,
      summary: __API_DOCS__ ? "Admin dashboard: KPIs over a period and the previous one" : "",
      description,
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
      tags: TAGS,
      summary: __API_DOCS__ ? "The period's daily series as a CSV file" : "",
      description: __API_DOCS__
        ? `${description} One row per day: date, signups, searches, listing_views, enquiries, inspections, stays, reservations, money_in_naira, money_out_naira.`
        : "",
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
