import type { Row } from "./types";

const idem = { "idempotency-key": "route-table-key-0001" };

/** Wallet and payments (issue 11). Each allowed caller is a fresh user: an unknown reference is a 404. */
export const moneyRows: Row[] = [
  { method: "GET", path: "/v1/secure/wallet", kind: "user" },
  { method: "GET", path: "/v1/secure/wallet/history", kind: "user" },
  { method: "POST", path: "/v1/secure/wallet/topup", kind: "user", body: { amountKobo: 10_000_00 }, headers: idem, okStatus: 201 },
  { method: "GET", path: "/v1/secure/wallet/verify?reference=PNG-none", kind: "user", okStatus: 404 },
];
