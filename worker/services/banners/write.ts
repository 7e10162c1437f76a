import { z } from "zod";
import { first, prepared, q } from "../../db/sql";
import { sql } from "drizzle-orm";
import { activityStatement } from "../platform/activity";
import type { AuthUser } from "../../contracts/auth";
import { BANNER_COUNT_LIMIT, BANNER_MESSAGES, type BannerPlacement } from "../../contracts/banner-rules";
import type { bannerCreateInput, houseBannerInput } from "../../contracts/banners";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { DAY_MS, lagosAt, lagosDay } from "../../contracts/lagos-time";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { tryConsumeLimit, ipKey } from "../platform/rate-limit";
import { dailyVisitor } from "../../lib/visitor";
import { bannerRow, getBanner } from "./read";
import { forgetPictures, pictureKeys } from "./uploads";

type CreateInput = z.infer<typeof bannerCreateInput>;
type HouseInput = z.infer<typeof houseBannerInput>;

/** An activity-log row written only if the statement just before it in the batch changed exactly one row. */
const logIfChanged = (ctx: ServiceCtx, action: string, id: string, details: Record<string, unknown>) =>
  prepared(
    ctx,
    activityStatement(ctx, action, { type: "banner", id }, details, undefined, { where: sql`changes() = 1` }),
  );

const startOf = (day: string, field: string) => {
  const at = lagosAt(day, "00:00");
  if (!Number.isFinite(at)) throw new ApiError(400, "Enter a real date.", [{ field, message: "Enter a real date." }]);
  return at;
};

/** What a banner shows, the same columns for an advertiser's banner, a house banner and staff's edit. */
export const CONTENT_COLUMNS = [
  "placement",
  "title",
  "description",
  "image_key",
  "mobile_image_key",
  "tablet_image_key",
  "image_sizes",
  "cta_text",
  "cta_background_color",
  "cta_border_color",
  "cta_link",
];
const CONTENT_VALUES = CONTENT_COLUMNS.map(() => "?").join(", ");

/**
 * CONTENT_COLUMNS' values from the form, its picture tokens turned into stored keys and their right-sized copies
 * (colours in lower case).
 */
export async function contentValues(ctx: ServiceCtx, input: CreateInput | HouseInput, owner?: string) {
  const keys = await pictureKeys(ctx, input, owner);
  return [
    input.placement,
    input.title,
    input.description,
    keys.imageKey,
    keys.mobileImageKey,
    keys.tabletImageKey,
    keys.imageSizes,
    input.ctaText,
    input.ctaBackgroundColor.toLowerCase(),
    input.ctaBorderColor.toLowerCase(),
    input.ctaLink,
  ];
}

/** An advertiser's start day as a time: a day in the past starts today; at most six months ahead. */
export function advertiserStart(ctx: ServiceCtx, day: string) {
  const today = lagosAt(lagosDay(ctx.now), "00:00");
  const start = Math.max(startOf(day, "startDate"), today);
  if (start > ctx.now + 180 * DAY_MS)
    throw new ApiError(400, "Start within the next six months.", [
      { field: "startDate", message: "Start within the next six months." },
    ]);
  return start;
}

/** A broker's or company's new banner: a draft until paid. A start date in the past starts today. */
export async function createBanner(ctx: ServiceCtx, user: AuthUser, input: CreateInput) {
  const content = await contentValues(ctx, input, user.id);
  const start = advertiserStart(ctx, input.startDate);
  const id = newId();
  await q(
    ctx,
    `INSERT INTO banners (id, owner_id, kind, ${CONTENT_COLUMNS.join(", ")}, days, starts_at, ends_at, status, created_at, updated_at)
     VALUES (?, ?, 'paid', ${CONTENT_VALUES}, ?, ?, ?, 'draft', ?, ?)`,
    id,
    user.id,
    ...content,
    input.days,
    start,
    start + input.days * DAY_MS,
    ctx.now,
    ctx.now,
  ).run();
  return getBanner(ctx, id, user.id);
}

