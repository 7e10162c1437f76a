import type { Sort } from "./api";
import type { FURNISHING, LISTED_BY, POWER_FACTS, TitleDocumentCode, WATER_FACTS } from "@contracts/search-codes";

/**
 * URL search params of /properties/{sale,rent,stay}: every filter lives in the URL so a search can be
 * shared on WhatsApp and back/forward restore it. Parsed without zod because route definitions load with
 * the entry bundle, so this checks shapes only (codes are tokens); search-loader's vetSearch, loaded with the
 * page, keeps only the codes the API knows. Lists (amenities, docs, power, water) are arrays; the map area
 * is `bbox=s,w,n,e`.
 */
export type ListingsSearch = {
  state?: string;
  /** A locality's slug (within `state` when set): "lekki-phase-1". */
  locality?: string;
  q?: string;
  category?: number;
  type?: number;
  /** A family of property types ("duplex": detached, semi-detached and terraced). */
  types?: number[];
  /** Naira, as typed; converted to kobo for the API. */
  min?: number;
  max?: number;
  /** The full cost to move in (rent and every fee, the card's total) at most this many naira. */
  moveIn?: number;
  beds?: number;
  /** At most this many bedrooms; with `beds` the same number, exactly that many. */
  maxBeds?: number;
  baths?: number;
  furnishing?: Furnishing;
  /** Amenity ids a listing must all have. */
  amenities?: number[];
  /** Title document codes a listing must all have. */
  docs?: TitleDocumentCode[];
  /** Yearly service charge at most this many naira (0: none). */
  sc?: number;
  power?: PowerFact[];
  water?: WaterFact[];
  by?: ListedBy;
  verified?: boolean;
  /** The map area searched: "south,west,north,east" in degrees. */
  bbox?: string;
  sort?: Sort;
  page?: number;
};

export type Furnishing = (typeof FURNISHING)[number];
export type PowerFact = keyof typeof POWER_FACTS;
export type WaterFact = keyof typeof WATER_FACTS;
export type ListedBy = (typeof LISTED_BY)[number];

const SORTS: readonly Sort[] = ["latest", "price_asc", "price_desc", "most_viewed", "relevance", "move_in_asc"];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const str = (v: unknown) => (typeof v === "string" && v.trim().length > 0 && v.length <= 100 ? v.trim() : undefined);
const int = (v: unknown, min: number, max: number) => {
  const n = typeof v === "number" ? v : typeof v === "string" && v !== "" ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const slug = (v: unknown) => {
  const s = str(v)?.toLowerCase();
  return s && s.length <= 80 && SLUG.test(s) ? s : undefined;
};
/** An array, or a comma list as a person might type it ("c_of_o,gazette"). */
const list = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : typeof v === "number" ? [v] : [];
const CODE = /^[a-z0-9_]{1,40}$/;
const code = <T extends string>(v: unknown) => (typeof v === "string" && CODE.test(v) ? (v as T) : undefined);
/** Unique code-shaped tokens, at most `max`. */
function codes<T extends string>(v: unknown, max: number): T[] | undefined {
  const out = [
    ...new Set(
      list(v)
        .map((x) => String(x).trim())
        .filter((x) => CODE.test(x)),
    ),
  ].slice(0, max) as T[];
  return out.length ? out : undefined;
}

/** "6.42,3.4,6.47,3.6" → the same text, rounded; undefined unless it is a valid south ≤ north, west ≤ east box. */
export function parseBbox(v: unknown): string | undefined {
  const parts = (typeof v === "string" ? v.split(",") : Array.isArray(v) ? v : []).map((x) => Number(x));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [s, w, n, e] = parts as [number, number, number, number];
  if (s < -90 || n > 90 || w < -180 || e > 180 || s > n || w > e) return undefined;
  return formatBbox({ south: s, west: w, north: n, east: e });
}
export type Bounds = { south: number; west: number; north: number; east: number };
const r4 = (n: number) => Math.round(n * 1e4) / 1e4;
export const formatBbox = (b: Bounds) => [b.south, b.west, b.north, b.east].map(r4).join(",");
export function boundsOf(bbox: string | undefined): Bounds | undefined {
  if (!bbox) return undefined;
  const [south, west, north, east] = bbox.split(",").map(Number) as [number, number, number, number];
  return { south, west, north, east };
}

export function parseListingsSearch(s: Record<string, unknown>): ListingsSearch {
  const page = int(s.page, 1, 1000);
  const amenities = [
    ...new Set(
      list(s.amenities)
        .map((x) => int(x, 1, 1e6))
        .filter((x): x is number => x !== undefined),
    ),
  ].slice(0, 10);
  const types = [
    ...new Set(
      list(s.types)
        .map((x) => int(x, 1, 1e6))
        .filter((x): x is number => x !== undefined),
    ),
  ].slice(0, 24);
  const verified = s.verified === true || s.verified === "true" || s.verified === "1" || s.verified === 1;
  const out: ListingsSearch = {
    state: slug(s.state) ?? str(s.state),
    locality: slug(s.locality),
    q: str(s.q),
    category: int(s.category, 1, 1e6),
    type: int(s.type, 1, 1e6),
    types: types.length ? types : undefined,
    min: int(s.min, 0, 1e13),
    max: int(s.max, 0, 1e13),
    moveIn: int(s.moveIn, 0, 1e13),
    beds: int(s.beds, 1, 50),
    maxBeds: int(s.maxBeds, 0, 50),
    baths: int(s.baths, 1, 50),
    furnishing: code(s.furnishing),
    amenities: amenities.length ? amenities : undefined,
    docs: codes(s.docs, 6),
    sc: int(s.sc, 0, 1e13),
    power: codes(s.power, 4),
    water: codes(s.water, 2),
    by: code(s.by),
    verified: verified || undefined,
    bbox: parseBbox(s.bbox),
    sort: SORTS.includes(s.sort as Sort) ? (s.sort as Sort) : undefined,
    page: page && page > 1 ? page : undefined,
  };
  // Keys without a value are left out, so the object (the loader's deps and the query key) is stable.
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ListingsSearch;
}

/** The filters of a search (everything but sort and page), in the order the chips show them. */
export const FILTER_KEYS = [
  "state",
  "locality",
  "q",
  "category",
  "type",
  "types",
  "min",
  "max",
  "moveIn",
  "beds",
  "maxBeds",
  "baths",
  "furnishing",
  "amenities",
  "docs",
  "sc",
  "power",
  "water",
  "by",
  "verified",
  "bbox",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Pick<ListingsSearch, FilterKey>;
