import { keepPreviousData, type QueryClient } from "@tanstack/react-query";
import { PAGE_SIZES } from "@contracts/constants";
import { ApiError } from "../../lib/api";
import { client, unwrap } from "../../lib/client";
import type { SearchFilter, SearchType, Sort } from "./api";
import { forCards } from "./card-media";

/**
 * The search results query of /properties/{sale,rent,stay}, in the page's chunk (not api.ts, which the home
 * page's entry bundle carries).
 *
 * Paging: the URL keeps `page=N` (shareable; the server render and a direct link read it by OFFSET), but a
 * page the browser reaches by Next is read by keyset: the API's answer for page N carries `nextCursor`, and
 * page N+1 is fetched with it. The cursor is not part of the query key (page N+1 by cursor or by OFFSET is the
 * same data); it is looked up in the query cache under page N's key, which holds the same type, filter, sort
 * and page size, so a cursor is never sent for another search.
 */
export type SearchKey = readonly ["listings", "search", SearchType, SearchFilter, Sort, number, number];
type Page = { nextCursor: string | null };

export const searchKey = (
  type: SearchType,
  filter: SearchFilter,
  sortBy: Sort,
  page: number,
  perPage: number,
): SearchKey => ["listings", "search", type, filter, sortBy, page, perPage];

/**
 * The keyset cursor that reads the page `key` names: the previous page's nextCursor when `cached` (the query
 * cache, or any lookup by key) holds that page of the same search; undefined otherwise (page 1, or the
 * previous page never loaded here: OFFSET).
 */
export function cursorFor(key: SearchKey, cached: (key: SearchKey) => Page | undefined): string | undefined {
  const [, , type, filter, sortBy, page, perPage] = key;
  if (page <= 1) return undefined;
  return cached(searchKey(type, filter, sortBy, page - 1, perPage))?.nextCursor ?? undefined;
}

async function search(...args: Parameters<typeof searchApi>) {
  const answer = await searchApi(...args);
  return { ...answer, data: forCards(answer.data) };
}

function searchApi(
  type: SearchType,
  filter: SearchFilter,
  sortBy: Sort,
  page: number,
  perPage: number,
  cursor?: string,
) {
  // A cursor the API no longer takes (a deploy changed its format) is a 400: that request stays silent and
  // the page is read by OFFSET instead.
  const init = { params: { query: { sortBy, page, perPage, cursor } }, body: filter };
  const opts = { silent: !!cursor };
  if (type === "sale") return unwrap(client.POST("/v1/properties/sale/search", init), opts);
  if (type === "rent") return unwrap(client.POST("/v1/properties/rent/search", init), opts);
  return unwrap(client.POST("/v1/properties/short-stay/search", init), opts);
}

export const searchQuery = (
  type: SearchType,
  filter: SearchFilter,
  sortBy: Sort,
  page: number,
  perPage: number = PAGE_SIZES.userProperties,
) => ({
  queryKey: searchKey(type, filter, sortBy, page, perPage),
  queryFn: async ({ queryKey, client: cache }: { queryKey: SearchKey; client: QueryClient }) => {
    const cursor = cursorFor(queryKey, (k) => cache.getQueryData<Page>(k));
    if (!cursor) return search(type, filter, sortBy, page, perPage);
    try {
      return await search(type, filter, sortBy, page, perPage, cursor);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) return search(type, filter, sortBy, page, perPage);
      throw e;
    }
  },
  placeholderData: keepPreviousData,
});
