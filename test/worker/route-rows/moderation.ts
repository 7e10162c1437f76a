import type { Row } from "./types";

/** Admin moderation routes (listings issue). */
export const moderationRows: Row[] = [
  { method: "GET", path: "/admin/api/listings", kind: "admin", permission: "CAN_VIEW_LISTING" },
  { method: "GET", path: "/admin/api/listings/reports", kind: "admin", permission: "CAN_VIEW_LISTING" },
  { method: "GET", path: "/admin/api/listings/duplicates", kind: "admin", permission: "CAN_VIEW_LISTING" },
];
