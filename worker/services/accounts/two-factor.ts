import { and, eq, isNotNull, isNull, or, lt, sql } from "drizzle-orm";
import { staffRecoveryCodes, users } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { ApiError, fieldError } from "../../lib/errors";
import { newId, randomToken, sha256Hex } from "../../lib/crypto";
import { newTotpSecret, totpStep, totpUri } from "../../lib/totp";
import { activityStatement } from "../platform/activity";
import { clearStatement, consumeLimit } from "../platform/rate-limit";

/**
 * TOTP two-factor for the admin sign-in (RFC 6238 on WebCrypto, lib/totp.ts): 6 digits, 30 s steps, one step of drift either way. A code is single-use (the step is written with a
 * guard "newer than the last one used"); ten recovery codes are stored as hashes and each is spent by one guarded
 * UPDATE. Codes are rate-limited per account.
 */
export const TWO_FACTOR = {
  issuer: "PropertyNG",
  digits: 6,
  period: 30,
  window: 1,
  attempts: 10,
  windowMs: 15 * 60_000,
  recoveryCodes: 10,
} as const;
export const TWO_FACTOR_MESSAGES = {
  required: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  wrong: "This code is wrong or was already used.",
  alreadyOn: "Two-factor sign-in is already on for this account.",
  notStarted: "Start the set-up first: no pending secret.",
};

/** The time step a code matches at `now`, or null. */
const matchingStep = (secret: string, code: string, now: number) => totpStep(secret, code, now, TWO_FACTOR);

const recoveryHash = (userId: string, code: string) =>
  sha256Hex(`${userId}:${code.replace(/[^a-z0-9]/gi, "").toLowerCase()}`);

/** Starts (or restarts) enrolment: a new pending secret, refused when two-factor is already on. */
export async function startEnrolment(ctx: ServiceCtx, userId: string) {
  const secret = newTotpSecret();
  const row = await ctx.db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ email: users.email })
    .get();
  if (!row) throw new ApiError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  return {
    secret,
    uri: totpUri({
      issuer: TWO_FACTOR.issuer,
      label: row.email,
      secret,
      digits: TWO_FACTOR.digits,
      period: TWO_FACTOR.period,
    }),
  };
}

/** Confirms the pending secret with a first code; answers the ten recovery codes (shown once). */
export async function confirmEnrolment(ctx: ServiceCtx, userId: string, code: string) {
  await consumeLimit(ctx, `totp:${userId}`, TWO_FACTOR.attempts, TWO_FACTOR.windowMs);
  const user = await ctx.db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (user?.enabledAt) throw new ApiError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  if (!user?.secret) throw new ApiError(409, TWO_FACTOR_MESSAGES.notStarted);
  const step = await matchingStep(user.secret, code, ctx.now);
  if (step === null) throw fieldError("code", TWO_FACTOR_MESSAGES.wrong, 422);
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, () =>
    randomToken(6)
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()
      .padEnd(8, "x")
      .slice(0, 8),
  );
  const display = codes.map((c) => `${c.slice(0, 4)}-${c.slice(4)}`);
  const hashes = await Promise.all(codes.map((c) => recoveryHash(userId, c)));
  // Guarded by "still pending with this very secret": two confirmations in parallel turn it on once.
  const enabled = sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND totp_enabled_at = ${ctx.now} AND totp_secret = ${user.secret})`;
  const [on] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ totpEnabledAt: ctx.now, totpLastStep: step })
      .where(and(eq(users.id, userId), isNull(users.totpEnabledAt), eq(users.totpSecret, user.secret)))
      .returning({ id: users.id }),
    ctx.db.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.userId, userId), enabled)),
    ctx.db.insert(staffRecoveryCodes)
      .select(sql`SELECT j.value ->> '$.id', ${userId}, j.value ->> '$.hash', NULL, ${ctx.now}
      FROM json_each(${JSON.stringify(hashes.map((hash) => ({ id: newId(), hash })))}) j WHERE ${enabled}`),
    activityStatement(
      ctx,
      "admin.two_factor.enable",
      { type: "user", id: userId },
      { before: { enabled: false }, after: { enabled: true } },
      userId,
    ),
  ]);
  if (on.length === 0) throw new ApiError(409, TWO_FACTOR_MESSAGES.alreadyOn);
  return { recoveryCodes: display };
}

/**
 * The second factor of an admin sign-in whose password was right. A 6-digit code spends its time step; anything
 * else is tried as a recovery code and spent. Each try costs the account a unit of its budget.
 */
export async function checkSecondFactor(
  ctx: ServiceCtx,
  user: { id: string; totpSecret: string | null; totpEnabledAt: number | null },
  code: string | undefined,
) {
  if (!user.totpEnabledAt || !user.totpSecret) return { required: false as const };
  if (!code)
    throw new ApiError(401, TWO_FACTOR_MESSAGES.required, [{ field: "otp", message: TWO_FACTOR_MESSAGES.required }]);
  await consumeLimit(ctx, `totp:${user.id}`, TWO_FACTOR.attempts, TWO_FACTOR.windowMs);
  const clean = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(clean)) {
    const step = await matchingStep(user.totpSecret, clean, ctx.now);
    const spent =
      step !== null &&
      (await ctx.db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(users.id, user.id),
            isNotNull(users.totpEnabledAt),
            or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          ),
        )
        .returning({ id: users.id })
        .get());
    if (!spent)
      throw new ApiError(401, TWO_FACTOR_MESSAGES.wrong, [{ field: "otp", message: TWO_FACTOR_MESSAGES.wrong }]);
    await clearStatement(ctx, `totp:${user.id}`).run();
    return { required: true as const, method: "totp" as const };
  }
  const used = await ctx.db
    .update(staffRecoveryCodes)
    .set({ usedAt: ctx.now })
    .where(
      and(
        eq(staffRecoveryCodes.userId, user.id),
        eq(staffRecoveryCodes.codeHash, await recoveryHash(user.id, clean)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id })
    .get();
  if (!used) throw new ApiError(401, TWO_FACTOR_MESSAGES.wrong, [{ field: "otp", message: TWO_FACTOR_MESSAGES.wrong }]);
  await clearStatement(ctx, `totp:${user.id}`).run();
  return { required: true as const, method: "recovery_code" as const };
}

/** A super admin turns someone's two-factor off (lost phone): they enrol again at their next sign-in. */
export async function resetTwoFactor(ctx: ServiceCtx, targetId: string) {
  const actor = ctx.actor?.id ?? null;
  const isSuper = sql`EXISTS (SELECT 1 FROM users s WHERE s.id = ${actor} AND s.account_type = 'super_admin' AND s.status = 'active' AND s.admin_access = 1)`;
  const [changed] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(and(eq(users.id, targetId), eq(users.adminAccess, true), isNotNull(users.totpSecret), isSuper))
      .returning({ id: users.id }),
    ctx.db.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.userId, targetId), isSuper)),
  ]);
  if (changed.length === 0) {
    const target = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, targetId), eq(users.adminAccess, true), isNotNull(users.totpSecret)))
      .get();
    if (!target) throw new ApiError(404, "This staff account has no two-factor sign-in to reset.");
    throw new ApiError(403, "Only a super admin can reset two-factor sign-in.");
  }
  await activityStatement(
    ctx,
    "admin.two_factor.reset",
    { type: "user", id: targetId },
    { before: { enabled: true }, after: { enabled: false } },
  ).run();
}
