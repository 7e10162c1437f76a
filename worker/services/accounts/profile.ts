import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { emailChanges, users } from "../../db/schema";
import { MESSAGES } from "../../contracts/messages";
import { SOCIAL_KEYS, type Profile, type ProfileUpdate, type SocialLinks } from "../../contracts/profile";
import { ApiError, fieldError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { isUniqueViolation } from "../../lib/db-errors";
import { activityStatement } from "../platform/activity";
import { permissionsOf, toAuthUser, type UserRow } from "./users";

/** Stored JSON → every key present (null when unset); a damaged value reads as "no links". */
export function parseSocialLinks(raw: string | null): Profile["socialLinks"] {
  let obj: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    if (parsed && typeof parsed === "object") obj = parsed as Record<string, unknown>;
  } catch {
    obj = {};
  }
  return Object.fromEntries(
    SOCIAL_KEYS.map((k) => [k, typeof obj[k] === "string" ? obj[k] : null]),
  ) as Profile["socialLinks"];
}

export async function toProfile(ctx: ServiceCtx, row: UserRow): Promise<Profile> {
  const pending = await ctx.db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, row.id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, ctx.now)))
    .orderBy(desc(emailChanges.createdAt))
    .get();
  return {
    ...toAuthUser(row, await permissionsOf(ctx, row)),
    socialLinks: parseSocialLinks(row.socialLinks),
    smsNotifications: row.smsNotifications,
    emailNotifications: row.emailNotifications,
    announcements: row.announcements,
    pendingEmail: pending?.newEmail ?? null,
    deletedAt: row.deletedAt,
  };
}

async function liveUser(ctx: ServiceCtx, userId: string) {
  const row = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .get();
  if (!row) throw new ApiError(401, MESSAGES.unauthorized);
  return row;
}

export async function getProfile(ctx: ServiceCtx, userId: string) {
  return toProfile(ctx, await liveUser(ctx, userId));
}

/** Only the fields sent change. The UNIQUE index decides a username race, not a read before the write. */
export async function updateProfile(ctx: ServiceCtx, userId: string, input: ProfileUpdate) {
  const current = await liveUser(ctx, userId);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: ctx.now };
  if (input.firstName !== undefined) set.firstName = input.firstName;
  if (input.lastName !== undefined) set.lastName = input.lastName;
  if (input.phone !== undefined) set.phone = input.phone;
  if (input.companyName !== undefined) set.companyName = input.companyName || null;
  if (input.smsNotifications !== undefined) set.smsNotifications = input.smsNotifications;
  if (input.emailNotifications !== undefined) set.emailNotifications = input.emailNotifications;
  if (input.announcements !== undefined) set.announcements = input.announcements;
  if (input.socialLinks !== undefined) {
    const merged: SocialLinks = { ...parseSocialLinks(current.socialLinks) };
    for (const k of SOCIAL_KEYS) if (input.socialLinks[k] !== undefined) merged[k] = input.socialLinks[k];
    const kept = Object.fromEntries(Object.entries(merged).filter(([, v]) => v));
    set.socialLinks = JSON.stringify(kept);
  }
  if (input.username !== undefined && input.username !== current.username) {
    const taken = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, input.username)).get();
    if (taken) throw fieldError("username", MESSAGES.usernameTaken, 409);
    set.username = input.username;
  }
  const changed = Object.keys(set).filter((k) => k !== "updatedAt");
  try {
    await ctx.db.batch([
      ctx.db
        .update(users)
        .set(set)
        .where(and(eq(users.id, userId), eq(users.status, "active"))),
      activityStatement(ctx, "user.profile_update", { type: "user", id: userId }, { fields: changed }),
    ]);
  } catch (e) {
    if (isUniqueViolation(e, "users", "username")) throw fieldError("username", MESSAGES.usernameTaken, 409);
    throw e;
  }
  return getProfile(ctx, userId);
}
