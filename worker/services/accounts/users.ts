import { eq, or, sql } from "drizzle-orm";
import { rolePermissions, users } from "../../db/schema";
import { mustEnrolTwoFactor, PERMISSIONS } from "../../contracts/permissions";
import type { AuthUser } from "../../contracts/auth";
import type { ServiceCtx } from "../../lib/context";
import { IP_LIMITS } from "../../contracts/constants";
import { consumeLimit, ipKey } from "../platform/rate-limit";

export type UserRow = typeof users.$inferSelect;

/**
 * A new customer account's users row (sign-up, social sign-in, or staff creating it): active, no back-office
 * access, not yet KYC verified. SPEC.md §6: a broker is a brokerage account with subAccountType broker.
 */
export function newAccountRow<const A extends { accountType: string; companyName?: string | null }>(
  ctx: Pick<ServiceCtx, "now">,
  account: A,
) {
  return {
    ...account,
    subAccountType: account.accountType === "brokerage" ? "broker" : null,
    adminAccess: false,
    kycVerified: false,
    companyName: account.companyName ?? null,
    status: "active" as const,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
}

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
    twoFactor: u.totpEnabledAt ? "on" : mustEnrolTwoFactor({ ...u, permissions }) ? "enrolment_required" : "off",
    createdAt: u.createdAt,
  };
}

export async function findByLogin(ctx: ServiceCtx, login: string) {
  const v = login.trim().toLowerCase();
  return ctx.db
    .select()
    .from(users)
    .where(or(eq(users.email, v), eq(users.username, v)))
    .get();
}

export async function emailTaken(ctx: ServiceCtx, email: string) {
  const row = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  return !!row;
}

/** The sign-up form's "is it taken?" check: it reveals who has an account, so each IP has a budget. */
export async function isTaken(ctx: ServiceCtx, key: "email" | "username", value: string) {
  await consumeLimit(ctx, ipKey(ctx, "availability"), IP_LIMITS.availability.limit, IP_LIMITS.availability.windowMs);
  return key === "email" ? emailTaken(ctx, value) : usernameTaken(ctx, value);
}

export async function usernameTaken(ctx: ServiceCtx, username: string) {
  const row = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()))
    .get();
  return !!row;
}

/** The username a sign-up without one starts from: the email's local part, cleaned ("ada.obi"). */
export function usernameBase(email: string) {
  return (email.split("@")[0] ?? "user")
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, "")
    .slice(0, 24)
    .padEnd(3, "0");
}

/**
 * The first free one of "ada.obi", "ada.obi2", "ada.obi3", ... as an SQL expression for the INSERT's
 * username value: the choice is made by the insert itself (SQLite runs it alone), so two people whose
 * emails share the part before "@" get distinct names even when they sign up at the same moment.
 */
export function freeUsername(email: string) {
  const base = usernameBase(email);
  return sql<string>`COALESCE((WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 99999)
    SELECT CASE WHEN n.i = 1 THEN ${base} ELSE ${base} || n.i END FROM n
    WHERE NOT EXISTS (SELECT 1 FROM ${users} AS taken WHERE taken.username = CASE WHEN n.i = 1 THEN ${base} ELSE ${base} || n.i END)
    LIMIT 1), ${base} || '_' || abs(random() % 1000000))`;
}

/** A person as staff screens list them (a customer to act for, a staff member to notify): who, and where to write. */
export const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
