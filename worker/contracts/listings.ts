import { z } from "zod";
import {
  FURNISHING,
  LISTED_BY,
  LISTING_FIELD_MESSAGES,
  LISTING_RULES,
  LISTING_TYPES,
  POWER_FACTS,
  PRICE_PERIODS,
  REPORT_REASON_CODES,
  TITLE_DOCUMENT_CODES,
  WATER_FACTS,
} from "./listing-rules";

export * from "./listing-rules";
import { IMAGE_TYPES, LIMITS } from "./constants";

/** The listings domain's shared vocabulary: the worker validates with these, the SPA's forms reuse them. */
const kobo = z.number().int("Amounts are whole kobo.").min(0).max(1e15);

export const videoLinkSchema = z
  .string({ error: LISTING_FIELD_MESSAGES.videoLink })
  .trim()
  .url("Enter a full video link, e.g. https://youtu.be/...")
  .refine(
    (u) => /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|m\.youtube\.com)\//.test(u),
    "Use a YouTube or Vimeo link.",
  );

/** Unknown keys are refused, naming them (a typo must not silently drop what the client meant). */
const unknownKeys = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === "unrecognized_keys" && iss.keys?.length
      ? `Unknown field${iss.keys.length === 1 ? "" : "s"}: ${iss.keys.join(", ")}.`
      : undefined,
};

/** A video link as a URL, or in the `{ id, url }` shape the API returns (the id is ignored: links are replaced). */
const videoLinkInput = z
  .union([videoLinkSchema, z.strictObject({ id: z.string().max(120).optional(), url: videoLinkSchema }, unknownKeys)], {
    error: LISTING_FIELD_MESSAGES.videoLink,
  })
  .transform((v) => (typeof v === "string" ? v : v.url));

export const roomInput = z.strictObject(
  {
    id: z.string().max(120).optional(),
    name: z.string({ error: LISTING_FIELD_MESSAGES.roomName }).trim().min(1, LISTING_FIELD_MESSAGES.roomName).max(80),
    description: z.string().trim().max(500).nullish(),
    mediaTokens: z.array(z.string().max(120)).max(LISTING_RULES.maxPhotos).default([]),
  },
  unknownKeys,
);

/** A reference as GET answers it (`{ id, title }`, `{ id, name }`): only the id is read. */
const refInput = z.looseObject({ id: z.number().int().positive() });
/** What GET answers and a write ignores, so a client can send a read back as it came. */
const readOnly = z.unknown().optional().describe("Answered by GET; ignored on write.");

/** The bounds an admin sets (App preference, SPEC §9 defaults ₦1,000 to ₦15,000) are checked by the listing service. */
export const inspectionFeeMessages = {
  min: (minKobo: number) => `The inspection fee must be at least ₦${(minKobo / 100).toLocaleString("en-NG")}.`,
  max: (maxKobo: number) => `The inspection fee must be at most ₦${(maxKobo / 100).toLocaleString("en-NG")}.`,
};
const feeMin = "The inspection fee must be at least ₦1.";
const feeMax = inspectionFeeMessages.max(LIMITS.inspectionFeeCeiling * 100);
const count = (max: number, field: string) =>
  z
    .number({ error: `Enter the number of ${field} as a whole number.` })
    .int(`Enter the number of ${field} as a whole number.`)
    .min(0)
    .max(max);

/**
 * POST v1/secure/property and PUT v1/secure/properties/property/{id}. Amounts are kobo, except SPEC.md §3's
 * `inspectionFee`, which is Naira (send it or `inspectionFeeKobo`). `status: "draft"` saves without
 * publishing; a listing goes live only with a photo and sane facts (see publishProblems).
 */
