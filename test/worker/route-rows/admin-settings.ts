import type { Row } from "./types";

const reports = "CAN_VIEW_DASHBOARD_REPORTS";

/** Back office: settings, broadcasts and push subscriptions. */
export const adminSettingsRows: Row[] = [
  { method: "GET", path: "/admin/api/settings/profile", kind: "admin", permission: reports },
  {
    method: "PUT",
    path: "/admin/api/settings/profile",
    kind: "admin",
    permission: reports,
    body: { firstName: "Ada" },
  },
  { method: "GET", path: "/admin/api/settings/notifications", kind: "admin", permission: reports },
  {
    method: "PUT",
    path: "/admin/api/settings/notifications",
    kind: "admin",
    permission: reports,
    body: { events: {} },
  },
  { method: "GET", path: "/admin/api/settings/social-links", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/social-links", kind: "admin", permission: reports, body: {} },
  { method: "GET", path: "/admin/api/settings/app-preference", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/app-preference", kind: "admin", permission: reports, body: {} },
  { method: "GET", path: "/admin/api/settings/privacy", kind: "admin", permission: reports },
  { method: "PUT", path: "/admin/api/settings/privacy", kind: "admin", permission: reports, body: {} },
];

export const broadcastRows: Row[] = [
  {
    method: "POST",
    path: "/admin/api/broadcasts",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
    body: { title: "Route table", body: "Route table check", segment: { accountTypes: ["agent"], plan: "paid" } },
    okStatus: 201,
  },
  { method: "GET", path: "/admin/api/broadcasts", kind: "admin", permission: "CAN_VIEW_LISTING" },
  {
    method: "GET",
    path: "/admin/api/broadcasts/audience?accountTypes=brokerage",
    kind: "admin",
    permission: "CAN_VIEW_LISTING",
  },
  { method: "GET", path: "/admin/api/broadcasts/none", kind: "admin", permission: "CAN_VIEW_LISTING", okStatus: 404 },
  {
    method: "POST",
    path: "/v1/secure/push/subscriptions",
    kind: "user",
    body: {
      endpoint: "https://push.example.test/route-table",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    },
  },
  {
    method: "DELETE",
    path: "/v1/secure/push/subscriptions",
    kind: "user",
    body: { endpoint: "https://push.example.test/route-table" },
  },
];
