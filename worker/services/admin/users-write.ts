import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { emailChanges, passwordResets, sessions, users } from "../../db/schema";
import {
  ADMIN_USER_MESSAGES,
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
  type ChangePasswordInput,
} from "../../contracts/admin-users";
import { AUTH } from "../../contracts/constants";
import type { ServiceCtx } from "../../lib/context";
import { prepared, q } from "../../db/sql";
import { activityStatement } from "../platform/activity";
import { hashPassword, newId, randomToken, sha256Hex } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import { ApiError, fieldError } from "../../lib/errors";
import { expireResetLinks } from "../accounts/auth";
import { newAccountRow } from "../accounts/users";
import { deleteAccountByStaff } from "../accounts/account-deletion";
import { sendEmail, templates } from "../platform/email";
import { manageable, managedUser, toAdminUserRow } from "./users";

/** A set-password link of an account made by support lives a week (a reset link: one hour). */
const CREATED_LINK_MS = 7 * 24 * 3600_000;

function uniqueToField(e: unknown): never {
  if (isUniqueViolation(e, "users", "email")) throw fieldError("email", ADMIN_USER_MESSAGES.emailTaken, 409);
  if (isUniqueViolation(e, "users", "username")) throw fieldError("username", ADMIN_USER_MESSAGES.usernameTaken, 409);
  throw e;
}

/** An activity entry about a user written only when `guard` (SQL over the users table, alias u) holds as the statement runs. */
function guardedLog(ctx: ServiceCtx, action: string, userId: string, details: SQL, guard: SQL) {
  return prepared(
    ctx,
    activityStatement(ctx, action, { type: "user", id: sql`u.id` }, details, undefined, {
      from: sql`users u`,
      where: sql`u.id = ${userId} AND ${guard}`,
    }),
  );
}

/**
 * POST /admin/api/users: any non-staff account type. One batch writes the user, a set-password link and the
 * activity entry, so a duplicate email or username (decided by the UNIQUE indexes) writes nothing. The
 * password is unusable until the user chooses one through the link; the mail holds no password.
 */
export async function createUser(ctx: ServiceCtx, input: AdminCreateUserInput) {
  const id = newId();
  const token = randomToken();
  const row = newAccountRow(ctx, {
    id,
    firstName: input.firstName,
    lastName: input.lastName ?? null,
    email: input.email,
    username: input.username,
    phone: input.phone,
    passwordHash: await hashPassword(randomToken()),
    accountType: input.accountType,
    companyName: input.companyName,
  });
  const after = {
    accountType: row.accountType,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    phone: row.phone,
    companyName: row.companyName,
  };
  try {
    await ctx.db.batch([
      ctx.db.insert(users).values(row),
      ctx.db.insert(passwordResets).values({
        id: newId(),
        userId: id,
        tokenHash: await sha256Hex(token),
        createdAt: ctx.now,
        expiresAt: ctx.now + CREATED_LINK_MS,
      }),
      activityStatement(ctx, "admin.user_create", { type: "user", id }, { before: null, after }),
    ]);
  } catch (e) {
    uniqueToField(e);
  }
  const url = `${ctx.env.APP_URL}/amnesia/reset-password?token=${encodeURIComponent(token)}`;
  await sendEmail(ctx, "account_created", {
    to: row.email,
    ...templates.accountCreatedBySupport(row.firstName, row.username, url),
  });
  const created = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  return { user: toAdminUserRow(created!) };
}

const EDITABLE = ["accountType", "firstName", "lastName", "email", "phone", "username", "companyName"] as const;