export const propertyInput = z
  .strictObject(
    {
      status: z.enum(["active", "draft"], { error: "status is active (publish) or draft." }).optional(),
      title: z
        .string({ error: LISTING_FIELD_MESSAGES.title })
        .trim()
        .min(10, "Give the listing a title of at least 10 characters.")
        .max(120),
      description: z
        .string({ error: LISTING_FIELD_MESSAGES.description })
        .trim()
        .min(30, "Describe the property in at least 30 characters.")
        .max(5000),
      listingType: z.enum(LISTING_TYPES, { error: LISTING_FIELD_MESSAGES.listingType }),
      categoryId: z
        .number({ error: LISTING_FIELD_MESSAGES.categoryId })
        .int()
        .positive(LISTING_FIELD_MESSAGES.categoryId)
        .optional(),
      typeId: z
        .number({ error: LISTING_FIELD_MESSAGES.typeId })
        .int()
        .positive(LISTING_FIELD_MESSAGES.typeId)
        .optional(),
      priceKobo: z
        .number({ error: LISTING_FIELD_MESSAGES.priceKobo })
        .int("Amounts are whole kobo.")
        .min(100_00, LISTING_FIELD_MESSAGES.priceKobo)
        .max(1e15),
      pricePeriod: z.enum(PRICE_PERIODS, { error: LISTING_FIELD_MESSAGES.pricePeriod }),
      serviceChargeKobo: kobo.default(0),
      agencyFeeKobo: kobo.default(0),
      legalFeeKobo: kobo.default(0),
      cautionFeeKobo: kobo.default(0),
      bedrooms: count(50, "bedrooms").default(0),
      bathrooms: count(50, "bathrooms").default(0),
      toilets: count(60, "toilets").default(0),
      areaSqm: z.number().positive().max(10_000_000).nullish(),
      furnishing: z.enum(FURNISHING).default("unfurnished"),
      address: z.string({ error: LISTING_FIELD_MESSAGES.address }).trim().min(5, "Enter the street address.").max(200),
      stateId: z
        .number({ error: LISTING_FIELD_MESSAGES.stateId })
        .int()
        .positive(LISTING_FIELD_MESSAGES.stateId)
        .optional(),
      localityId: z.number().int().positive().nullish(),
      lat: z.number().min(4).max(14).nullish(),
      lng: z.number().min(2.5).max(15).nullish(),
      titleDocuments: z.array(z.enum(TITLE_DOCUMENT_CODES)).max(6).default([]),
      amenityIds: z.array(z.number().int().positive()).max(40).default([]),
      /** SPEC.md §5: ₦1,000 to ₦15,000 by default (the admin's App preference bounds, checked on save); null means no paid inspection. */
      inspectionFeeKobo: z
        .number()
        .int()
        .min(100, feeMin)
        .max(LIMITS.inspectionFeeCeiling * 100, feeMax)
        .nullish(),
      /** SPEC.md §3's name, in Naira. */
      inspectionFee: z
        .number({ error: "The inspection fee is a number of naira." })
        .min(1, feeMin)
        .max(LIMITS.inspectionFeeCeiling, feeMax)
        .nullish(),
      mediaTokens: z.array(z.string().max(120)).max(LISTING_RULES.maxPhotos).default([]),
      primaryMediaToken: z.string().max(120).optional(),
      rooms: z.array(roomInput).max(LISTING_RULES.maxRooms).default([]),
      videoLinks: z.array(videoLinkInput).max(LISTING_RULES.maxVideoLinks).default([]),
      // SPEC §3's names, as GET answers them, so a read can be written back. Each maps onto the name above.
      bedroom: count(50, "bedrooms").optional(),
      bathroom: count(50, "bathrooms").optional(),
      area: z.number().positive().max(10_000_000).nullish(),
      amenities: z
        .array(z.union([z.number().int().positive(), refInput]))
        .max(40)
        .optional(),
      category: refInput.optional(),
      type: refInput.optional(),
      state: refInput.optional(),
      locality: refInput.nullish(),
      id: readOnly,
      slug: readOnly,
      propertyMedia: readOnly,
      isFavorite: readOnly,
      premiumListing: readOnly,
      confirmedAt: readOnly,
      createdAt: readOnly,
      updatedAt: readOnly,
      agentContactInfo: readOnly,
      rating: readOnly,
      delistReason: readOnly,
      viewCount: readOnly,
      flaggedDuplicate: readOnly,
    },
    unknownKeys,
  )
  .superRefine((v, ctx) => {
    if (
      v.inspectionFee != null &&
      v.inspectionFeeKobo != null &&
      Math.round(v.inspectionFee * 100) !== v.inspectionFeeKobo
    )
      ctx.addIssue({
        code: "custom",
        path: ["inspectionFee"],
        message: "inspectionFee (naira) and inspectionFeeKobo disagree; send one of them.",
      });
    // Both spellings sent: they must say the same (a zero or empty default of the internal name does not count).
    const clash = (spec: string, internal: string, a: unknown, b: unknown) =>
      ctx.addIssue({
        code: "custom",
        path: [spec],
        message: `${spec} and ${internal} disagree (${String(a)} vs ${String(b)}); send one of them.`,
      });
    if (v.bedroom !== undefined && v.bedrooms !== 0 && v.bedroom !== v.bedrooms)
      clash("bedroom", "bedrooms", v.bedroom, v.bedrooms);
    if (v.bathroom !== undefined && v.bathrooms !== 0 && v.bathroom !== v.bathrooms)
      clash("bathroom", "bathrooms", v.bathroom, v.bathrooms);
    if (v.area != null && v.areaSqm != null && v.area !== v.areaSqm) clash("area", "areaSqm", v.area, v.areaSqm);
    const specAmenities = v.amenities?.map((a) => (typeof a === "number" ? a : a.id)).sort((a, b) => a - b);
    if (specAmenities && v.amenityIds.length && specAmenities.join() !== [...v.amenityIds].sort((a, b) => a - b).join())
      clash("amenities", "amenityIds", specAmenities, v.amenityIds);
    for (const [spec, internal] of [
      ["category", "categoryId"],
      ["type", "typeId"],
      ["state", "stateId"],
    ] as const) {
      const ref = v[spec]?.id;
      if (ref !== undefined && v[internal] !== undefined && ref !== v[internal])
        clash(`${spec}.id`, internal, ref, v[internal]);
      if (ref === undefined && v[internal] === undefined)
        ctx.addIssue({ code: "custom", path: [internal], message: LISTING_FIELD_MESSAGES[internal] });
    }
    if (v.locality != null && v.localityId != null && v.locality.id !== v.localityId)
      clash("locality.id", "localityId", v.locality.id, v.localityId);
  })
  .transform(({ bedroom, bathroom, area, amenities, category, type, state, locality, ...v }) => {
    const {
      id: _id,
      slug: _slug,
      propertyMedia: _m,
      isFavorite: _f,
      premiumListing: _p,
      confirmedAt: _c,
      createdAt: _ca,
      updatedAt: _u,
      agentContactInfo: _a,
      rating: _r,
      delistReason: _d,
      viewCount: _v,
      flaggedDuplicate: _fd,
      ...input
    } = v;
    return {
      ...input,
      categoryId: input.categoryId ?? category!.id,
      typeId: input.typeId ?? type!.id,
      stateId: input.stateId ?? state!.id,
      localityId:
        input.localityId !== undefined ? input.localityId : locality === undefined ? undefined : (locality?.id ?? null),
      bedrooms: bedroom ?? input.bedrooms,
      bathrooms: bathroom ?? input.bathrooms,
      areaSqm: input.areaSqm ?? area,
      amenityIds:
        input.amenityIds.length || !amenities
          ? input.amenityIds
          : amenities.map((a) => (typeof a === "number" ? a : a.id)),
    };
  });
