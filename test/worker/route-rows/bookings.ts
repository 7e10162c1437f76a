import type { Row } from "./types";

const idem = { "idempotency-key": "route-table-key-0001" };

/** Inspection bookings. A fresh user has no bookings: an unknown id is a 404 past the guard. */
export const bookingRows: Row[] = [
  {
    method: "POST",
    path: "/v1/secure/inspections",
    kind: "user",
    body: { propertyId: "none", appointmentDate: "2030-01-01T10:00", payWith: "wallet" },
    headers: idem,
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/inspections", kind: "user" },
  { method: "GET", path: "/v1/secure/inspections/verify?reference=PNG-none", kind: "user", okStatus: 404 },
  { method: "GET", path: "/v1/secure/inspections/none", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/inspections/none/cancel", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/inspections/none/confirm", kind: "user", okStatus: 404 },
  {
    method: "POST",
    path: "/v1/secure/inspections/none/reschedule",
    kind: "user",
    body: { appointmentDate: "2030-01-01T10:00" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/v1/secure/inspections/none/initiate",
    kind: "user",
    body: { initiationCode: "123456" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/v1/secure/inspections/none/report",
    kind: "user",
    body: { reason: "The agent never came to the address." },
    okStatus: 404,
  },
  { method: "POST", path: "/v1/secure/inspections/none/pay/wallet", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/inspections/none/pay/link", kind: "user", okStatus: 404 },
  { method: "GET", path: "/admin/api/inspections/disputes", kind: "admin", permission: "CAN_ADD_LISTING" },
  {
    method: "POST",
    path: "/admin/api/inspections/none/resolve",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
    body: { outcome: "refund", note: "route table" },
    okStatus: 404,
  },
  { method: "GET", path: "/admin/api/settings/bookings", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  // The seeded defaults: writing them again changes nothing other tests rely on.
  {
    method: "PUT",
    path: "/admin/api/settings/bookings",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    body: { commissionBps: 1000, refundAfterHours: 48, refundableOnlyStates: ["lagos"] },
  },
];
