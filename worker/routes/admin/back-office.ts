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
const activityRoute = jsonRoutes({
  middleware: [requirePermission("CAN_VIEW_ACTIVITY_LOG")],
  tags: ["Admin"],
  secure: true,
});
const staffAdminRoute = jsonRoutes({
  middleware: [requirePermission("CAN_CREATE_STAFF")],
  tags: ["Admin"],
  secure: true,
});

export const backOfficeRoutes = router()
  .openapi(
    activityRoute({
      method: "get",
      path: "/activity-logs",
      summary: __API_DOCS__ ? "Sign-ins and admin actions, newest first, naming the person and the object" : "",
      description: __API_DOCS__ ? "Filters: action, actorId (who acted), from/to (Lagos dates, inclusive)." : "",
      query: activityFilters,
      response: activityLogPage,
    }),
    byQuery(listActivity),
  )
  .openapi(
    activityRoute({
      method: "get",
      path: "/activity-logs/actors",
      summary: __API_DOCS__ ? "The back-office accounts the activity log can be filtered by" : "",
      response: activityActors,
    }),
    async (c) => c.json(await listActivityActors(c.var.ctx), 200),
  )
  .openapi(
    staffAdminRoute({
      method: "get",
      path: "/permissions-enums",
      summary: __API_DOCS__ ? "Every permission and what it opens" : "",
      response: permissionList,
    }),
    async (c) => c.json({ data: PERMISSIONS.map((name) => ({ name, description: PERMISSION_LABELS[name] })) }, 200),
  )
  .openapi(
    staffAdminRoute({
      method: "get",
      path: "/permissions",
      summary: __API_DOCS__ ? "Who holds each permission: the roles that grant it and their staff" : "",
      description: __API_DOCS__
        ? "Every permission in order, with its roles (and each role's active staff), the total, and whether you may grant it. Super admins hold every permission (superAdmins counts them)."
        : "",
      response: permissionHoldersAnswer,
    }),
    async (c) => c.json(await permissionHolders(c.var.ctx), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [requireNonAgent],
      method: "get",
      path: "/services-status",
      tags: ["Admin"],
      summary: __API_DOCS__ ? "Health of the services the marketplace depends on" : "",
      secure: true,
      response: servicesStatusAnswer,
    }),
    async (c) => c.json(await servicesStatus(c.var.ctx), 200),
  );
