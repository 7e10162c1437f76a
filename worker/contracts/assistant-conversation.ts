import type { SearchFilter } from "./listings";
import type { AssistantParse, DropTarget } from "./assistant-parse";

/**
 * A conversation's search, turn by turn: each message adds or replaces what it names, takes away what it drops
 * ("forget the budget"), moves ("what about Surulere?"), nudges ("cheaper", "bigger") or starts afresh ("now show me
 * land in Abuja", "start again"). Pure, so the worker, the benchmark and the tests run the same rules.
 */
export type ConversationSearch = Pick<
  AssistantParse,
  "filter" | "place" | "period" | "checkIn" | "checkOut" | "guests"
>;

export type TurnKind = "fresh" | "refine" | "none";
export type Turn = {
  kind: TurnKind;
  search: ConversationSearch | null;
  /** What changed, in words for the reply ("budget now up to ₦1,500,000", "removed the budget"). */
  changes: Change[];
};
export type Change =
  | { field: "place"; to: string | null }
  | { field: "type" | "beds" | "price" | "furnishing" | "purpose" | "dates"; to: "set" | "removed" }
  | { field: "extras"; to: "added" | "removed" }
  | { field: "verified"; to: "set" | "removed" };

const PRICE = ["minPriceKobo", "maxPriceKobo"] as const;
const BEDS = ["minBedrooms", "maxBedrooms"] as const;
const KIND = ["typeId", "typeIds", "categoryId"] as const;
const PLACE = ["state", "stateId", "locality", "localityId"] as const;
const EXTRAS = ["amenities", "power", "water", "titleDocuments"] as const;
const isLand = (f: SearchFilter) => f.categoryId === 3 || (f.typeId !== undefined && f.typeId >= 15 && f.typeId <= 18);
const isCommercial = (f: SearchFilter) => f.categoryId === 4 || (f.typeId !== undefined && f.typeId >= 19);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const kindOf = (f: SearchFilter) => [f.typeId, f.typeIds, f.categoryId];
const hasAny = (f: SearchFilter, keys: readonly (keyof SearchFilter)[]) => keys.some((k) => f[k] !== undefined);
const del = (f: SearchFilter, keys: readonly (keyof SearchFilter)[]) => {
  for (const k of keys) delete f[k];
};
const union = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined) => {
  const out = [...new Set([...(a ?? []), ...(b ?? [])])];
  return out.length ? out : undefined;
};

/** Whether a filter is a search of its own: it names a place, a kind, a size or a budget (extras alone are not). */
export const namesASearch = (f: SearchFilter) => hasAny(f, [...PLACE, ...KIND, ...BEDS, ...PRICE]);

/** Two significant figures, rounded down: a lowered ceiling reads as a budget a person would say (₦2.2m, ₦260k). */
export function roundDownBudget(kobo: number): number {
  const naira = Math.floor(kobo / 100);
  if (naira < 100) return naira * 100;
  const step = 10 ** (Math.floor(Math.log10(naira)) - 1);
  return Math.floor(naira / step) * step * 100;
}

/** The search a fresh turn starts: only what the words said. */
function fromParse(p: AssistantParse): ConversationSearch {
  const s: ConversationSearch = { filter: { ...p.filter } };
  if (p.place) s.place = p.place;
  if (p.period) s.period = p.period;
  if (p.checkIn) s.checkIn = p.checkIn;
  if (p.checkOut) s.checkOut = p.checkOut;
  if (p.guests) s.guests = p.guests;
  return s;
}

/**
 * The search after a turn. A turn that is not a search (a question, thanks) leaves it as it was. A turn is a new
 * search when there was none, when it says so ("start again"), or when it names both a new place and a new kind or
 * purpose ("now show me land in Abuja"); otherwise it refines the search it follows.
 */
