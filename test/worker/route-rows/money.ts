import type { Row } from "./types";

const idem = { "idempotency-key": "route-table-key-0001" };

/** Wallet and payments (issue 11). Each allowed caller is a fresh user: an unknown reference is a 404. */
export const moneyRows: Row[] = [
  { method: "GET", path: "/v1/secure/wallet", kind: "user" },
  { method: "GET", path: "/v1/secure/wallet/history", kind: "user" },
  { method: "POST", path: "/v1/secure/wallet/topup", kind: "user", body: { amountKobo: 10_000_00 }, headers: idem, okStatus: 201 },
  { method: "GET", path: "/v1/secure/wallet/verify?reference=PNG-none", kind: "user", okStatus: 404 },
  { method: "GET", path: "/v1/secure/banks", kind: "user" },
  { method: "POST", path: "/v1/secure/bank/verify", kind: "user", body: { bankCode: "058", accountNumber: "0123456789" } },
  { method: "GET", path: "/v1/secure/bank/accounts", kind: "user" },
  // A fresh user is not KYC-verified: 422 proves the caller got past the guard.
  { method: "POST", path: "/v1/secure/bank/accounts", kind: "user", body: { bankCode: "058", accountNumber: "0123456789", password: "secret123" }, okStatus: 422 },
  { method: "DELETE", path: "/v1/secure/bank/accounts/none", kind: "user", okStatus: 404 },
  { method: "POST", path: "/v1/secure/wallet/withdraw", kind: "user", body: { amountKobo: 1_000_00, payoutAccountId: "none" }, headers: idem, okStatus: 422 },
  { method: "GET", path: "/v1/secure/wallet/withdrawals", kind: "user" },
  { method: "GET", path: "/v1/secure/subscriptions/current", kind: "user" },
  { method: "GET", path: "/v1/secure/listing-quota", kind: "user" },
  { method: "PATCH", path: "/v1/secure/subscriptions/current", kind: "user", body: { autoRenew: false }, okStatus: 404 },
  // A fresh account's wallet is empty: 422 proves the caller got past the guards.
  {
    method: "POST",
    path: "/v1/secure/subscriptions/subscribe",
    kind: "accountType",
    allowed: ["brokerage", "company", "developer"],
    body: { planId: "plan-developer-basic", interval: "monthly" },
    headers: idem,
    okStatus: 422,
  },
  {
    method: "POST",
    path: "/v1/secure/properties/none/boost",
    kind: "accountType",
    allowed: ["brokerage", "company", "developer"],
    body: { boostPlanId: "boost-company-7" },
    headers: idem,
    okStatus: 404,
  },
  { method: "POST", path: "/v1/secure/properties/deactivate-excess", kind: "accountType", allowed: ["brokerage", "company", "agent", "developer"], body: { propertyIds: ["none"] } },
  { method: "POST", path: "/v1/secure/properties/deactivate-excess-all", kind: "accountType", allowed: ["brokerage", "company", "agent", "developer"] },
  { method: "GET", path: "/admin/api/users/nobody/transactions", kind: "admin", permission: "CAN_CREATE_USER", okStatus: 404 },
  { method: "POST", path: "/admin/api/users/nobody/refunds/preview", kind: "admin", permission: "CAN_CREATE_USER", body: { entryId: "none", amountKobo: 100, reason: "test" }, okStatus: 404 },
  {
    method: "POST",
    path: "/admin/api/users/nobody/refunds",
    kind: "admin",
    permission: "CAN_CREATE_USER",
    body: { entryId: "none", amountKobo: 100, reason: "test", confirmToken: "0.forged-token" },
    headers: idem,
    okStatus: 422,
  },
  { method: "GET", path: "/admin/api/settings/plans", kind: "admin", permission: "CAN_VIEW_DASHBOARD_REPORTS" },
  {
    method: "PUT",
    path: "/admin/api/settings/plans/nope",
    kind: "admin",
    permission: "CAN_VIEW_DASHBOARD_REPORTS",
    body: { monthlyPriceKobo: 100_00, yearlyPriceKobo: 1_000_00, listingQuota: null, boostCredits: 0, active: true },
    okStatus: 404,
  },
];