/** PUT/PATCH /admin/api/users/{id}: the fields sent change; email and username stay unique by their indexes (409). */
export async function updateUser(ctx: ServiceCtx, id: string, input: AdminUpdateUserInput) {
  const before = await managedUser(ctx, id);
  const set: Partial<typeof users.$inferInsert> = { ...input, updatedAt: ctx.now };
  if (input.accountType) set.subAccountType = input.accountType === "brokerage" ? "broker" : null;
  const changed = EDITABLE.filter((k) => k in input && input[k] !== before[k]);
  const details = JSON.stringify({
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, input[k]])),
  });
  let updated: (typeof users.$inferSelect)[];
  try {
    const [, rows] = await ctx.db.batch([
      activityStatement(ctx, "admin.user_update", { type: "user", id: sql`${users.id}` }, details, undefined, {
        from: sql`${users}`,
        where: manageable(id),
      }),
      ctx.db.update(users).set(set).where(manageable(id)).returning(),
    ]);
    updated = rows;
  } catch (e) {
    uniqueToField(e);
  }
  if (updated.length === 0) await managedUser(ctx, id); // it changed under us: 404 or 403, as a fresh call would say
  return { user: toAdminUserRow(updated[0] ?? before) };
}

/**
 * POST /admin/api/users/{id}/deactivate. One batch: the activity entry and the status change are guarded by
 * "active, not staff"; the UPDATE stamps a fresh status_change_id, and the session revocation and listing
 * suspension run only if that id is still this batch's (so of ten parallel calls, each write belongs to the
 * call that changed the status). The session check (authenticate) refuses a non-active user on the very next
 * request; listings go to 'suspended', which every 'active' filter and the live-count triggers already exclude.
 */
export async function deactivateUser(ctx: ServiceCtx, id: string, reason: string) {
  const change = newId();
  const guard = `u.status = 'active' AND u.admin_access = 0`;
  const [, user, , listings] = await ctx.env.DB.batch([
    guardedLog(
      ctx,
      "admin.user_deactivate",
      id,
      sql`json_object('before', json_object('status', 'active'), 'after', json_object('status', 'deactivated', 'reason', ${reason}), 'listingsHidden', (SELECT count(*) FROM properties WHERE owner_id = u.id AND status = 'active'))`,
      sql.raw(guard),
    ),
    q(
      ctx,
      `UPDATE users SET status = 'deactivated', deactivated_at = ?3, deactivation_reason = ?4, status_change_id = ?2, updated_at = ?3
      WHERE id = ?1 AND status = 'active' AND admin_access = 0 RETURNING id`,
      id,
      change,
      ctx.now,
      reason,
    ),
    q(
      ctx,
      `UPDATE sessions SET revoked_at = ?3 WHERE user_id = ?1 AND revoked_at IS NULL AND ${STILL_THIS_CHANGE}`,
      id,
      change,
      ctx.now,
    ),
    moveListings(ctx, id, change, "active", "suspended"),
  ]);
  return statusChanged(ctx, id, "deactivated", user, listings);
}

/** POST /admin/api/users/{id}/activate: exactly the listings this account's deactivation suspended come back. */
export async function activateUser(ctx: ServiceCtx, id: string, note?: string) {
  const change = newId();
  const guard = `u.status = 'deactivated' AND u.admin_access = 0`;
  const [, user, listings] = await ctx.env.DB.batch([
    guardedLog(
      ctx,
      "admin.user_activate",
      id,
      sql`json_object('before', json_object('status', 'deactivated', 'reason', u.deactivation_reason), 'after', json_object('status', 'active', 'note', ${note ?? null}), 'listingsRestored', (SELECT count(*) FROM properties WHERE owner_id = u.id AND status = 'suspended'))`,
      sql.raw(guard),
    ),
    q(
      ctx,
      `UPDATE users SET status = 'active', deactivated_at = NULL, deactivation_reason = NULL, status_change_id = ?2, updated_at = ?3
      WHERE id = ?1 AND status = 'deactivated' AND admin_access = 0 RETURNING id`,
      id,
      change,
      ctx.now,
    ),
    moveListings(ctx, id, change, "suspended", "active"),
  ]);
  return statusChanged(ctx, id, "active", user, listings);
}

/** Holds while the user's status_change_id is still this batch's (?1 the user, ?2 the change's id). */
const STILL_THIS_CHANGE = `EXISTS (SELECT 1 FROM users WHERE id = ?1 AND status_change_id = ?2)`;

