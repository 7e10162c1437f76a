import { z } from "zod";
import { IMAGE_TYPES } from "./constants";
import { KYC_STATUSES } from "./kyc-statuses";

export * from "./kyc-statuses";

/** Identity verification. Shared by the worker and the SPA ("@contracts/kyc"). */
export const KYC_ID_TYPES = ["nin", "international_passport", "drivers_licence", "voters_card"] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
export const KYC_FILE_KINDS = ["document", "selfie"] as const;
export type KycFileKind = (typeof KYC_FILE_KINDS)[number];

export const KYC_RULES = {
  maxUploadBytes: 8 * 1024 * 1024,
  uploadUrlTtlMs: 15 * 60_000,
  reasonMin: 5,
  reasonMax: 500,
  pageSize: 20,
} as const;

export const KYC_ID_LABELS: Record<KycIdType, string> = {
  nin: "National Identification Number (NIN)",
  international_passport: "International passport",
  drivers_licence: "Driver's licence",
  voters_card: "Voter's card (PVC)",
};

/** What each number looks like, after spaces and dashes are removed and letters upper-cased. */
export const KYC_ID_FORMATS: Record<KycIdType, { pattern: RegExp; message: string; example: string }> = {
  nin: { pattern: /^\d{11}$/, message: "A NIN is 11 digits.", example: "12345678901" },
  international_passport: {
    pattern: /^[A-Z]\d{8}$/,
    message: "A passport number is one letter followed by 8 digits.",
    example: "A12345678",
  },
  drivers_licence: {
    pattern: /^[A-Z]{3}\d{5,9}[A-Z0-9]{0,4}$/,
    message: "A driver's licence number starts with 3 letters followed by digits, e.g. ABC12345AA01.",
    example: "ABC12345AA01",
  },
  voters_card: {
    pattern: /^[A-Z0-9]{19}$/,
    message: "A voter's card number (VIN) is 19 letters and digits.",
    example: "90F5B04A7E295032854",
  },
};

export const normaliseIdNumber = (s: string) => s.replace(/[\s-]/g, "").toUpperCase();

export const KYC_MESSAGES = {
  onlyImages: "Only JPEG, PNG or WebP pictures can be uploaded.",
  tooLarge: `A picture can be at most ${KYC_RULES.maxUploadBytes / 1024 / 1024} MB.`,
  alreadyPending: "Your documents are already being reviewed. We will email you when that is done.",
  alreadyVerified: "Your identity is already verified.",
  missingUpload: "This picture was not uploaded. Please upload it again.",
  ticketUsed: "This upload link was already used. Ask for a new one to send another picture.",
  sameUpload: "The document photo and the selfie must be two different pictures.",
  notPending: "Only a pending submission can be reviewed; this one was already handled.",
  noSubmission: "This user has no KYC submission waiting for review.",
  reasonRequired: `Give the reason for rejecting (at least ${KYC_RULES.reasonMin} characters).`,
  regNumberFormat: "Enter an RC or BN number, e.g. RC 1234567 or BN 1234567.",
  regNumberNotFound: "We could not find this registration number at the Corporate Affairs Commission.",
} as const;

export const kycUploadRequest = z.object({
  kind: z.enum(KYC_FILE_KINDS),
  contentType: z.enum(IMAGE_TYPES, { message: KYC_MESSAGES.onlyImages }),
  sizeBytes: z.number().int().positive(),
});
export type KycUploadRequest = z.infer<typeof kycUploadRequest>;

export const kycUploadTicket = z.object({ key: z.string(), uploadUrl: z.string(), expiresAt: z.number() });
export type KycUploadTicket = z.infer<typeof kycUploadTicket>;
export const kycUploadResult = z.object({ key: z.string(), contentType: z.string(), sizeBytes: z.number() });

export const kycSubmitInput = z
  .object({
    idType: z.enum(KYC_ID_TYPES, { message: "Choose the type of ID." }),
    idNumber: z.string().trim().min(1, "Enter the ID number.").max(40),
    documentKey: z.string().min(1, KYC_MESSAGES.missingUpload).max(200),
    selfieKey: z.string().min(1, KYC_MESSAGES.missingUpload).max(200),
  })
  .transform((v) => ({ ...v, idNumber: normaliseIdNumber(v.idNumber) }))
  .superRefine((v, ctx) => {
    const f = KYC_ID_FORMATS[v.idType];
    if (!f.pattern.test(v.idNumber)) ctx.addIssue({ code: "custom", path: ["idNumber"], message: f.message });
    if (v.documentKey === v.selfieKey)
      ctx.addIssue({ code: "custom", path: ["selfieKey"], message: KYC_MESSAGES.sameUpload });
  });
export type KycSubmitInput = z.infer<typeof kycSubmitInput>;

export const kycSubmission = z.object({
  id: z.string(),
  idType: z.enum(KYC_ID_TYPES),
  /** Only the last 4 characters: the full number never goes back to a browser. */
  idNumberLast4: z.string(),
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  provider: z.string(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmission>;

export const companyRegistration = z.object({
  number: z.string().nullable(),
  verified: z.boolean(),
  name: z.string().nullable(),
});
export type CompanyRegistration = z.infer<typeof companyRegistration>;

export const kycStatusResponse = z.object({
  kycVerified: z.boolean(),
  submission: kycSubmission.nullable(),
  company: companyRegistration.nullable(),
});
export type KycStatusResponse = z.infer<typeof kycStatusResponse>;

export const companyRegInput = z.object({
  number: z.string().trim().min(1, KYC_MESSAGES.regNumberFormat).max(20, KYC_MESSAGES.regNumberFormat),
});

/** RC (companies) or BN (business names), with or without a space: "RC 1234567", "bn123456". */
export function parseRegNumber(s: string): { prefix: "RC" | "BN"; digits: string; formatted: string } | null {
  const m = /^(RC|BN)\s*-?\s*(\d{4,8})$/i.exec(s.trim());
  if (!m?.[1] || !m[2]) return null;
  const prefix = m[1].toUpperCase() as "RC" | "BN";
  return { prefix, digits: m[2], formatted: `${prefix} ${m[2]}` };
}

export const adminKycRow = kycSubmission.extend({
  idNumber: z.string(),
  reviewedBy: z.string().nullable(),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    email: z.string(),
    username: z.string(),
    accountType: z.string(),
    companyName: z.string().nullable(),
    kycVerified: z.boolean(),
  }),
});
export type AdminKycRow = z.infer<typeof adminKycRow>;

export const verifyKycInput = z
  .object({ action: z.enum(["approve", "reject"]), reason: z.string().trim().max(KYC_RULES.reasonMax).optional() })
  .superRefine((v, ctx) => {
    if (v.action === "reject" && (v.reason ?? "").length < KYC_RULES.reasonMin)
      ctx.addIssue({ code: "custom", path: ["reason"], message: KYC_MESSAGES.reasonRequired });
  });
export type VerifyKycInput = z.infer<typeof verifyKycInput>;

/** POST /admin/api/users/{id}/verify-kyc. */
export const kycReviewed = z.object({
  submissionId: z.string(),
  userId: z.string(),
  status: z.enum(["verified", "rejected"]),
  reason: z.string().nullable(),
  kycVerified: z.boolean(),
});
