import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { signJwt as sign, verifyJwt as verify } from "../../lib/jwt";
import { emailChanges, passwordResets, sessions, users } from "../../db/schema";
import { AUTH, IP_LIMITS } from "../../contracts/constants";
import { MESSAGES } from "../../contracts/messages";
import type { AuthUser } from "../../contracts/auth";
import { tidyName } from "../../contracts/names";
import { ApiError, fieldError } from "../../lib/errors";
import { DUMMY_HASH, hashPassword, jwtSecret, newId, randomToken, sha256Hex, verifyPassword } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { isUniqueViolation } from "../../lib/db-errors";
import { activityStatement, guardedActivityStatement } from "../platform/activity";
import {
  clearStatement,
  consumeLimit,
  consumeLimits,
  ipKey,
  refundLimit,
  refundStatement,
} from "../platform/rate-limit";
import { sendEmail, templates } from "../platform/email";
import { checkSecondFactor } from "./two-factor";
import { emailTaken, findByLogin, freeUsername, newAccountRow, permissionsOf, toAuthUser } from "./users";

export type SessionKind = "public" | "admin";
type TokenClaims = { sub: string; sid: string; kind: SessionKind; iat: number; exp: number };

async function openSession(
  ctx: ServiceCtx,
  userId: string,
  kind: SessionKind,
  remember: boolean,
  extra: unknown[] = [],
  details?: Record<string, unknown>,
) {
  const sid = newId();
  const expiresAt = ctx.now + (remember ? AUTH.rememberMs : AUTH.sessionMs);
  const insert = ctx.db.insert(sessions).values({
    id: sid,
    userId,
    kind,
    createdAt: ctx.now,
    expiresAt,
    userAgent: ctx.userAgent?.slice(0, 255) ?? null,
    ip: ctx.ip ?? null,
  });
  await ctx.db.batch([
    insert,
    activityStatement(
      ctx,
      kind === "admin" ? "admin.login" : "user.login",
      { type: "user", id: userId },
      details,
      userId,
    ),
    ...(extra as []),
  ]);
  const claims: TokenClaims = {
    sub: userId,
    sid,
    kind,
    iat: Math.floor(ctx.now / 1000),
    exp: Math.floor(expiresAt / 1000),
  };
  return sign(claims, jwtSecret(ctx.env), "HS256");
}

/**
 * Opens a session for a user the caller has already vetted (social sign-in: no password involved).
 * `extra` statements join the session's batch; `details` go on the login activity entry.
 */
export function issueToken(
  ctx: ServiceCtx,
  userId: string,
  kind: SessionKind,
  remember: boolean,
  opts: { details?: Record<string, unknown>; extra?: unknown[] } = {},
) {
  return openSession(ctx, userId, kind, remember, opts.extra, opts.details);
}

export type RegisterInput = {
  firstName: string;
  lastName?: string | null;
  email: string;
  username?: string;
  phone?: string;
  accountType: string;
  companyName?: string;
  password: string;
  remember?: boolean;
};

/**
 * The UNIQUE indexes decide every race: thirty parallel sign-ups with one email give one account and
 * 409s; a generated username is chosen inside the INSERT (see freeUsername), never read first.
 */
export async function register(ctx: ServiceCtx, input: RegisterInput) {
  await consumeLimit(ctx, ipKey(ctx, "register"), IP_LIMITS.register.limit, IP_LIMITS.register.windowMs);
  // Only a fast path that saves hashing a password for nothing; the insert below still decides.
  if (await emailTaken(ctx, input.email)) throw fieldError("email", MESSAGES.emailTaken, 409);
  const id = newId();
  const row = newAccountRow(ctx, {
    id,
    // Trimmed here too, not only by the body's schema: social sign-in and jobs call register with a provider's names.
    firstName: tidyName(input.firstName),
    lastName: input.lastName ? tidyName(input.lastName) || null : null,
    email: input.email,
    username: input.username ?? freeUsername(input.email),
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
    accountType: input.accountType,
    companyName: input.companyName,
  });
  try {
    await ctx.db.insert(users).values(row).run();
  } catch (e) {
    if (isUniqueViolation(e, "users", "email")) throw fieldError("email", MESSAGES.emailTaken, 409);
    if (isUniqueViolation(e, "users", "username")) throw fieldError("username", MESSAGES.usernameTaken, 409);
    throw e;
  }
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  const token = await openSession(ctx, id, "public", input.remember ?? true);
  const mail = templates.welcome(row.firstName, `${ctx.env.APP_URL}/properties`);
  await sendEmail(ctx, "welcome", { to: row.email, ...mail });
  return { token, user: toAuthUser(user!, []) };
}

