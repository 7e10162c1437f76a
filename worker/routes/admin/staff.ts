import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env";
import {
  createRoleInput,
  createStaffInput,
  roleOne,
  rolePage,
  roleQuery,
  staffOne,
  staffPage,
  staffQuery,
  updateRoleInput,
  updateStaffInput,
} from "../../contracts/staff";
import { jsonRoutes, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import {
  createRole,
  createStaff,
  deleteRole,
  listRoles,
  listStaff,
  setStaffActive,
  updateRole,
  updateStaff,
} from "../../services/admin";
import { byIdWithBody, byQuery } from "../steps";

/** Teams (staff accounts) and roles, all behind CAN_CREATE_STAFF (checked before the body). */
const guard = requirePermission("CAN_CREATE_STAFF");
const tags = ["Admin staff"];
/** Every route here: behind the guard, in the staff tag, with a bearer token. */
const staffRoute = jsonRoutes({ middleware: [guard], tags, secure: true });
const idParam = z.object({ id: z.string().min(1).max(64) });
const noContent = z.object({ ok: z.literal(true) });

/** Reactivating and deactivating a staff account: one route but for the word in the path and the conflict. */
const activation = (verb: "activate" | "deactivate", summary: string, conflict: string) =>
  staffRoute({
    method: "post",
    path: `/staffs/{id}/${verb}`,
    summary,
    params: idParam,
    response: staffOne,
    errors: { 404: "No such staff account", 409: conflict },
  });
const setActive = (active: boolean) => async (c: Context<AppEnv, string, { out: { param: { id: string } } }>) =>
  c.json(await setStaffActive(c.var.ctx, c.req.valid("param").id, active), 200);

export const adminStaffRoutes = router()
  .openapi(
    staffRoute({
      method: "get",
      path: "/staffs",
      summary: __API_DOCS__ ? "Staff (admin) accounts, newest first, with their role" : "",
      query: staffQuery,
      response: staffPage,
    }),
    byQuery(listStaff),
  )
  .openapi(
    staffRoute({
      method: "post",
      path: "/staffs",
      status: 201,
      summary: __API_DOCS__ ? "Create a staff account with a role; it is emailed a link to choose its password" : "",
      description: __API_DOCS__
        ? "403 when the role holds a permission the caller does not hold; 422 when the role does not exist; 409 when the email is taken."
        : "",
      body: createStaffInput,
      response: staffOne,
      errors: { 409: "The email is taken", 422: "The role does not exist" },
    }),
    async (c) => c.json(await createStaff(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    staffRoute({
      method: "patch",
      path: "/staffs/{id}",
      summary: __API_DOCS__ ? "Rename a staff account or change its role" : "",
      description: __API_DOCS__
        ? "Refused (403) for the caller's own account, a super admin (unless the caller is one), a role beyond the caller's permissions; 409 for the last active super admin."
        : "",
      params: idParam,
      body: updateStaffInput,
      response: staffOne,
      errors: { 404: "No such staff account", 409: "The last active super admin", 422: "The role does not exist" },
    }),
    byIdWithBody(updateStaff),
  )
  .openapi(
    activation("activate", __API_DOCS__ ? "Reactivate a deactivated staff account" : "", "Already active"),
    setActive(true),
  )
  .openapi(
    activation(
      "deactivate",
      __API_DOCS__ ? "Deactivate a staff account: every session of it ends at once" : "",
      "Already deactivated, or the last active super admin",
    ),
    setActive(false),
  )
  .openapi(
    staffRoute({
      method: "get",
      path: "/roles",
      summary: __API_DOCS__ ? "Roles with their permissions; `grantable` lists what the caller may grant" : "",
      query: roleQuery,
      response: rolePage,
    }),
    byQuery(listRoles),
  )
  .openapi(
    staffRoute({
      method: "post",
      path: "/roles",
      status: 201,
      summary: __API_DOCS__ ? "Create a role (a name and a set of permissions the caller holds)" : "",
      body: createRoleInput,
      response: roleOne,
      errors: { 409: "The name is taken" },
    }),
    async (c) => c.json(await createRole(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    staffRoute({
      method: "patch",
      path: "/roles/{id}",
      summary: __API_DOCS__ ? "Rename a role or replace its permissions" : "",
      description: __API_DOCS__
        ? "Refused (403) for the caller's own role, a role holding a permission the caller lacks, or a grant beyond the caller's permissions."
        : "",
      params: idParam,
      body: updateRoleInput,
      response: roleOne,
      errors: { 404: "No such role", 409: "The name is taken" },
    }),
    byIdWithBody(updateRole),
  )
  .openapi(
    staffRoute({
      method: "delete",
      path: "/roles/{id}",
      summary: __API_DOCS__ ? "Delete a role no account holds" : "",
      params: idParam,
      response: noContent,
      errors: { 404: "No such role", 409: "Staff still hold the role" },
    }),
    async (c) => {
      await deleteRole(c.var.ctx, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );
