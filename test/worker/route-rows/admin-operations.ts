import type { Row } from "./types";

/** API logs. Services status keeps its row in auth.ts. */
export const adminOperationsRows: Row[] = [
  { method: "GET", path: "/admin/api/api-logs", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
];
