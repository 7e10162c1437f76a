import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { duplicateFlags, listingReports, properties, users } from "../../db/schema";
import { LISTING_RULES } from "../../contracts/listings";
import type { DuplicateResolveInput, ReportResolveInput } from "../../contracts/moderation";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { sendEmail, templates } from "../platform/email";
import { publishable, unpublishableError } from "../listings/shared";
import { notifyListingModerated } from "../notifications/events";

/**
 * Admin moderation actions. Each one is a single db.batch: the first statement is the guarded change
 * (UPDATE ... WHERE status = <expected>), and every later statement only takes effect when that change
 * happened, so a lost race (two admins, one report) changes nothing and logs nothing.
 */
const DELISTABLE = ["active", "deactivated", "pending_review"] as const;
const SUSPENSION_WINDOW_MS = 90 * 24 * 3600_000;

function actorOf(ctx: ServiceCtx) {
  const id = ctx.actor?.id;
  if (!id) throw new ApiError(401, MESSAGES.unauthorized);
  return id;
}

/**
 * An activity row written only when `guard` holds at that point of the batch. `changes()` is the row
 * count of the statement just before, so `logIf(..., changed)` right after a guarded UPDATE logs exactly
 * when it matched.
 */
export function logIf(
  ctx: ServiceCtx,
  guard: SQL,
  action: string,
  target: { type: string; id: string },
  details: Record<string, unknown>,
) {
  return activityStatement(ctx, action, target, details, undefined, { where: guard });
}
export const changed = sql`changes() > 0`;

function delistStatement(ctx: ServiceCtx, propertyId: string, reason: string, onlyIf?: SQL) {
  return ctx.db
    .update(properties)
    .set({ status: "delisted", delistReason: reason, updatedAt: ctx.now })
    .where(and(eq(properties.id, propertyId), inArray(properties.status, DELISTABLE), onlyIf))
    .returning({ id: properties.id });
}

async function propertyOr404(ctx: ServiceCtx, id: string) {
  const p = await ctx.db
    .select({ id: properties.id, title: properties.title, status: properties.status })
    .from(properties)
    .where(eq(properties.id, id))
    .get();
  if (!p) throw new ApiError(404, MESSAGES.notFound);
  return p;
}

const notDelistable = (status: string) =>
  new ApiError(
    409,
    status === "delisted"
      ? "This listing is already delisted."
      : status === "deleted"
        ? "This listing was deleted by its lister and cannot be delisted."
        : "This listing cannot be delisted.",
  );

export async function delistListing(ctx: ServiceCtx, id: string, reason: string) {
  actorOf(ctx);
  const p = await propertyOr404(ctx, id);
  if (!(DELISTABLE as readonly string[]).includes(p.status)) throw notDelistable(p.status);
  const [updated] = await ctx.db.batch([
    delistStatement(ctx, id, reason),
    logIf(
      ctx,
      changed,
      "listing.delist",
      { type: "property", id },
      { title: p.title, reason, before: { status: p.status }, after: { status: "delisted", delistReason: reason } },
    ),
  ]);
  if (!updated.length) throw notDelistable((await propertyOr404(ctx, id)).status);
  await notifyListingModerated(ctx, id, "delisted", reason);
  return { id, status: "delisted" as const, delistReason: reason };
}

export async function relistListing(ctx: ServiceCtx, id: string) {
  actorOf(ctx);
  const p = await propertyOr404(ctx, id);
  const conflict = new ApiError(409, "Only a delisted listing can be relisted.");
  if (p.status !== "delisted") throw conflict;
  // Relisting counts as a fresh confirmation, so the listing shows in search again straight away.
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(properties)
      .set({ status: "active", delistReason: null, confirmedAt: ctx.now, reminderSentAt: null, updatedAt: ctx.now })
      // A relisted listing goes live, so it must be publishable (a photo, sane facts) like any other.
      .where(and(eq(properties.id, id), eq(properties.status, "delisted"), publishable))
      .returning({ id: properties.id }),
    logIf(
      ctx,
      changed,
      "listing.relist",
      { type: "property", id },
      { title: p.title, before: { status: "delisted" }, after: { status: "active" } },
    ),
  ]);
  if (!updated.length) throw (await unpublishableError(ctx, id)) ?? conflict;
  await notifyListingModerated(ctx, id, "relisted");
  return { id, status: "active" as const, confirmedAt: ctx.now };
}

