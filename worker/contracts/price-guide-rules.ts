import { lagosMonth } from "./lagos-time";

/**
 * Area price guides, the parts the SPA's public pages and the assistant share with the worker (zod-free: a public
 * page's chunk imports it). A guide row is a listing type × kind × bedrooms; rents are per year (a monthly rent
 * counts twelve times over), sales outright.
 */
export const GUIDE_TYPES = ["rent", "sale"] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];

/**
 * Kinds a guide groups by: property_categories ids (migrations/0002). Commercial space is left out: its rents are
 * quoted per m², which a median of whole prices would mix up. 0 is "all homes" (houses and flats together).
 */
export const GUIDE_KINDS = { 0: "Homes", 1: "Houses", 2: "Flats", 3: "Land" } as const;
export type GuideKind = 0 | 1 | 2 | 3;
export const GUIDE_KIND_IDS = [1, 2, 3] as const;
export const ALL_HOMES = { categoryId: 0, bedrooms: -1 } as const;
/** Bedrooms from this many up are one row ("5+"). */
export const MAX_GUIDE_BEDROOMS = 5;
/** Below this many listings a median is shown with a "few listings" mark: the count is always beside it. */
export const FEW_LISTINGS = 5;
/** Months the trend covers (this one included). */
export const TREND_MONTHS = 12;

/** "2 bedrooms", "Studio", "5+ bedrooms", "" (land or all homes). */
export function bedroomsLabel(bedrooms: number, categoryId: number) {
  if (bedrooms < 0 || categoryId === 3) return "";
  if (bedrooms === 0) return "Studio / self contain";
  if (bedrooms >= MAX_GUIDE_BEDROOMS) return `${MAX_GUIDE_BEDROOMS}+ bedrooms`;
  return `${bedrooms} bedroom${bedrooms === 1 ? "" : "s"}`;
}

/** "2-bedroom flats", "Land", "All homes": the row's name. */
export function guideRowLabel(categoryId: number, bedrooms: number) {
  if (categoryId === 0) return "All homes";
  const kind = GUIDE_KINDS[categoryId as GuideKind] ?? "Homes";
  if (categoryId === 3 || bedrooms < 0) return kind;
  if (bedrooms === 0) return categoryId === 2 ? "Studio flats (self contain)" : "Studio houses";
  if (bedrooms >= MAX_GUIDE_BEDROOMS) return `${kind}, ${MAX_GUIDE_BEDROOMS}+ bedrooms`;
  return `${bedrooms}-bedroom ${kind.toLowerCase()}`;
}

/**
 * The search a guide row stands for (/properties/{rent|sale}?state&locality&category&beds&maxBeds): the same
 * listings the median was taken over, give or take those confirmed since.
 */
export function guideSearchHref(
  type: GuideType,
  place: { state: string; area: string },
  row: { categoryId: number; bedrooms: number },
) {
  const p = new URLSearchParams({ state: place.state, locality: place.area });
  if (row.categoryId > 0) p.set("category", String(row.categoryId));
  if (row.categoryId !== 3 && row.bedrooms >= 0) {
    p.set("beds", String(row.bedrooms));
    if (row.bedrooms < MAX_GUIDE_BEDROOMS) p.set("maxBeds", String(row.bedrooms));
  }
  return `/properties/${type}?${p}`;
}

export const guidePath = (state: string, area: string) =>
  `/prices/${encodeURIComponent(state)}/${encodeURIComponent(area)}`;

/** The Lagos months of the trend, oldest first, ending with the month of `now`: ["2025-04", …, "2026-03"]. */
export function trendMonths(now: number, count = TREND_MONTHS): string[] {
  const [y, m] = lagosMonth(now).split("-").map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const total = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, "0")}`);
  }
  return out;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-03" → "Mar 2026" (no Intl: the same text on the server and in the browser). */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ""} ${month.slice(0, 4)}`;
