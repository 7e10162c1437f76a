/**
 * The fair-price band: what similar homes ask in the same place, shown on a listing, its card and the listing form
 * (services/listings/price-band.ts; docs/prices.md says how it is worked out).
 */
import { z } from "zod";
import { LISTING_TYPES, PRICE_PERIODS } from "./listing-rules";
import { PRICE_BAND_LEVELS, PRICE_BAND_POSITIONS } from "./price-band-rules";

export * from "./price-band-rules";

export const priceBand = z.object({
  lowKobo: z.number().int(),
  highKobo: z.number().int(),
  /** The period of lowKobo and highKobo: the listing's own (a monthly rent's band is per month). */
  pricePeriod: z.enum(PRICE_PERIODS),
  /** How many comparable listings the band is drawn from (at least PRICE_BAND_RULES.minComparables). */
  count: z.number().int(),
  /** Where the comparables are: the listing's own locality, or the place above it when that had too few. */
  place: z.object({ id: z.number().int(), name: z.string(), level: z.enum(PRICE_BAND_LEVELS) }),
  /** True when the listing's own locality had too few comparables and the band comes from a place above it. */
  widened: z.boolean(),
  /** Comparables are listings of this purpose, kind ("Flats and apartments") and bedrooms (6: six or more). */
  listingType: z.enum(LISTING_TYPES),
  kind: z.string(),
  bedrooms: z.number().int(),
  /** The price asked against the band; null when no price was given. */
  position: z.enum(PRICE_BAND_POSITIONS).nullable(),
});
export type PriceBand = z.infer<typeof priceBand>;

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .positive(`${field} must be a positive id.`);

/** GET /v1/prices/band: the listing form asks as the price is typed. */
export const priceBandQuery = z.strictObject({
  listingType: z.enum(LISTING_TYPES, { error: "listingType is sale, rent or short_stay." }),
  typeId: id("typeId"),
  bedrooms: z.coerce
    .number({ error: "bedrooms must be a whole number." })
    .int("bedrooms must be a whole number.")
    .min(0, "bedrooms must be 0 or more.")
    .max(50, "bedrooms must be at most 50."),
  stateId: id("stateId"),
  localityId: id("localityId").optional(),
  pricePeriod: z.enum(PRICE_PERIODS, { error: "pricePeriod is per_year, per_month, per_night or outright." }),
  priceKobo: z.coerce
    .number({ error: "priceKobo must be a whole number of kobo." })
    .int("priceKobo must be a whole number of kobo.")
    .min(100_00, "priceKobo must be at least ₦100.")
    .max(1e15, "priceKobo is too large.")
    .optional(),
});
export type PriceBandQuery = z.infer<typeof priceBandQuery>;

export const priceBandAnswer = z.object({
  /** null: fewer than PRICE_BAND_RULES.minComparables comparables anywhere up to the state. */
  band: priceBand.nullable(),
  /** True when the price given is more than PRICE_BAND_RULES.reviewRatio × the band's top: the listing will wait for review. */
  needsReview: z.boolean(),
});
