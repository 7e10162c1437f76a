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
const tags = ["Admin KYC"];

export const adminKycRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/kyc",
      tags,
      secure: true,
      summary: __API_DOCS__ ? "KYC submissions by status with their user (pending: oldest first)" : "",
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
      tags,
      secure: true,
      summary: __API_DOCS__ ? "Approve or reject (with a reason) the user's pending KYC submission" : "",
      description: __API_DOCS__
        ? "409 when the user has no pending submission (already decided). The user is emailed the outcome."
        : "",
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
  tags,
  security: [{ bearerAuth: [] }],
  summary: __API_DOCS__ ? "A submission's document or selfie (CAN_VERIFY_KYC)" : "",
  request: { params: kycFileParams },
  responses: fileResponses,
});
