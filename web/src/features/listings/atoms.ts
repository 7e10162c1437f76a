import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { cookieValue, viewCookie, viewFromCookie, VIEW_COOKIE, type ListView } from "@contracts/list-view";
import { isRememberedSort, sortCookie, sortFromCookie, SORT_COOKIE, type RememberedSort } from "@contracts/remembered-sort";

/** Where the grid/list choice was kept before it became a cookie (jotai's JSON: "false" for the list). */
const OLD_GRID_KEY = "properties.grid";

/**
 * The view the page starts in. In the browser: the one the server drew this page in (a search page's results
 * say it in `data-view`), so hydration matches the HTML whatever happened since; on a page the browser draws
 * itself, the `view` cookie's. On the server this default is never used: each render's own store is set from its
 * request's cookie (web/src/entry-server.tsx).
 */
function firstView(): ListView {
  if (typeof document === "undefined") return "grid";
  const drawn = document.querySelector("#results [data-view]")?.getAttribute("data-view");
  return drawn === "list" || drawn === "grid" ? drawn : viewFromCookie(document.cookie);
}

/** The search results' grid or list (issue 27): remembered in the `view` cookie (@contracts/list-view) so the server draws it. */
export const listViewAtom = atom<ListView>(firstView());

const hasViewCookie = () => document.cookie.split(";").some((p) => p.trim().startsWith(`${VIEW_COOKIE}=`));
const rememberView = (view: ListView) => {
  document.cookie = viewCookie(view, location.protocol === "https:");
};

/**
 * The view and its setter, which remembers the choice in the cookie. Once the page is live it settles what the
 * first HTML could not know: a choice still kept in localStorage (from before the cookie) moves to the cookie,
 * and a page drawn in another view than the cookie's (an offline copy kept by the service worker) follows the cookie.
 */
export function useListView(): [ListView, (view: ListView) => void] {
  const [view, setView] = useAtom(listViewAtom);
  useEffect(() => {
    let old: string | null = null;
    try {
      old = localStorage.getItem(OLD_GRID_KEY);
      if (old !== null) localStorage.removeItem(OLD_GRID_KEY);
    } catch {
      // Storage refused (private mode): nothing to move.
    }
    if (!hasViewCookie()) {
      if (old === "false") {
        rememberView("list");
        setView("list");
      }
      return;
    }
    setView(viewFromCookie(document.cookie));
  }, [setView]);
  const choose = (next: ListView) => {
    rememberView(next);
    setView(next);
  };
  return [view, choose];
}

/** Where the sort was kept before it became a cookie (jotai's JSON: `"price_asc"`). */
const OLD_SORT_KEY = "properties.sort";

/**
 * The remembered sort the page starts with. In the browser: the one the server drew this page's results in (a search
 * page whose results follow the remembered sort says it in `data-remembered-sort`), so hydration asks for the very
 * query the server answered whatever happened since; otherwise the `sort` cookie's. On the server this default is
 * never used: each render's own store is set from its request's cookie (web/src/entry-server.tsx).
 */
function firstSort(): RememberedSort {
  if (typeof document === "undefined") return "latest";
  const drawn = document.querySelector("#results[data-remembered-sort]")?.getAttribute("data-remembered-sort");
  return isRememberedSort(drawn) ? drawn : sortFromCookie(document.cookie);
}

/**
 * SPEC.md §3 client state: the properties sort (default latest), remembered in the `sort` cookie
 * (@contracts/remembered-sort) so the server draws a search page in it. The route loaders read it from the page's
 * store (features/listings/search-loader.ts), so the server's query and the page's are the same. A browser that
 * refuses cookies keeps the sort it picks in this atom for as long as the page is open.
 */
export const rememberedSortAtom = atom<RememberedSort>(firstSort());

const rememberSort = (sort: RememberedSort) => {
  document.cookie = sortCookie(sort, location.protocol === "https:");
};

/**
 * The remembered sort and its setter, which writes the cookie. Once the page is live it settles what the first HTML
 * could not know: a sort still kept in localStorage (from before the cookie) moves to the cookie once, and a page
 * drawn in another sort than the cookie's (an offline copy kept by the service worker) follows the cookie. Without
 * a cookie (none set yet, or cookies refused) the atom keeps what it has: the sort picked earlier on this page.
 */
export function useRememberedSort(): [RememberedSort, (sort: RememberedSort) => void] {
  const [sort, setSort] = useAtom(rememberedSortAtom);
  useEffect(() => {
    let old: unknown = null;
    try {
      const raw = localStorage.getItem(OLD_SORT_KEY);
      if (raw !== null) {
        localStorage.removeItem(OLD_SORT_KEY);
        old = JSON.parse(raw);
      }
    } catch {
      // Storage refused (private mode) or a value that is not JSON: nothing to move.
    }
    const cookie = cookieValue(document.cookie, SORT_COOKIE);
    if (cookie === undefined) {
      if (isRememberedSort(old)) {
        rememberSort(old);
        setSort(old);
      }
      return;
    }
    setSort(sortFromCookie(document.cookie));
  }, [setSort]);
  const choose = (next: RememberedSort) => {
    rememberSort(next);
    setSort(next);
  };
  return [sort, choose];
}
