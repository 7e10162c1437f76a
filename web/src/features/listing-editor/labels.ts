import type { FURNISHING, LISTING_TYPES, PRICE_PERIODS } from "@contracts/listings";
import { STATUS_WORDS } from "@contracts/status-words";

export type ListingType = (typeof LISTING_TYPES)[number];
export type PricePeriod = (typeof PRICE_PERIODS)[number];
export type Furnishing = (typeof FURNISHING)[number];

export const LISTING_TYPE_LABEL: Record<ListingType, string> = {
  rent: "For rent",
  sale: "For sale",
  short_stay: "Short stay",
};
export const PERIOD_LABEL: Record<PricePeriod, string> = {
  per_year: "per year",
  per_month: "per month",
  per_night: "per night",
  outright: "outright",
};
export const FURNISHING_LABEL: Record<Furnishing, string> = {
  unfurnished: "Unfurnished",
  semi_furnished: "Semi-furnished",
  furnished: "Furnished",
};

/** Which price periods make sense for each listing type; the first is the default. */
export const PERIODS_FOR: Record<ListingType, PricePeriod[]> = {
  rent: ["per_year", "per_month"],
  sale: ["outright"],
  short_stay: ["per_night"],
};

/** The one map of statuses to words (contracts/status-words.ts). */
export const STATUS_LABEL: Record<string, string> = STATUS_WORDS.listing;
