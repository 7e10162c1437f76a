import { formatNaira, groupDigits } from "@contracts/naira";
import { FURNISHING_LABEL } from "./listing-format";
import { TITLE_DOCUMENTS } from "@contracts/listing-rules";
import { bedsLabel, familyLabel } from "@contracts/property-families";
import type { FilterKey, ListedBy, ListingsSearch, PowerFact, WaterFact } from "./search-params";
import type { SearchType } from "./api";

/**
 * Words for a search: the heading ("3+ bedroom flats for rent in Lekki, Lagos under ₦5,000,000"), the result
 * count, and the chips of the active filters. Pure, so the server render, the first client render and the
 * document title say the same thing.
 */
export const POWER_LABELS: Record<PowerFact, string> = {
  "24h_power": "24-hour power",
  prepaid_meter: "Prepaid meter",
  inverter_solar: "Inverter / solar",
  generator: "Generator",
};
export const WATER_LABELS: Record<WaterFact, string> = { borehole: "Borehole", water_heater: "Water heater" };
export const LISTED_BY_LABELS: Record<ListedBy, string> = { broker: "Brokers", company: "Companies", agent: "Agents" };

/** "Lekki Phase 1" → "lekki-phase-1", as the seed makes a locality's slug. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "lekki-phase-1" → "Lekki Phase 1": a name to show before the real one (from the API) is known. */
export const nameFromSlug = (s: string) =>
  s
    .split("-")
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");

export type SearchNames = {
  state?: string;
  locality?: string;
  /** Property type and category titles ("Flat", "Flat / Apartment"). */
  type?: string;
  category?: string;
  amenities?: Record<number, string>;
};

/** Where the names come from: reference lists once loaded, else the results themselves (all in the searched place). */
export type NameSources = {
  states?: readonly { slug: string; name: string }[];
  categories?: readonly { id: number; title: string; types: readonly { id: number; title: string }[] }[];
  amenities?: readonly { id: number; title: string }[];
  results?: readonly { state: { name: string }; locality: { name: string } | null }[];
};

export function resolveNames(s: ListingsSearch, src: NameSources): SearchNames {
  const first = src.results?.[0];
  const category = s.category ? src.categories?.find((c) => c.id === s.category) : undefined;
  const type = s.type ? src.categories?.flatMap((c) => c.types).find((t) => t.id === s.type) : undefined;
  return {
    state: s.state ? (src.states?.find((x) => x.slug === s.state)?.name ?? first?.state.name) : undefined,
    // An area's results hold its neighbourhoods' listings too: a result names the place only when it is that place.
    locality: s.locality
      ? src.results?.map((r) => r.locality?.name).find((name) => !!name && slugOf(name) === s.locality)
      : undefined,
    type: type?.title,
    category: category?.title,
    amenities: src.amenities ? Object.fromEntries(src.amenities.map((a) => [a.id, a.title])) : undefined,
  };
}

const naira = (n: number) => formatNaira(n * 100);
const lower = (s: string) => s.toLowerCase();
const plural = (title: string) => {
  const t = lower(title.split(" / ")[0]!.trim());
  if (t === "land" || t.endsWith("land") || t === "commercial") return t === "commercial" ? "commercial properties" : t;
  if (t.startsWith("block of ")) return `blocks of ${t.slice("block of ".length)}`;
  return t.endsWith("s") ? t : `${t}s`;
};

export const stateName = (s: ListingsSearch, names: SearchNames) =>
  names.state ?? (s.state ? nameFromSlug(s.state) : undefined);
export const localityName = (s: ListingsSearch, names: SearchNames) =>
  names.locality ?? (s.locality ? nameFromSlug(s.locality) : undefined);

/** "Lekki, Lagos", "Lagos", or undefined for all of Nigeria. */
export function placeOf(s: ListingsSearch, names: SearchNames): string | undefined {
  const state = stateName(s, names);
  const locality = localityName(s, names);
  return [locality, state].filter(Boolean).join(", ") || undefined;
}

export function priceWords(s: Pick<ListingsSearch, "min" | "max">): string | undefined {
  if (s.min !== undefined && s.max !== undefined) return `${naira(s.min)}–${naira(s.max)}`;
  if (s.max !== undefined) return `under ${naira(s.max)}`;
  if (s.min !== undefined) return `from ${naira(s.min)}`;
  return undefined;
}

/** The page's heading: what was searched, in the words a seeker would use. */
export function describeSearch(type: SearchType, s: ListingsSearch, names: SearchNames = {}): string {
  const kind = names.type ?? (s.types?.length ? familyLabel(s.types) : names.category);
  const beds = s.beds ? `${s.beds}${s.maxBeds === s.beds ? "" : "+"} bedroom ` : "";
  let what: string;
  if (type === "stay") what = kind ? `${beds}${plural(kind)} for short stay` : `${beds}short stays`;
  else what = `${beds}${kind ? plural(kind) : "properties"} for ${type === "sale" ? "sale" : "rent"}`;
  const place = s.bbox ? "in the map area" : `in ${placeOf(s, names) ?? "Nigeria"}`;
  const price = priceWords(s);
  const words = s.q ? ` matching “${s.q}”` : "";
  const text = [what, place].join(" ") + (price ? ` ${price}` : "") + words;
  return text[0]!.toUpperCase() + text.slice(1);
}

