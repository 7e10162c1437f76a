// Web-safe (plain zod): the banner forms validate with the same rules the API applies.
import { z } from "zod";
import { BANNER_MESSAGES, BANNER_PLACEMENTS } from "./banner-rules";
import { isSameSitePath } from "./same-site";
import { lagosDay } from "./lagos-time";

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
    if (isSameSitePath(v) && !/\s/.test(v)) return true;
    try {
      const u = new URL(v);
      return u.protocol === "https:" && !u.username && !u.password && u.hostname.includes(".");
    } catch {
      return false;
    }
  }, BANNER_MESSAGES.link);

const description = z.string().trim().max(160, "A description can be at most 160 characters.");

export const bannerContentFields = {
  title: z
    .string()
    .trim()
    .min(3, "Enter a title of at least 3 characters.")
    .max(80, "A title can be at most 80 characters."),
  description: description.default(""),
  image: bannerImageUrl,
  mobileImage: bannerImageUrl.nullable().optional(),
  tabletImage: bannerImageUrl.nullable().optional(),
  ctaText: z
    .string()
    .trim()
    .min(2, "Enter the button's text.")
    .max(24, "The button's text can be at most 24 characters."),
  ctaBackgroundColor: colour,
  ctaBorderColor: colour,
  ctaLink: bannerLink,
  placement: z.enum(BANNER_PLACEMENTS, { message: "Choose where the banner shows." }),
};
export const bannerIsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.");
export const bannerDays = z.union([z.literal(7), z.literal(14), z.literal(30)], {
  message: "Choose 7, 14 or 30 days.",
});

/** A broker's new banner: it runs `days` days from `startDate` (Lagos time) once approved. */
export const bannerCreateInput = z.object({ ...bannerContentFields, days: bannerDays, startDate: bannerIsoDay });
/** PATCH of an owner's banner: any of the create form's fields, at least one. */
export const bannerPatchInput = bannerCreateInput
  .extend({ description })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: "Send at least one field to change.", path: ["body"] });
/** A house banner (staff): its own dates, no price. */
export const houseBannerInput = z.object({ ...bannerContentFields, startDate: bannerIsoDay, endDate: bannerIsoDay });

/**
 * The forms' versions: a form starts with no desktop picture (""), and says so beside the picture's field
 * before anything is sent; everything else is the API's rule.
 */
const pictureFirst = z.string().min(1, "Upload the picture for computers first.").pipe(bannerImageUrl);
export const bannerCreateForm = bannerCreateInput.extend({ image: pictureFirst });
export const houseBannerForm = houseBannerInput.extend({ image: pictureFirst });

type BannerLike = Omit<z.input<typeof bannerCreateInput>, "days" | "startDate"> & { days: number; startsAt: number };
/** A banner as its owner's form would send it: what an edit starts from (the SPA's form, the API's PATCH). */
export const bannerFormValues = (b: BannerLike): z.input<typeof bannerCreateInput> => ({
  title: b.title,
  description: b.description,
  image: b.image,
  mobileImage: b.mobileImage,
  tabletImage: b.tabletImage,
  ctaText: b.ctaText,
  ctaBackgroundColor: b.ctaBackgroundColor,
  ctaBorderColor: b.ctaBorderColor,
  ctaLink: b.ctaLink,
  placement: b.placement,
  days: b.days as z.input<typeof bannerDays>,
  startDate: lagosDay(b.startsAt),
});
