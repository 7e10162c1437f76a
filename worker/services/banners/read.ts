import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { all, first, pageOfRows, q } from "../../db/sql";
import {
  BANNER_KINDS,
  BANNER_MESSAGES,
  BANNER_PLACEMENTS,
  BANNER_STATUSES,
  type BannerPlacement,
} from "../../contracts/banner-rules";
import type { Banner, BannerSlide } from "../../contracts/banners";
import { lagosDay, DAY_MS } from "../../contracts/lagos-time";
import { urlOfKey } from "./uploads";
import { sizesOf } from "../listings/picture-copies";

/** A banner row as the API shows it; an approved banner past its end reads "expired" before the cron marks it. */
export const Row = z.object({
  id: z.string(),
  owner_id: z.string(),
  owner_name: z.string(),
  kind: z.enum(BANNER_KINDS),
  placement: z.enum(BANNER_PLACEMENTS),
  title: z.string(),
  description: z.string(),
  image_key: z.string(),
  mobile_image_key: z.string().nullable(),
  tablet_image_key: z.string().nullable(),
  image_sizes: z.string().nullable(),
  cta_text: z.string(),
  cta_background_color: z.string(),
  cta_border_color: z.string(),
  cta_link: z.string(),
  days: z.number().int(),
  starts_at: z.number(),
  ends_at: z.number(),
  status: z.enum(BANNER_STATUSES),
  reject_reason: z.string().nullable(),
  price_paid_kobo: z.number().int(),
  payment_reference: z.string().nullable(),
  position: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  created_at: z.number(),
});
export type Row = z.infer<typeof Row>;

export const SELECT = `SELECT b.id, b.owner_id, COALESCE(NULLIF(u.company_name, ''), TRIM(u.first_name || ' ' || COALESCE(u.last_name, ''))) AS owner_name,
  b.kind, b.placement, b.title, b.description, b.image_key, b.mobile_image_key, b.tablet_image_key, b.image_sizes, b.cta_text, b.cta_background_color,
  b.cta_border_color, b.cta_link, b.days, b.starts_at, b.ends_at,
  CASE WHEN b.status = 'approved' AND b.ends_at <= ?1 THEN 'expired' ELSE b.status END AS status,
  b.reject_reason, b.price_paid_kobo, b.payment_reference, b.position,
  COALESCE((SELECT SUM(s.impressions) FROM banner_daily_stats s WHERE s.banner_id = b.id), 0) AS impressions,
  COALESCE((SELECT SUM(s.clicks) FROM banner_daily_stats s WHERE s.banner_id = b.id), 0) AS clicks,
  b.created_at
  FROM banners b JOIN users u ON u.id = b.owner_id`;

const StoredSizes = z
  .record(
    z.string(),
    z.object({
      width: z.number().nullable(),
      height: z.number().nullable(),
      sizes: z.array(z.object({ width: z.number(), key: z.string() })),
    }),
  )
  .catch({});

/** Each picture's srcset list (empty: no copies, the original alone is shown), from the JSON the banner was saved with. */
function pictureSizes(r: Pick<Row, "image_key" | "mobile_image_key" | "tablet_image_key" | "image_sizes">) {
  const stored = r.image_sizes ? StoredSizes.parse(JSON.parse(r.image_sizes)) : {};
  const of = (field: string, key: string | null) => (key ? sizesOf(stored[field], urlOfKey(key)) : []);
  return {
    imageSizes: of("image", r.image_key),
    mobileImageSizes: of("mobileImage", r.mobile_image_key),
    tabletImageSizes: of("tabletImage", r.tablet_image_key),
  };
}

export const slideOf = (
  r: Pick<
    Row,
    | "id"
    | "kind"
    | "placement"
    | "image_key"
    | "mobile_image_key"
    | "tablet_image_key"
    | "image_sizes"
    | "title"
    | "description"
    | "cta_text"
    | "cta_background_color"
    | "cta_border_color"
    | "cta_link"
  >,
): BannerSlide => ({
  id: r.id,
  kind: r.kind,
  placement: r.placement,
  image: urlOfKey(r.image_key),
  mobileImage: r.mobile_image_key ? urlOfKey(r.mobile_image_key) : null,
  tabletImage: r.tablet_image_key ? urlOfKey(r.tablet_image_key) : null,
  ...pictureSizes(r),
  title: r.title,
  description: r.description,
  ctaText: r.cta_text,
  ctaBackgroundColor: r.cta_background_color,
  ctaBorderColor: r.cta_border_color,
  ctaLink: r.cta_link,
  clickUrl: `/v1/banners/${encodeURIComponent(r.id)}/click`,
});

export const bannerOf = (r: Row): Banner => ({
  ...slideOf(r),
  ownerId: r.owner_id,
  ownerName: r.owner_name,
  status: r.status,
  rejectReason: r.reject_reason,
  days: r.days,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  pricePaidKobo: r.price_paid_kobo,
  paymentReference: r.payment_reference,
  position: r.position,
  impressions: r.impressions,
  clicks: r.clicks,
  createdAt: r.created_at,
});

/** One banner; with `ownerId`, only that owner's (another's is a 404, never a 403 that says it exists). */
export async function bannerRow(ctx: ServiceCtx, id: string, ownerId?: string) {
  const row = await first(
    q(
      ctx,
      `${SELECT} WHERE b.id = ?2${ownerId ? " AND b.owner_id = ?3" : ""}`,
      ctx.now,
      id,
      ...(ownerId ? [ownerId] : []),
    ),
    Row,
  );
  if (!row) throw new ApiError(404, BANNER_MESSAGES.notFound);
  return row;
}

