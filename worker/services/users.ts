import { eq, or } from "drizzle-orm";
import { rolePermissions, users } from "../db/schema";
import { PERMISSIONS } from "../contracts/permissions";
import type { AuthUser } from "../contracts/auth";
import type { ServiceCtx } from "../lib/context";

export type UserRow = typeof users.$inferSelect;

export async function permissionsOf(ctx: ServiceCtx, user: Pick<UserRow, "accountType" | "adminAccess" | "roleId">) {
  if (!user.adminAccess) return [];
  if (user.accountType === "super_admin") return [...PERMISSIONS];
  if (!user.roleId) return [];
  const rows = await ctx.db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, user.roleId))
    .all();
  return rows.map((r) => r.permission);
}

export function toAuthUser(u: UserRow, permissions: string[]): AuthUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    email: u.email,
    username: u.username,
    accountType: u.accountType,
    subAccountType: u.subAccountType,
    adminAccess: u.adminAccess,
    kycVerified: u.kycVerified,
    profilePicture: u.profilePicture,
    bannerImage: u.bannerImage,
    companyName: u.companyName,
    permissions,
    createdAt: u.createdAt,
  };
}

export async function findByLogin(ctx: ServiceCtx, login: string) {
  const v = login.trim().toLowerCase();
  return ctx.db.select().from(users).where(or(eq(users.email, v), eq(users.username, v))).get();
}

export async function emailTaken(ctx: ServiceCtx, email: string) {
  const row = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  return !!row;
}

export async function usernameTaken(ctx: ServiceCtx, username: string) {
  const row = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username.trim().toLowerCase())).get();
  return !!row;
}

/** A free username from the email's local part: "ada.obi", then "ada.obi2", ... */
export async function suggestUsername(ctx: ServiceCtx, email: string) {
  const base = (email.split("@")[0] ?? "user").toLowerCase().replace(/[^a-z0-9_.]/g, "").slice(0, 24).padEnd(3, "0");
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? base : `${base}${i + 1}`;
    if (!(await usernameTaken(ctx, candidate))) return candidate;
  }
  return `${base}${crypto.getRandomValues(new Uint32Array(1))[0]! % 100000}`;
}
