import { activityLogPage, adminUserPage, permissionList, servicesStatus as servicesStatusAnswer } from "../../contracts/admin";
import { ACCOUNT_TYPES, PAGE_SIZES } from "../../contracts/constants";
import { PERMISSION_LABELS, PERMISSIONS } from "../../contracts/permissions";
import { jsonRoute, router, z } from "../../lib/openapi";
import { requireNonAgent, requirePermission } from "../../lib/guards";
import { listActivity, listUsers, servicesStatus } from "../../services/admin";

const paging = z.object({ page: z.coerce.number().int().min(1).default(1), perPage: z.coerce.number().int().min(1).max(100).optional() });

// The dashboard and reports are in reports.ts. Each route names the permission of SPEC.md §6 it needs; the route table test checks the denials.
export const backOfficeRoutes = router()
  .openapi(
    jsonRoute({ middleware: [requirePermission("CAN_CREATE_USER")], method: "get", path: "/users", tags: ["Admin"], summary: "Users, newest first", secure: true, query: paging.extend({ search: z.string().trim().max(100).optional(), accountType: z.enum(ACCOUNT_TYPES).optional() }), response: adminUserPage }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listUsers(c.var.ctx, { ...q, perPage: q.perPage ?? PAGE_SIZES.adminUsers }), 200);
    },
  )
  .openapi(
    jsonRoute({ middleware: [requirePermission("CAN_VIEW_ACTIVITY_LOG")], method: "get", path: "/activity-logs", tags: ["Admin"], summary: "Sign-ins and admin actions, newest first", secure: true, query: paging, response: activityLogPage }),
    async (c) => c.json(await listActivity(c.var.ctx, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({ middleware: [requirePermission("CAN_CREATE_STAFF")], method: "get", path: "/permissions-enums", tags: ["Admin"], summary: "Every permission and what it opens", secure: true, response: permissionList }),
    async (c) => c.json({ data: PERMISSIONS.map((name) => ({ name, description: PERMISSION_LABELS[name] })) }, 200),
  )
  .openapi(
    jsonRoute({ middleware: [requireNonAgent], method: "get", path: "/services-status", tags: ["Admin"], summary: "Health of the services the marketplace depends on", secure: true, response: servicesStatusAnswer }),
    async (c) => c.json(await servicesStatus(c.var.ctx), 200),
  );
