import { z } from "zod";
import { FURNISHING, LISTING_RULES, LISTING_TYPES, PRICE_PERIODS, REPORT_REASONS, TITLE_DOCUMENT_CODES } from "./listing-rules";

export * from "./listing-rules";
import { LIMITS } from "./constants";

/** The listings domain's shared vocabulary: the worker validates with these, the SPA's forms reuse them. */
const kobo = z.number().int("Amounts are whole kobo.").min(0).max(1e15);
const nairaToKoboMax = (n: number) => n * 100;

export const videoLinkSchema = z
  .string()
  .trim()
  .url("Enter a full video link, e.g. https://youtu.be/...")
  .refine((u) => /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|m\.youtube\.com)\//.test(u), "Use a YouTube or Vimeo link.");

export const roomInput = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, "Name the room, e.g. Master bedroom.").max(80),
  description: z.string().trim().max(500).optional(),
  mediaTokens: z.array(z.string()).max(LISTING_RULES.maxPhotos).default([]),
});

/** POST v1/secure/property and PUT v1/secure/properties/property/{id}. Amounts are kobo. */
export const propertyInput = z.object({
  title: z.string().trim().min(10, "Give the listing a title of at least 10 characters.").max(120),
  description: z.string().trim().min(30, "Describe the property in at least 30 characters.").max(5000),
  listingType: z.enum(LISTING_TYPES),
  categoryId: z.number().int().positive("Choose a category."),
  typeId: z.number().int().positive("Choose a property type."),
  priceKobo: kobo.min(100_00, "Enter the price."),
  pricePeriod: z.enum(PRICE_PERIODS),
  serviceChargeKobo: kobo.default(0),
  agencyFeeKobo: kobo.default(0),
  legalFeeKobo: kobo.default(0),
  cautionFeeKobo: kobo.default(0),
  bedrooms: z.number().int().min(0).max(50).default(0),
  bathrooms: z.number().int().min(0).max(50).default(0),
  toilets: z.number().int().min(0).max(60).default(0),
  areaSqm: z.number().positive().max(10_000_000).nullish(),
  furnishing: z.enum(FURNISHING).default("unfurnished"),
  address: z.string().trim().min(5, "Enter the street address.").max(200),
  stateId: z.number().int().positive("Choose a state."),
  localityId: z.number().int().positive().nullish(),
  lat: z.number().min(4).max(14).nullish(),
  lng: z.number().min(2.5).max(15).nullish(),
  titleDocuments: z.array(z.enum(TITLE_DOCUMENT_CODES)).max(6).default([]),
  amenityIds: z.array(z.number().int().positive()).max(40).default([]),
  /** SPEC.md §5: ₦1,000 to ₦15,000; null means no paid inspection. */
  inspectionFeeKobo: z
    .number()
    .int()
    .min(nairaToKoboMax(LIMITS.inspectionFeeMin), `The inspection fee must be at least ₦${LIMITS.inspectionFeeMin.toLocaleString("en-NG")}.`)
    .max(nairaToKoboMax(LIMITS.inspectionFeeMax), `The inspection fee must be at most ₦${LIMITS.inspectionFeeMax.toLocaleString("en-NG")}.`)
    .nullish(),
  mediaTokens: z.array(z.string()).max(LISTING_RULES.maxPhotos).default([]),
  primaryMediaToken: z.string().optional(),
  rooms: z.array(roomInput).max(LISTING_RULES.maxRooms).default([]),
  videoLinks: z.array(videoLinkSchema).max(LISTING_RULES.maxVideoLinks).default([]),
});
export type PropertyInput = z.infer<typeof propertyInput>;

export const uploadRequest = z.object({
  contentType: z.enum(["image/jpeg", "image/png", "image/webp"], { message: "Only JPEG, PNG or WebP pictures can be uploaded." }),
  sizeBytes: z.number().int().positive().max(LISTING_RULES.maxUploadBytes, `A picture can be at most ${LISTING_RULES.maxUploadBytes / 1024 / 1024} MB.`),
  width: z.number().int().positive().max(8192).optional(),
  height: z.number().int().positive().max(8192).optional(),
  phash: z.string().regex(/^[0-9a-f]{16}$/).optional(),
});