/** The owner's listings in `from` go to `to`, only if the status change is still this batch's. */
const moveListings = (
  ctx: ServiceCtx,
  id: string,
  change: string,
  from: "active" | "suspended",
  to: "active" | "suspended",
) =>
  q(
    ctx,
    `UPDATE properties SET status = '${to}', updated_at = ?3 WHERE owner_id = ?1 AND status = '${from}' AND ${STILL_THIS_CHANGE} RETURNING id`,
    id,
    change,
    ctx.now,
  );

/** The answer of a status change whose users UPDATE returned its row; otherwise the 409 saying why not. */
async function statusChanged(
  ctx: ServiceCtx,
  id: string,
  status: "active" | "deactivated",
  user: D1Result | undefined,
  listings: D1Result | undefined,
) {
  if (!user?.results.length) await refuseStatusChange(ctx, id, status);
  return { id, status, listingsChanged: listings?.results.length ?? 0 };
}

async function refuseStatusChange(ctx: ServiceCtx, id: string, wanted: "active" | "deactivated"): Promise<never> {
  const u = await managedUser(ctx, id);
  if (u.status === wanted)
    throw new ApiError(
      409,
      wanted === "active" ? ADMIN_USER_MESSAGES.alreadyActive : ADMIN_USER_MESSAGES.alreadyDeactivated,
    );
  throw new ApiError(409, `This account is ${u.status}: it cannot be changed now.`);
}

/**
 * POST /admin/api/users/{id}/change-password: support sets a password or sends a reset link. Either way every
 * session ends, waiting reset and email-change links die, and the user is told support did it.
 */
export async function adminChangePassword(ctx: ServiceCtx, id: string, input: ChangePasswordInput) {
  const u = await managedUser(ctx, id);
  const token = input.mode === "reset_link" ? randomToken() : null;
  const hash = input.mode === "set" ? await hashPassword(input.password) : null;
  const [, changed] = await ctx.db.batch([
    activityStatement(
      ctx,
      "admin.user_password",
      { type: "user", id: sql`${users.id}` },
      { mode: input.mode, sessionsEnded: true },
      undefined,
      { from: sql`${users}`, where: manageable(id) },
    ),
    ctx.db
      .update(users)
      .set({ updatedAt: ctx.now, ...(hash ? { passwordHash: hash } : {}) })
      .where(manageable(id))
      .returning({ id: users.id }),
    ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt))),
    expireResetLinks(ctx, id),
    ctx.db
      .update(emailChanges)
      .set({ usedAt: ctx.now })
      .where(and(eq(emailChanges.userId, id), isNull(emailChanges.usedAt))),
    ...(token
      ? [
          ctx.db.insert(passwordResets).values({
            id: newId(),
            userId: id,
            tokenHash: await sha256Hex(token),
            createdAt: ctx.now,
            expiresAt: ctx.now + AUTH.resetTokenMs,
          }),
        ]
      : []),
  ]);
  if (changed.length === 0) await managedUser(ctx, id);
  const url = token ? `${ctx.env.APP_URL}/amnesia/reset-password?token=${encodeURIComponent(token)}` : null;
  await sendEmail(ctx, "password_changed_by_support", {
    to: u.email,
    ...templates.passwordChangedBySupport(u.firstName, url),
  });
  return {
    message: token
      ? "A reset link was emailed; every session was ended."
      : "The password was changed and every session was ended; the user was emailed.",
  };
}

/**
 * Deletes a member's account for them (a request by phone or mail, a scam account): 404 for an unknown or deleted
 * one, 403 for a staff account, 409 naming what still holds money or a booking, as for the member's own deletion.
 */
export async function deleteUser(ctx: ServiceCtx, id: string) {
  await deleteAccountByStaff(ctx, await managedUser(ctx, id));
  return { message: ADMIN_USER_MESSAGES.deleted };
}
