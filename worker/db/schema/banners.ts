import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";
import { users } from "./users";
import type { StoredCopies } from "../../contracts/listing-media";

import { BANNER_KINDS, BANNER_STATUSES } from "../../contracts/banner-rules";
import { belongsTo } from "./columns";

type BannerPictureField = "image" | "mobileImage" | "tabletImage";

/**
 * A banner ad (SPEC §3 "banner slide"). A paid banner belongs to a brokerage or company and goes
 * draft → pending_payment (card started) → waiting_review (paid) → approved | rejected (refunded to the wallet);
 * approved → expired when `ends_at` passes, approved ⇄ disabled by staff. House banners are staff's own, approved
 * when made. Images are R2 keys under banners/ (served by /media). Each transition is one guarded write.
 */
export const banners = sqliteTable(
  "banners",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind", { enum: BANNER_KINDS }).notNull(),
    placement: text("placement").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    imageKey: text("image_key").notNull(),
    mobileImageKey: text("mobile_image_key"),
    tabletImageKey: text("tablet_image_key"),
    /** Each picture's right-sized copies, by form field (image, mobileImage, tabletImage; migration 0058); null: none. */
    imageSizes: text("image_sizes", { mode: "json" }).$type<Partial<Record<BannerPictureField, StoredCopies>>>(),
    ctaText: text("cta_text").notNull(),
    ctaBackgroundColor: text("cta_background_color").notNull(),
    ctaBorderColor: text("cta_border_color").notNull(),
    ctaLink: text("cta_link").notNull(),
    days: integer("days").notNull(),
    startsAt: integer("starts_at", { mode: "number" }).notNull(),
    endsAt: integer("ends_at", { mode: "number" }).notNull(),
    status: text("status", { enum: BANNER_STATUSES }).notNull(),
    rejectReason: text("reject_reason"),
    pricePaidKobo: integer("price_paid_kobo").notNull().default(0),
    paymentReference: text("payment_reference"),
    position: integer("position").notNull().default(0),
    reviewedBy: text("reviewed_by"),
    reviewedAt: integer("reviewed_at", { mode: "number" }),
    createdAt: integer("created_at", { mode: "number" }).notNull(),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("banners_owner_idx").on(t.ownerId, t.createdAt),
    index("banners_live_idx").on(t.placement, t.status, t.endsAt),
    index("banners_status_idx").on(t.status, t.createdAt),
    check("banners_kind", sql`"kind" IN ('paid', 'house')`),
    check(
      "banners_status",
      sql`"status" IN ('draft', 'pending_payment', 'waiting_review', 'approved', 'rejected', 'expired', 'disabled')`,
    ),
    check("banners_paid_not_negative", sql`"price_paid_kobo" >= 0`),
  ],
);

/** Impressions and clicks per banner per Lagos day, each bumped by one upsert. */
export const bannerDailyStats = sqliteTable(
  "banner_daily_stats",
  {
    bannerId: belongsTo("banner_id", () => banners.id),
    day: text("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.day] })],
);

/** The price of a banner by placement and days (admin settings). */
export const bannerPrices = sqliteTable(
  "banner_prices",
  {
    placement: text("placement").notNull(),
    days: integer("days").notNull(),
    priceKobo: integer("price_kobo").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.placement, t.days] }), check("banner_prices_positive", sql`"price_kobo" > 0`)],
);

/**
 * Who saw or clicked a banner on a Lagos day: its counters count a visitor once a day for each (a page opened ten
 * times, or a click script, is still one). `visitor` as for listing views (lib/visitor.ts); `request_id` tells the
 * counting statement whether its own row went in. Pruned after two days by the housekeeping cron.
 */
export const bannerVisitors = sqliteTable(
  "banner_visitors",
  {
    bannerId: text("banner_id").notNull(),
    day: text("day").notNull(),
    what: text("what", { enum: ["impressions", "clicks"] }).notNull(),
    visitor: text("visitor").notNull(),
    requestId: text("request_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.day, t.what, t.visitor] }), index("banner_visitors_day_idx").on(t.day)],
);
