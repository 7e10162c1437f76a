// Worker-only (named with .openapi()); the SPA imports the constants from ./banner-rules and the input rules from ./banner-input.
import { z } from "@hono/zod-openapi";
import { createSelectSchema } from "drizzle-zod";
import { bannerDailyStats, bannerPrices, banners } from "../db/schema/banners";
import { asNumber } from "./table-rows";
import { BANNER_PLACEMENTS, BANNER_IMAGE_MAX_BYTES } from "./banner-rules";
import { bannerDays } from "./banner-input";
import { pageOf } from "./paging";
import { pictureSize, sizeUploads } from "./content";

export * from "./banner-rules";
export * from "./banner-input";

export const bannerPayInput = z.object({
  paymentMethod: z.enum(["wallet", "link"], { message: "Choose wallet or card." }),
});
export const bannerRenewInput = z.object({
  days: bannerDays,
  paymentMethod: z.enum(["wallet", "link"], { message: "Choose wallet or card." }),
});
export const bannerRejectInput = z.object({
  reason: z.string().trim().min(5, "Tell the advertiser why, in at least 5 characters.").max(500),
});
export const bannerOrderInput = z.object({ ids: z.array(z.string().trim().min(1).max(60)).min(1).max(50) });
export const bannerUploadRequest = z.object({
  contentType: z.enum(["image/jpeg", "image/png", "image/webp"], { message: "Upload a JPEG, PNG or WebP picture." }),
  sizeBytes: z.number().int().positive().max(BANNER_IMAGE_MAX_BYTES, "A banner picture can be at most 2 MB."),
});
export const bannerUploadTicket = z
  .object({ uploadUrl: z.string(), url: z.string(), expiresAt: z.number(), sizeUploads })
  .openapi("BannerImageTicket");

/**
 * A banner's columns (drizzle-zod). The picture columns are R2 keys, answered as URLs under other names; `placement`
 * is plain text in the table and one of BANNER_PLACEMENTS in the answers.
 */
const bannerRow = createSelectSchema(banners, { startsAt: asNumber, endsAt: asNumber, createdAt: asNumber });

/** The public slide (SPEC §3 field names) plus what the page needs: its id, kind (dismissal) and the counted click URL. */
export const bannerSlide = bannerRow
  .pick({
    id: true,
    kind: true,
    title: true,
    description: true,
    ctaText: true,
    ctaBackgroundColor: true,
    ctaBorderColor: true,
    ctaLink: true,
  })
  .extend({
    placement: z.enum(BANNER_PLACEMENTS),
    image: z.string(),
    mobileImage: z.string().nullable(),
    tabletImage: z.string().nullable(),
    /** Each picture's right-sized copies for `srcset`, narrowest first; empty when it has none (show the URL above). */
    imageSizes: z.array(pictureSize),
    mobileImageSizes: z.array(pictureSize),
    tabletImageSizes: z.array(pictureSize),
    /** GET it to follow the banner: counts the click, then redirects to ctaLink. */
    clickUrl: z.string(),
  })
  .openapi("BannerSlide");
export type BannerSlide = z.infer<typeof bannerSlide>;
export const bannerSlideList = z.object({ data: z.array(bannerSlide) });

export const banner = bannerSlide
  .extend({
    ...bannerRow.pick({
      ownerId: true,
      status: true,
      rejectReason: true,
      days: true,
      startsAt: true,
      endsAt: true,
      pricePaidKobo: true,
      paymentReference: true,
      position: true,
      createdAt: true,
    }).shape,
    ownerName: z.string(),
    impressions: z.number().int(),
    clicks: z.number().int(),
  })
  .openapi("Banner");
export type Banner = z.infer<typeof banner>;
export const bannerList = z.object({ data: z.array(banner) });
export const bannerAnswer = z.object({ data: banner });
export const bannerPage = pageOf(banner);

export const bannerPayResult = z.object({
  status: z.enum(["paid", "payment_required"]),
  data: banner,
  reference: z.string().optional(),
  authorizationUrl: z.string().optional(),
});

export const bannerPrice = createSelectSchema(bannerPrices)
  .pick({ days: true, priceKobo: true, active: true })
  .extend({ placement: z.enum(BANNER_PLACEMENTS) });
export const bannerPriceList = z.object({ data: z.array(bannerPrice) });
export const bannerPriceInput = z.object({
  priceKobo: z.number().int().min(100_00, "A price is at least ₦100.").max(100_000_000_00),
  active: z.boolean(),
});

export const bannerStatsDay = createSelectSchema(bannerDailyStats).pick({ day: true, impressions: true, clicks: true });
export const bannerAnalytics = z.object({
  days: z.array(bannerStatsDay),
  totals: z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() }),
});
export const bannerCounted = z.object({ counted: z.boolean() });
