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
import { jsonRoute, router, z } from "../../lib/openapi";
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

/** Users (CAN_CREATE_USER). Staff accounts (adminAccess) are refused: they belong to Teams. */
const guard = requirePermission("CAN_CREATE_USER");
const tags = ["Admin: users"];
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
  jsonRoute({
    middleware: [guard],
    method,
    path: "/users/{id}",
    tags,
    secure: true,
    summary: method === "put" ? "Edit a user's profile fields" : "Edit some of a user's profile fields",
    description:
      "Only the fields sent change. Email and username stay unique (409 naming the field). Logged with before/after.",
    params,
    body: adminUpdateUserInput,
    response: adminUserWritten,
    errors: { ...staff, 409: "The email or username belongs to another account" },
  });

export const adminUserRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/users",
      tags,
      secure: true,
      summary: "Users, newest first, with filters",
      query: paging.extend(adminUserFilters.shape),
      response: adminUserPage,
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listUsers(c.var.ctx, { ...q, perPage: q.perPage ?? PAGE_SIZES.adminUsers }), 200);
    },
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/users",
      tags,
      secure: true,
      status: 201,
      summary: "Create a user (any non-staff account type); they get a set-password link by email",
      body: adminCreateUserInput,
      response: adminUserWritten,
      errors: { 409: "The email or username belongs to another account" },
    }),
    async (c) => c.json(await createUser(c.var.ctx, c.req.valid("json")), 201),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/users/{id}",
      tags,
      secure: true,
      summary: "A user with their listings, bookings, wallet, KYC and recent activity",
      params,
      response: adminUserDetail,
      errors: staff,
    }),
    async (c) => c.json(await userDetail(c.var.ctx, c.req.valid("param").id), 200),
  )
  .openapi(update("put"), async (c) =>
    c.json(await updateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(update("patch"), async (c) =>
    c.json(await updateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "delete",
      path: "/users/{id}",
      tags,
      secure: true,
      summary: "Delete a member's account for them (logged; they are told by email)",
      description:
        "The same as the member's own deletion: personal data wiped in one batch, listings and projects taken down, sessions ended. 409 names what still holds money or a booking (wallet balance, a withdrawal on its way, live bookings or reservations).",
      params,
      response: messageBody,
      errors: { ...staff, 409: "Money or a booking still depends on the account" },
    }),
    async (c) => c.json(await deleteUser(c.var.ctx, c.req.valid("param").id), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/users/{id}/deactivate",
      tags,
      secure: true,
      summary: "Deactivate an account: its sessions end at once and its live listings are hidden (reversibly)",
      params,
      body: deactivateInput,
      response: adminUserStatusResult,
      errors: { ...staff, 409: "Already deactivated (or deleted)" },
    }),
    async (c) => c.json(await deactivateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/users/{id}/activate",
      tags,
      secure: true,
      summary: "Activate a deactivated account: the listings its deactivation hid come back",
      params,
      body: activateInput,
      response: adminUserStatusResult,
      errors: { ...staff, 409: "Already active (or deleted)" },
    }),
    async (c) => c.json(await activateUser(c.var.ctx, c.req.valid("param").id, c.req.valid("json").note), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/users/{id}/change-password",
      tags,
      secure: true,
      summary:
        "Set a new password (mode set) or email a reset link (mode reset_link); every session ends, the user is emailed",
      params,
      body: changePasswordInput,
      response: changePasswordResult,
      errors: staff,
    }),
    async (c) => c.json(await adminChangePassword(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 200),
  );
