import { and, asc, desc, eq, sql } from "drizzle-orm";
import { kycSubmissions, users } from "../../db/schema";
import {
  KYC_MESSAGES,
  type AdminKycRow,
  type KycIdType,
  type KycStatus,
  type VerifyKycInput,
} from "../../contracts/kyc";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { sendEmail, templates } from "../platform/email";
import { notifyKycDecision } from "../notifications/events";

type Decision = {
  submissionId: string;
  userId: string;
  status: "verified" | "rejected";
  reason: string | null;
  providerRef: string | null;
  reviewerId: string | null;
};

/**
 * One batch: the guarded status change (only from pending), then the user's badge and the activity row,
 * each only when that very change happened — a second admin (or the provider) racing the first changes
 * nothing. Returns whether this call made the decision.
 */
export async function decideSubmission(ctx: ServiceCtx, d: Decision) {
  const decidedHere = sql`exists (select 1 from ${kycSubmissions} where ${kycSubmissions.id} = ${d.submissionId} and ${kycSubmissions.status} = ${d.status}
    and ${kycSubmissions.reviewedAt} = ${ctx.now} and ${kycSubmissions.reviewedBy} is ${d.reviewerId})`;
  const action = d.reviewerId
    ? d.status === "verified"
      ? "kyc.approve"
      : "kyc.reject"
    : `kyc.auto_${d.status === "verified" ? "verify" : "reject"}`;
  const details = JSON.stringify({ submissionId: d.submissionId, reason: d.reason });
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(kycSubmissions)
      .set({
        status: d.status,
        reason: d.reason,
        reviewedBy: d.reviewerId,
        reviewedAt: ctx.now,
        ...(d.providerRef ? { providerRef: d.providerRef } : {}),
      })
      .where(and(eq(kycSubmissions.id, d.submissionId), eq(kycSubmissions.status, "pending")))
      .returning({ id: kycSubmissions.id }),
    ctx.db
      .update(users)
      .set({ kycVerified: d.status === "verified" ? true : sql`${users.kycVerified}`, updatedAt: ctx.now })
      .where(and(eq(users.id, d.userId), decidedHere)),
    activityStatement(ctx, action, { type: "user", id: d.userId }, details, d.reviewerId, { where: decidedHere }),
  ]);
  if (updated.length) await notifyKycDecision(ctx, d.userId, d.status, d.reason);
  return updated.length > 0;
}

/** POST /admin/api/users/{id}/verify-kyc: decides the user's pending submission. */
export async function reviewKyc(ctx: ServiceCtx, userId: string, input: VerifyKycInput) {
  const actorId = ctx.actor?.id;
  if (!actorId) throw new ApiError(401, MESSAGES.unauthorized);
  const user = await ctx.db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) throw new ApiError(404, MESSAGES.notFound);
  const pending = await ctx.db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, "pending")))
    .orderBy(desc(kycSubmissions.createdAt))
    .get();
  if (!pending) throw new ApiError(409, KYC_MESSAGES.noSubmission);
  const status = input.action === "approve" ? ("verified" as const) : ("rejected" as const);
  const reason = status === "rejected" ? (input.reason ?? "") : null;
  const decided = await decideSubmission(ctx, {
    submissionId: pending.id,
    userId,
    status,
    reason,
    providerRef: null,
    reviewerId: actorId,
  });
  if (!decided) throw new ApiError(409, KYC_MESSAGES.notPending);
  const mail =
    status === "verified"
      ? templates.kycApproved(user.firstName, `${ctx.env.APP_URL}/dashboard`)
      : templates.kycRejected(user.firstName, reason ?? "", `${ctx.env.APP_URL}/dashboard/kyc`);
  await sendEmail(ctx, status === "verified" ? "kyc_verified" : "kyc_rejected", { to: user.email, ...mail });
  return { submissionId: pending.id, userId, status, reason, kycVerified: status === "verified" };
}

/** The review queue: pending oldest first (fair order), decided ones newest first. */
export async function listKycSubmissions(ctx: ServiceCtx, q: { status: KycStatus; page: number; perPage: number }) {
  const rows = await ctx.db
    .select({
      s: kycSubmissions,
      u: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        username: users.username,
        accountType: users.accountType,
        companyName: users.companyName,
        kycVerified: users.kycVerified,
      },
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(eq(kycSubmissions.status, q.status))
    .orderBy(q.status === "pending" ? asc(kycSubmissions.createdAt) : desc(kycSubmissions.createdAt))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all();
  const data: AdminKycRow[] = rows.slice(0, q.perPage).map(({ s, u }) => ({
    id: s.id,
    idType: s.idType as KycIdType,
    idNumber: s.idNumber,
    idNumberLast4: s.idNumber.slice(-4),
    status: s.status,
    reason: s.reason,
    provider: s.provider,
    createdAt: s.createdAt,
    reviewedAt: s.reviewedAt,
    reviewedBy: s.reviewedBy,
    user: u,
  }));
  return { data, page: q.page, perPage: q.perPage, hasMore: rows.length > q.perPage };
}
