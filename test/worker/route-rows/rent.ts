import type { Row } from "./types";

const reason = { reason: "Route table check" };

/** Rent in escrow: either side of an agreement (a fresh user has none: unknown ids are 404 past the guard); staff with CAN_ADD_LISTING. */
export const rentRows: Row[] = [
  { method: "GET", path: "/v1/secure/rent-agreements", kind: "user" },
  {
    method: "POST",
    path: "/v1/secure/rent-agreements",
    kind: "user",
    body: { propertyId: "none", tenantEmail: "tenant@example.com", moveInOn: "2027-01-15" },
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/rent-agreements/none", kind: "user", okStatus: 404 },
  {
    method: "POST",
    path: "/v1/secure/rent-agreements/none/pay",
    kind: "user",
    body: { payWith: "wallet" },
    headers: { "idempotency-key": "route-table-rent-0001" },
    okStatus: 404,
  },
  { method: "POST", path: "/v1/secure/rent-agreements/none/confirm-move-in", kind: "user", okStatus: 404 },
  {
    method: "POST",
    path: "/v1/secure/rent-agreements/none/dispute",
    kind: "user",
    body: { reason: "The keys were never handed over." },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/v1/secure/rent-agreements/none/evidence-uploads",
    kind: "user",
    body: { contentType: "image/jpeg", sizeBytes: 1000, width: 1, height: 1 },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/v1/secure/rent-agreements/none/statements",
    kind: "user",
    body: { body: "Our side of what happened." },
    okStatus: 404,
  },
  { method: "POST", path: "/v1/secure/rent-agreements/none/cancel", kind: "user", body: reason, okStatus: 404 },
  { method: "GET", path: "/admin/api/rent-agreements", kind: "admin", permission: "CAN_ADD_LISTING" },
  {
    method: "GET",
    path: "/admin/api/rent-agreements/none",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/rent-agreements/none/resolve",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
    body: { outcome: "refund", note: "Route table check" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/admin/api/rent-agreements/none/release",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
    body: reason,
    okStatus: 404,
  },
];
