import { and, desc, eq, sql } from "drizzle-orm";
import { alertStaff } from "../settings";
import { kycSubmissions, users } from "../../db/schema";
import {
  KYC_MESSAGES,
  parseRegNumber,
  type KycIdType,
  type KycStatusResponse,
  type KycSubmission,
  type KycSubmitInput,
} from "../../contracts/kyc";
import type { AuthUser } from "../../contracts/auth";
import { MESSAGES } from "../../contracts/messages";
import { isCompanyAccount } from "../../contracts/constants";
import { ApiError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { kycVerifier } from "../../integrations/kyc";
import { companyRegistry } from "../../integrations/company-registry";
import { sendEmail, templates } from "../platform/email";
import { assertUploaded } from "./files";
import { decideSubmission } from "./review";

export { createKycUpload, receiveKycUpload, readKycFile } from "./files";
export { listKycSubmissions, reviewKyc } from "./review";

/** A user's identity verification. Admin review lives in kyc-review.ts. */
type Row = typeof kycSubmissions.$inferSelect;
export const toSubmission = (r: Row): KycSubmission => ({
  id: r.id,
  idType: r.idType as KycIdType,
  idNumberLast4: r.idNumber.slice(-4),
  status: r.status as KycSubmission["status"],
  reason: r.reason,
  provider: r.provider,
  createdAt: r.createdAt,
  reviewedAt: r.reviewedAt,
});

async function latest(ctx: ServiceCtx, userId: string) {
  return ctx.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1)
    .get();
}

export async function kycStatus(ctx: ServiceCtx, user: AuthUser): Promise<KycStatusResponse> {
  const u = await ctx.db
    .select({
      kycVerified: users.kycVerified,
      regNumber: users.companyRegNumber,
      regVerified: users.companyRegVerified,
    })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  if (!u) throw new ApiError(401, MESSAGES.unauthorized);
  const row = await latest(ctx, user.id);
  return {
    kycVerified: u.kycVerified,
    submission: row ? toSubmission(row) : null,
    company: isCompanyAccount(user.accountType) ? { number: u.regNumber, verified: u.regVerified, name: null } : null,
  };
}

/**
 * One pending submission per user, none once verified: both guarded inside the INSERT itself, so two
 * submits racing each other cannot both land.
 */
export async function submitKyc(ctx: ServiceCtx, user: AuthUser, input: KycSubmitInput) {
  await assertUploaded(ctx, user.id, input.documentKey, "document", "documentKey");
  await assertUploaded(ctx, user.id, input.selfieKey, "selfie", "selfieKey");
  const verifier = kycVerifier(ctx.env);
  const id = newId();
  const inserted = await ctx.db
    .insert(kycSubmissions)
    .select(
      sql`select ${id}, ${user.id}, ${input.idType}, ${input.idNumber}, ${input.documentKey}, ${input.selfieKey}, 'pending', null, ${verifier.name}, null, null, null, ${ctx.now}
        where not exists (select 1 from ${kycSubmissions} where ${kycSubmissions.userId} = ${user.id} and ${kycSubmissions.status} = 'pending')
        and exists (select 1 from ${users} where ${users.id} = ${user.id} and ${users.kycVerified} = 0)`,
    )
    .returning({ id: kycSubmissions.id });
  if (!inserted.length) {
    const u = await ctx.db.select({ kycVerified: users.kycVerified }).from(users).where(eq(users.id, user.id)).get();
    throw new ApiError(409, u?.kycVerified ? KYC_MESSAGES.alreadyVerified : KYC_MESSAGES.alreadyPending);
  }
  const outcome = await verifier.verify({
    submissionId: id,
    userId: user.id,
    idType: input.idType,
    idNumber: input.idNumber,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  if (outcome.status !== "pending") {
    await decideSubmission(ctx, {
      submissionId: id,
      userId: user.id,
      status: outcome.status,
      reason: outcome.reason ?? null,
      providerRef: outcome.providerRef ?? null,
      reviewerId: null,
    });
  } else if (outcome.providerRef) {
    await ctx.db
      .update(kycSubmissions)
      .set({ providerRef: outcome.providerRef })
      .where(eq(kycSubmissions.id, id))
      .run();
  }
  const url = `${ctx.env.APP_URL}/dashboard/kyc`;
  const mail =
    outcome.status === "verified"
      ? templates.kycApproved(user.firstName, `${ctx.env.APP_URL}/dashboard`)
      : outcome.status === "rejected"
        ? templates.kycRejected(user.firstName, outcome.reason ?? "", url)
        : templates.kycReceived(user.firstName, url);
  await sendEmail(ctx, `kyc_${outcome.status === "pending" ? "received" : outcome.status}`, {
    to: user.email,
    ...mail,
  });
  if (outcome.status === "pending")
    await alertStaff(ctx, "kyc_submitted", {
      subject: "New KYC submission",
      text: `${user.firstName} sent identity documents for review. Open Admin › KYC verification.`,
    });
  const row = await ctx.db
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.userId, user.id)))
    .get();
  return toSubmission(row!);
}

/** RC/BN numbers are checked against the registry; an outage keeps the number, unverified. */
export async function setCompanyRegistration(ctx: ServiceCtx, user: AuthUser, raw: string) {
  const n = parseRegNumber(raw);
  if (!n) throw fieldError("number", KYC_MESSAGES.regNumberFormat);
  const found = await companyRegistry(ctx.env).lookup(n);
  if ("found" in found && !found.found) throw fieldError("number", KYC_MESSAGES.regNumberNotFound, 422);
  const name = "found" in found && found.found ? found.name : null;
  const updated = await ctx.db
    .update(users)
    .set({
      companyRegNumber: n.formatted,
      companyRegVerified: name !== null,
      companyName: sql`coalesce(nullif(${users.companyName}, ''), ${name})`,
      updatedAt: ctx.now,
    })
    .where(
      and(
        eq(users.id, user.id),
        sql`not exists (select 1 from users other where other.company_reg_number = ${n.formatted} and other.id <> ${user.id} and other.company_reg_verified = 1)`,
      ),
    )
    .returning({ id: users.id });
  if (!updated.length)
    throw fieldError("number", "This registration number is already verified on another account.", 409);
  return { number: n.formatted, verified: name !== null, name };
}
