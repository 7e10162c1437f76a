import type { Sort } from "./api";

/**
 * URL search params of /properties/{sale,rent,stay}: every filter lives in the URL so a search can be
 * shared. Parsed without zod because route definitions load with the entry bundle.
 */
export type ListingsSearch = {
  state?: string;
  q?: string;
  category?: number;
  type?: number;
  /** Naira, as typed; converted to kobo for the API. */
  min?: number;
  max?: number;
  beds?: number;
  sort?: Sort;
  page?: number;
};

const SORTS: readonly Sort[] = ["latest", "price_asc", "price_desc", "most_viewed", "relevance"];

const str = (v: unknown) => (typeof v === "string" && v.trim().length > 0 && v.length <= 100 ? v.trim() : undefined);
const int = (v: unknown, min: number, max: number) => {
  const n = typeof v === "number" ? v : typeof v === "string" && v !== "" ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export function parseListingsSearch(s: Record<string, unknown>): ListingsSearch {
  const page = int(s.page, 1, 1000);
  return {
    state: str(s.state),
    q: str(s.q),
    category: int(s.category, 1, 1e6),
    type: int(s.type, 1, 1e6),
    min: int(s.min, 0, 1e13),
    max: int(s.max, 0, 1e13),
    beds: int(s.beds, 1, 50),
    sort: SORTS.includes(s.sort as Sort) ? (s.sort as Sort) : undefined,
    page: page && page > 1 ? page : undefined,
  };
}