/**
 * Public and admin sign-in share the brute-force limits and the checks; only who may enter differs.
 * A unit of the account's budget (whatever name was typed: username and email share it) and of the IP's
 * is spent before the password is looked at, so a burst of parallel guesses gets at most the limit evaluated.
 */
export async function login(
  ctx: ServiceCtx,
  login: string,
  password: string,
  kind: SessionKind,
  remember = false,
  otp?: string,
) {
  const user = await findByLogin(ctx, login);
  const accountKey = user ? `login:${user.id}` : `login-name:${login.trim().toLowerCase()}`;
  const ip = ipKey(ctx, "login");
  await consumeLimits(ctx, [
    { key: accountKey, limit: AUTH.loginFailureLimit, windowMs: AUTH.loginWindowMs },
    { key: ip, ...IP_LIMITS.login },
  ]);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok || user.status === "deleted") throw new ApiError(401, MESSAGES.wrongCredentials);
  // The right password: the account's failures are forgotten and the IP gets its unit back.
  await ctx.db.batch([clearStatement(ctx, accountKey), refundStatement(ctx, ip)]);
  if (user.status !== "active") throw new ApiError(403, MESSAGES.accountDisabled);
  if (kind === "public" && user.adminAccess) throw new ApiError(403, MESSAGES.adminMustUseAdminUrl);
  if (kind === "admin" && !user.adminAccess) throw new ApiError(403, MESSAGES.notAdmin);
  // The admin sign-in's second step (services/accounts/two-factor.ts): a 401 naming `otp` asks for the code.
  const second = kind === "admin" ? await checkSecondFactor(ctx, user, otp) : { required: false as const };
  const token = await openSession(
    ctx,
    user.id,
    kind,
    remember,
    [],
    second.required ? { secondFactor: second.method } : undefined,
  );
  return { token, user: toAuthUser(user, await permissionsOf(ctx, user)) };
}

/** Token → signed-in user, or null. A revoked or expired session, or a deactivated user, is no user. */
export async function authenticate(
  ctx: ServiceCtx,
  token: string,
): Promise<{ user: AuthUser; sessionId: string; kind: SessionKind } | null> {
  let claims: TokenClaims;
  try {
    claims = (await verify(token, jwtSecret(ctx.env), "HS256")) as TokenClaims;
  } catch {
    return null;
  }
  const row = await ctx.db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now)))
    .get();
  if (!row || row.user.id !== claims.sub || row.user.status !== "active") return null;
  return {
    user: toAuthUser(row.user, await permissionsOf(ctx, row.user)),
    sessionId: row.session.id,
    kind: row.session.kind as SessionKind,
  };
}

export async function logout(ctx: ServiceCtx, sessionId: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .run();
}

/** Every reset link of the user still waiting dies: only the newest one works, and none after a password change. */
export function expireResetLinks(ctx: ServiceCtx, userId: string | SQL) {
  return ctx.db
    .update(passwordResets)
    .set({ usedAt: ctx.now })
    .where(
      and(
        typeof userId === "string" ? eq(passwordResets.userId, userId) : inArray(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
      ),
    );
}

export async function requestPasswordReset(ctx: ServiceCtx, email: string) {
  await consumeLimits(ctx, [
    { key: `reset:${email}`, limit: AUTH.resetRequestLimit, windowMs: AUTH.resetWindowMs },
    { key: ipKey(ctx, "reset"), ...IP_LIMITS.resetRequest },
  ]);
  const user = await ctx.db.select().from(users).where(eq(users.email, email)).get();
  // The answer is the same whether or not the account exists, so the form cannot be used to find accounts.
  if (!user || user.status !== "active") return;
  const token = randomToken();
  await ctx.db.batch([
    expireResetLinks(ctx, user.id),
    ctx.db.insert(passwordResets).values({
      id: newId(),
      userId: user.id,
      tokenHash: await sha256Hex(token),
      createdAt: ctx.now,
      expiresAt: ctx.now + AUTH.resetTokenMs,
    }),
  ]);
  const url = `${ctx.env.APP_URL}/amnesia/reset-password?token=${encodeURIComponent(token)}`;
  await sendEmail(ctx, "password_reset", { to: user.email, ...templates.passwordReset(user.firstName, url) });
}

const liveResetWhere = (ctx: ServiceCtx, tokenHash: string) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.now));

