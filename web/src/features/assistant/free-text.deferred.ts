import { parseAssistant, suggestPlace, type ParsedPlace } from "@contracts/assistant-parse";
import { modeOf, type SearchMode } from "@contracts/assistant-url";
import type { ListingsSearch } from "../listings/search-params";

/**
 * What a person types in a location box ("Lekki", "Lekki 3 bed", "2 bedroom flat in Wuse under
 * 3m") read by the assistant's parser into the search page's params. A place it knows becomes state/locality
 * (with bedrooms, type and budget when typed too); words it cannot place become a keyword search, with the
 * nearest place offered as "Did you mean". Loaded on demand (the home page's entry bundle does not carry it).
 */
export type FreeText = {
  patch: Partial<ListingsSearch>;
  place?: ParsedPlace;
  mode?: SearchMode;
  didYouMean?: ParsedPlace;
};

export function readFreeText(text: string, now = Date.now()): FreeText {
  const p = parseAssistant(text, now);
  const f = p.filter;
  const patch: Partial<ListingsSearch> = {};
  if (p.intent === "search" && p.place) {
    patch.state = f.state;
    patch.locality = f.locality;
    patch.q = undefined;
  } else {
    patch.q = text.trim().slice(0, 100);
    patch.state = undefined;
    patch.locality = undefined;
  }
  if (f.minBedrooms) patch.beds = f.minBedrooms;
  if (f.maxBedrooms !== undefined) patch.maxBeds = f.maxBedrooms;
  if (f.typeId) patch.type = f.typeId;
  else if (f.typeIds?.length) patch.types = f.typeIds;
  else if (f.categoryId) patch.category = f.categoryId;
  if (f.minPriceKobo !== undefined) patch.min = Math.round(f.minPriceKobo / 100);
  if (f.maxPriceKobo !== undefined) patch.max = Math.round(f.maxPriceKobo / 100);
  if (f.titleDocuments?.length) patch.docs = f.titleDocuments;
  return {
    patch,
    place: p.place,
    mode: f.listingType || f.titleDocuments?.length || f.categoryId === 3 ? modeOf(p) : undefined,
    didYouMean: p.place ? undefined : suggestPlace(text),
  };
}

export { suggestPlace };

/** The search page URL for typed words, merged over what the rest of the form chose. */
export function freeTextHref(text: string, mode: SearchMode, base: Partial<ListingsSearch>): string {
  const r = readFreeText(text);
  const merged: Record<string, unknown> = { ...base, ...r.patch };
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(merged)) {
    if (v === undefined || v === "" || (Array.isArray(v) && !v.length)) continue;
    q.set(k, Array.isArray(v) ? v.join(",") : String(v));
  }
  const qs = q.toString();
  return `/properties/${r.mode ?? mode}${qs ? `?${qs}` : ""}`;
}
