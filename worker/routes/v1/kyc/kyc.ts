import { errorAnswer, jsonRoute, parseOr400, router, z } from "../../../lib/openapi";
import { signedPictureUpload } from "../../signed-upload";
import { COMPANY_ACCOUNT_TYPES } from "../../../contracts/constants";
import { currentUser, requireAccountType } from "../../../lib/guards";
import { errorBody } from "../../../contracts/auth";
import {
  companyRegInput,
  companyRegistration,
  KYC_FILE_KINDS,
  kycStatusResponse,
  kycSubmission,
  kycSubmitInput,
  kycUploadRequest,
  kycUploadResult,
  kycUploadTicket,
} from "../../../contracts/kyc";
import {
  createKycUpload,
  kycStatus,
  readKycFile,
  receiveKycUpload,
  setCompanyRegistration,
  submitKyc,
} from "../../../services/kyc";
import { userWithBody } from "../../steps";
export const kycFileParams = z.object({
  submissionId: z.string().uuid("Unknown submission."),
  kind: z.enum(KYC_FILE_KINDS),
});
const uploadParams = z.object({
  kind: z.enum(KYC_FILE_KINDS),
  userId: z.string().min(1).max(64),
  file: z.string().min(1).max(60),
});

/** ID photos go out as attachments only, never cached, never sniffed into something renderable. */
export function kycFileResponse(file: Awaited<ReturnType<typeof readKycFile>>) {
  const headers = new Headers();
  headers.set("Content-Type", file.obj.httpMetadata?.contentType ?? "application/octet-stream");
  headers.set("Content-Length", String(file.obj.size));
  headers.set("Content-Disposition", `attachment; filename="${file.filename}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Cache-Control", "private, no-store");
  return new Response(file.obj.body, { status: 200, headers });
}

export const fileResponses = {
  200: {
    description: __API_DOCS__ ? "The picture, as an attachment" : "",
    content: { "image/jpeg": { schema: z.string().openapi({ format: "binary" }) } },
  },
  403: errorAnswer(__API_DOCS__ ? "Not allowed (the admin route needs CAN_VERIFY_KYC)" : ""),
  404: errorAnswer(__API_DOCS__ ? "No such submission (or not yours)" : ""),
};

export const kycRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/secure/kyc", secure: true, response: kycStatusResponse }), async (c) =>
    c.json(await kycStatus(c.var.ctx, currentUser(c)), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/kyc/uploads",
      secure: true,
      status: 201,
      body: kycUploadRequest,
      response: kycUploadTicket,
    }),
    userWithBody(201, createKycUpload),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/kyc",
      errors: { 409: "Already verified, or a submission is pending" },
      secure: true,
      status: 201,
      body: kycSubmitInput,
      response: kycSubmission,
    }),
    userWithBody(201, submitKyc),
  )
  .openapi(
    jsonRoute({
      middleware: [requireAccountType(...COMPANY_ACCOUNT_TYPES)],
      method: "put",
      path: "/secure/kyc/company-registration",
      secure: true,
      body: companyRegInput,
      response: companyRegistration.extend({ number: z.string() }),
      errors: {
        409: "Already verified for another account",
        422: "The registry does not know this number, or its name does not match",
      },
    }),
    async (c) => c.json(await setCompanyRegistration(c.var.ctx, currentUser(c), c.req.valid("json").number), 200),
  );

kycRoutes.get("/secure/kyc/files/:submissionId/:kind", async (c) => {
  const { submissionId, kind } = parseOr400(kycFileParams, c.req.param());
  return kycFileResponse(await readKycFile(c.var.ctx, submissionId, kind, currentUser(c).id));
});
kycRoutes.openAPIRegistry.registerPath({
  method: "get",
  path: "/secure/kyc/files/{submissionId}/{kind}",
  security: [{ bearerAuth: [] }],
  request: { params: kycFileParams },
  responses: fileResponses,
});

signedPictureUpload(kycRoutes, {
  path: "/kyc/upload/{kind}/{userId}/{file}",
  params: uploadParams,
  receive: receiveKycUpload,
  result: kycUploadResult,
  errorSchema: errorBody,
  errors: { 409: "The link was already used: a ticket takes one picture, and a stored picture never changes" },
});