/** Guessing tokens costs the IP a unit per try; a good token gives it back. */
async function spendTokenCheck(ctx: ServiceCtx) {
  await consumeLimit(ctx, ipKey(ctx, "reset-check"), IP_LIMITS.tokenCheck.limit, IP_LIMITS.tokenCheck.windowMs);
}

export async function validateResetToken(ctx: ServiceCtx, token: string) {
  await spendTokenCheck(ctx);
  const reset = await ctx.db
    .select()
    .from(passwordResets)
    .where(liveResetWhere(ctx, await sha256Hex(token)))
    .get();
  if (!reset) throw fieldError("token", MESSAGES.resetInvalid);
  await refundLimit(ctx, ipKey(ctx, "reset-check"));
  const user = await ctx.db
    .select({ email: users.email, adminAccess: users.adminAccess })
    .from(users)
    .where(eq(users.id, reset.userId))
    .get();
  return { email: user?.email ?? "", signInAt: user?.adminAccess ? ("admin" as const) : ("site" as const) };
}

/**
 * All or nothing, in one batch: every statement is guarded by "this token is still live", and the last one
 * spends it (with every other waiting link of the user). D1 runs a batch as one transaction, so either this
 * request spent the token and the password, sessions and pending email changes changed with it, or nothing did.
 */
export async function resetPassword(ctx: ServiceCtx, token: string, password: string) {
  await spendTokenCheck(ctx);
  const tokenHash = await sha256Hex(token);
  // The user this token may still reset, re-evaluated by every statement of the batch below.
  const owner = sql`(SELECT ${passwordResets.userId} FROM ${passwordResets} INNER JOIN ${users} ON ${users.id} = ${passwordResets.userId}
    WHERE ${liveResetWhere(ctx, tokenHash)} AND ${users.status} = 'active')`;
  // A cheap look first, so a bad token does not cost a password hash.
  const live = await ctx.db.select({ id: users.id }).from(users).where(inArray(users.id, owner)).get();
  if (!live) throw fieldError("token", MESSAGES.resetInvalid);
  const hash = await hashPassword(password);
  const [, changed] = await ctx.db.batch([
    guardedActivityStatement(ctx, "user.password_reset", owner),
    ctx.db
      .update(users)
      .set({ passwordHash: hash, updatedAt: ctx.now })
      .where(inArray(users.id, owner))
      .returning({ id: users.id, adminAccess: users.adminAccess }),
    ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(and(inArray(sessions.userId, owner), isNull(sessions.revokedAt))),
    ctx.db
      .update(emailChanges)
      .set({ usedAt: ctx.now })
      .where(and(inArray(emailChanges.userId, owner), isNull(emailChanges.usedAt))),
    // Last: spends this token and every other waiting link of the user.
    expireResetLinks(ctx, owner),
  ]);
  if (changed.length === 0) throw fieldError("token", MESSAGES.resetInvalid);
  await refundLimit(ctx, ipKey(ctx, "reset-check"));
  return { signInAt: changed[0]!.adminAccess ? ("admin" as const) : ("site" as const) };
}

export async function changePassword(
  ctx: ServiceCtx,
  userId: string,
  sessionId: string,
  current: string,
  next: string,
) {
  const key = `change-password:${userId}`;
  await consumeLimit(ctx, key, AUTH.loginFailureLimit, AUTH.loginWindowMs);
  const user = await ctx.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || !(await verifyPassword(current, user.passwordHash)))
    throw fieldError("currentPassword", MESSAGES.wrongCurrentPassword);
  const hash = await hashPassword(next);
  // Other devices are signed out, and reset or email-change links sent before now stop working; this device stays.
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: hash, updatedAt: ctx.now }).where(eq(users.id, userId)),
    ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, sessionId))),
    expireResetLinks(ctx, userId),
    ctx.db
      .update(emailChanges)
      .set({ usedAt: ctx.now })
      .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt))),
    activityStatement(ctx, "user.password_change", { type: "user", id: userId }),
    clearStatement(ctx, key),
  ]);
  await sendEmail(ctx, "password_changed", { to: user.email, ...templates.passwordChanged(user.firstName) });
}
