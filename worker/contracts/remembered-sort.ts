import type { SORTS } from "./listings";
import { cookieValue, LIST_VIEW_PAGES } from "./list-view";

/**
 * The search pages' remembered sort: a small first-party cookie, `sort=price_asc` (or `price_desc`,
 * `most_viewed`, `latest`), set by the SPA when the visitor picks a sort (a year, SameSite=Lax, not HttpOnly: the
 * page writes it). "Best match" (relevance) is never remembered: it only means something with search words; nor is
 * "Move-in cost: low to high", which only rent's page offers.
 *
 * The worker reads it when it renders a search page whose URL names no sort, so a visitor who picked "Price: low to
 * high" gets that order in the first HTML (the server asks the API in that order; the SPA's query key is the same,
 * so the dehydrated answer is used and nothing is fetched again). A URL's own sort always wins: a link shared on
 * WhatsApp shows what the sharer saw. Latest is the default: no cookie, `sort=latest` and anything else are latest,
 * and latest's page keeps the edge cache key it always had (worker/edge/page-cache.ts).
 */
export type Sort = (typeof SORTS)[number];
export type RememberedSort = Exclude<Sort, "relevance" | "move_in_asc">;

export const SORT_COOKIE = "sort";
export const SORT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const DEFAULT_SORT: RememberedSort = "latest";
export const REMEMBERED_SORTS: readonly RememberedSort[] = ["latest", "price_asc", "price_desc", "most_viewed"];
/** Every sort a URL can name (`?sort=`), relevance and the move-in total (rent's own, never remembered) included. */
const URL_SORTS: readonly Sort[] = [...REMEMBERED_SORTS, "relevance", "move_in_asc"];

export const isRememberedSort = (v: unknown): v is RememberedSort =>
  typeof v === "string" && (REMEMBERED_SORTS as readonly string[]).includes(v);

/** The sort a Cookie header (or `document.cookie`) remembers: one of REMEMBERED_SORTS exactly, else latest. */
export function sortFromCookie(cookie: string | null | undefined): RememberedSort {
  const v = cookieValue(cookie, SORT_COOKIE);
  return isRememberedSort(v) ? v : DEFAULT_SORT;
}

/**
 * Whether a page's URL names its own sort: exactly one `sort` parameter, and a sort the API knows (what the SPA's
 * search parser keeps). Anything else (none, two, an unknown or quoted value) leaves the remembered sort in charge.
 */
export function urlNamesSort(url: URL): boolean {
  const named = url.searchParams.getAll("sort");
  return named.length === 1 && (URL_SORTS as readonly string[]).includes(named[0]!);
}

/**
 * The remembered sort a page request is rendered with: the cookie's on a search page whose URL names no sort,
 * latest (the default) on any other page or when the URL names one (then the cookie changes nothing in the HTML).
 */
export const sortForPage = (url: URL, cookie: string | null | undefined): RememberedSort =>
  LIST_VIEW_PAGES.test(url.pathname) && !urlNamesSort(url) ? sortFromCookie(cookie) : DEFAULT_SORT;

/** The Set-Cookie / document.cookie text that remembers a sort for a year on this site. */
export const sortCookie = (sort: RememberedSort, secure: boolean) =>
  `${SORT_COOKIE}=${sort}; Path=/; Max-Age=${SORT_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
