import type { Row } from "./types";

const NOBODY = "00000000-0000-4000-8000-000000000000";

/** KYC routes. Files of a submission that does not exist answer 404 to allowed callers. */
export const kycRows: Row[] = [
  { method: "GET", path: "/v1/secure/kyc", kind: "user" },
  {
    method: "POST",
    path: "/v1/secure/kyc/uploads",
    kind: "user",
    body: { kind: "document", contentType: "image/png", sizeBytes: 100 },
    okStatus: 201,
  },
  { method: "GET", path: `/v1/secure/kyc/files/${NOBODY}/document`, kind: "user", okStatus: 404 },
  // RC 0000000 is "not found" in the local registry: a 422 proves the caller got past the guard.
  {
    method: "PUT",
    path: "/v1/secure/kyc/company-registration",
    kind: "accountType",
    allowed: ["brokerage", "company", "developer"],
    body: { number: "RC 0000000" },
    okStatus: 422,
  },
  { method: "GET", path: "/admin/api/kyc", kind: "admin", permission: "CAN_VERIFY_KYC" },
  {
    method: "GET",
    path: `/admin/api/kyc/files/${NOBODY}/selfie`,
    kind: "admin",
    permission: "CAN_VERIFY_KYC",
    okStatus: 404,
  },
  {
    method: "POST",
    path: `/admin/api/users/${NOBODY}/verify-kyc`,
    kind: "admin",
    permission: "CAN_VERIFY_KYC",
    body: { action: "approve" },
    okStatus: 404,
  },
];
