import { z } from "zod";
import { sqlGet } from "../../db/sql";
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { flushApiLogs } from "../../lib/api-log-buffer";
import {
  activityLogs,
  apiLogs,
  emailOutbox,
  emailCaptures,
  emailChanges,
  favorites,
  propertyRequests,
  savedSearches,
  kycSubmissions,
  newsletterSubscribers,
  notifications,
  passwordResets,
  properties,
  sessions,
  pushSubscriptions,
  userIdentities,
  userPreferences,
  users,
  payoutAccounts,
  projects,
  developerSubAccounts,
  propertyMedia,
} from "../../db/schema";
import { LIVE_STATUSES } from "../../contracts/bookings";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { sendEmail, templates } from "../platform/email";
import { activeUserByPassword } from "./profile-email";
import { profileKeyPrefix } from "./profile-images";
import { objectKeysOf, storedKeyColumns } from "../listings/uploads";
import { forgetCachedMedia } from "../../lib/media-cache";
import type { StayStatus } from "../../contracts/stays";

/** Not a hash of anything: verifyPassword rejects it for every password. */
const UNUSABLE_PASSWORD = "deleted$account";
/** Inspections that still hold money or a slot: the live ones, and a disputed fee awaiting an admin. */
const DELETION_BLOCKING_INSPECTIONS = [...LIVE_STATUSES, "disputed"];

/**
 * SPEC.md §2 /data-deletion. Personal data goes in one batch (all or nothing); the user row itself stays,
 * anonymised, because activity logs and, once they exist, wallet ledger, payments and bookings must keep
 * pointing at it. Stored pictures and documents are removed after the batch.
 */
export async function deleteAccount(ctx: ServiceCtx, userId: string, password: string) {
  const user = await activeUserByPassword(ctx, userId, password, "delete-account");
  await eraseAccount(ctx, user, "self");
}

/**
 * The back office deletes a member's account (active or deactivated, never a staff account) exactly as the member
 * would: the same blockers (money or a booking still in play), the same wipe, the same goodbye mail; logged as the
 * staff member's.
 */
export async function deleteAccountByStaff(ctx: ServiceCtx, user: typeof users.$inferSelect) {
  await eraseAccount(ctx, user, "staff");
}

