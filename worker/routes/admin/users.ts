import { messageBody } from "../../contracts/auth";
import { adminUserPage } from "../../contracts/admin";
import {
  activateInput,
  adminCreateUserInput,
  adminUpdateUserInput,
  adminUserDetail,
  adminUserFilters,
  adminUserStatusResult,
  adminUserWritten,
  changePasswordInput,
  changePasswordResult,
  deactivateInput,
} from "../../contracts/admin-users";
import { PAGE_SIZES } from "../../contracts/constants";
import { jsonRoutes, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import {
  activateUser,
  adminChangePassword,
  createUser,
  deactivateUser,
  deleteUser,
  listUsers,
  updateUser,
  userDetail,
} from "../../services/admin";
import { byId, byIdWithBody } from "../steps";

/** Users (CAN_CREATE_USER). Staff accounts (adminAccess) are refused: they belong to Teams. */
const guard = requirePermission("CAN_CREATE_USER");
/** Every route here: behind the guard, with a bearer token. */
const userRoute = jsonRoutes({ middleware: [guard], secure: true });
const params = z.object({ id: z.string().trim().min(1).max(64) });
const paging = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
const staff = {
  403: "A staff account (managed on the Teams page), or no CAN_CREATE_USER",
  404: "No such user",
} as const;
const update = (method: "put" | "patch") =>
  userRoute({
    method,
    path: "/users/{id}",
    params,
    body: adminUpdateUserInput,
    response: adminUserWritten,
    errors: { ...staff, 409: "The email or username belongs to another account" },
  });

export const adminUserRoutes = router()
  .openapi(
    userRoute({ method: "get", path: "/users", query: paging.extend(adminUserFilters.shape), response: adminUserPage }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listUsers(c.var.ctx, { ...q, perPage: q.perPage ?? PAGE_SIZES.adminUsers }), 200);
    },
  )
  .openapi(
    userRoute({
      method: "post",
      path: "/users",
      status: 201,
      body: adminCreateUserInput,
      response: adminUserWritten,
      errors: { 409: "The email or username belongs to another account" },
    }),
    async (c) => c.json(await createUser(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    userRoute({ method: "get", path: "/users/{id}", params, response: adminUserDetail, errors: staff }),
    byId(userDetail),
  )
  .openapi(update("put"), async (c) =>
    c.json(await updateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(update("patch"), async (c) =>
    c.json(await updateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    userRoute({
      method: "delete",
      path: "/users/{id}",
      params,
      response: messageBody,
      errors: { ...staff, 409: "Money or a booking still depends on the account" },
    }),
    byId(deleteUser),
  )
  .openapi(
    userRoute({
      method: "post",
      path: "/users/{id}/deactivate",
      params,
      body: deactivateInput,
      response: adminUserStatusResult,
      errors: { ...staff, 409: "Already deactivated (or deleted)" },
    }),
    async (c) => c.json(await deactivateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason), 200),
  )
  .openapi(
    userRoute({
      method: "post",
      path: "/users/{id}/activate",
      params,
      body: activateInput,
      response: adminUserStatusResult,
      errors: { ...staff, 409: "Already active (or deleted)" },
    }),
    async (c) => c.json(await activateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json").note), 200),
  )
  .openapi(
    userRoute({
      method: "post",
      path: "/users/{id}/change-password",
      params,
      body: changePasswordInput,
      response: changePasswordResult,
      errors: staff,
    }),
    byIdWithBody(adminChangePassword),
  );
