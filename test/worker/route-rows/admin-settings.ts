import type { Row } from "./types";

const reports = "CAN_VIEW_DASHBOARD_REPORTS";

/** Back office: settings (issue 22 item 6), broadcasts and push subscriptions (item 7). */
export const adminSettingsRows: Row[] = [
  { method: "GET", path: "/admin/api/settings/profile", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/profile", kind: "admin", permission: reports, body: { firstName: "Ada" } },
  { method: "GET", path: "/admin/api/settings/notifications", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/notifications", kind: "admin", permission: reports, body: { events: {} } },
  { method: "GET", path: "/admin/api/settings/social-links", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/social-links", kind: "admin", permission: reports, body: {} },
  { method: "GET", path: "/admin/api/settings/app-preference", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/app-preference", kind: "admin", permission: reports, body: {} },
  { method: "GET", path: "/admin/api/settings/privacy", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/privacy", kind: "admin", permission: reports, body: {} },
];