/** An unpaid banner can be deleted by its owner. */
export async function deleteOwnBanner(ctx: ServiceCtx, user: AuthUser, id: string) {
  const b = await bannerRow(ctx, id, user.id);
  const r = await q(
    ctx,
    "DELETE FROM banners WHERE id = ? AND owner_id = ? AND status IN ('draft', 'pending_payment') AND price_paid_kobo = 0",
    id,
    user.id,
  ).run();
  if (!r.meta.changes) throw new ApiError(409, BANNER_MESSAGES.notDeletable);
  await forgetPictures(ctx, [b.image_key, b.mobile_image_key, b.tablet_image_key]);
  return { message: "Banner deleted." };
}

/**
 * Staff delete a house banner at any time, and an advertiser's only while nothing of its price is held: not paid
 * yet, or rejected (refunded). A paid one waiting for review is rejected instead (its refund is part of that),
 * and a live or ended one stays in its owner's history. Decided by the DELETE's own condition; logged with what
 * the banner was.
 */
export async function deleteBannerAdmin(ctx: ServiceCtx, id: string) {
  const b = await bannerRow(ctx, id);
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      `DELETE FROM banners WHERE id = ? AND (kind = 'house'
         OR (status IN ('draft', 'pending_payment') AND price_paid_kobo = 0) OR status = 'rejected')`,
      id,
    ),
    logIfChanged(ctx, "banner.delete", id, { before: { title: b.title, kind: b.kind, status: b.status } }),
  ]);
  if (!res!.meta.changes) throw new ApiError(409, BANNER_MESSAGES.notDeletableByStaff);
  await forgetPictures(ctx, [b.image_key, b.mobile_image_key, b.tablet_image_key]);
  return { message: "Banner deleted." };
}

