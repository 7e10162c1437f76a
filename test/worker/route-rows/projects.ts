import type { Row } from "./types";

const dev = ["developer"];
const unit = { categoryId: 2, type: "3-bedroom terrace", bedrooms: 3, price: 45_000_000, unitsTotal: 3 };
/** A body that passes validation; the state does not exist in the test D1, so an allowed caller gets past the guard to a 422. */
const project = {
  name: "Route table estate",
  description: "An estate the route table creates to prove who may create one.",
  stateId: 1,
  address: "1 Test Road",
  status: "off_plan",
  depositPercent: 30,
  instalments: 12,
  periodMonths: 12,
  properties: [unit],
};

/** Developer projects (issue 14): only developer accounts (and their sub accounts) pass; unknown ids are 404 past the guard. */
export const projectRows: Row[] = [
  { method: "POST", path: "/create-project", kind: "accountType", allowed: dev, body: project, okStatus: 422 },
  { method: "POST", path: "/projects/none/edit", kind: "accountType", allowed: dev, body: { name: "New name" }, okStatus: 404 },
  { method: "DELETE", path: "/project/none/delete", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "POST", path: "/project/none/delist", kind: "accountType", allowed: dev, body: { reason: "Paused" }, okStatus: 404 },
  { method: "POST", path: "/project/none/list", kind: "accountType", allowed: dev, body: {}, okStatus: 404 },
  { method: "GET", path: "/project/none/activity", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "POST", path: "/v1/secure/projects/media/uploads", kind: "accountType", allowed: dev, body: { contentType: "image/jpeg", sizeBytes: 1000 }, okStatus: 201 },
  { method: "PATCH", path: "/project/none/media/none/rotate", kind: "accountType", allowed: dev, body: { degrees: 90 }, okStatus: 404 },
  { method: "PUT", path: "/project/none/media/none/primary", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "DELETE", path: "/project/none/media/none", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "PUT", path: "/project/none/video-links/none", kind: "accountType", allowed: dev, body: { url: "https://youtu.be/abc" }, okStatus: 404 },
  { method: "DELETE", path: "/project/none/video-links/none", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "POST", path: "/project/none/progress", kind: "accountType", allowed: dev, body: { happenedOn: "2026-11-01", body: "Foundations done." }, okStatus: 404 },
  { method: "DELETE", path: "/project/none/progress/none", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "GET", path: "/v1/user/sub-developer-account", kind: "accountType", allowed: dev },
  {
    method: "POST",
    path: "/v1/user/sub-developer-account",
    kind: "accountType",
    allowed: dev,
    body: { email: "route-table-sub@example.ng", firstName: "Route", rights: ["edit_projects"] },
    okStatus: 201,
  },
  { method: "GET", path: "/v1/user/sub-developer-account/none", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "PUT", path: "/v1/user/sub-developer-account/none", kind: "accountType", allowed: dev, body: { rights: ["post_progress"] }, okStatus: 404 },
  { method: "DELETE", path: "/v1/user/sub-developer-account/none", kind: "accountType", allowed: dev, okStatus: 404 },
  { method: "PUT", path: "/v1/user/sub-developer-account", kind: "accountType", allowed: dev, body: { id: "none", rights: ["post_progress"] }, okStatus: 404 },
  { method: "DELETE", path: "/v1/user/sub-developer-account?id=none", kind: "accountType", allowed: dev, okStatus: 404 },
  // Reservations: any signed-in buyer; a fresh user has none, so unknown ids are 404 past the guard.
  { method: "POST", path: "/v1/secure/project-reservations", kind: "user", body: { unitId: "none", payWith: "wallet" }, headers: { "idempotency-key": "route-table-project-0001" }, okStatus: 404 },
  { method: "GET", path: "/v1/secure/project-reservations", kind: "user" },
  { method: "GET", path: "/v1/secure/project-reservations/verify?reference=PNG-none", kind: "user", okStatus: 404 },
  { method: "GET", path: "/v1/secure/project-reservations/none", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/project-reservations/none/confirm", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/project-reservations/none/decline", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/project-reservations/none/cancel", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/project-reservations/none/pay/wallet", kind: "user", okStatus: 404 },
  { method: "GET", path: "/admin/api/projects", kind: "admin", permission: "CAN_VIEW_PROJECT" },
  { method: "POST", path: "/admin/api/projects/none/delist", kind: "admin", permission: "CAN_VIEW_PROJECT", body: { reason: "Route table" }, okStatus: 404 },
  { method: "POST", path: "/admin/api/projects/none/relist", kind: "admin", permission: "CAN_VIEW_PROJECT", body: { reason: "Route table" }, okStatus: 404 },
];
