import { z } from "zod";
import { sqlAll, type Paging } from "../../db/sql";
import { readPage } from "../platform/paging";
import { asc, desc, eq, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { duplicateFlags, listingReports, properties, propertyMedia, users } from "../../db/schema";
import { REPORT_REASONS } from "../../contracts/listings";
import type { DUPLICATE_STATUSES, REPORT_STATUSES } from "../../contracts/moderation-statuses";
import type { AdminDuplicateRow, AdminReportRow, DuplicateSide, ReviewQueueRow } from "../../contracts/moderation";
import type { ServiceCtx } from "../../lib/context";
import { inJsonList } from "../listings/shared";
import { TRUSTED_AFTER } from "../listings/review-gate";
import { priceReviews } from "./price-review";

/** The admin moderation lists: listings, the reports queue and the duplicate flags, each paged perPage+1. */

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);
export const nameOf = (t: { firstName: SQLiteColumn; lastName: SQLiteColumn }) =>
  sql<string>`${t.firstName} || coalesce(' ' || ${t.lastName}, '')`;
const REASON_LABELS = new Map<string, string>(REPORT_REASONS.map((r) => [r.code, r.label]));

/** The primary photo's thumbnail, else the first one; uses the (property_id, position) index. */
const primaryThumb = (propertyId: SQLiteColumn) =>
  sql<
    string | null
  >`(select ${propertyMedia.thumbKey} from ${propertyMedia} where ${propertyMedia.propertyId} = ${propertyId} order by ${propertyMedia.isPrimary} desc, ${propertyMedia.position} limit 1)`;

/**
 * A listing's owner as the moderation lists select it (from the users table, or an alias of it for the other
 * listing of a duplicate pair: the same columns under another name)...
 */
const ownerColumns = (o: typeof users) => ({
  ownerId: o.id,
  ownerName: nameOf(o),
  ownerEmail: o.email,
  ownerSuspendedAt: o.listingSuspendedAt,
});
/** ... and as they answer it. */
const ownerOf = (r: { ownerId: string; ownerName: string; ownerEmail: string; ownerSuspendedAt: number | null }) => ({
  id: r.ownerId,
  name: r.ownerName,
  email: r.ownerEmail,
  listingSuspended: r.ownerSuspendedAt !== null,
});

/** A listing row of the staff lists and its owner (the review queue adds the owner's standing between the two). */
export const listingColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  status: properties.status,
  delistReason: properties.delistReason,
  listingType: properties.listingType,
  priceKobo: properties.priceKobo,
  pricePeriod: properties.pricePeriod,
  thumbKey: primaryThumb(properties.id),
  ...ownerColumns(users),
};
export const listingCounts = {
  openReports: sql<number>`(select count(*) from ${listingReports} where ${listingReports.propertyId} = ${properties.id} and ${listingReports.status} = 'open')`,
  flaggedDuplicate: properties.flaggedDuplicate,
  createdAt: properties.createdAt,
  confirmedAt: properties.confirmedAt,
};

/**
 * The pre-live review queue: listings waiting for review, oldest first (the longest wait is worked first), each
 * with the reasons it waits. Reads the status index and, per returned row, the owner's row and live count.
 */
export async function listReviewQueue(ctx: ServiceCtx, q: Paging) {
  const live = sql<number>`(select count(*) from ${properties} o where o.owner_id = ${properties.ownerId} and o.status in ('active', 'deactivated'))`;
  const rows = ctx.db
    .select({
      ...listingColumns,
      ownerVerified: users.kycVerified,
      ownerLiveListings: live,
      ...listingCounts,
      held: {
        id: properties.id,
        priceHoldTopKobo: properties.priceHoldTopKobo,
        listingType: properties.listingType,
        typeId: properties.typeId,
        bedrooms: properties.bedrooms,
        stateId: properties.stateId,
        localityId: properties.localityId,
        pricePeriod: properties.pricePeriod,
        priceKobo: properties.priceKobo,
        status: properties.status,
        flaggedDuplicate: properties.flaggedDuplicate,
        confirmedAt: properties.confirmedAt,
        updatedAt: properties.updatedAt,
      },
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.status, "pending_review"))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const page = await readPage(rows, q);
  const reviews = await priceReviews(
    ctx,
    page.data.flatMap((r) => (r.held.priceHoldTopKobo !== null ? [r.held] : [])),
  );
  return {
    ...page,
    data: page.data.map(
      ({ thumbKey, ownerId, ownerName, ownerEmail, ownerSuspendedAt, ownerVerified, held, ...r }): ReviewQueueRow => ({
        ...r,
        reasons: [
          ...(ownerVerified ? [] : (["unverified_lister"] as const)),
          ...(r.ownerLiveListings < TRUSTED_AFTER ? (["new_lister"] as const) : []),
          ...(r.flaggedDuplicate ? (["duplicate_photo"] as const) : []),
          ...(held.priceHoldTopKobo !== null ? (["price_above_band"] as const) : []),
        ],
        priceReview:
          held.priceHoldTopKobo !== null
            ? { heldTopKobo: held.priceHoldTopKobo, ...(reviews.get(held.id) ?? { band: null, comparables: [] }) }
            : null,
        thumbnailUrl: mediaUrl(thumbKey),
        owner: { id: ownerId, name: ownerName, email: ownerEmail, listingSuspended: ownerSuspendedAt !== null },
      }),
    ),
  };
}