async function eraseAccount(ctx: ServiceCtx, user: typeof users.$inferSelect, by: "self" | "staff") {
  const userId = user.id;
  const from = user.status;
  const kycKeys = await ctx.db
    .select({ documentKey: kycSubmissions.documentKey, selfieKey: kycSubmissions.selfieKey })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .all();

  // This isolate's buffered request-log rows are written first, so the scrub below reaches them too.
  await flushApiLogs(ctx.env);
  // One guarded write decides: the account leaves "active" only if nothing of value still depends on it.
  const blockers = deletionBlockers(userId);
  const held = await ctx.db
    .update(users)
    .set({ status: "deleting", updatedAt: ctx.now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.status, from),
        ...(by === "staff" ? [eq(users.adminAccess, false)] : []),
        ...blockers.map((b) => sql`NOT ${b.exists}`),
      ),
    )
    .returning({ id: users.id });
  if (!held.length) {
    for (const b of blockers) {
      const hit = await sqlGet(ctx.db, sql`SELECT ${b.exists} AS hit`, z.object({ hit: z.number() }));
      if (hit?.hit) throw new ApiError(409, by === "self" ? b.message : b.theirs);
    }
    throw new ApiError(409, "This account is already deleted.");
  }

  // A developer's staff accounts, as a subquery (one per statement that uses it).
  const subAccountIds = () =>
    ctx.db
      .select({ id: developerSubAccounts.userId })
      .from(developerSubAccounts)
      .where(eq(developerSubAccounts.parentId, userId));
  const [wiped] = await ctx.db
    .batch([
      ctx.db
        .update(users)
        .set({
          firstName: "Deleted",
          lastName: "user",
          email: `deleted-${userId}@deleted.invalid`,
          username: `deleted_${userId}`,
          phone: null,
          passwordHash: UNUSABLE_PASSWORD,
          profilePicture: null,
          bannerImage: null,
          companyName: null,
          companyRegNumber: null,
          companyRegVerified: false,
          kycVerified: false,
          socialLinks: "{}",
          smsNotifications: false,
          emailNotifications: false,
          status: "deleted",
          deletedAt: ctx.now,
          updatedAt: ctx.now,
        })
        .where(and(eq(users.id, userId), eq(users.status, "deleting")))
        .returning({ id: users.id }),
      ctx.db
        .update(sessions)
        .set({ revokedAt: ctx.now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
      // Before email_changes goes: the addresses the person asked to move to are theirs too.
      ...scrubTraces(
        ctx,
        userId,
        or(
          eq(emailOutbox.to, user.email),
          inArray(
            emailOutbox.to,
            ctx.db.select({ to: emailChanges.newEmail }).from(emailChanges).where(eq(emailChanges.userId, userId)),
          ),
        )!,
      ),
      ctx.db
        .update(properties)
        .set({ status: "deleted", updatedAt: ctx.now })
        .where(and(eq(properties.ownerId, userId), ne(properties.status, "deleted"))),
      // A developer's projects leave the site, and its staff accounts lose access with it.
      ctx.db
        .update(projects)
        .set({ listed: false, delistReason: "The developer closed its account.", updatedAt: ctx.now })
        .where(eq(projects.ownerId, userId)),
      ctx.db.update(users).set({ status: "deactivated", updatedAt: ctx.now }).where(inArray(users.id, subAccountIds())),
      ctx.db
        .update(sessions)
        .set({ revokedAt: ctx.now })
        .where(and(isNull(sessions.revokedAt), inArray(sessions.userId, subAccountIds()))),
      ctx.db
        .delete(developerSubAccounts)
        .where(or(eq(developerSubAccounts.parentId, userId), eq(developerSubAccounts.userId, userId))),
      ctx.db.delete(favorites).where(eq(favorites.userId, userId)),
      ctx.db.delete(savedSearches).where(eq(savedSearches.userId, userId)),
      // Requests leave the listers' list and keep no words of the person's own.
      ctx.db
        .update(propertyRequests)
        .set({ status: "closed", notes: "", updatedAt: ctx.now })
        .where(eq(propertyRequests.userId, userId)),
      ctx.db.delete(notifications).where(eq(notifications.userId, userId)),
      // A browser's push endpoint is personal data too.
      ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
      ctx.db.delete(userIdentities).where(eq(userIdentities.userId, userId)),
      ctx.db.delete(userPreferences).where(eq(userPreferences.userId, userId)),
      ctx.db.delete(emailChanges).where(eq(emailChanges.userId, userId)),
      ctx.db.delete(passwordResets).where(eq(passwordResets.userId, userId)),
      ctx.db.delete(kycSubmissions).where(eq(kycSubmissions.userId, userId)),
      // Payout accounts keep their row for the withdrawals that point at them, without the holder's name or number.
      ctx.db
        .update(payoutAccounts)
        .set({
          accountName: "Deleted account holder",
          accountNumber: sql`'deleted-' || ${payoutAccounts.id}`,
          recipientCode: "",
          removedAt: ctx.now,
        })
        .where(eq(payoutAccounts.userId, userId)),
      ctx.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      ctx.db.delete(emailCaptures).where(eq(emailCaptures.email, user.email)),
      by === "self"
        ? activityStatement(
            { ...ctx, ip: null },
            "user.deleted",
            { type: "user", id: userId },
            { accountType: user.accountType },
            userId,
          )
        : activityStatement(ctx, "user.deleted", { type: "user", id: userId }, { accountType: user.accountType, by }),
    ])
    .catch(async (e: unknown) => {
      // Nothing was wiped: the account is usable again.
      await ctx.db
        .update(users)
        .set({ status: from })
        .where(and(eq(users.id, userId), eq(users.status, "deleting")));
      throw e;
    });
  if (!wiped.length) throw new ApiError(409, "This account is already deleted.");
  // The rest of this request (its API log line included) no longer records where the person was.
  if (by === "self") {
    ctx.ip = null;
    ctx.userAgent = null;
  }

  await removeStoredFiles(
    ctx,
    userId,
    kycKeys.flatMap((k) => [k.documentKey, k.selfieKey]).filter((k): k is string => !!k),
  );
  // The goodbye goes to the address the person used; it is the last time it is used.
  await sendEmail(ctx, "account_deleted", { to: user.email, ...templates.accountDeleted(user.firstName) }).catch(
    () => undefined,
  );
  // ...and that mail's outbox row is scrubbed like the others.
  await scrubOutbox(ctx, userId, eq(emailOutbox.to, user.email)).run();
}

/**
 * What an account cannot be deleted with: money in its wallet, a withdrawal on its way, or a booking still in
 * play (either side). Each is a SQL EXISTS, used inside the guarded UPDATE and, on refusal, to name the reason.
 */
const LIVE_STAY_STATUSES: StayStatus[] = ["pending_payment", "awaiting_host", "confirmed", "checked_in"];

function deletionBlockers(userId: string): { exists: SQL; message: string; theirs: string }[] {
  const live = sql.join(
    DELETION_BLOCKING_INSPECTIONS.map((s) => sql`${s}`),
    sql`, `,
  );
  return [
    {
      exists: sql`EXISTS (SELECT 1 FROM ledger_accounts WHERE user_id = ${userId} AND kind = 'wallet' AND balance_kobo > 0)`,
      message: "Your wallet still holds money. Withdraw it to your bank account first, then delete the account.",
      theirs: "This member's wallet still holds money: it must be withdrawn or refunded first.",
    },
    {
      exists: sql`EXISTS (SELECT 1 FROM withdrawals WHERE user_id = ${userId} AND status = 'pending')`,
      message: "A withdrawal to your bank is still on its way. Try again once it has arrived.",
      theirs: "A withdrawal of this member's is still on its way to their bank. Try again once it has arrived.",
    },
    {
      exists: sql`EXISTS (SELECT 1 FROM inspection_bookings WHERE (seeker_id = ${userId} OR agent_id = ${userId}) AND status IN (${live}))`,
      message: "You have inspection bookings still in progress. Cancel or finish them first, then delete the account.",
      theirs: "This member has inspection bookings still in progress.",
    },
    {
      exists: sql`EXISTS (SELECT 1 FROM project_reservations WHERE (seeker_id = ${userId} OR developer_id = ${userId}) AND status IN ('awaiting_payment', 'pending'))`,
      message:
        "You have unit reservations awaiting a decision. Wait for them to be confirmed or cancel them first, then delete the account.",
      theirs: "This member has unit reservations awaiting a decision.",
    },
    {
      // Short stays (as guest or host) that still hold nights or money in escrow: unpaid holds, paid stays
      // awaiting the host, confirmed ones and checked-in ones whose deposit is not yet settled.
      exists: sql`EXISTS (SELECT 1 FROM stay_bookings WHERE (guest_id = ${userId} OR host_id = ${userId}) AND status IN (${sql.join(
        LIVE_STAY_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
      message:
        "You have short stays still in progress (as guest or host). Wait for them to finish or cancel them first, then delete the account.",
      theirs: "This member has short stays still in progress (as guest or host).",
    },
  ];
}

/** Outbox rows to the person's addresses keep template, subject, status and times; recipient and bodies go. */
function scrubOutbox(ctx: ServiceCtx, userId: string, toThem: SQL) {
  return ctx.db
    .update(emailOutbox)
    .set({ to: `deleted-${userId}@deleted.invalid`, text: "[removed: account deleted]", html: null, error: null })
    .where(toThem);
}

/**
 * The person's email, names and IPs leave the logs too: the outbox, sampled API logs, sessions (IP and
 * device) and the IPs on their activity entries. What happened, and when, stays in the activity log.
 */
function scrubTraces(ctx: ServiceCtx, userId: string, toThem: SQL) {
  return [
    scrubOutbox(ctx, userId, toThem),
    // Runs before the sessions' and activity entries' IPs are cleared: sign-in requests are logged without a user
    // id, so the person's known addresses find them (another person behind the same address loses only a log IP).
    ctx.db
      .update(apiLogs)
      .set({ ip: null })
      .where(
        or(
          eq(apiLogs.userId, userId),
          inArray(
            apiLogs.ip,
            sql`(SELECT ${sessions.ip} FROM ${sessions} WHERE ${sessions.userId} = ${userId} AND ${sessions.ip} IS NOT NULL
                 UNION SELECT ${activityLogs.ip} FROM ${activityLogs} WHERE ${activityLogs.actorId} = ${userId} AND ${activityLogs.ip} IS NOT NULL)`,
          ),
        ),
      ),
    ctx.db.update(sessions).set({ ip: null, userAgent: null }).where(eq(sessions.userId, userId)),
    ctx.db.update(activityLogs).set({ ip: null }).where(eq(activityLogs.actorId, userId)),
  ] as const;
}

/** Profile pictures, banners and KYC documents. A failure here leaves orphans, never personal data in D1. */
async function removeStoredFiles(ctx: ServiceCtx, userId: string, kycKeys: string[]) {
  const keys = [...kycKeys];
  for (const prefix of [profileKeyPrefix(userId), `kyc/${userId}/`]) {
    let cursor: string | undefined;
    do {
      const page = await ctx.env.MEDIA.list({ prefix, cursor });
      keys.push(...page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  for (let i = 0; i < keys.length; i += 500) await ctx.env.MEDIA.delete(keys.slice(i, i + 500)).catch(() => undefined);
  // Their listing photos stay in R2 (rows are kept for reports) but are no longer public: drop the edge copies.
  const photos = await ctx.db
    .select(storedKeyColumns)
    .from(propertyMedia)
    .where(eq(propertyMedia.ownerId, userId))
    .all();
  await forgetCachedMedia(ctx.env, [...keys.filter((k) => k.startsWith("profiles/")), ...photos.flatMap(objectKeysOf)]);
}
