import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import { passwordResets, sessions, users } from "../db/schema";
import { AUTH } from "../contracts/constants";
import { MESSAGES } from "../contracts/messages";
import type { AuthUser } from "../contracts/auth";
import { ApiError, fieldError } from "../lib/errors";
import { DUMMY_HASH, hashPassword, newId, randomToken, sha256Hex, verifyPassword } from "../lib/crypto";
import type { ServiceCtx } from "../lib/context";
import { activityStatement } from "./activity";
import { assertUnderLimit, clearLimit, hit, hitStatement } from "./rate-limit";
import { sendEmail, templates } from "./email";
import { emailTaken, findByLogin, permissionsOf, suggestUsername, toAuthUser, usernameTaken } from "./users";

export type SessionKind = "public" | "admin";
type TokenClaims = { sub: string; sid: string; kind: SessionKind; iat: number; exp: number };

function secret(env: Env) {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be set (32+ characters)");
  return env.JWT_SECRET;
}

async function openSession(ctx: ServiceCtx, userId: string, kind: SessionKind, remember: boolean, extra: unknown[] = [], details?: Record<string, unknown>) {
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
  await ctx.db.batch([insert, activityStatement(ctx, kind === "admin" ? "admin.login" : "user.login", { type: "user", id: userId }, details, userId), ...(extra as [])]);
  const claims: TokenClaims = { sub: userId, sid, kind, iat: Math.floor(ctx.now / 1000), exp: Math.floor(expiresAt / 1000) };
  return sign(claims, secret(ctx.env), "HS256");
}

/**
 * Opens a session for a user the caller has already vetted (social sign-in: no password involved).
 * `extra` statements join the session's batch; `details` go on the login activity entry.
 */
export function issueToken(ctx: ServiceCtx, userId: string, kind: SessionKind, remember: boolean, opts: { details?: Record<string, unknown>; extra?: unknown[] } = {}) {
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

export async function register(ctx: ServiceCtx, input: RegisterInput) {
  if (await emailTaken(ctx, input.email)) throw fieldError("email", MESSAGES.emailTaken, 409);
  if (input.username && (await usernameTaken(ctx, input.username))) throw fieldError("username", MESSAGES.usernameTaken, 409);
  const username = input.username ?? (await suggestUsername(ctx, input.email));
  const id = newId();
  const row = {
    id,
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email,
    username,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(input.password),
    accountType: input.accountType,
    // SPEC.md §6: a broker is a brokerage account with subAccountType broker.
    subAccountType: input.accountType === "brokerage" ? "broker" : null,
    adminAccess: false,
    kycVerified: false,
    companyName: input.companyName ?? null,
    status: "active",
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  try {
    await ctx.db.insert(users).values(row).run();
  } catch (e) {
    // The UNIQUE indexes decide races between two sign-ups with the same email or username.
    if (String(e).includes("UNIQUE")) {
      if (String(e).includes("email")) throw fieldError("email", MESSAGES.emailTaken, 409);
      throw fieldError("username", MESSAGES.usernameTaken, 409);
    }
    throw e;
  }
  const user = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  const token = await openSession(ctx, id, "public", input.remember ?? true);
  const mail = templates.welcome(row.firstName, `${ctx.env.APP_URL}/properties`);
  await sendEmail(ctx, "welcome", { to: row.email, ...mail });
  return { token, user: toAuthUser(user!, []) };
}

/** Public and admin sign-in share the brute-force limit and the checks; only who may enter differs. */
export async function login(ctx: ServiceCtx, login: string, password: string, kind: SessionKind, remember = false) {
  const key = `login:${login.trim().toLowerCase()}`;
  const ipKey = `login-ip:${ctx.ip ?? "unknown"}`;
  await assertUnderLimit(ctx, key, AUTH.loginFailureLimit, AUTH.loginWindowMs);
  await assertUnderLimit(ctx, ipKey, AUTH.loginFailureLimit * 6, AUTH.loginWindowMs);
  const user = await findByLogin(ctx, login);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok || user.status === "deleted") {
    await ctx.db.batch([hitStatement(ctx, key, AUTH.loginWindowMs), hitStatement(ctx, ipKey, AUTH.loginWindowMs)]);
    throw new ApiError(401, MESSAGES.wrongCredentials);
  }
  if (user.status !== "active") throw new ApiError(403, MESSAGES.accountDisabled);
  if (kind === "public" && user.adminAccess) throw new ApiError(403, MESSAGES.adminMustUseAdminUrl);
  if (kind === "admin" && !user.adminAccess) throw new ApiError(403, MESSAGES.notAdmin);
  await clearLimit(ctx, key);
  const token = await openSession(ctx, user.id, kind, remember);
  return { token, user: toAuthUser(user, await permissionsOf(ctx, user)) };
}

/** Token → signed-in user, or null. A revoked or expired session, or a deactivated user, is no user. */
export async function authenticate(ctx: ServiceCtx, token: string): Promise<{ user: AuthUser; sessionId: string; kind: SessionKind } | null> {
  let claims: TokenClaims;
  try {
    claims = (await verify(token, secret(ctx.env), "HS256")) as TokenClaims;
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
  return { user: toAuthUser(row.user, await permissionsOf(ctx, row.user)), sessionId: row.session.id, kind: row.session.kind as SessionKind };
}

export async function logout(ctx: ServiceCtx, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))).run();
}

