import type { ApiSearchFilter as ApiFilter } from "./api";
import type { SearchType } from "../listings/api";
import type { ListingsSearch } from "../listings/search-params";

/** A properties page's URL filters ↔ the API filter a saved search keeps (prices: naira in the URL, kobo in the API). */
export const LISTING_TYPE_OF: Record<SearchType, "sale" | "rent" | "short_stay"> = { sale: "sale", rent: "rent", stay: "short_stay" };
type PagePath = "/properties/sale" | "/properties/rent" | "/properties/stay";
const PAGES: Record<string, PagePath> = { sale: "/properties/sale", rent: "/properties/rent", short_stay: "/properties/stay" };
export const pageOf = (listingType: string | null): PagePath => PAGES[listingType ?? "rent"] ?? "/properties/rent";

export function toApiFilter(s: ListingsSearch): ApiFilter {
  const f: ApiFilter = {};
  if (s.state) f.state = s.state;
  if (s.q) f.query = s.q;
  if (s.category) f.categoryId = s.category;
  if (s.type) f.typeId = s.type;
  if (s.min !== undefined) f.minPriceKobo = s.min * 100;
  if (s.max !== undefined) f.maxPriceKobo = s.max * 100;
  if (s.beds) f.minBedrooms = s.beds;
  return f;
}

export function toPageSearch(f: Record<string, unknown>): ListingsSearch {
  const n = (v: unknown) => (typeof v === "number" ? v : undefined);
  const s = (v: unknown) => (typeof v === "string" ? v : undefined);
  const kobo = n(f.minPriceKobo);
  const maxKobo = n(f.maxPriceKobo);
  return {
    state: s(f.state),
    q: s(f.query),
    category: n(f.categoryId),
    type: n(f.typeId),
    min: kobo === undefined ? undefined : Math.round(kobo / 100),
    max: maxKobo === undefined ? undefined : Math.round(maxKobo / 100),
    beds: n(f.minBedrooms),
  };
}