export type PropertyInput = z.infer<typeof propertyInput>;

/** The fee in kobo from whichever of the two names the client sent. */
export const inspectionFeeKoboOf = (v: Pick<PropertyInput, "inspectionFee" | "inspectionFeeKobo">) =>
  v.inspectionFeeKobo ?? (v.inspectionFee != null ? Math.round(v.inspectionFee * 100) : null);

export const uploadRequest = z.strictObject(
  {
    contentType: z.enum(IMAGE_TYPES, { message: "Only JPEG, PNG or WebP pictures can be uploaded." }),
    sizeBytes: z
      .number()
      .int()
      .positive()
      .max(LISTING_RULES.maxUploadBytes, `A picture can be at most ${LISTING_RULES.maxUploadBytes / 1024 / 1024} MB.`),
    width: z.number().int().positive().max(8192).optional(),
    height: z.number().int().positive().max(8192).optional(),
    // Older clients computed the duplicate-photo hash themselves; the server now hashes the stored original.
    phash: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .optional()
      .meta({
        deprecated: true,
        description:
          "Ignored. Still accepted for compatibility with older clients, but the server computes the duplicate-photo hash itself from the uploaded original's bytes.",
      }),
  },
  unknownKeys,
);

export const mediaItem = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailMdUrl: z.string(),
  primaryImage: z.boolean(),
  rotation: z.number(),
  roomId: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Every stored copy with its pixel width, narrowest first (the original last): feeds `srcset`. */
  sizes: z.array(z.object({ width: z.number().int(), url: z.string() })),
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
  /** Published reviews of the listing: average and count; absent when nobody reviewed it yet. */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
  /** Where the listing is (the search pages' map); null when the lister gave no point. */
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
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
  rooms: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      mediaTokens: z.array(z.string()),
    }),
  ),
  videoLinks: z.array(z.object({ id: z.string(), url: z.string() })),
  inspectionFeeKobo: z.number().nullable(),
  /** SPEC.md §3: the same fee in Naira. */
  inspectionFee: z.number().nullable(),
  mediaTokens: z.array(z.string()),
  viewCount: z.number(),
  flaggedDuplicate: z.boolean(),
  updatedAt: z.number(),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

