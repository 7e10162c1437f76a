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
/** Every route here: behind the guard, with a bearer token. */
const staffRoute = jsonRoutes({ middleware: [guard], secure: true });
const idParam = z.object({ id: z.string().min(1).max(64) });
const noContent = z.object({ ok: z.literal(true) });

/** Reactivating and deactivating a staff account: one route but for the word in the path and the conflict. */
const activation = (verb: "activate" | "deactivate", conflict: string) =>
  staffRoute({
    method: "post",
    path: `/staffs/{id}/${verb}`,
    params: idParam,
    response: staffOne,
    errors: { 404: "No such staff account", 409: conflict },
  });
const setActive = (active: boolean) => async (c: Context<AppEnv, string, { out: { param: { id: string } } }>) =>
  c.json(await setStaffActive(c.var.ctx, c.req.valid("param").id, active), 200);

export const adminStaffRoutes = router()
  .openapi(staffRoute({ method: "get", path: "/staffs", query: staffQuery, response: staffPage }), byQuery(listStaff))
  .openapi(
    staffRoute({
      method: "post",
      path: "/staffs",
      status: 201,
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
      params: idParam,
      body: updateStaffInput,
      response: staffOne,
      errors: { 404: "No such staff account", 409: "The last active super admin", 422: "The role does not exist" },
    }),
    byIdWithBody(updateStaff),
  )
  .openapi(activation("activate", "Already active"), setActive(true))
  .openapi(activation("deactivate", "Already deactivated, or the last active super admin"), setActive(false))
  .openapi(staffRoute({ method: "get", path: "/roles", query: roleQuery, response: rolePage }), byQuery(listRoles))
  .openapi(
    staffRoute({
      method: "post",
      path: "/roles",
      status: 201,
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
      params: idParam,
      response: noContent,
      errors: { 404: "No such role", 409: "Staff still hold the role" },
    }),
    async (c) => {
      await deleteRole(c.var.ctx, c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );
