import { z } from "zod";
import { priceBand } from "./price-band";
import { propertyDetail } from "./listings";
import { DUPLICATE_STATUSES, REPORT_STATUSES } from "./moderation-statuses";

export { DUPLICATE_STATUSES, REPORT_STATUSES };

/** Admin moderation of listings (reports, duplicate flags, delist/relist): shared by the worker and the SPA. */
export const MODERATION_PAGE_SIZE = 20;
export const DELIST_REASON_MIN = 3;
export const DELIST_REASON_MAX = 500;

const reasonTooShort = `Give the reason for delisting (at least ${DELIST_REASON_MIN} characters).`;
const reasonTooLong = `Keep the reason under ${DELIST_REASON_MAX} characters.`;
const reasonText = z
  .string({ message: "Give the reason for delisting." })
  .trim()
  .min(DELIST_REASON_MIN, reasonTooShort)
  .max(DELIST_REASON_MAX, reasonTooLong);
/** For an action that may not delist: required (reasonTooShort) only when it does, checked by the input's refinement. */
const optionalReason = z.string().trim().max(DELIST_REASON_MAX, reasonTooLong).optional();

export const delistInput = z.object({ reason: reasonText });

/** A reason is required whenever the action delists the listing; otherwise it is ignored. */
export const reportResolveInput = z
  .object({
    action: z.enum(["uphold", "dismiss"], { message: "Choose uphold or dismiss." }),
    delist: z.boolean().default(false),
    reason: optionalReason,
  })
  .superRefine((v, ctx) => {
    if (v.action === "dismiss" && v.delist)
      ctx.addIssue({ code: "custom", path: ["delist"], message: "A dismissed report cannot delist the listing." });
    if (v.delist && (v.reason ?? "").length < DELIST_REASON_MIN)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: reasonTooShort,
      });
  });
export type ReportResolveInput = z.infer<typeof reportResolveInput>;

export const duplicateResolveInput = z
  .object({
    action: z.enum(["dismiss", "delist"], { message: "Choose dismiss or delist." }),
    reason: optionalReason,
  })
  .superRefine((v, ctx) => {
    if (v.action === "delist" && (v.reason ?? "").length < DELIST_REASON_MIN)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: reasonTooShort,
      });
  });
export type DuplicateResolveInput = z.infer<typeof duplicateResolveInput>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });
const owner = person.extend({ listingSuspended: z.boolean() });

export const adminListingRow = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  delistReason: z.string().nullable(),
  listingType: z.string(),
  priceKobo: z.number(),
  pricePeriod: z.string(),
  thumbnailUrl: z.string().nullable(),
  owner,
  openReports: z.number(),
  flaggedDuplicate: z.boolean(),
  createdAt: z.number(),
  confirmedAt: z.number(),
});
export type AdminListingRow = z.infer<typeof adminListingRow>;

/**
 * Why a listing waits for staff before it goes live: its lister has no verified identity (KYC), has fewer live
 * listings than the trust threshold, or one of its photos matches another lister's (an open duplicate flag).
 */
export const REVIEW_REASONS = ["unverified_lister", "new_lister", "duplicate_photo", "price_above_band"] as const;
export const REVIEW_REASON_LABELS: Record<(typeof REVIEW_REASONS)[number], string> = {
  unverified_lister: "Unverified lister",
  new_lister: "New lister",
  duplicate_photo: "Duplicate photo",
  price_above_band: "Price far above similar homes",
};
export const priceComparable = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  priceKobo: z.number(),
  pricePeriod: z.string(),
});
export type PriceComparable = z.infer<typeof priceComparable>;
export const reviewQueueRow = adminListingRow.extend({
  reasons: z.array(z.enum(REVIEW_REASONS)),
  /** For a listing held for its price: the fair-price band it was checked against (as it is now) and comparables. */
  priceReview: z
    .object({
      /** The band's top when the listing was held. */
      heldTopKobo: z.number(),
      band: priceBand.nullable(),
      comparables: z.array(priceComparable),
    })
    .nullable(),
  /** The lister's listings live now (active or paused), against the trust threshold. */
  ownerLiveListings: z.number(),
});
export type ReviewQueueRow = z.infer<typeof reviewQueueRow>;

