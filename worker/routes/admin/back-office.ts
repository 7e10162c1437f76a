import {
  activityActors,
  activityLogPage,
  permissionHolders as permissionHoldersAnswer,
  permissionList,
  servicesStatus as servicesStatusAnswer,
} from "../../contracts/admin";
import { ACTIVITY_ACTIONS } from "../../contracts/activity";
import { PERMISSION_LABELS, PERMISSIONS } from "../../contracts/permissions";
import { jsonRoute, jsonRoutes, router, z } from "../../lib/openapi";
import { requireNonAgent, requirePermission } from "../../lib/guards";
import { listActivity, listActivityActors, permissionHolders, servicesStatus } from "../../services/admin";
import { byQuery } from "../steps";

const paging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
// A real calendar day (2026-02-31 is refused, 2028-02-29 taken).
const day = z.iso.date({ error: "Use a real date like 2026-12-06." });
const activityFilters = paging
  .extend({
    action: z.enum(ACTIVITY_ACTIONS).optional(),
    actorId: z.string().trim().min(1).max(64).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "The end date is before the start." });

// Users are in users.ts, the dashboard and reports in reports.ts. Each route names the permission of SPEC.md §6 it needs; the route table test checks the denials.
const activityRoute = jsonRoutes({ middleware: [requirePermission("CAN_VIEW_ACTIVITY_LOG")], secure: true });
const staffAdminRoute = jsonRoutes({ middleware: [requirePermission("CAN_CREATE_STAFF")], secure: true });

export const backOfficeRoutes = router()
  .openapi(
    activityRoute({ method: "get", path: "/activity-logs", query: activityFilters, response: activityLogPage }),
    byQuery(listActivity),
  )
  .openapi(activityRoute({ method: "get", path: "/activity-logs/actors", response: activityActors }), async (c) =>
    c.json(await listActivityActors(c.var.ctx), 200),
  )
  .openapi(staffAdminRoute({ method: "get", path: "/permissions-enums", response: permissionList }), async (c) =>
    c.json({ data: PERMISSIONS.map((name) => ({ name, description: PERMISSION_LABELS[name] })) }, 200),
  )
  .openapi(staffAdminRoute({ method: "get", path: "/permissions", response: permissionHoldersAnswer }), async (c) =>
    c.json(await permissionHolders(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requireNonAgent],
      method: "get",
      path: "/services-status",
      secure: true,
      response: servicesStatusAnswer,
    }),
    async (c) => c.json(await servicesStatus(c.var.ctx), 200),
  );
