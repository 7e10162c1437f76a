import type { QueryClient } from "@tanstack/react-query";
import { amenitiesQuery, categoriesQuery, type SearchFilter, type SearchType, type Sort } from "./api";
import { searchQuery } from "./search-query";
import { statesQuery } from "../locations/queries";
import { mapConfigQuery } from "../locations/search-queries";
import { describeSearch, resolveNames } from "./search-describe";
import { FURNISHING, LISTED_BY, POWER_FACTS, TITLE_DOCUMENT_CODES, WATER_FACTS } from "@contracts/search-codes";
import { boundsOf, FILTER_KEYS, parseListingsSearch, type ListingsSearch } from "./search-params";
import { rememberedSortAtom } from "./atoms";
import type { createStore } from "jotai";

/**
 * What /properties/{sale,rent,stay} show first, shared by their loaders (run by the worker, so the results
 * are in the HTML) and the page component (same query keys, so the browser uses the dehydrated answers).
 * Kept apart from the page: loaders load with the entry bundle.
 */
export const SEARCH_PER_PAGE = 12;

type Answer<Q extends { queryFn: (...args: never[]) => Promise<unknown> }> = Awaited<ReturnType<Q["queryFn"]>>;

const toKobo = (naira: number | undefined) => (naira === undefined ? undefined : naira * 100);

const known = <T extends string>(allowed: readonly string[], v: readonly T[] | undefined) => {
  const ok = v?.filter((x) => allowed.includes(x));
  return ok?.length ? ok : undefined;
};

/**
 * The URL's search with only the codes the API knows (parseListingsSearch, in the entry bundle, checks
 * shapes only): an old or mistyped link shows the rest of its filters instead of an error.
 */
export function vetSearch(s: ListingsSearch): ListingsSearch {
  const out: ListingsSearch = {
    ...s,
    furnishing: s.furnishing && FURNISHING.includes(s.furnishing) ? s.furnishing : undefined,
    docs: known(TITLE_DOCUMENT_CODES, s.docs),
    power: known(Object.keys(POWER_FACTS), s.power),
    water: known(Object.keys(WATER_FACTS), s.water),
    by: s.by && LISTED_BY.includes(s.by) ? s.by : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ListingsSearch;
}

/** What the reference lists say exists; a list not loaded (undefined) leaves its values alone. */
export type KnownIds = {
  amenities?: readonly { id: number }[];
  categories?: readonly { id: number; types: readonly { id: number }[] }[];
};

const LIST_KEYS = new Set<keyof ListingsSearch>(["amenities", "docs", "power", "water"]);
const listLength = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === "string" ? v.split(",").length : 1);

/**
 * The URL's search params without the values the page drops (unknown codes and ids, malformed numbers),
 * so the URL says what the chips and the heading say; undefined when nothing is dropped. Only the page's
 * own keys are touched (anything else in the URL, e.g. a campaign tag, stays) and a list loses only its
 * unknown items.
 */
export function withoutUnknown(fromUrl: Record<string, unknown>, known: KnownIds): Record<string, unknown> | undefined {
  const s = vetSearch(parseListingsSearch(fromUrl));
  if (s.amenities && known.amenities)
    s.amenities = s.amenities.filter((id) => known.amenities!.some((a) => a.id === id));
  if (s.category && known.categories && !known.categories.some((c) => c.id === s.category)) delete s.category;
  if (s.type && known.categories && !known.categories.some((c) => c.types.some((t) => t.id === s.type))) delete s.type;
  if (s.amenities?.length === 0) delete s.amenities;

  const out: Record<string, unknown> = { ...fromUrl };
  let dropped = false;
  for (const key of [...FILTER_KEYS, "sort", "page"] as const) {
    const raw = fromUrl[key];
    if (raw === undefined) continue;
    const kept = s[key];
    if (kept === undefined) {
      delete out[key];
      dropped = true;
    } else if (LIST_KEYS.has(key) && Array.isArray(kept) && kept.length < listLength(raw)) {
      out[key] = kept;
      dropped = true;
    }
  }
  return dropped ? out : undefined;
}

/** The reference lists already in the query cache (undefined when not loaded yet). */
export const cachedLists = (queryClient: QueryClient): KnownIds => ({
  amenities: queryClient.getQueryData<Answer<ReturnType<typeof amenitiesQuery>>>(amenitiesQuery().queryKey),
  categories: queryClient.getQueryData<Answer<ReturnType<typeof categoriesQuery>>>(categoriesQuery().queryKey),
});

