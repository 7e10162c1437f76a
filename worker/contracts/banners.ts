// Worker-only (named with .openapi()); the SPA imports the constants from ./banner-rules.
import { z } from "@hono/zod-openapi";
import { BANNER_KINDS, BANNER_MESSAGES, BANNER_PLACEMENTS, BANNER_STATUSES, BANNER_IMAGE_MAX_BYTES } from "./banner-rules";

export * from "./banner-rules";

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, BANNER_MESSAGES.colour);
/** An image is the URL an upload ticket answered: /media/banners/<uuid>. */
export const bannerImageUrl = z
  .string()
  .trim()
  .regex(/^\/media\/banners\/[0-9a-f-]{36}$/, BANNER_MESSAGES.image);
/** Only https addresses or this site's own paths (never //host, never javascript:). */
export const bannerLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    if (/^\/(?![/\\])[^\s]*$/.test(v)) return true;
    try {
      const u = new URL(v);
      return u.protocol === "https:" && !u.username && !u.password && u.hostname.includes(".");
    } catch {
      return false;
    }
  }, BANNER_MESSAGES.link);

const content = {
  title: z.string().trim().min(3, "Enter a title of at least 3 characters.").max(80, "A title can be at most 80 characters."),
  description: z.string().trim().max(160, "A description can be at most 160 characters.").default(""),
  image: bannerImageUrl,
  mobileImage: bannerImageUrl.nullable().optional(),
  tabletImage: bannerImageUrl.nullable().optional(),
  ctaText: z.string().trim().min(2, "Enter the button's text.").max(24, "The button's text can be at most 24 characters."),
  ctaBackgroundColor: colour,
  ctaBorderColor: colour,
  ctaLink: bannerLink,
  placement: z.enum(BANNER_PLACEMENTS, { message: "Choose where the banner shows." }),
};
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");

/** A broker's new banner: it runs `days` days from `startDate` (Lagos time) once approved. */
export const bannerCreateInput = z.object({
  ...content,
  days: z.union([z.literal(7), z.literal(14), z.literal(30)], { message: "Choose 7, 14 or 30 days." }),
  startDate: isoDay,
});
/** A house banner (staff): its own dates, no price. */
export const houseBannerInput = z.object({ ...content, startDate: isoDay, endDate: isoDay });
export const bannerPayInput = z.object({ paymentMethod: z.enum(["wallet", "link"], { message: "Choose wallet or card." }) });
export const bannerRenewInput = z.object({
  days: z.union([z.literal(7), z.literal(14), z.literal(30)], { message: "Choose 7, 14 or 30 days." }),
  paymentMethod: z.enum(["wallet", "link"], { message: "Choose wallet or card." }),
});
export const bannerRejectInput = z.object({ reason: z.string().trim().min(5, "Tell the advertiser why, in at least 5 characters.").max(500) });
export const bannerOrderInput = z.object({ ids: z.array(z.string().trim().min(1).max(60)).min(1).max(50) });
export const bannerUploadRequest = z.object({
  contentType: z.enum(["image/jpeg", "image/png", "image/webp"], { message: "Upload a JPEG, PNG or WebP picture." }),
  sizeBytes: z.number().int().positive().max(BANNER_IMAGE_MAX_BYTES, "A banner picture can be at most 2 MB."),
});
export const bannerUploadTicket = z.object({ uploadUrl: z.string(), url: z.string(), expiresAt: z.number() }).openapi("BannerImageTicket");

/** The public slide (SPEC §3 field names) plus what the page needs: its id, kind (dismissal) and the counted click URL. */
export const bannerSlide = z
  .object({
    id: z.string(),
    kind: z.enum(BANNER_KINDS),
    placement: z.enum(BANNER_PLACEMENTS),
    image: z.string(),
    mobileImage: z.string().nullable(),
    tabletImage: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    ctaText: z.string(),
    ctaBackgroundColor: z.string(),
    ctaBorderColor: z.string(),
    ctaLink: z.string(),
    /** GET it to follow the banner: counts the click, then redirects to ctaLink. */
    clickUrl: z.string(),
  })
  .openapi("BannerSlide");
export type BannerSlide = z.infer<typeof bannerSlide>;
export const bannerSlideList = z.object({ data: z.array(bannerSlide) });

export const banner = bannerSlide
  .extend({
    ownerId: z.string(),
    ownerName: z.string(),
    status: z.enum(BANNER_STATUSES),
    rejectReason: z.string().nullable(),
    days: z.number().int(),
    startsAt: z.number(),
    endsAt: z.number(),
    pricePaidKobo: z.number().int(),
    paymentReference: z.string().nullable(),
    position: z.number().int(),
    impressions: z.number().int(),
    clicks: z.number().int(),
    createdAt: z.number(),
  })
  .openapi("Banner");
export type Banner = z.infer<typeof banner>;
export const bannerList = z.object({ data: z.array(banner) });
export const bannerAnswer = z.object({ data: banner });
export const bannerPage = z.object({ data: z.array(banner), page: z.number(), perPage: z.number(), hasMore: z.boolean() });

export const bannerPayResult = z.object({
  status: z.enum(["paid", "payment_required"]),
  data: banner,
  reference: z.string().optional(),
  authorizationUrl: z.string().optional(),
});

export const bannerPrice = z.object({ placement: z.enum(BANNER_PLACEMENTS), days: z.number().int(), priceKobo: z.number().int(), active: z.boolean() });
export const bannerPriceList = z.object({ data: z.array(bannerPrice) });
export const bannerPriceInput = z.object({ priceKobo: z.number().int().min(100_00, "A price is at least ₦100.").max(100_000_000_00), active: z.boolean() });

export const bannerStatsDay = z.object({ day: z.string(), impressions: z.number().int(), clicks: z.number().int() });
export const bannerAnalytics = z.object({
  days: z.array(bannerStatsDay),
  totals: z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() }),
});
export const bannerCounted = z.object({ counted: z.boolean() });
