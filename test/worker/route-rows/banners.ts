import type { Row } from "./types";

/**
 * Banner ads: owners are brokerages and companies; staff need CAN_CREATE_USER (SPEC §6 "banner
 * management"), prices CAN_VIEW_DASHBOARD_REPORTS (settings). The public reads, impression and click are in banners.test.ts.
 */
const idem = { "idempotency-key": "route-table-banner-0001" };
const OWNERS = ["brokerage", "company"];
const M = "CAN_CREATE_USER";
const image = "/media/banners/00000000-0000-4000-8000-000000000000";
const content = {
  placement: "top",
  title: "Route table",
  description: "",
  image,
  ctaText: "Go",
  ctaBackgroundColor: "#000000",
  ctaBorderColor: "#000000",
  ctaLink: "/sell",
};

export const bannerRows: Row[] = [
  { method: "GET", path: "/v1/secure/banners", kind: "accountType", allowed: OWNERS },
  // The picture was never uploaded: 400 naming image proves the caller got past the guard.
  {
    method: "POST",
    path: "/v1/secure/banners",
    kind: "accountType",
    allowed: OWNERS,
    body: { ...content, days: 7, startDate: "2030-01-01" },
    okStatus: 400,
  },
  {
    method: "POST",
    path: "/v1/secure/banners/uploads",
    kind: "accountType",
    allowed: OWNERS,
    body: { contentType: "image/png", sizeBytes: 100 },
    okStatus: 201,
  },
  { method: "GET", path: "/v1/secure/banners/none", kind: "accountType", allowed: OWNERS, okStatus: 404 },
  { method: "DELETE", path: "/v1/secure/banners/none", kind: "accountType", allowed: OWNERS, okStatus: 404 },
  {
    method: "PATCH",
    path: "/v1/secure/banners/none",
    kind: "accountType",
    allowed: OWNERS,
    body: { title: "A new title" },
    okStatus: 404,
  },
  // The whole form is checked before the banner is looked for: an empty one is the 400 that names its fields.
  { method: "PUT", path: "/v1/secure/banners/none", kind: "accountType", allowed: OWNERS, body: {}, okStatus: 400 },
  {
    method: "POST",
    path: "/v1/secure/banners/none/pay",
    kind: "accountType",
    allowed: OWNERS,
    body: { paymentMethod: "wallet" },
    headers: idem,
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/v1/secure/banners/none/renew",
    kind: "accountType",
    allowed: OWNERS,
    body: { days: 7, paymentMethod: "wallet" },
    headers: idem,
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/banners/none/analytics", kind: "accountType", allowed: OWNERS, okStatus: 404 },
  { method: "GET", path: "/admin/api/banners", kind: "admin", permission: M },
  {
    method: "POST",
    path: "/admin/api/banners",
    kind: "admin",
    permission: M,
    body: { ...content, startDate: "2030-01-01", endDate: "2030-01-07" },
    okStatus: 400,
  },
  {
    method: "POST",
    path: "/admin/api/banners/uploads",
    kind: "admin",
    permission: M,
    body: { contentType: "image/png", sizeBytes: 100 },
    okStatus: 201,
  },
  {
    method: "PUT",
    path: "/admin/api/banners/placements/top/order",
    kind: "admin",
    permission: M,
    body: { ids: ["none"] },
  },
  { method: "GET", path: "/admin/api/banners/none", kind: "admin", permission: M, okStatus: 404 },
  {
    method: "PUT",
    path: "/admin/api/banners/none",
    kind: "admin",
    permission: M,
    body: { ...content, startDate: "2030-01-01", endDate: "2030-01-07" },
    okStatus: 404,
  },
  { method: "POST", path: "/admin/api/banners/none/approve", kind: "admin", permission: M, okStatus: 404 },
  {
    method: "POST",
    path: "/admin/api/banners/none/reject",
    kind: "admin",
    permission: M,
    body: { reason: "Not a property advert." },
    okStatus: 404,
  },
  { method: "PATCH", path: "/admin/api/banners/none/toggle", kind: "admin", permission: M, okStatus: 404 },
  { method: "DELETE", path: "/admin/api/banners/none", kind: "admin", permission: M, okStatus: 404 },
  { method: "GET", path: "/admin/api/banners/none/analytics", kind: "admin", permission: M, okStatus: 404 },
  { method: "GET", path: "/admin/api/settings/banner-prices", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  {
    method: "PUT",
    path: "/admin/api/settings/banner-prices/top/9",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    body: { priceKobo: 100_00, active: true },
    okStatus: 404,
  },
];
