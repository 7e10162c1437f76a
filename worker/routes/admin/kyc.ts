import { pageOf } from "../../contracts/listings";
import { adminKycRow, KYC_RULES, KYC_STATUSES, verifyKycInput, kycReviewed } from "../../contracts/kyc";
import { jsonRoute, router, z } from "../../lib/openapi";
import { requirePermission } from "../../lib/guards";
import { ApiError, issuesToFieldErrors } from "../../lib/errors";
import { listKycSubmissions, readKycFile, reviewKyc } from "../../services/kyc";
import { fileResponses, kycFileParams, kycFileResponse } from "../v1/kyc/kyc";
import { byIdWithBody, byQuery } from "../steps";

/** Admins with CAN_VERIFY_KYC work the identity verification queue. */
const guard = requirePermission("CAN_VERIFY_KYC");

export const adminKycRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/kyc",
      secure: true,
      query: z.object({
        status: z.enum(KYC_STATUSES).default("pending"),
        page: z.coerce.number().int().min(1).default(1),
        perPage: z.coerce.number().int().min(1).max(100).default(KYC_RULES.pageSize),
      }),
      response: pageOf(adminKycRow),
    }),
    byQuery(listKycSubmissions),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/users/{id}/verify-kyc",
      secure: true,
      params: z.object({ id: z.string().min(1).max(64) }),
      body: verifyKycInput,
      response: kycReviewed,
      errors: { 409: "No pending submission, or it was already decided" },
    }),
    byIdWithBody(reviewKyc),
  );

adminKycRoutes.get("/kyc/files/:submissionId/:kind", guard, async (c) => {
  const r = kycFileParams.safeParse(c.req.param());
  if (!r.success) {
    const errors = issuesToFieldErrors(r.error.issues);
    throw new ApiError(400, errors.map((e) => `${e.field}: ${e.message}`).join(" "), errors);
  }
  return kycFileResponse(await readKycFile(c.var.ctx, r.data.submissionId, r.data.kind, null));
});
adminKycRoutes.openAPIRegistry.registerPath({
  method: "get",
  path: "/kyc/files/{submissionId}/{kind}",
  security: [{ bearerAuth: [] }],
  request: { params: kycFileParams },
  responses: fileResponses,
});