export function nextSearch(prev: ConversationSearch | null, p: AssistantParse): Turn {
  if (p.intent !== "search" && p.intent !== "refused") return { kind: "none", search: prev, changes: [] };
  const f = p.filter;
  const placeMoved = !!p.place && (!prev || prev.filter.state !== f.state || prev.filter.locality !== f.locality);
  const kindNamed = hasAny(f, KIND);
  const kindChanged = kindNamed && !!prev && !same(kindOf(prev.filter), kindOf(f));
  const purposeChanged = !!f.listingType && !!prev && prev.filter.listingType !== f.listingType;
  if (!prev || p.refine.reset || (placeMoved && (kindChanged || purposeChanged))) {
    return { kind: "fresh", search: fromParse(p), changes: [] };
  }
  const next: ConversationSearch = { ...prev, filter: { ...prev.filter } };
  const n = next.filter;
  const changes: Change[] = [];

  for (const d of p.refine.drop) dropTarget(next, d, changes);
  if (p.refine.dropAmenities.length && n.amenities) {
    const rest = n.amenities.filter((a) => !p.refine.dropAmenities.includes(a));
    if (rest.length) n.amenities = rest;
    else delete n.amenities;
    changes.push({ field: "extras", to: "removed" });
  }
  if (p.place) {
    del(n, PLACE);
    n.state = p.place.state;
    if (p.place.locality) n.locality = p.place.locality;
    next.place = p.place;
    changes.push({ field: "place", to: p.place.name });
  }
  if (kindNamed) {
    del(n, KIND);
    for (const k of KIND) if (f[k] !== undefined) Object.assign(n, { [k]: f[k] });
    // Land and commercial space have no bedrooms or furnishing to keep.
    if (isLand(n) || isCommercial(n)) del(n, [...BEDS, "furnishing", "amenities"]);
    changes.push({ field: "type", to: "set" });
  }
  if (f.listingType && f.listingType !== n.listingType) {
    // A rent, a price and a nightly rate are different sums: a new purpose drops the old budget.
    if (n.listingType || prev.period || f.listingType === "short_stay") del(n, PRICE);
    n.listingType = f.listingType;
    changes.push({ field: "purpose", to: "set" });
  }
  if (p.period) next.period = p.period;
  if (hasAny(f, BEDS)) {
    del(n, BEDS);
    if (f.minBedrooms !== undefined) n.minBedrooms = f.minBedrooms;
    if (f.maxBedrooms !== undefined) n.maxBedrooms = f.maxBedrooms;
    changes.push({ field: "beds", to: "set" });
  } else if (p.refine.bigger) {
    const base = n.maxBedrooms ?? n.minBedrooms;
    if (base !== undefined) {
      del(n, BEDS);
      n.minBedrooms = base + 1;
      changes.push({ field: "beds", to: "set" });
    }
  } else if (p.refine.smaller) {
    const base = n.minBedrooms ?? n.maxBedrooms;
    if (base !== undefined && base > 1) {
      del(n, BEDS);
      n.maxBedrooms = base - 1;
      changes.push({ field: "beds", to: "set" });
    }
  }
  if (hasAny(f, PRICE)) {
    del(n, PRICE);
    if (f.minPriceKobo !== undefined) n.minPriceKobo = f.minPriceKobo;
    if (f.maxPriceKobo !== undefined) n.maxPriceKobo = f.maxPriceKobo;
    changes.push({ field: "price", to: "set" });
  } else if (p.refine.cheaper && n.maxPriceKobo !== undefined) {
    n.maxPriceKobo = roundDownBudget(n.maxPriceKobo * 0.75);
    if (n.minPriceKobo !== undefined && n.minPriceKobo > n.maxPriceKobo) delete n.minPriceKobo;
    changes.push({ field: "price", to: "set" });
  } else if (p.refine.pricier && n.maxPriceKobo !== undefined) {
    n.minPriceKobo = n.maxPriceKobo;
    delete n.maxPriceKobo;
    changes.push({ field: "price", to: "set" });
  }
  if (f.furnishing) {
    n.furnishing = f.furnishing;
    changes.push({ field: "furnishing", to: "set" });
  }
  for (const k of EXTRAS) {
    if (!f[k]?.length) continue;
    Object.assign(n, { [k]: union(n[k] as unknown[] | undefined, f[k] as unknown[]) });
    changes.push({ field: "extras", to: "added" });
  }
  if (f.verifiedOnly) {
    n.verifiedOnly = true;
    changes.push({ field: "verified", to: "set" });
  }
  if (p.checkIn) {
    next.checkIn = p.checkIn;
    next.checkOut = p.checkOut;
    changes.push({ field: "dates", to: "set" });
  }
  if (p.guests) next.guests = p.guests;
  return { kind: "refine", search: next, changes };
}

function dropTarget(s: ConversationSearch, d: DropTarget, changes: Change[]) {
  const f = s.filter;
  const drop = (keys: readonly (keyof SearchFilter)[], change: Change) => {
    if (!hasAny(f, keys)) return;
    del(f, keys);
    changes.push(change);
  };
  switch (d) {
    case "price":
      return drop(PRICE, { field: "price", to: "removed" });
    case "beds":
      return drop(BEDS, { field: "beds", to: "removed" });
    case "place":
      if (hasAny(f, PLACE)) delete s.place;
      return drop(PLACE, { field: "place", to: null });
    case "type":
      return drop(KIND, { field: "type", to: "removed" });
    case "furnishing":
      return drop(["furnishing"], { field: "furnishing", to: "removed" });
    case "extras":
      return drop(EXTRAS, { field: "extras", to: "removed" });
    case "purpose":
      delete s.period;
      return drop(["listingType"], { field: "purpose", to: "removed" });
    case "verified":
      return drop(["verifiedOnly"], { field: "verified", to: "removed" });
  }
}

/** Chips a visitor can remove, and what each takes away (the widget's × on each filter). */
export const CHIP_KEYS = ["place", "type", "beds", "price", "furnishing", "extras", "purpose", "verified"] as const;
export type ChipKey = (typeof CHIP_KEYS)[number];

/** The search without one chip's constraint (or one extra: "amenities:6", "power:24h_power", …). */
export function withoutChip(s: ConversationSearch, chip: string): ConversationSearch {
  const next: ConversationSearch = { ...s, filter: { ...s.filter } };
  const [key, value] = chip.split(":") as [string, string | undefined];
  if (value !== undefined && (EXTRAS as readonly string[]).includes(key)) {
    const k = key as (typeof EXTRAS)[number];
    const rest = (next.filter[k] as (string | number)[] | undefined)?.filter((x) => String(x) !== value) ?? [];
    if (rest.length) Object.assign(next.filter, { [k]: rest });
    else delete next.filter[k];
    return next;
  }
  if ((CHIP_KEYS as readonly string[]).includes(key)) dropTarget(next, key as DropTarget, []);
  return next;
}
