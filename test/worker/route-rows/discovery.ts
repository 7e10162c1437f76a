import type { Row } from "./types";

/** Saved searches and property requests. The ids name nothing: an allowed caller gets the 404 past the guard. */
const NOBODY = "00000000-0000-4000-8000-000000000000";
const listers = ["brokerage", "company"];

export const discoveryRows: Row[] = [
  { method: "POST", path: "/v1/secure/saved-searches", kind: "user", body: { name: "Lekki rent" }, okStatus: 201 },
  { method: "GET", path: "/v1/secure/saved-searches", kind: "user" },
  {
    method: "PATCH",
    path: `/v1/secure/saved-searches/${NOBODY}`,
    kind: "user",
    body: { name: "Renamed" },
    okStatus: 404,
  },
  { method: "DELETE", path: `/v1/secure/saved-searches/${NOBODY}`, kind: "user", okStatus: 404 },
  // A state that does not exist: the 400 naming stateId proves the caller got past the guard.
  {
    method: "POST",
    path: "/v1/property/property-request",
    kind: "accountType",
    allowed: ["standard", "seeker"],
    body: { intent: "rent", stateId: 987_654_321, budgetKobo: 2_000_000_00 },
    okStatus: 400,
  },
  { method: "GET", path: "/v1/property/property-requests", kind: "accountType", allowed: listers },
  { method: "GET", path: "/v1/secure/property-requests/mine", kind: "user" },
  { method: "POST", path: `/v1/secure/property-requests/${NOBODY}/close`, kind: "user", okStatus: 404 },
  {
    method: "POST",
    path: `/v1/secure/property-requests/${NOBODY}/unlock`,
    kind: "accountType",
    allowed: listers,
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/v1/secure/property-requests/${NOBODY}/pay-now`,
    kind: "accountType",
    allowed: listers,
    body: { paymentMethod: "wallet" },
    okStatus: 404,
  },
  { method: "GET", path: "/v1/secure/viewing-quota", kind: "accountType", allowed: listers },
];