export async function requestPasswordReset(ctx: ServiceCtx, email: string) {
  await assertUnderLimit(ctx, `reset:${email}`, AUTH.resetRequestLimit, AUTH.resetWindowMs);
  await assertUnderLimit(ctx, `reset-ip:${ctx.ip ?? "unknown"}`, AUTH.resetRequestLimit * 5, AUTH.resetWindowMs);
  await ctx.db.batch([hitStatement(ctx, `reset:${email}`, AUTH.resetWindowMs), hitStatement(ctx, `reset-ip:${ctx.ip ?? "unknown"}`, AUTH.resetWindowMs)]);
  const user = await ctx.db.select().from(users).where(eq(users.email, email)).get();
  // The answer is the same whether or not the account exists, so the form cannot be used to find accounts.
  if (!user || user.status !== "active") return;
  const token = randomToken();
  await ctx.db
    .insert(passwordResets)
    .values({ id: newId(), userId: user.id, tokenHash: await sha256Hex(token), createdAt: ctx.now, expiresAt: ctx.now + AUTH.resetTokenMs })
    .run();
  const url = `${ctx.env.APP_URL}/amnesia/reset-password?token=${encodeURIComponent(token)}`;
  await sendEmail(ctx, "password_reset", { to: user.email, ...templates.passwordReset(user.firstName, url) });
}

async function liveReset(ctx: ServiceCtx, token: string) {
  return ctx.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, await sha256Hex(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.now)))
    .get();
}

export async function validateResetToken(ctx: ServiceCtx, token: string) {
  await assertUnderLimit(ctx, `reset-check-ip:${ctx.ip ?? "unknown"}`, 30, AUTH.resetWindowMs);
  const reset = await liveReset(ctx, token);
  if (!reset) {
    await hit(ctx, `reset-check-ip:${ctx.ip ?? "unknown"}`, AUTH.resetWindowMs);
    throw fieldError("token", MESSAGES.resetInvalid);
  }
  const user = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, reset.userId)).get();
  return { email: user?.email ?? "" };
}

export async function resetPassword(ctx: ServiceCtx, token: string, password: string) {
  const tokenHash = await sha256Hex(token);
  const reset = await liveReset(ctx, token);
  if (!reset) throw fieldError("token", MESSAGES.resetInvalid);
  const hash = await hashPassword(password);
  // Guarded so a token can be used once, even by two requests at the same time.
  const results = await ctx.db.batch([
    ctx.db
      .update(passwordResets)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
      .returning({ userId: passwordResets.userId }),
    activityStatement(ctx, "user.password_reset", { type: "user", id: reset.userId }, undefined, reset.userId),
  ]);
  if (results[0].length === 0) throw fieldError("token", MESSAGES.resetInvalid);
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: hash, updatedAt: ctx.now }).where(eq(users.id, reset.userId)),
    ctx.db.update(sessions).set({ revokedAt: ctx.now }).where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt))),
  ]);
}

export async function changePassword(ctx: ServiceCtx, userId: string, sessionId: string, current: string, next: string) {
  const key = `change-password:${userId}`;
  await assertUnderLimit(ctx, key, AUTH.loginFailureLimit, AUTH.loginWindowMs);
  const user = await ctx.db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || !(await verifyPassword(current, user.passwordHash))) {
    await hit(ctx, key, AUTH.loginWindowMs);
    throw fieldError("currentPassword", MESSAGES.wrongCurrentPassword);
  }
  const hash = await hashPassword(next);
  // Other devices are signed out; this one stays signed in.
  await ctx.db.batch([
    ctx.db.update(users).set({ passwordHash: hash, updatedAt: ctx.now }).where(eq(users.id, userId)),
    ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, sessionId))),
    activityStatement(ctx, "user.password_change", { type: "user", id: userId }),
  ]);
  await clearLimit(ctx, key);
  await sendEmail(ctx, "password_changed", { to: user.email, ...templates.passwordChanged(user.firstName) });
}