export async function listAdminReports(ctx: ServiceCtx, q: Paging & { status: (typeof REPORT_STATUSES)[number] }) {
  const reporter = alias(users, "reporter");
  const rows = ctx.db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      details: listingReports.details,
      status: listingReports.status,
      createdAt: listingReports.createdAt,
      resolvedAt: listingReports.resolvedAt,
      reporterId: reporter.id,
      reporterName: nameOf(reporter),
      reporterEmail: reporter.email,
      propertyId: properties.id,
      slug: properties.slug,
      title: properties.title,
      propertyStatus: properties.status,
      thumbKey: primaryThumb(properties.id),
      ...ownerColumns(users),
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(reporter, eq(reporter.id, listingReports.reporterId))
    .where(eq(listingReports.status, q.status))
    .orderBy(desc(listingReports.createdAt));
  return readPage(rows, q, (r): AdminReportRow => ({
    id: r.id,
    reason: r.reason,
    reasonLabel: REASON_LABELS.get(r.reason) ?? r.reason,
    details: r.details,
    status: r.status as AdminReportRow["status"],
    createdAt: r.createdAt,
    resolvedAt: r.resolvedAt,
    reporter: r.reporterId ? { id: r.reporterId, name: r.reporterName, email: r.reporterEmail ?? "" } : null,
    reporterName: r.reporterId ? r.reporterName : "Anonymous",
    listing: {
      id: r.propertyId,
      slug: r.slug,
      title: r.title,
      status: r.propertyStatus,
      thumbnailUrl: mediaUrl(r.thumbKey),
      owner: ownerOf(r),
    },
  }));
}

const THUMBS_PER_SIDE = 4;

/** Up to four thumbnails per listing, primary first, in one query (window function, not N queries). */
async function thumbsOf(ctx: ServiceCtx, ids: string[]) {
  const out = new Map<string, string[]>();
  if (!ids.length) return out;
  const rows = await sqlAll(
    ctx.db,
    sql`
    select property_id as propertyId, thumb_key as thumbKey from (
      select property_id, thumb_key, is_primary, position,
        row_number() over (partition by property_id order by is_primary desc, position) as rn
      from ${propertyMedia} where ${inJsonList(propertyMedia.propertyId, ids)}
    ) where rn <= ${THUMBS_PER_SIDE} order by property_id, rn`,
    z.object({ propertyId: z.string(), thumbKey: z.string() }),
  );
  for (const r of rows) out.set(r.propertyId, [...(out.get(r.propertyId) ?? []), `/media/${r.thumbKey}`]);
  return out;
}

export async function listAdminDuplicates(
  ctx: ServiceCtx,
  q: Paging & { status: (typeof DUPLICATE_STATUSES)[number] },
) {
  const other = alias(properties, "other");
  const otherOwner = alias(users, "other_owner");
  const matched = alias(propertyMedia, "matched");
  const otherMatched = alias(propertyMedia, "other_matched");
  const side = (
    p: typeof properties | typeof other,
    o: typeof users | typeof otherOwner,
    m: typeof matched | typeof otherMatched,
  ) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    status: p.status,
    createdAt: p.createdAt,
    ...ownerColumns(o as typeof users),
    matchedKey: m.thumbKey,
  });
  const rows = await ctx.db
    .select({
      id: duplicateFlags.id,
      distance: duplicateFlags.distance,
      status: duplicateFlags.status,
      createdAt: duplicateFlags.createdAt,
      resolvedAt: duplicateFlags.resolvedAt,
      a: side(properties, users, matched),
      b: side(other, otherOwner, otherMatched),
    })
    .from(duplicateFlags)
    .innerJoin(properties, eq(properties.id, duplicateFlags.propertyId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .innerJoin(other, eq(other.id, duplicateFlags.otherPropertyId))
    .innerJoin(otherOwner, eq(otherOwner.id, other.ownerId))
    .leftJoin(matched, eq(matched.id, duplicateFlags.mediaId))
    .leftJoin(otherMatched, eq(otherMatched.id, duplicateFlags.otherMediaId))
    .where(eq(duplicateFlags.status, q.status))
    .orderBy(desc(duplicateFlags.createdAt))
    .limit(q.perPage + 1)
    .offset((q.page - 1) * q.perPage)
    .all();
  const page = rows.slice(0, q.perPage);
  const thumbs = await thumbsOf(ctx, [...new Set(page.flatMap((r) => [r.a.id, r.b.id]))]);
  const toSide = (s: (typeof rows)[number]["a"]): DuplicateSide => ({
    id: s.id,
    slug: s.slug,
    title: s.title,
    status: s.status,
    createdAt: s.createdAt,
    owner: ownerOf(s),
    matchedThumbnailUrl: mediaUrl(s.matchedKey),
    thumbnails: thumbs.get(s.id) ?? [],
  });
  return {
    data: page.map<AdminDuplicateRow>((r) => ({
      id: r.id,
      distance: r.distance,
      status: r.status as AdminDuplicateRow["status"],
      createdAt: r.createdAt,
      resolvedAt: r.resolvedAt,
      listing: toSide(r.a),
      other: toSide(r.b),
    })),
    page: q.page,
    perPage: q.perPage,
    hasMore: rows.length > q.perPage,
  };
}