/** PATCH .../media/{mediaId}/rotate. */
export const rotateInput = z.strictObject(
  {
    degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], { message: "Rotate by 90, 180 or 270 degrees." }),
  },
  unknownKeys,
);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: z.number(), perPage: z.number(), hasMore: z.boolean() });
export const cardList = z.object({ data: z.array(propertyCard) });
export const mediaList = z.object({ data: z.array(mediaItem) });
export const message = z.object({ message: z.string() });

/** Totals are exact up to this many matches; past it the answer says "1,000+" (totalIsLowerBound). */
export const SEARCH_TOTAL_BOUND = 1000;

const coord = (max: number) => z.number().min(-max).max(max);
/** A map viewport: south-west and north-east corners (Nigeria never crosses the antimeridian). */
export const boundsInput = z
  .strictObject({ south: coord(90), west: coord(180), north: coord(90), east: coord(180) })
  .refine((b) => b.south <= b.north && b.west <= b.east, {
    message: "bounds: south must be at most north and west at most east.",
    path: ["south"],
  });

/** Body of POST /v1/properties/{rent|sale}/search, /short-stay/search and /v1/properties/search. */
export const searchFilter = z
  .strictObject({
    stateId: z.number().int().positive().optional(),
    /** A state's name or slug ("Lagos", "federal-capital-territory"). */
    state: z.string().trim().max(64).optional(),
    localityId: z.number().int().positive().optional(),
    /** A locality's exact name or slug: "Lekki" matches listings in Lekki, never a listing that only mentions it. */
    locality: z.string().trim().max(80).optional(),
    categoryId: z.number().int().positive().optional(),
    typeId: z.number().int().positive().optional(),
    minPriceKobo: z.number().int().min(0).optional(),
    maxPriceKobo: z.number().int().min(0).optional(),
    minBedrooms: z.number().int().min(0).max(50).optional(),
    minBathrooms: z.number().int().min(0).max(50).optional(),
    furnishing: z.enum(FURNISHING).optional(),
    /** Amenity ids a listing must all have. */
    amenities: z.array(z.number().int().positive()).max(10, "Pick at most 10 amenities.").optional(),
    /** Title document codes a listing must all have. */
    titleDocuments: z.array(z.enum(TITLE_DOCUMENT_CODES)).max(6).optional(),
    /** Yearly service charge at most this (0: none). */
    maxServiceChargeKobo: z.number().int().min(0).optional(),
    power: z
      .array(z.enum(Object.keys(POWER_FACTS) as [keyof typeof POWER_FACTS]))
      .max(4)
      .optional(),
    water: z
      .array(z.enum(Object.keys(WATER_FACTS) as [keyof typeof WATER_FACTS]))
      .max(2)
      .optional(),
    listedBy: z.enum(LISTED_BY).optional(),
    verifiedOnly: z.boolean().optional(),
    bounds: boundsInput.optional(),
    /** Free words; any text is safe (it becomes quoted FTS terms). */
    query: z.string().trim().max(2000, "Keep the search words under 2,000 characters.").optional(),
    listingType: z.enum(LISTING_TYPES).optional(),
  })
  .refine((f) => f.minPriceKobo === undefined || f.maxPriceKobo === undefined || f.minPriceKobo <= f.maxPriceKobo, {
    message: "The minimum price must not be above the maximum.",
    path: ["maxPriceKobo"],
  });