/** What the page searches: the URL's search without what the lists in hand say does not exist. */
export function knownSearch(fromUrl: Record<string, unknown>, known: KnownIds): ListingsSearch {
  return vetSearch(parseListingsSearch(withoutUnknown(fromUrl, known) ?? fromUrl));
}

/** The URL's filters → the API's (prices in naira → kobo; keys without a value left out, for stable query keys). */
export function apiFilter(search: ListingsSearch): SearchFilter {
  const s = vetSearch(search);
  const f: SearchFilter = {
    state: s.state,
    locality: s.locality,
    query: s.q,
    categoryId: s.category,
    typeId: s.type,
    typeIds: s.type ? undefined : s.types,
    minPriceKobo: toKobo(s.min),
    maxPriceKobo: toKobo(s.max),
    maxMoveInKobo: toKobo(s.moveIn),
    minBedrooms: s.beds,
    maxBedrooms: s.maxBeds !== undefined && (s.beds === undefined || s.maxBeds >= s.beds) ? s.maxBeds : undefined,
    minBathrooms: s.baths,
    furnishing: s.furnishing,
    amenities: s.amenities,
    titleDocuments: s.docs,
    maxServiceChargeKobo: toKobo(s.sc),
    power: s.power,
    water: s.water,
    listedBy: s.by,
    verifiedOnly: s.verified,
    bounds: boundsOf(s.bbox),
  };
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as SearchFilter;
}

/** With search words the best matches come first unless the visitor picked another order. */
export function effectiveSort(search: ListingsSearch, storedSort: Sort): Sort {
  const remembered = storedSort === "relevance" ? "latest" : storedSort;
  return search.sort ?? (search.q ? "relevance" : remembered);
}

/**
 * The first page of results, in the URL's sort or else the one the visitor remembered (the `sort` cookie: the
 * server render's store holds the request's, the browser's the page's; the page component asks with the same key,
 * so the browser uses the server's answer and fetches nothing again), the property types and the states (for the
 * heading) and the map's tile settings. The server waits for them; in the browser it only starts the fetches, so a
 * filter change keeps showing the previous results (faded) until the new ones arrive, as before. Answers the
 * document title. The routes put their loader in the page's chunk (codeSplitGroupings), so this wording never weighs
 * on the entry bundle the home page shares.
 */
export async function loadSearch(
  queryClient: QueryClient,
  store: ReturnType<typeof createStore>,
  type: SearchType,
  fromUrl: Record<string, unknown>,
): Promise<{ title: string }> {
  const raw = vetSearch(parseListingsSearch(fromUrl));
  // A link naming ids (amenities, category, type): on the server the lists that say which exist come first, so
  // the page renders what it will show after the URL is cleaned (withoutUnknown), not "No listings match".
  if (typeof document === "undefined" && (raw.amenities || raw.category || raw.type))
    await Promise.all([
      queryClient.ensureQueryData(categoriesQuery()),
      raw.amenities ? queryClient.ensureQueryData(amenitiesQuery()) : null,
    ]).catch(() => undefined);
  const search = knownSearch(fromUrl, cachedLists(queryClient));
  const results = searchQuery(
    type,
    apiFilter(search),
    effectiveSort(search, store.get(rememberedSortAtom)),
    search.page ?? 1,
    SEARCH_PER_PAGE,
  );
  // The states too (the heading and chips name them): the page then has nothing to fetch and redraw once hydrated.
  const loading = Promise.all([
    queryClient.ensureQueryData(results),
    queryClient.ensureQueryData(categoriesQuery()),
    queryClient.ensureQueryData(mapConfigQuery()),
    queryClient.ensureQueryData(statesQuery()),
  ]);
  if (typeof document === "undefined") await loading.catch(() => undefined);
  else loading.catch(() => undefined);
  const names = resolveNames(search, {
    states: queryClient.getQueryData<Answer<ReturnType<typeof statesQuery>>>(statesQuery().queryKey),
    categories: queryClient.getQueryData<Answer<ReturnType<typeof categoriesQuery>>>(categoriesQuery().queryKey),
    results: queryClient.getQueryData<Answer<typeof results>>(results.queryKey)?.data,
  });
  return { title: `${describeSearch(type, search, names)} · PropertyNG` };
}
