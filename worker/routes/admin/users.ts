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
const tags = ["Admin: users"];
/** Every route here: behind the guard, in the users tag, with a bearer token. */
const userRoute = jsonRoutes({ middleware: [guard], tags, secure: true });
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
    summary: method === "put" ? "Edit a user's profile fields" : "Edit some of a user's profile fields",
    description: __API_DOCS__
      ? "Only the fields sent change. Email and username stay unique (409 naming the field). Logged with before/after."
      : "",
    params,
    body: adminUpdateUserInput,
    response: adminUserWritten,
    errors: { ...staff, 409: "The email or username belongs to another account" },
  });

export const adminUserRoutes = router()
  .openapi(
    userRoute({
      method: "get",
      path: "/users",
      summary: __API_DOCS__ ? "Users, newest first, with filters" : "",
      query: paging.extend(adminUserFilters.shape),
      response: adminUserPage,
    }),
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
      summary: __API_DOCS__ ? "Create a user (any non-staff account type); they get a set-password link by email" : "",
      body: adminCreateUserInput,
      response: adminUserWritten,
      errors: { 409: "The email or username belongs to another account" },
    }),
    async (c) => c.json(await createUser(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    userRoute({
      method: "get",
      path: "/users/{id}",
      summary: __API_DOCS__ ? "A user with their listings, bookings, wallet, KYC and recent activity" : "",
      params,
      response: adminUserDetail,
      errors: staff,
    }),
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
      summary: __API_DOCS__ ? "Delete a member's account for them (logged; they are told by email)" : "",
      description: __API_DOCS__
        ? "The same as the member's own deletion: personal data wiped in one batch, listings and projects taken down, sessions ended. 409 names what still holds money or a booking (wallet balance, a withdrawal on its way, live bookings or reservations)."
        : "",
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
      summary: __API_DOCS__
        ? "Deactivate an account: its sessions end at once and its live listings are hidden (reversibly)"
        : "",
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
      summary: __API_DOCS__ ? "Activate a deactivated account: the listings its deactivation hid come back" : "",
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
      summary: __API_DOCS__
        ? "Set a new password (mode set) or email a reset link (mode reset_link); every session ends, the user is emailed"
        : "",
      params,
      body: changePasswordInput,
      response: changePasswordResult,
      errors: staff,
    }),
    byIdWithBody(adminChangePassword),
  );
