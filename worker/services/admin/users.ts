import { and, desc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import { userPreferences, users } from "../../db/schema";
import { readPage } from "../platform/paging";
import { pageOfRows } from "../../db/sql";
import { trigramPhrase } from "./text-search";
import { newestMatchingUsers } from "./user-search";
import { ADMIN_USER_MESSAGES, type AdminUserFilters } from "../../contracts/admin-users";
import type { ServiceCtx } from "../../lib/context";
import { ApiError, fieldError } from "../../lib/errors";

type UserRow = typeof users.$inferSelect;

export const toAdminUserRow = (u: UserRow) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  username: u.username,
  phone: u.phone,
  accountType: u.accountType,
  adminAccess: u.adminAccess,
  kycVerified: u.kycVerified,
  status: u.status,
  createdAt: u.createdAt,
});

/** A Lagos calendar day (UTC+1, no daylight saving) as [start, end] in epoch ms. */
function lagosDay(day: string): [number, number] {
  const start = Date.parse(`${day}T00:00:00+01:00`);
  return [start, start + 24 * 3600_000 - 1];
}

/**
 * Newest first; each filter has its index ending in created_at (migrations/0026): account type, status, KYC,
 * and the based state through user_preferences(based_state_id, user_id).
 */
export async function listUsers(ctx: ServiceCtx, q: AdminUserFilters & { page: number; perPage: number }) {
  const conds = [ne(users.status, "deleted")];
  if (q.accountType) conds.push(eq(users.accountType, q.accountType));
  if (q.status) conds.push(eq(users.status, q.status));
  if (q.kyc) conds.push(eq(users.kycVerified, q.kyc === "verified"));
  if (q.stateId)
    conds.push(
      inArray(
        users.id,
        ctx.db
          .select({ id: userPreferences.userId })
          .from(userPreferences)
          .where(eq(userPreferences.basedStateId, q.stateId)),
      ),
    );
  if (q.joinedFrom) conds.push(gte(users.createdAt, lagosDay(q.joinedFrom)[0]));
  if (q.joinedTo) conds.push(lte(users.createdAt, lagosDay(q.joinedTo)[1]));
  if (q.joinedFrom && q.joinedTo && q.joinedFrom > q.joinedTo)
    throw fieldError("joinedTo", "The end date must be on or after the start date.");
  if (q.search) {
    // Any part of the email, username, "first last" or phone, case-insensitively: from the trigram index newest first
    // (user-search.ts), or, for 1–2 characters or filters few of the matches pass, tested on each row of the
    // newest-first walk of the users the filters' index holds.
    const phrase = trigramPhrase(q.search);
    const found = phrase
      ? await newestMatchingUsers(
          ctx,
          phrase,
          conds,
          q,
          {
            from: q.joinedFrom ? lagosDay(q.joinedFrom)[0] : undefined,
            to: q.joinedTo ? lagosDay(q.joinedTo)[1] : undefined,
          },
          Boolean(q.accountType || q.status || q.kyc || q.stateId),
        )
      : null;
    if (found) return pageOfRows(found, q, toAdminUserRow);
    // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a search box takes longer text.
    const s = q.search.toLowerCase();
    conds.push(
      or(
        sql`instr(lower(${users.email}), ${s}) > 0`,
        sql`instr(lower(${users.username}), ${s}) > 0`,
        sql`instr(lower(${users.firstName} || ' ' || coalesce(${users.lastName}, '')), ${s}) > 0`,
        sql`instr(coalesce(${users.phone}, ''), ${s}) > 0`,
      )!,
    );
  }
  return readPage(
    ctx.db
      .select()
      .from(users)
      .where(and(...conds))
      .orderBy(desc(users.createdAt), desc(users.id)),
    q,
    toAdminUserRow,
  );
}

/** The user an admin may manage here: 404 when missing or deleted, 403 for staff accounts (Teams page). */
export async function managedUser(ctx: ServiceCtx, id: string) {
  const u = await ctx.db.select().from(users).where(eq(users.id, id)).get();
  if (!u || u.status === "deleted" || u.status === "deleting") throw new ApiError(404, ADMIN_USER_MESSAGES.notFound);
  if (u.adminAccess) throw new ApiError(403, ADMIN_USER_MESSAGES.staffAccount);
  return u;
}

/** WHERE of every admin write to a user: never a staff account, never a deleted one (decided by the write). */
export const manageable = (id: string) =>
  and(eq(users.id, id), eq(users.adminAccess, false), sql`${users.status} IN ('active', 'deactivated')`);