/** "206 results", "1 result", "1,000+ results". */
export function resultCount(total: number, isLowerBound: boolean, isEstimate = false): string {
  if (isEstimate && !isLowerBound && total >= 20) {
    // Two significant figures: "About 1,200 results" (the server's estimate never counted them one by one).
    const step = 10 ** Math.max(0, Math.floor(Math.log10(total)) - 1);
    return `About ${groupDigits(Math.round(total / step) * step)} results`;
  }
  const n = groupDigits(total);
  return isLowerBound ? `${n}+ results` : `${n} result${total === 1 ? "" : "s"}`;
}

/** The number of pages when the total is exact, else undefined ("Page 2" without "of"). */
export const pageCount = (total: number, isLowerBound: boolean, perPage: number, isEstimate = false) =>
  isLowerBound || isEstimate ? undefined : Math.max(1, Math.ceil(total / perPage));

export type Chip = { key: string; label: string; remove: (s: ListingsSearch) => ListingsSearch };

const without =
  (...keys: FilterKey[]) =>
  (s: ListingsSearch): ListingsSearch => {
    const next: ListingsSearch = { ...s, page: undefined };
    for (const k of keys) delete next[k];
    return next;
  };
const withoutItem =
  <K extends "amenities" | "docs" | "power" | "water">(key: K, item: NonNullable<ListingsSearch[K]>[number]) =>
  (s: ListingsSearch): ListingsSearch => {
    const rest = (s[key] as unknown[] | undefined)?.filter((x) => x !== item) ?? [];
    const next: ListingsSearch = { ...s, page: undefined, [key]: rest.length ? rest : undefined };
    if (!rest.length) delete next[key];
    return next;
  };

/** One removable chip per active filter ("Lekki ×", "3+ beds ×", "Up to ₦5,000,000 ×", "Map area ×"). */
export function filterChips(s: ListingsSearch, names: SearchNames = {}): Chip[] {
  const chips: Chip[] = [];
  const add = (key: string, label: string, remove: Chip["remove"]) => chips.push({ key, label, remove });
  if (s.locality) add("locality", localityName(s, names)!, without("locality"));
  if (s.state) add("state", stateName(s, names)!, without("state", "locality"));
  if (s.bbox) add("bbox", "Map area", without("bbox"));
  if (s.q) add("q", `“${s.q}”`, without("q"));
  if (s.type) add("type", names.type ?? "Property type", without("type"));
  else if (s.types?.length) add("types", familyLabel(s.types), without("types"));
  else if (s.category) add("category", names.category ?? "Category", without("category"));
  if (s.type && s.category) add("category", names.category ?? "Category", without("category", "type"));
  if (s.min !== undefined) add("min", `From ${naira(s.min)}`, without("min"));
  if (s.max !== undefined) add("max", `Up to ${naira(s.max)}`, without("max"));
  const beds = bedsLabel(s.beds, s.maxBeds);
  if (beds) add("beds", beds, without("beds", "maxBeds"));
  if (s.baths) add("baths", `${s.baths}+ baths`, without("baths"));
  if (s.furnishing) add("furnishing", FURNISHING_LABEL[s.furnishing] ?? s.furnishing, without("furnishing"));
  for (const id of s.amenities ?? [])
    add(`amenity-${id}`, names.amenities?.[id] ?? `Amenity ${id}`, withoutItem("amenities", id));
  for (const code of s.docs ?? [])
    add(
      `doc-${code}`,
      TITLE_DOCUMENTS.find((d) => d.code === code)?.label.replace(/ \(.*\)$/, "") ?? code,
      withoutItem("docs", code),
    );
  if (s.moveIn !== undefined) add("moveIn", `Move-in cost under ${naira(s.moveIn)}`, without("moveIn"));
  if (s.sc !== undefined)
    add("sc", s.sc === 0 ? "No service charge" : `Service charge up to ${naira(s.sc)}`, without("sc"));
  for (const p of s.power ?? []) add(`power-${p}`, POWER_LABELS[p], withoutItem("power", p));
  for (const w of s.water ?? []) add(`water-${w}`, WATER_LABELS[w], withoutItem("water", w));
  if (s.by) add("by", `${LISTED_BY_LABELS[s.by]} only`, without("by"));
  if (s.verified) add("verified", "Verified listers", without("verified"));
  return chips;
}

/** Everything but the sort: "Clear all". */
export const clearFilters = (s: ListingsSearch): ListingsSearch => (s.sort ? { sort: s.sort } : {});

/** ₦ short form for buttons and map markers (without the ₦): 4,500,000 → "4.5m", 850,000 → "850k". */
export function shortNaira(naira: number): string {
  const fmt = (n: number, unit: string) => `${Number(n.toFixed(n < 10 ? 1 : 0))}${unit}`;
  if (naira >= 1e9) return fmt(naira / 1e9, "bn");
  if (naira >= 1e6) return fmt(naira / 1e6, "m");
  if (naira >= 1e3) return fmt(naira / 1e3, "k");
  return String(naira);
}
