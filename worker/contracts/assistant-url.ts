import type { AssistantParse } from "./assistant-parse";

export type SearchMode = "sale" | "rent" | "stay";

/**
 * Which search page a parse belongs on: what the words said, else land and title documents are bought, a
 * price from ₦30m up is a sale, and anything else is a rent (the search pages are one per listing type).
 */
export function modeOf(p: Pick<AssistantParse, "filter">): SearchMode {
  const f = p.filter;
  if (f.listingType === "short_stay") return "stay";
  if (f.listingType) return f.listingType;
  const land = f.categoryId === 3 || (f.typeId !== undefined && f.typeId >= 15 && f.typeId <= 18);
  if (land || f.titleDocuments?.length || (f.maxPriceKobo ?? f.minPriceKobo ?? 0) >= 30_000_000 * 100) return "sale";
  return "rent";
}
export const LISTING_TYPE_OF: Record<SearchMode, "sale" | "rent" | "short_stay"> = {
  sale: "sale",
  rent: "rent",
  stay: "short_stay",
};

/** The search page's URL (web/src/features/listings/search-params.ts) for a parse: Naira in the URL, kobo in the API. */
export function searchUrlOf(p: Pick<AssistantParse, "filter">, mode: SearchMode = modeOf(p)): string {
  const f = p.filter;
  const q = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== "") q.set(k, String(v));
  };
  set("state", f.state);
  if (f.state) set("locality", f.locality);
  set("q", f.query);
  set("type", f.typeId);
  if (f.typeId === undefined) set("category", f.categoryId);
  if (f.minPriceKobo !== undefined) set("min", Math.round(f.minPriceKobo / 100));
  if (f.maxPriceKobo !== undefined) set("max", Math.round(f.maxPriceKobo / 100));
  set("beds", f.minBedrooms);
  set("furnishing", f.furnishing);
  if (f.amenities?.length) set("amenities", f.amenities.join(","));
  if (f.titleDocuments?.length) set("docs", f.titleDocuments.join(","));
  if (f.power?.length) set("power", f.power.join(","));
  if (f.water?.length) set("water", f.water.join(","));
  if (f.verifiedOnly) set("verified", "true");
  const qs = q.toString();
  return `/properties/${mode}${qs ? `?${qs}` : ""}`;
}
