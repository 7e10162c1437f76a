import type { QueryClient } from "@tanstack/react-query";
import { searchQuery, type SearchFilter, type SearchType, type Sort } from "./api";
import type { ListingsSearch } from "./search-params";

/**
 * What /properties/{sale,rent,stay} show first, shared by their loaders (run by the worker, so the results
 * are in the HTML) and the page component (same query keys, so the browser uses the dehydrated answers).
 * Kept apart from the page: loaders load with the entry bundle.
 */
export const SEARCH_PER_PAGE = 12;

const toKobo = (naira: number | undefined) => (naira === undefined ? undefined : naira * 100);

export function apiFilter(s: ListingsSearch): SearchFilter {
  return { state: s.state, query: s.q, categoryId: s.category, typeId: s.type, minPriceKobo: toKobo(s.min), maxPriceKobo: toKobo(s.max), minBedrooms: s.beds };
}

/** With search words the best matches come first unless the visitor picked another order. */
export function effectiveSort(search: ListingsSearch, storedSort: Sort): Sort {
  const remembered = storedSort === "relevance" ? "latest" : storedSort;
  return search.sort ?? (search.q ? "relevance" : remembered);
}

/**
 * The first page of results (with the default sort: a sort remembered on the device applies after hydration).
 * The server waits for it; in the browser it only starts the fetch, so a filter change keeps showing the
 * previous results (faded) until the new ones arrive, as before.
 */
export async function loadSearch(queryClient: QueryClient, type: SearchType, search: ListingsSearch) {
  const loading = queryClient.ensureQueryData(searchQuery(type, apiFilter(search), effectiveSort(search, "latest"), search.page ?? 1, SEARCH_PER_PAGE));
  if (typeof document === "undefined") await loading.catch(() => undefined);
  else loading.catch(() => undefined);
}
