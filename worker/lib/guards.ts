import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import { MESSAGES } from "../contracts/messages";
import type { Permission } from "../contracts/permissions";
import { ApiError } from "./errors";
import type { AppEnv } from "./app-env";
import type { ServiceCtx } from "./context";
import type { AuthUser } from "../contracts/auth";

function bearer(c: Context<AppEnv>) {
  const h = c.req.header("authorization") ?? "";
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || null;
}

/** Checks a bearer token (services/auth's authenticate); app.ts hands it in, so lib never imports services. */
export type Authenticate = (
  ctx: ServiceCtx,
  token: string,
) => Promise<{ user: AuthUser; sessionId: string; kind: "public" | "admin" } | null>;

/** What an admin who must still turn two-factor on may call: who am I, the enrolment itself, and sign-out. */
const ENROLMENT_PATHS = new Set([
  "/admin/api/me",
  "/admin/api/two-factor/setup",
  "/admin/api/two-factor/confirm",
  "/admin/api/logout",
]);

/**
 * The token guards app.ts mounts. Each request looks its session up once: the guard that ran first
 * (requireAuth on /v1/secure/* and /v1/messaging/*, requireAdmin on /admin/api/*) sets the user, and
 * optionalAuth on /v1/* then has nothing left to do.
 */
export function sessionGuards(authenticate: Authenticate) {
  /** The request's session, looked up at most once per request. */
  async function session(c: Context<AppEnv>) {
    if (c.var.sessionId && c.var.user) return { user: c.var.user, sessionId: c.var.sessionId };
    const token = bearer(c);
    const auth = token ? await authenticate(c.var.ctx, token) : null;
    if (auth) {
      c.set("user", auth.user);
      c.set("sessionId", auth.sessionId);
      c.var.ctx.actor = auth.user;
    }
    return auth;
  }

  /** Loads the user when a valid token is sent; never refuses (public routes that personalise). */
  const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
    await session(c);
    await next();
  });

  /** 401 before anything else when the token is missing, bad, expired or revoked. */
  const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
    if (!(await session(c))) throw new ApiError(401, MESSAGES.unauthorized);
    await next();
  });

  /** Admin API: a valid token of an admin-access user signed in through the admin login. */
  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    const token = bearer(c);
    const auth = token ? await authenticate(c.var.ctx, token) : null;
    if (!auth) throw new ApiError(401, MESSAGES.unauthorized);
    if (!auth.user.adminAccess || auth.kind !== "admin") throw new ApiError(403, MESSAGES.forbidden);
    // Mandatory two-factor (contracts/permissions.ts mustEnrolTwoFactor): until enrolled, only enrolment passes.
    if (auth.user.twoFactor === "enrolment_required" && !ENROLMENT_PATHS.has(c.req.path))
      throw new ApiError(403, MESSAGES.twoFactorEnrolmentRequired);
    c.set("user", auth.user);
    c.set("sessionId", auth.sessionId);
    c.var.ctx.actor = auth.user;
    await next();
  });

  return { optionalAuth, requireAuth, requireAdmin };
}

/** 401 unless optionalAuth found a valid token: for SPEC paths outside /v1/secure that need a user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError(401, MESSAGES.unauthorized);
  await next();
});

export const requirePermission = (permission: Permission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user?.permissions.includes(permission)) throw new ApiError(403, MESSAGES.forbidden);
    await next();
  });

/** Services Status and similar pages: any admin except agents (SPEC.md §6). */
export const requireNonAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user || c.var.user.accountType === "agent") throw new ApiError(403, MESSAGES.forbidden);
  await next();
});

export const requireAccountType = (...types: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user || !types.includes(c.var.user.accountType)) throw new ApiError(403, MESSAGES.forbidden);
    await next();
  });

export function currentUser(c: Context<AppEnv>) {
  const u = c.var.user;
  if (!u) throw new ApiError(401, MESSAGES.unauthorized);
  return u;
}

/**
 * A developer's team: the developer account or one of its sub accounts (both have accountType developer;
 * admin-access accounts never). Which right a sub account holds, and whether the project is theirs, needs
 * the database and stays in the service (services/projects/access.ts); everyone else is refused here,
 * before the body is read.
 */
export const requireDeveloperTeam = createMiddleware<AppEnv>(async (c, next) => {
  const u = c.var.user;
  if (!u || u.adminAccess || u.accountType !== "developer") throw new ApiError(403, MESSAGES.forbidden);
  await next();
});

/** The developer account itself (not a sub account): managing the team is the owner's alone. */
export const requireDeveloperOwner = createMiddleware<AppEnv>(async (c, next) => {
  const u = c.var.user;
  if (!u || u.adminAccess || u.accountType !== "developer" || u.subAccountType === "sub_developer")
    throw new ApiError(403, MESSAGES.forbidden);
  await next();
});

/** Professional accounts (brokerage, company, developer, agent) without admin access. */
export const requireProfessional = createMiddleware<AppEnv>(async (c, next) => {
  const u = c.var.user;
  if (!u || u.adminAccess || !["brokerage", "company", "developer", "agent"].includes(u.accountType))
    throw new ApiError(403, MESSAGES.forbidden);
  await next();
});
