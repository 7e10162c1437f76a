import type { Row } from "./types";

/** API logs (issue 22 item 8). Services status keeps its row in auth.ts. */
export const adminOperationsRows: Row[] = [
  { method: "GET", path: "/admin/api/api-logs", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
];