/** Staff's house banner: approved at once, with its own dates. */
export async function createHouseBanner(ctx: ServiceCtx, input: HouseInput) {
  const content = await contentValues(ctx, input);
  const start = startOf(input.startDate, "startDate");
  const end = startOf(input.endDate, "endDate") + DAY_MS;
  if (end <= start)
    throw new ApiError(400, BANNER_MESSAGES.ends, [{ field: "endDate", message: BANNER_MESSAGES.ends }]);
  const id = newId();
  await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO banners (id, owner_id, kind, ${CONTENT_COLUMNS.join(", ")}, days, starts_at, ends_at, status, reviewed_by, reviewed_at, created_at, updated_at)
       VALUES (?, ?, 'house', ${CONTENT_VALUES}, ?, ?, ?, 'approved', ?, ?, ?, ?)`,
      id,
      ctx.actor!.id,
      ...content,
      Math.round((end - start) / DAY_MS),
      start,
      end,
      ctx.actor!.id,
      ctx.now,
      ctx.now,
      ctx.now,
    ),
    logIfChanged(ctx, "banner.create_house", id, {
      after: { title: input.title, placement: input.placement, startDate: input.startDate, endDate: input.endDate },
    }),
  ]);
  return getBanner(ctx, id);
}

/** Staff edit a banner's words, pictures, link and placement (and a house banner's dates). Logged with before/after. */
export async function updateBannerAdmin(ctx: ServiceCtx, id: string, input: HouseInput) {
  const before = await bannerRow(ctx, id);
  const content = await contentValues(ctx, input);
  const dates =
    before.kind === "house"
      ? { start: startOf(input.startDate, "startDate"), end: startOf(input.endDate, "endDate") + DAY_MS }
      : { start: before.starts_at, end: before.ends_at };
  if (dates.end <= dates.start)
    throw new ApiError(400, BANNER_MESSAGES.ends, [{ field: "endDate", message: BANNER_MESSAGES.ends }]);
  await ctx.env.DB.batch([
    q(
      ctx,
      `UPDATE banners SET ${CONTENT_COLUMNS.map((c) => `${c} = ?`).join(", ")}, starts_at = ?, ends_at = ?, updated_at = ? WHERE id = ?`,
      ...content,
      dates.start,
      dates.end,
      ctx.now,
      id,
    ),
    logIfChanged(ctx, "banner.update", id, {
      before: {
        title: before.title,
        placement: before.placement,
        ctaLink: before.cta_link,
        startsAt: before.starts_at,
        endsAt: before.ends_at,
      },
      after: {
        title: input.title,
        placement: input.placement,
        ctaLink: input.ctaLink,
        startsAt: dates.start,
        endsAt: dates.end,
      },
    }),
  ]);
  await forgetPictures(ctx, [before.image_key, before.mobile_image_key, before.tablet_image_key]);
  return getBanner(ctx, id);
}

/**
 * Approve: only from waiting_review, decided by the UPDATE's own condition (parallel approvals and rejections
 * decide once). Days paid are counted from approval when the chosen start has passed.
 */
export async function approveBanner(ctx: ServiceCtx, id: string) {
  await bannerRow(ctx, id);
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      `UPDATE banners SET status = 'approved', starts_at = MAX(starts_at, ?1), ends_at = MAX(starts_at, ?1) + (ends_at - starts_at), reviewed_by = ?2, reviewed_at = ?1, updated_at = ?1
       WHERE id = ?3 AND status = 'waiting_review'`,
      ctx.now,
      ctx.actor?.id ?? null,
      id,
    ),
    logIfChanged(ctx, "banner.approve", id, { before: { status: "waiting_review" }, after: { status: "approved" } }),
  ]);
  if (!res!.meta.changes) throw new ApiError(409, BANNER_MESSAGES.notReviewable);
  return getBanner(ctx, id);
}

/**
 * Reject with a reason. A paid banner's price goes back to its owner's wallet in the same guarded batch: the
 * refund entry (revenue → wallet, keyed by the banner) is posted only while the banner is still waiting for
 * review with that price paid, and the banner turns rejected only with it.
 */
export async function rejectBanner(ctx: ServiceCtx, id: string, reason: string) {
  const b = await bannerRow(ctx, id);
  if (b.status !== "waiting_review") throw new ApiError(409, BANNER_MESSAGES.notReviewable);
  const reject = (cond: string, ...params: unknown[]) =>
    q(
      ctx,
      `UPDATE banners SET status = 'rejected', reject_reason = ?, reviewed_by = ?, reviewed_at = ?, updated_at = ? WHERE id = ? AND status = 'waiting_review' AND ${cond}`,
      reason,
      ctx.actor?.id ?? null,
      ctx.now,
      ctx.now,
      id,
      ...params,
    );
  const details = {
    before: { status: "waiting_review" },
    after: { status: "rejected", reason, refundKobo: b.price_paid_kobo },
  };
  if (b.price_paid_kobo > 0) {
    const r = await post(ctx, {
      idemKey: `banner:${id}:refund`,
      kind: "refund",
      userId: b.owner_id,
      reference: id,
      memo: `Refund: banner ad "${b.title}" was not approved`,
      actorId: ctx.actor?.id ?? null,
      guard: {
        sql: "EXISTS (SELECT 1 FROM banners WHERE id = ? AND status = 'waiting_review' AND price_paid_kobo = ?)",
        params: [id, b.price_paid_kobo],
      },
      lines: [
        { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: -b.price_paid_kobo },
        { accountId: walletAccount(b.owner_id), amountKobo: b.price_paid_kobo },
      ],
      with: (entryId) => [reject(APPLIED, entryId), logIfChanged(ctx, "banner.reject", id, details)],
    });
    if (r.outcome !== "posted") throw new ApiError(409, BANNER_MESSAGES.notReviewable);
  } else {
    const [res] = await ctx.env.DB.batch([
      reject("price_paid_kobo = 0"),
      logIfChanged(ctx, "banner.reject", id, details),
    ]);
    if (!res!.meta.changes) throw new ApiError(409, BANNER_MESSAGES.notReviewable);
  }
  return getBanner(ctx, id);
}

/** Staff switch a live banner off and on again (approved ⇄ disabled). */
export async function toggleBanner(ctx: ServiceCtx, id: string) {
  const b = await bannerRow(ctx, id);
  if (!["approved", "expired", "disabled"].includes(b.status)) throw new ApiError(409, BANNER_MESSAGES.notToggleable);
  const to = b.status === "disabled" ? "approved" : "disabled";
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE banners SET status = ?, updated_at = ? WHERE id = ? AND status = ?",
      to,
      ctx.now,
      id,
      b.status === "expired" ? "approved" : b.status,
    ),
    logIfChanged(ctx, "banner.toggle", id, { before: { status: b.status }, after: { status: to } }),
  ]);
  if (!res!.meta.changes) throw new ApiError(409, BANNER_MESSAGES.notToggleable);
  return getBanner(ctx, id);
}

/** Curate a placement: the ids in the order they should rotate (others keep theirs, after these). */
export async function orderBanners(ctx: ServiceCtx, placement: BannerPlacement, ids: string[]) {
  const unique = [...new Set(ids)];
  await ctx.env.DB.batch([
    ...unique.map((bid, i) =>
      q(
        ctx,
        "UPDATE banners SET position = ?, updated_at = ? WHERE id = ? AND placement = ?",
        i + 1,
        ctx.now,
        bid,
        placement,
      ),
    ),
    prepared(
      ctx,
      activityStatement(ctx, "banner.order", { type: "banner_placement", id: placement }, { after: { ids: unique } }),
    ),
  ]);
}

/** Admin settings: a price by placement and days (applies to banners paid from now on). */
export async function setBannerPrice(
  ctx: ServiceCtx,
  placement: BannerPlacement,
  days: number,
  input: { priceKobo: number; active: boolean },
) {
  const [res] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE banner_prices SET price_kobo = ?, active = ?, updated_at = ? WHERE placement = ? AND days = ?",
      input.priceKobo,
      input.active ? 1 : 0,
      ctx.now,
      placement,
      days,
    ),
    prepared(
      ctx,
      activityStatement(
        ctx,
        "banner.price",
        { type: "banner_price", id: `${placement}:${days}` },
        { after: input },
        undefined,
        { where: sql`changes() = 1` },
      ),
    ),
  ]);
  if (!res!.meta.changes) throw new ApiError(404, "No such price.");
}

/**
 * One impression or click: counted only for a live banner, once per visitor and Lagos day (the visitor's row
 * decides, and the day's counter moves only when this request's own row went in: one batch, no read first), and
 * only while the IP is under its budget (a counted page view never waits on this and never sees an error).
 */
export async function countBanner(ctx: ServiceCtx, id: string, what: "impressions" | "clicks") {
  if (!(await tryConsumeLimit(ctx, ipKey(ctx, "banner-count"), BANNER_COUNT_LIMIT.perIp, BANNER_COUNT_LIMIT.windowMs)))
    return false;
  const day = lagosDay(ctx.now);
  const visitor = await dailyVisitor(ctx, day);
  const requestId = newId();
  const [, counted] = await ctx.env.DB.batch([
    q(
      ctx,
      `INSERT INTO banner_visitors (banner_id, day, what, visitor, request_id)
       SELECT id, ?, ?, ?, ? FROM banners WHERE id = ? AND status = 'approved' AND starts_at <= ? AND ends_at > ?
       ON CONFLICT DO NOTHING`,
      day,
      what,
      visitor,
      requestId,
      id,
      ctx.now,
      ctx.now,
    ),
    q(
      ctx,
      `INSERT INTO banner_daily_stats (banner_id, day, impressions, clicks)
       SELECT banner_id, day, ?, ? FROM banner_visitors
       WHERE banner_id = ? AND day = ? AND what = ? AND visitor = ? AND request_id = ?
       ON CONFLICT (banner_id, day) DO UPDATE SET ${what} = ${what} + 1`,
      what === "impressions" ? 1 : 0,
      what === "clicks" ? 1 : 0,
      id,
      day,
      what,
      visitor,
      requestId,
    ),
  ]);
  return (counted?.meta.changes ?? 0) > 0;
}

/** Where a click goes: the live banner's own link, else the home page (never an address from the request). */
export async function clickTarget(ctx: ServiceCtx, id: string) {
  const row = await first(
    q(
      ctx,
      "SELECT cta_link FROM banners WHERE id = ? AND status = 'approved' AND starts_at <= ? AND ends_at > ?",
      id,
      ctx.now,
      ctx.now,
    ),
    z.object({ cta_link: z.string() }),
  );
  if (!row) return null;
  await countBanner(ctx, id, "clicks");
  return row.cta_link;
}

/** Cron: approved banners past their end are marked expired. */
export async function expireBanners(ctx: ServiceCtx) {
  await q(
    ctx,
    "UPDATE banners SET status = 'expired', updated_at = ? WHERE status = 'approved' AND ends_at <= ?",
    ctx.now,
    ctx.now,
  ).run();
}
