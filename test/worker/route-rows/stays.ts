import type { Row } from "./types";

const idem = { "idempotency-key": "route-table-key-stays-01" };
const settings = {
  nightlyPriceKobo: null,
  minNights: 1,
  maxNights: 30,
  maxGuests: 2,
  cleaningFeeKobo: 0,
  cautionKobo: null,
  policy: "moderate",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  importUrl: null,
};

/** Short stays. A fresh user has no stays or listings: unknown ids are a 404 past the guard. */
export const stayRows: Row[] = [
  {
    method: "POST",
    path: "/v1/secure/stays",
    kind: "user",
    body: { propertyId: "none", checkIn: "2030-01-01", checkOut: "2030-01-03", guests: 1, payWith: "wallet" },
    headers: idem,
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/stays", kind: "user" },
  { method: "GET", path: "/v1/secure/stays/verify?reference=PNG-none", kind: "user", okStatus: 404 },
  { method: "GET", path: "/v1/secure/stays/none", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/stays/none/confirm", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/stays/none/decline", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/stays/none/cancel", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/stays/none/pay", kind: "user", okStatus: 404 },
  {
    method: "POST",
    path: "/v1/secure/stays/none/claim",
    kind: "user",
    body: { amountKobo: 100, reason: "Broken table in the lounge", photoTokens: ["x"] },
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/stays/settings/none", kind: "user", okStatus: 404 },
  { method: "PUT", path: "/v1/secure/stays/settings/none", kind: "user", body: settings, okStatus: 404 },
  {
    method: "POST",
    path: "/v1/secure/stays/settings/none/block",
    kind: "user",
    body: { from: "2030-01-01", to: "2030-01-02" },
    okStatus: 404,
  },
  {
    method: "POST",
    path: "/v1/secure/stays/settings/none/unblock",
    kind: "user",
    body: { from: "2030-01-01", to: "2030-01-02" },
    okStatus: 404,
  },
  { method: "POST", path: "/v1/secure/stays/settings/none/sync", kind: "user", okStatus: 404 },
  { method: "GET", path: "/admin/api/stays/claims", kind: "admin", permission: "CAN_ADD_LISTING" },
  {
    method: "POST",
    path: "/admin/api/stays/none/resolve-claim",
    kind: "admin",
    permission: "CAN_ADD_LISTING",
    body: { hostKobo: 0, note: "route table" },
    okStatus: 404,
  },
];
