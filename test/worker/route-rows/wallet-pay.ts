import type { Row } from "./types";

const idem = { "idempotency-key": "route-table-key-0026" };

/** Refunds to your card, your account number for transfers, USSD. Each allowed caller is a fresh user. */
export const walletPayRows: Row[] = [
  { method: "GET", path: "/v1/secure/wallet/card-refunds", kind: "user" },
  // A fresh user has no card payment: 422 naming paymentReference proves the caller got past the guard.
  {
    method: "POST",
    path: "/v1/secure/wallet/card-refunds",
    kind: "user",
    body: { paymentReference: "PNG-none", amountKobo: 1_000_00 },
    headers: idem,
    okStatus: 422,
  },
  { method: "GET", path: "/v1/secure/wallet/virtual-account", kind: "user" },
  { method: "POST", path: "/v1/secure/wallet/virtual-account", kind: "user" },
  // No account number yet: 409.
  {
    method: "POST",
    path: "/v1/secure/wallet/virtual-account/sandbox-transfer",
    kind: "user",
    body: { amountKobo: 1_000_00 },
    okStatus: 409,
  },
  { method: "GET", path: "/v1/secure/wallet/ussd/banks", kind: "user" },
  {
    method: "POST",
    path: "/v1/secure/wallet/topup/ussd",
    kind: "user",
    body: { amountKobo: 1_000_00, bank: "737" },
    headers: idem,
    okStatus: 201,
  },
  {
    method: "POST",
    path: "/v1/secure/wallet/topup/ussd/sandbox-complete",
    kind: "user",
    body: { reference: "PNG-none" },
    okStatus: 404,
  },
];
