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
  if (f.typeId === undefined && f.typeIds?.length) set("types", f.typeIds.join(","));
  if (f.typeId === undefined && !f.typeIds?.length) set("category", f.categoryId);
  if (f.minPriceKobo !== undefined) set("min", Math.round(f.minPriceKobo / 100));
  if (f.maxPriceKobo !== undefined) set("max", Math.round(f.maxPriceKobo / 100));
  set("beds", f.minBedrooms);
  set("maxBeds", f.maxBedrooms);
  set("furnishing", f.furnishing);
  if (f.amenities?.length) set("amenities", f.amenities.join(","));
  if (f.titleDocuments?.length) set("docs", f.titleDocuments.join(","));
  if (f.power?.length) set("power", f.power.join(","));
  if (f.water?.length) set("water", f.water.join(","));
  if (f.verifiedOnly) set("verified", "true");
  const qs = q.toString();
  return `/properties/${mode}${qs ? `?${qs}` : ""}`;
}

/** What the property request form (/properties/request-property) can be opened with, all optional. */
export type RequestPrefill = {
  intent?: "rent" | "buy" | "short_stay";
  state?: string;
  locality?: string;
  type?: number;
  beds?: number;
  budget?: number;
};
const INTENT_OF: Record<SearchMode, NonNullable<RequestPrefill["intent"]>> = {
  sale: "buy",
  rent: "rent",
  stay: "short_stay",
};

/**
 * The property request form's URL for a parse: the area, kind and budget the assistant understood, so a visitor
 * who found nothing posts the request without typing it again. The budget is the most they said they would pay.
 */
export function requestUrlOf(p: Pick<AssistantParse, "filter">, mode: SearchMode = modeOf(p)): string {
  const f = p.filter;
  const q = new URLSearchParams({ intent: INTENT_OF[mode] });
  if (f.state) q.set("state", f.state);
  if (f.state && f.locality) q.set("locality", f.locality);
  if (f.typeId !== undefined) q.set("type", String(f.typeId));
  if (f.minBedrooms !== undefined) q.set("beds", String(f.minBedrooms));
  const budget = f.maxPriceKobo ?? f.minPriceKobo;
  if (budget !== undefined) q.set("budget", String(Math.round(budget / 100)));
  return `/properties/request-property?${q.toString()}`;
}

/** Reads the request form's query back (anything malformed is dropped, never an error page). */
export function parseRequestPrefill(s: Record<string, unknown>): RequestPrefill {
  const text = (v: unknown) => (typeof v === "string" && /^[a-z0-9-]{1,60}$/.test(v) ? v : undefined);
  const int = (v: unknown, max: number) => {
    const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
  };
  const intent = s.intent === "rent" || s.intent === "buy" || s.intent === "short_stay" ? s.intent : undefined;
  const out: RequestPrefill = {
    intent,
    state: text(s.state),
    locality: text(s.locality),
    type: int(s.type, 10_000),
    beds: int(s.beds, 20),
    budget: int(s.budget, 100_000_000_000),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as RequestPrefill;
}
