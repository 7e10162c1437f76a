/**
 * What the listing API answers and how it is searched: the card and the detail, pages of them, the search's
 * filter and sorts, and the small answers of the listing routes. Write bodies are in listing-input.ts, photos
 * in listing-media.ts.
 */

import { z } from "zod";
import {
  FURNISHING,
  LISTED_BY,
  LISTING_TYPES,
  POWER_FACTS,
  PRICE_PERIODS,
  TITLE_DOCUMENT_CODES,
  WATER_FACTS,
} from "./listing-rules";
import { mediaItem } from "./listing-media";
import { priceBand } from "./price-band";
import { pageOf } from "./paging";

export * from "./listing-rules";

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
  /** A card's one photo (its cover); a listing's read (propertyDetail) has every photo. */
  propertyMedia: z.array(mediaItem),
  /** How many photos the listing has. */
  photoCount: z.number().int(),
  /** The price before the latest drop and when it dropped; null unless the last change lowered the price. */
  previousPriceKobo: z.number().int().nullable(),
  priceReducedAt: z.number().int().nullable(),
  /**
   * What it costs to move in, in kobo (moveInCost): the first year's rent (12 months of a monthly price) plus the
   * service charge and the agency, legal and caution fees; for a sale, the price plus its fees. The listing's read has
   * the lines it adds up.
   */
  moveInKobo: z.number().int(),
  /** What similar homes nearby ask (the fair-price band) and where this price sits in it; null with too few of them. */
  priceBand: priceBand.nullable(),
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
  /** The listing's price over time, oldest first: what it was listed at, then each change (kept by the database). */
  priceHistory: z.array(z.object({ priceKobo: z.number().int(), pricePeriod: z.enum(PRICE_PERIODS), at: z.number() })),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

export { pageOf };
export const cardList = z.object({ data: z.array(propertyCard) });
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
    /** Any of these property types (a family: "duplex" is detached, semi-detached and terraced duplexes). */
    typeIds: z.array(z.number().int().positive()).min(1).max(24).optional(),
    minPriceKobo: z.number().int().min(0).optional(),
    maxPriceKobo: z.number().int().min(0).optional(),
    /** At most this move-in total (the card's moveInKobo): "move-in cost under ₦3m". */
    maxMoveInKobo: z.number().int().min(0).optional(),
    minBedrooms: z.number().int().min(0).max(50).optional(),
    /** At most this many bedrooms (with minBedrooms the same number: exactly that many). */
    maxBedrooms: z.number().int().min(0).max(50).optional(),
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
  })
  .refine((f) => f.minBedrooms === undefined || f.maxBedrooms === undefined || f.minBedrooms <= f.maxBedrooms, {
    message: "maxBedrooms: the most bedrooms must not be below the fewest (minBedrooms).",
    path: ["maxBedrooms"],
  });
export type SearchFilter = z.infer<typeof searchFilter>;
/**
 * "relevance" (best keyword matches first) is the default when the filter has a query, else "latest". "move_in_asc":
 * the lowest total to move in first (a year's rent with the service charge, agency, legal and caution fees).
 */
export const SORTS = ["latest", "price_asc", "price_desc", "most_viewed", "relevance", "move_in_asc"] as const;

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
/** Property categories with their types. */
export const categoryList = z.object({ data: z.array(propertyCategory) });
/** Amenities a listing can have. */
export const amenityList = z.object({ data: z.array(amenityItem) });
/** POST /v1/secure/favorite/property/{id}: saved now or not. */
export const favoriteToggled = z.object({ data: z.object({ active: z.boolean() }) });
