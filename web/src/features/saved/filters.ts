import type { ApiSearchFilter as ApiFilter } from "./api";
import type { SearchType } from "../listings/api";
import { formatBbox, parseListingsSearch, type ListingsSearch } from "../listings/search-params";
import { apiFilter, vetSearch } from "../listings/search-loader";

/** A properties page's URL filters ↔ the API filter a saved search keeps (prices: naira in the URL, kobo in the API). */
export const LISTING_TYPE_OF: Record<SearchType, "sale" | "rent" | "short_stay"> = {
  sale: "sale",
  rent: "rent",
  stay: "short_stay",
};
type PagePath = "/properties/sale" | "/properties/rent" | "/properties/stay";
const PAGES: Record<string, PagePath> = {
  sale: "/properties/sale",
  rent: "/properties/rent",
  short_stay: "/properties/stay",
};
export const pageOf = (listingType: string | null): PagePath => PAGES[listingType ?? "rent"] ?? "/properties/rent";

/** The API filter a saved search keeps: the page's own (search-loader's apiFilter). */
export const toApiFilter = (s: ListingsSearch): ApiFilter => apiFilter(s) as ApiFilter;

/** A saved search's filter → the page's URL (the names the API accepts back to the URL's). */
export function toPageSearch(f: Record<string, unknown>): ListingsSearch {
  const kobo = (v: unknown) => (typeof v === "number" ? Math.round(v / 100) : undefined);
  const b = f.bounds as { south: number; west: number; north: number; east: number } | undefined;
  return vetSearch(
    parseListingsSearch({
      state: f.state,
      locality: f.locality,
      q: f.query,
      category: f.categoryId,
      type: f.typeId,
      min: kobo(f.minPriceKobo),
      max: kobo(f.maxPriceKobo),
      moveIn: kobo(f.maxMoveInKobo),
      beds: f.minBedrooms,
      baths: f.minBathrooms,
      furnishing: f.furnishing,
      amenities: f.amenities,
      docs: f.titleDocuments,
      sc: kobo(f.maxServiceChargeKobo),
      power: f.power,
      water: f.water,
      by: f.listedBy,
      verified: f.verifiedOnly,
      bbox: b ? formatBbox(b) : undefined,
    }),
  );
}