export const adminReportRow = z.object({
  id: z.string(),
  reason: z.string(),
  reasonLabel: z.string(),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
  /** null when the report was sent without signing in (or the account is gone). */
  reporter: person.nullable(),
  reporterName: z.string(),
  listing: z.object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    status: z.string(),
    thumbnailUrl: z.string().nullable(),
    owner,
  }),
});
export type AdminReportRow = z.infer<typeof adminReportRow>;

export const duplicateSide = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  createdAt: z.number(),
  owner,
  /** The photo that matched the other listing's photo, when it still exists. */
  matchedThumbnailUrl: z.string().nullable(),
  thumbnails: z.array(z.string()),
});
export type DuplicateSide = z.infer<typeof duplicateSide>;

export const adminDuplicateRow = z.object({
  id: z.string(),
  distance: z.number(),
  status: z.enum(DUPLICATE_STATUSES),
  createdAt: z.number(),
  resolvedAt: z.number().nullable(),
  listing: duplicateSide,
  other: duplicateSide,
});
export type AdminDuplicateRow = z.infer<typeof adminDuplicateRow>;

/** The fields staff may correct on someone else's listing, each optional: only those sent change. */
const ADMIN_EDITABLE_FIELDS = {
  title: z.string().trim().min(10, "Give the listing a title of at least 10 characters.").max(120).optional(),
  description: z.string().trim().min(30, "Describe the property in at least 30 characters.").max(5000).optional(),
  address: z.string().trim().min(5, "Enter the listing's address.").max(200).optional(),
  priceKobo: z.number().int("Amounts are whole kobo.").min(100_00, "Enter the price.").max(1e15).optional(),
  bedrooms: z.number().int().min(0).max(50).optional(),
  bathrooms: z.number().int().min(0).max(50).optional(),
  toilets: z.number().int().min(0).max(60).optional(),
};
export const ADMIN_EDITABLE = Object.keys(ADMIN_EDITABLE_FIELDS) as (keyof typeof ADMIN_EDITABLE_FIELDS)[];
/**
 * PATCH /admin/api/listings/{id}: what staff may correct on someone else's listing (a scam phone number
 * in the description, a wrong price or bedroom count). The reason goes into the activity log.
 */
export const adminListingEdit = z
  .strictObject(
    { reason: reasonText, ...ADMIN_EDITABLE_FIELDS },
    { error: (iss) => (iss.code === "unrecognized_keys" ? `Unknown fields: ${iss.keys.join(", ")}.` : undefined) },
  )
  .refine((v) => Object.keys(v).some((k) => k !== "reason"), { message: "Change at least one field.", path: ["body"] });
export type AdminListingEdit = z.infer<typeof adminListingEdit>;

export const mediaRemoveInput = z.strictObject({ reason: reasonText });

/** Staff moderation answers (routes/admin/listings.ts). */
export const delisted = z.object({ id: z.string(), status: z.literal("delisted"), delistReason: z.string() });
export const relisted = z.object({ id: z.string(), status: z.literal("active"), confirmedAt: z.number() });
export const reportResolved = z.object({
  id: z.string(),
  status: z.enum(["upheld", "dismissed"]),
  delisted: z.boolean(),
  ownerSuspended: z.boolean(),
});
export const duplicateResolved = z.object({
  id: z.string(),
  status: z.enum(["dismissed", "actioned"]),
  delisted: z.boolean(),
});
export const listingCorrected = z.object({ changed: z.array(z.string()), listing: propertyDetail });
export const photoRemoved = z.object({ id: z.string(), removed: z.literal(true) });
