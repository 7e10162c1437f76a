import type { Row } from "./types";

export const authRows: Row[] = [
  { method: "GET", path: "/v1/secure/user/me", kind: "user" },
  { method: "POST", path: "/v1/secure/logout", kind: "user" },
  {
    method: "PUT",
    path: "/v1/secure/user/change-password",
    kind: "user",
    body: { currentPassword: "secret123", newPassword: "secret123" },
  },
  { method: "GET", path: "/admin/api/me", kind: "admin", permission: null },
  { method: "POST", path: "/admin/api/logout", kind: "admin", permission: null },
  { method: "GET", path: "/admin/api/dashboard", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { method: "GET", path: "/admin/api/users", kind: "admin", permission: "CAN_CREATE_USER" },
  { method: "GET", path: "/admin/api/activity-logs", kind: "admin", permission: "CAN_VIEW_ACTIVITY_LOG" },
  { method: "GET", path: "/admin/api/activity-logs/actors", kind: "admin", permission: "CAN_VIEW_ACTIVITY_LOG" },
  { method: "GET", path: "/admin/api/permissions-enums", kind: "admin", permission: "CAN_CREATE_STAFF" },
  { method: "GET", path: "/admin/api/permissions", kind: "admin", permission: "CAN_CREATE_STAFF" },
  { method: "GET", path: "/admin/api/services-status", kind: "admin", permission: null },
];
