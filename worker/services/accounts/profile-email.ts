import { and, eq, gt, isNull } from "drizzle-orm";
import { emailChanges, users } from "../../db/schema";
import { AUTH, IP_LIMITS } from "../../contracts/constants";
import { MESSAGES } from "../../contracts/messages";
import { PROFILE_MESSAGES, PROFILE_RULES } from "../../contracts/profile";
import { ApiError, fieldError } from "../../lib/errors";
import { newId, randomToken, sha256Hex, verifyPassword } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { sendEmail, templates } from "../platform/email";
import { clearLimit, consumeLimit, ipKey, refundLimit } from "../platform/rate-limit";
import { isUniqueViolation } from "../../lib/db-errors";

/** Wrong passwords count toward a limit, as on sign-in, so this form cannot be used to guess one. */
export async function checkPassword(
  ctx: ServiceCtx,
  user: { id: string; passwordHash: string },
  password: string,
  purpose: string,
) {
  const key = `${purpose}:${user.id}`;
  // The unit is spent before the check: parallel guesses cannot all be evaluated.
  await consumeLimit(ctx, key, AUTH.loginFailureLimit, AUTH.loginWindowMs);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw fieldError("password", PROFILE_MESSAGES.wrongPassword);
  await clearLimit(ctx, key);
}

/** The signed-in user's row for a change that asks for their password: 401 unless still active, then checkPassword. */
export async function activeUserByPassword(ctx: ServiceCtx, userId: string, password: string, purpose: string) {
  const user = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .get();
  if (!user) throw new ApiError(401, MESSAGES.unauthorized);
  await checkPassword(ctx, user, password, purpose);
  return user;
}

/** Nothing changes until the new address proves it is theirs; the old address is told at once. */
export async function requestEmailChange(ctx: ServiceCtx, userId: string, newEmail: string, password: string) {
  const user = await activeUserByPassword(ctx, userId, password, "email-change");
  if (newEmail === user.email) throw fieldError("newEmail", PROFILE_MESSAGES.sameEmail);
  const taken = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).get();
  if (taken) throw fieldError("newEmail", MESSAGES.emailTaken, 409);
  const token = randomToken();
  // A newer request replaces any earlier one still waiting.
  await ctx.db.batch([
    ctx.db
      .update(emailChanges)
      .set({ usedAt: ctx.now })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt))),
    ctx.db.insert(emailChanges).values({
      id: newId(),
      userId,
      newEmail,
      tokenHash: await sha256Hex(token),
      createdAt: ctx.now,
      expiresAt: ctx.now + PROFILE_RULES.emailChangeTtlMs,
    }),
    activityStatement(ctx, "user.email_change_request", { type: "user", id: userId }),
  ]);
  const url = `${ctx.env.APP_URL}/confirm-email?token=${encodeURIComponent(token)}`;
  await sendEmail(ctx, "email_change_confirm", {
    to: newEmail,
    ...templates.emailChangeConfirm(user.firstName, newEmail, url),
  });
  await sendEmail(ctx, "email_change_notice", {
    to: user.email,
    ...templates.emailChangeNotice(user.firstName, newEmail),
  });
  return { message: PROFILE_MESSAGES.emailChangeSent(newEmail), pendingEmail: newEmail };
}

/** The link works once: the guarded UPDATE on used_at decides, even for two clicks at the same moment. */
export async function confirmEmailChange(ctx: ServiceCtx, token: string) {
  await consumeLimit(ctx, ipKey(ctx, "email-confirm"), IP_LIMITS.tokenCheck.limit, IP_LIMITS.tokenCheck.windowMs);
  const tokenHash = await sha256Hex(token);
  const [claimed] = await ctx.db
    .update(emailChanges)
    .set({ usedAt: ctx.now })
    .where(and(eq(emailChanges.tokenHash, tokenHash), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, ctx.now)))
    .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
  if (!claimed) throw fieldError("token", PROFILE_MESSAGES.emailChangeInvalid);
  await refundLimit(ctx, ipKey(ctx, "email-confirm"));
  try {
    const [results] = await ctx.db.batch([
      ctx.db
        .update(users)
        .set({ email: claimed.newEmail, updatedAt: ctx.now })
        .where(and(eq(users.id, claimed.userId), eq(users.status, "active")))
        .returning({ id: users.id }),
      activityStatement(ctx, "user.email_change", { type: "user", id: claimed.userId }, undefined, claimed.userId),
    ]);
    if (!results.length) throw fieldError("token", PROFILE_MESSAGES.emailChangeInvalid);
  } catch (e) {
    // Someone else took the address after the request was made.
    if (isUniqueViolation(e, "users", "email")) throw fieldError("token", MESSAGES.emailTaken, 409);
    throw e;
  }
  return { message: PROFILE_MESSAGES.emailChanged, email: claimed.newEmail };
}
