import type { Row } from "./types";

const NOBODY = "00000000-0000-4000-8000-000000000000";
const tag = crypto.randomUUID().replace(/-/g, "").slice(0, 10);

/** Back office users: CAN_CREATE_USER. A user that does not exist answers 404 to allowed callers. */
export const adminUserRows: Row[] = [
  {
    method: "POST",
    path: "/admin/api/users",
    kind: "admin",
    permission: "CAN_CREATE_USER",
    okStatus: 201,
    body: {
      accountType: "standard",
      firstName: "Row",
      email: `row-${tag}@example.ng`,
      phone: "08031234567",
      username: `row_${tag}`,
    },
  },
  { method: "GET", path: `/admin/api/users/${NOBODY}`, kind: "admin", permission: "CAN_CREATE_USER", okStatus: 404 },
  { method: "DELETE", path: `/admin/api/users/${NOBODY}`, kind: "admin", permission: "CAN_CREATE_USER", okStatus: 404 },
  {
    method: "PUT",
    path: `/admin/api/users/${NOBODY}`,
    kind: "admin",
    permission: "CAN_CREATE_USER",
    body: { firstName: "Ada" },
    okStatus: 404,
  },
  {
    method: "PATCH",
    path: `/admin/api/users/${NOBODY}`,
    kind: "admin",
    permission: "CAN_CREATE_USER",
    body: { firstName: "Ada" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/users/${NOBODY}/deactivate`,
    kind: "admin",
    permission: "CAN_CREATE_USER",
    body: { reason: "Fraud reports" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/users/${NOBODY}/activate`,
    kind: "admin",
    permission: "CAN_CREATE_USER",
    body: {},
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/users/${NOBODY}/change-password`,
    kind: "admin",
    permission: "CAN_CREATE_USER",
    body: { mode: "reset_link" },
    okStatus: 404,
  },
];