export const mediaItem = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailMdUrl: z.string(),
  primaryImage: z.boolean(),
  rotation: z.number(),
  roomId: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const agentContactInfo = z.object({
  id: z.string(),
  fullName: z.string(),
  profilePictureUrl: z.string().nullable(),
  userType: z.string(),
  companyName: z.string().nullable(),
  kycVerified: z.boolean(),
  phone: z.string().nullable(),
});

/** SPEC.md §3 property card. */
export const propertyCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  listingType: z.enum(LISTING_TYPES),
  type: z.object({ id: z.number(), title: z.string() }),
  category: z.object({ id: z.number(), title: z.string() }),
  bedroom: z.number(),
  bathroom: z.number(),
  area: z.number().nullable(),
  priceKobo: z.number(),
  pricePeriod: z.enum(PRICE_PERIODS),
  state: z.object({ id: z.number(), name: z.string() }),
  locality: z.object({ id: z.number(), name: z.string() }).nullable(),
  propertyMedia: z.array(mediaItem),
  isFavorite: z.boolean(),
  premiumListing: z.boolean(),
  confirmedAt: z.number(),
  createdAt: z.number(),
  agentContactInfo,
});
export type PropertyCard = z.infer<typeof propertyCard>;

export const propertyDetail = propertyCard.extend({
  status: z.string(),
  delistReason: z.string().nullable(),
  serviceChargeKobo: z.number(),
  agencyFeeKobo: z.number(),
  legalFeeKobo: z.number(),
  cautionFeeKobo: z.number(),
  toilets: z.number(),
  furnishing: z.enum(FURNISHING),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  titleDocuments: z.array(z.string()),
  amenities: z.array(z.object({ id: z.number(), title: z.string() })),
  rooms: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable(), mediaTokens: z.array(z.string()) })),
  videoLinks: z.array(z.object({ id: z.string(), url: z.string() })),
  inspectionFeeKobo: z.number().nullable(),
  mediaTokens: z.array(z.string()),
  viewCount: z.number(),
  flaggedDuplicate: z.boolean(),
  updatedAt: z.number(),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), perPage: z.number(), hasMore: z.boolean() });

/** Body of POST /v1/properties/{rent|sale}/search, /short-stay/search and /v1/properties/search. */
export const searchFilter = z.object({
  stateId: z.number().int().positive().optional(),
  state: z.string().max(64).optional(),
  localityId: z.number().int().positive().optional(),
  categoryId: z.number().int().positive().optional(),
  typeId: z.number().int().positive().optional(),
  minPriceKobo: z.number().int().min(0).optional(),
  maxPriceKobo: z.number().int().min(0).optional(),
  minBedrooms: z.number().int().min(0).max(50).optional(),
  furnishing: z.enum(FURNISHING).optional(),
  query: z.string().trim().max(100).optional(),
  listingType: z.enum(LISTING_TYPES).optional(),
});
export const SORTS = ["latest", "price_asc", "price_desc"] as const;

export const reportInput = z.strictObject({
  reason: z.enum(REPORT_REASONS.map((r) => r.code) as [string, ...string[]], { message: "Choose a reason." }),
  details: z.string().trim().max(1000).optional(),
});

/** POST v1/secure/media/uploads answer: PUT the original to uploadUrl and the medium thumbnail to thumbUploadUrl. */
export const uploadTicket = z.object({ token: z.string(), uploadUrl: z.string(), thumbUploadUrl: z.string(), expiresAt: z.number() });
export type UploadTicket = z.infer<typeof uploadTicket>;
/** Each PUT's answer: "pending" until both variants are stored, then "ready". */
export const uploadResult = z.object({ id: z.string(), status: z.enum(["pending", "ready"]) });

export const propertyCategory = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  types: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string() })),
});
export const amenityItem = z.object({ id: z.number(), slug: z.string(), title: z.string() });