export type SearchFilter = z.infer<typeof searchFilter>;
/** "relevance" (best keyword matches first) is the default when the filter has a query, else "latest". */
export const SORTS = ["latest", "price_asc", "price_desc", "most_viewed", "relevance"] as const;

/** A search answer: a page of cards, a total exact up to SEARCH_TOTAL_BOUND, and a keyset cursor for the next page. */
export const searchPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({
    total: z.number(),
    /** true when there are more than `total` matches ("1,000+"). */
    totalIsLowerBound: z.boolean(),
    /** true when `total` is an estimate from the facet counts or the keyword index ("about 1,200"), never a count of listings. */
    totalIsEstimate: z.boolean(),
    /** Pass as `cursor` to read the next page by keyset (no OFFSET); null on the last page. */
    nextCursor: z.string().nullable(),
  });

export const reportInput = z.strictObject({
  reason: z.enum(REPORT_REASON_CODES, { message: "Choose a reason." }),
  details: z.string().trim().max(1000).optional(),
});

/** POST v1/secure/media/uploads answer: PUT the original to uploadUrl and the medium thumbnail to thumbUploadUrl. */
/**
 * Right-sized copies of a listing photo (SPEC: thumbnailMdUrl is the 640 one). Pictures are shown with
 * srcset over these, so a phone downloads the width it draws, not the original.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/** The copies uploaded besides the original and the 640-wide thumbnail. */
export const SIZED_VARIANTS = { w320: 320, w960: 960, w1280: 1280 } as const;
export type SizedVariant = keyof typeof SIZED_VARIANTS;

export const uploadTicket = z.object({
  token: z.string(),
  uploadUrl: z.string(),
  thumbUploadUrl: z.string(),
  /** Optional extra copies (WebP, ≤ 320, ≤ 960 and ≤ 1280 px wide: the 960 one is what a 2× phone draws full width): PUT them like the thumbnail; the upload is ready without them. */
  sizeUploads: z.array(z.object({ width: z.number().int(), uploadUrl: z.string() })),
  expiresAt: z.number(),
});
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

/** Answer of PUT .../disable: the listing's status now. */
export const disableResult = z.object({ status: z.string() });
/** Answer of POST .../confirm. */
export const confirmResult = z.object({ confirmedAt: z.number() });
/** Answer of PATCH .../rotate. */
export const rotateResult = z.object({ rotation: z.number() });
/** Property categories with their types. */
export const categoryList = z.object({ data: z.array(propertyCategory) });
/** Amenities a listing can have. */
export const amenityList = z.object({ data: z.array(amenityItem) });
/** POST /v1/secure/favorite/property/{id}: saved now or not. */
export const favoriteToggled = z.object({ data: z.object({ active: z.boolean() }) });