export async function getBanner(ctx: ServiceCtx, id: string, ownerId?: string) {
  return bannerOf(await bannerRow(ctx, id, ownerId));
}

/** The owner's banners, newest first (an account holds tens, not thousands: the owner index reads them). */
export async function listOwnBanners(ctx: ServiceCtx, ownerId: string) {
  const rows = await all(
    q(ctx, `${SELECT} WHERE b.owner_id = ?2 ORDER BY b.created_at DESC LIMIT 100`, ctx.now, ownerId),
    Row,
  );
  return { data: rows.map(bannerOf) };
}

const STATUS_FILTER: Record<string, string> = {
  approved: "b.status = 'approved' AND b.ends_at > ?1",
  expired: "(b.status = 'expired' OR (b.status = 'approved' AND b.ends_at <= ?1))",
};

/** Staff's list: by status and placement, newest first; by placement alone it is the curation order. */
export async function listBannersAdmin(
  ctx: ServiceCtx,
  input: { page: number; perPage: number; status?: (typeof BANNER_STATUSES)[number]; placement?: BannerPlacement },
) {
  const where: string[] = [];
  const params: unknown[] = [ctx.now];
  if (input.status) {
    if (STATUS_FILTER[input.status]) where.push(STATUS_FILTER[input.status]!);
    else {
      params.push(input.status);
      where.push(`b.status = ?${params.length}`);
    }
  }
  if (input.placement) {
    params.push(input.placement);
    where.push(`b.placement = ?${params.length}`);
  }
  const order = input.placement && !input.status ? "b.position ASC, b.created_at DESC" : "b.created_at DESC";
  params.push(input.perPage + 1, (input.page - 1) * input.perPage);
  const rows = await all(
    q(
      ctx,
      `${SELECT}${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY ${order} LIMIT ?${params.length - 1} OFFSET ?${params.length}`,
      ...params,
    ),
    Row,
  );
  return pageOfRows(rows, input, bannerOf);
}

const SlideRow = Row.pick({
  id: true,
  kind: true,
  placement: true,
  image_key: true,
  mobile_image_key: true,
  tablet_image_key: true,
  image_sizes: true,
  title: true,
  description: true,
  cta_text: true,
  cta_background_color: true,
  cta_border_color: true,
  cta_link: true,
});

/** The live banners of a placement, in staff's order (paid before house at the same position). At most 10. */
export async function liveBanners(ctx: ServiceCtx, placement: BannerPlacement) {
  const rows = await all(
    q(
      ctx,
      `SELECT id, kind, placement, image_key, mobile_image_key, tablet_image_key, image_sizes, title, description, cta_text, cta_background_color, cta_border_color, cta_link
       FROM banners WHERE placement = ? AND status = 'approved' AND ends_at > ? AND starts_at <= ?
       ORDER BY position ASC, CASE kind WHEN 'paid' THEN 0 ELSE 1 END, created_at ASC LIMIT 10`,
      placement,
      ctx.now,
      ctx.now,
    ),
    SlideRow,
  );
  return { data: rows.map(slideOf) };
}

const StatRow = z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() });

/** Impressions, clicks and CTR by Lagos day over the last `days` days (every day listed, zeros included). */
export async function bannerAnalytics(ctx: ServiceCtx, id: string, ownerId: string | undefined, days: number) {
  await bannerRow(ctx, id, ownerId);
  const from = lagosDay(ctx.now - (days - 1) * DAY_MS);
  const rows = await all(
    q(
      ctx,
      "SELECT day, impressions, clicks FROM banner_daily_stats WHERE banner_id = ? AND day >= ? ORDER BY day",
      id,
      from,
    ),
    StatRow,
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out = Array.from({ length: days }, (_, i) => {
    const day = lagosDay(ctx.now - (days - 1 - i) * DAY_MS);
    return byDay.get(day) ?? { day, impressions: 0, clicks: 0 };
  });
  const impressions = out.reduce((s, d) => s + d.impressions, 0);
  const clicks = out.reduce((s, d) => s + d.clicks, 0);
  return {
    days: out,
    totals: { impressions, clicks, ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0 },
  };
}

const PriceRow = z.object({
  placement: z.enum(BANNER_PLACEMENTS),
  days: z.number().int(),
  price_kobo: z.number().int(),
  active: z.number(),
});

export async function listBannerPrices(ctx: ServiceCtx, activeOnly: boolean) {
  const rows = await all(
    q(
      ctx,
      `SELECT placement, days, price_kobo, active FROM banner_prices${activeOnly ? " WHERE active = 1" : ""} ORDER BY placement, days`,
    ),
    PriceRow,
  );
  return {
    data: rows.map((r) => ({ placement: r.placement, days: r.days, priceKobo: r.price_kobo, active: r.active === 1 })),
  };
}

export async function bannerPrice(ctx: ServiceCtx, placement: string, days: number) {
  const row = await first(
    q(ctx, "SELECT price_kobo FROM banner_prices WHERE placement = ? AND days = ? AND active = 1", placement, days),
    z.object({ price_kobo: z.number().int() }),
  );
  if (!row) throw new ApiError(422, BANNER_MESSAGES.noPrice, [{ field: "days", message: BANNER_MESSAGES.noPrice }]);
  return row.price_kobo;
}