export async function resolveReport(ctx: ServiceCtx, id: string, input: ReportResolveInput) {
  const actorId = actorOf(ctx);
  const report = await ctx.db
    .select({
      status: listingReports.status,
      reason: listingReports.reason,
      propertyId: properties.id,
      title: properties.title,
      ownerId: properties.ownerId,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .where(eq(listingReports.id, id))
    .get();
  if (!report) throw new ApiError(404, MESSAGES.notFound);
  const conflict = new ApiError(409, "This report was already resolved.");
  if (report.status !== "open") throw conflict;
  const status = input.action === "uphold" ? ("upheld" as const) : ("dismissed" as const);
  // Identifies this very resolution for the statements that follow the guarded one.
  const resolvedHere = sql`exists (select 1 from ${listingReports} where ${listingReports.id} = ${id} and ${listingReports.status} = ${status} and ${listingReports.resolvedBy} = ${actorId} and ${listingReports.resolvedAt} = ${ctx.now})`;
  const head = [
    ctx.db
      .update(listingReports)
      .set({ status, resolvedBy: actorId, resolvedAt: ctx.now })
      .where(and(eq(listingReports.id, id), eq(listingReports.status, "open")))
      .returning({ id: listingReports.id }),
    logIf(
      ctx,
      changed,
      `report.${input.action}`,
      { type: "listing_report", id },
      { propertyId: report.propertyId, title: report.title, reason: report.reason, delist: input.delist },
    ),
  ] as const;
  if (input.action === "dismiss") {
    const [updated] = await ctx.db.batch(head);
    if (!updated.length) throw conflict;
    return { id, status, delisted: false, ownerSuspended: false };
  }
  const reason = input.reason ?? "";
  const windowStart = ctx.now - SUSPENSION_WINDOW_MS;
  const upheldRecently = sql`(select count(*) from ${listingReports} inner join ${properties} on ${properties.id} = ${listingReports.propertyId}
    where ${properties.ownerId} = ${report.ownerId} and ${listingReports.status} = 'upheld' and ${listingReports.resolvedAt} >= ${windowStart})`;
  const results = await ctx.db.batch([
    ...head,
    ...(input.delist
      ? [
          delistStatement(ctx, report.propertyId, reason, resolvedHere),
          logIf(
            ctx,
            changed,
            "listing.delist",
            { type: "property", id: report.propertyId },
            { title: report.title, reason, reportId: id },
          ),
        ]
      : []),
    // Suspended once: the guard on listing_suspended_at keeps the first date and sends one email.
    ctx.db
      .update(users)
      .set({ listingSuspendedAt: ctx.now, updatedAt: ctx.now })
      .where(
        and(
          eq(users.id, report.ownerId),
          isNull(users.listingSuspendedAt),
          resolvedHere,
          sql`${upheldRecently} >= ${LISTING_RULES.upheldReportsToSuspend}`,
        ),
      )
      .returning({ email: users.email, firstName: users.firstName }),
    logIf(
      ctx,
      changed,
      "user.listing_suspended",
      { type: "user", id: report.ownerId },
      { reportId: id, upheldReports: LISTING_RULES.upheldReportsToSuspend },
    ),
  ]);
  if (!(results[0] as unknown[]).length) throw conflict;
  const delisted = input.delist ? (results[2] as unknown[]).length > 0 : false;
  const suspended = results[results.length - 2] as { email: string; firstName: string }[];
  if (suspended[0])
    await sendEmail(ctx, "listing_suspended", {
      to: suspended[0].email,
      ...templates.listingSuspended(suspended[0].firstName, `${ctx.env.APP_URL}/help`),
    });
  return { id, status, delisted, ownerSuspended: suspended.length > 0 };
}

export async function resolveDuplicate(ctx: ServiceCtx, id: string, input: DuplicateResolveInput) {
  const actorId = actorOf(ctx);
  const flag = await ctx.db
    .select({
      status: duplicateFlags.status,
      propertyId: duplicateFlags.propertyId,
      otherPropertyId: duplicateFlags.otherPropertyId,
      title: properties.title,
    })
    .from(duplicateFlags)
    .innerJoin(properties, eq(properties.id, duplicateFlags.propertyId))
    .where(eq(duplicateFlags.id, id))
    .get();
  if (!flag) throw new ApiError(404, MESSAGES.notFound);
  const conflict = new ApiError(409, "This duplicate flag was already resolved.");
  if (flag.status !== "open") throw conflict;
  const status = input.action === "dismiss" ? ("dismissed" as const) : ("actioned" as const);
  const resolvedHere = sql`exists (select 1 from ${duplicateFlags} where ${duplicateFlags.id} = ${id} and ${duplicateFlags.status} = ${status} and ${duplicateFlags.resolvedBy} = ${actorId} and ${duplicateFlags.resolvedAt} = ${ctx.now})`;
  const reason = input.reason ?? "";
  const details = {
    propertyId: flag.propertyId,
    otherPropertyId: flag.otherPropertyId,
    title: flag.title,
    ...(input.action === "delist" ? { reason } : {}),
  };
  const results = await ctx.db.batch([
    ctx.db
      .update(duplicateFlags)
      .set({ status, resolvedBy: actorId, resolvedAt: ctx.now })
      .where(and(eq(duplicateFlags.id, id), eq(duplicateFlags.status, "open")))
      .returning({ id: duplicateFlags.id }),
    logIf(ctx, changed, `duplicate.${input.action}`, { type: "duplicate_flag", id }, details),
    ...(input.action === "delist"
      ? [
          delistStatement(ctx, flag.propertyId, reason, resolvedHere),
          logIf(
            ctx,
            changed,
            "listing.delist",
            { type: "property", id: flag.propertyId },
            { title: flag.title, reason, duplicateFlagId: id },
          ),
        ]
      : []),
    // The listing shows as new again only when no other open flag remains on it.
    ctx.db
      .update(properties)
      .set({ flaggedDuplicate: false })
      .where(
        and(
          eq(properties.id, flag.propertyId),
          sql`not exists (select 1 from ${duplicateFlags} where ${duplicateFlags.propertyId} = ${flag.propertyId} and ${duplicateFlags.status} = 'open')`,
        ),
      ),
  ]);
  if (!(results[0] as unknown[]).length) throw conflict;
  const delisted = input.action === "delist" ? (results[2] as unknown[]).length > 0 : false;
  return { id, status, delisted };
}

/** A listing waiting for review goes live (a fresh confirmation); guarded like a relist. */
/**
 * Declines a listing waiting for review: it is delisted with the reason the lister reads. Only while it still waits:
 * a listing another moderator approved meanwhile is live and stays so (409), decided by the update's own guard.
 */
export async function declineListing(ctx: ServiceCtx, id: string, reason: string) {
  actorOf(ctx);
  const p = await propertyOr404(ctx, id);
  const conflict = new ApiError(409, "Only a listing waiting for review can be declined.");
  if (p.status !== "pending_review") throw conflict;
  const [updated] = await ctx.db.batch([
    delistStatement(ctx, id, reason, eq(properties.status, "pending_review")),
    logIf(
      ctx,
      changed,
      "listing.decline",
      { type: "property", id },
      {
        title: p.title,
        reason,
        before: { status: "pending_review" },
        after: { status: "delisted", delistReason: reason },
      },
    ),
  ]);
  if (!updated.length) throw conflict;
  await notifyListingModerated(ctx, id, "delisted", reason);
  return { id, status: "delisted" as const, delistReason: reason };
}

export async function approveListing(ctx: ServiceCtx, id: string) {
  actorOf(ctx);
  const p = await propertyOr404(ctx, id);
  const conflict = new ApiError(409, "Only a listing waiting for review can be approved.");
  if (p.status !== "pending_review") throw conflict;
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(properties)
      .set({ status: "active", confirmedAt: ctx.now, reminderSentAt: null, updatedAt: ctx.now })
      .where(and(eq(properties.id, id), eq(properties.status, "pending_review"), publishable))
      .returning({ id: properties.id }),
    logIf(
      ctx,
      changed,
      "listing.approve",
      { type: "property", id },
      { title: p.title, before: { status: "pending_review" }, after: { status: "active" } },
    ),
  ]);
  if (!updated.length) throw (await unpublishableError(ctx, id)) ?? conflict;
  await notifyListingModerated(ctx, id, "approved");
  return { id, status: "active" as const, confirmedAt: ctx.now };
}
