import type { Row } from "./types";

/** The property assistant's admin API (SPEC §7 chatbot analytics, messages, conversations, users). */
export const assistantRows: Row[] = [
  { method: "GET", path: "/admin/api/chatbot/analytics", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  // A bad query from a caller without the permission is still a 403: the guard runs before validation.
  {
    method: "GET",
    path: "/admin/api/chatbot/analytics?days=0",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    okStatus: 400,
  },
  { method: "GET", path: "/admin/api/chatbot/messages", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  { method: "GET", path: "/admin/api/chatbot/conversations", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  {
    method: "GET",
    path: "/admin/api/chatbot/conversations/no-such-conversation",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    okStatus: 404,
  },
  { method: "GET", path: "/admin/api/chatbot/users", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
];
