import type { Row } from "./types";

/** Admin dashboard and reports; GET /admin/api/dashboard's row is in auth.ts. */
export const adminReportRows: Row[] = [
  { method: "GET", path: "/admin/api/reports/export?days=7", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  // A bad period from a caller without the permission is still a 403: the guard runs before validation.
  {
    method: "GET",
    path: "/admin/api/reports/export?from=2026-02-01&to=2026-01-01",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    okStatus: 400,
  },
];
