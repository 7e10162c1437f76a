/**
 * The fair-price band's rules without zod: the listing page and cards import this file (and price-band.ts only as
 * types), so the validation library stays out of their bundles. price-band.ts re-exports everything here.
 */
export const PRICE_BAND_RULES = {
  /** Fewer comparables than this in every place up to the state: no band is shown. */
  minComparables: 5,
  /** The band is the middle half of the comparables' prices: from this percentile … */
  lowPercentile: 25,
  /** … to this one. */
  highPercentile: 75,
  /** Listings count while their evidence is this recent: a live listing's last confirmation, a paused one's pausing. */
  windowMonths: 6,
  /** A listing asking more than this times the band's top waits for staff review before it goes live. */
  reviewRatio: 1.5,
} as const;

export const PRICE_BAND_LEVELS = ["neighbourhood", "area", "region", "state"] as const;
export const PRICE_BAND_POSITIONS = ["below", "within", "above"] as const;
export type PriceBandPosition = (typeof PRICE_BAND_POSITIONS)[number];
