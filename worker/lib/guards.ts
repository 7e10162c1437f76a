import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import { MESSAGES } from "../contracts/messages";
import type { Permission } from "../contracts/permissions";
import { authenticate } from "../services/auth";
import { ApiError } from "./errors";
import type { AppEnv } from "./app-env";

function bearer(c: Context<AppEnv>) {
  const h = c.req.header("authorization") ?? "";
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m?.[1]?.trim() || null;
}

/** Loads the user when a valid token is sent; never refuses (public routes that personalise). */
export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c);
  if (token) {
    const auth = await authenticate(c.var.ctx, token);
    if (auth) {
      c.set("user", auth.user);
      c.set("sessionId", auth.sessionId);
      c.var.ctx.actor = auth.user;
    }
  }
  await next();
});

/** 401 before anything else when the token is missing, bad, expired or revoked. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c);
  const auth = token ? await authenticate(c.var.ctx, token) : null;
  if (!auth) throw new ApiError(401, MESSAGES.unauthorized);
  c.set("user", auth.user);
  c.set("sessionId", auth.sessionId);
  c.var.ctx.actor = auth.user;
  await next();
});

/** 401 unless optionalAuth found a valid token: for SPEC paths outside /v1/secure that need a user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError(401, MESSAGES.unauthorized);
  await next();
});

/** Admin API: a valid token of an admin-access user signed in through the admin login. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearer(c);
  const auth = token ? await authenticate(c.var.ctx, token) : null;
  if (!auth) throw new ApiError(401, MESSAGES.unauthorized);
  if (!auth.user.adminAccess || auth.kind !== "admin") throw new ApiError(403, MESSAGES.forbidden);
  c.set("user", auth.user);
  c.set("sessionId", auth.sessionId);
  c.var.ctx.actor = auth.user;
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
