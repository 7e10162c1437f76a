import type { Row } from "./types";

/** Teams (staff accounts) and roles: CAN_CREATE_STAFF, checked before the body. */
export const staffRows: Row[] = [
  { method: "GET", path: "/admin/api/staffs", kind: "admin", permission: "CAN_CREATE_STAFF" },
  // The allowed caller passes the guard and learns the role does not exist.
  {
    method: "POST",
    path: "/admin/api/staffs",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    body: { firstName: "Ngozi", email: "route-table-staff@example.ng", roleId: "no-such-role" },
    okStatus: 422,
  },
  {
    method: "PATCH",
    path: "/admin/api/staffs/no-such-staff",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    body: { firstName: "Ngozi" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/staffs/no-such-staff/activate",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/staffs/no-such-staff/deactivate",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    okStatus: 404,
  },
  { method: "GET", path: "/admin/api/roles", kind: "admin", permission: "CAN_CREATE_STAFF" },
  // A role may hold only what its creator holds: here, CAN_CREATE_STAFF itself.
  {
    method: "POST",
    path: "/admin/api/roles",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    body: { name: "Route table role", permissions: ["CAN_CREATE_STAFF"] },
    okStatus: 201,
  },
  {
    method: "PATCH",
    path: "/admin/api/roles/no-such-role",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    body: { name: "Renamed" },
    okStatus: 404,
  },
  {
    method: "DELETE",
    path: "/admin/api/roles/no-such-role",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    okStatus: 404,
  },
  // Two-factor enrolment: any admin for their own account. Confirming before starting answers 409.
  { method: "POST", path: "/admin/api/two-factor/setup", kind: "admin", permission: null },
  {
    method: "POST",
    path: "/admin/api/two-factor/confirm",
    kind: "admin",
    permission: null,
    body: { code: "123456" },
    okStatus: 409,
  },
  {
    method: "POST",
    path: "/admin/api/staffs/00000000-0000-4000-8000-000000000000/two-factor/reset",
    kind: "admin",
    permission: "CAN_CREATE_STAFF",
    okStatus: 404,
  },
];
