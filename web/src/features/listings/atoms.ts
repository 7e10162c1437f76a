import { atom, useAtom, type PrimitiveAtom } from "jotai";
import { useEffect } from "react";
import { cookieValue, viewCookie, viewFromCookie, VIEW_COOKIE, type ListView } from "@contracts/list-view";
import {
  isRememberedSort,
  sortCookie,
  sortFromCookie,
  SORT_COOKIE,
  type RememberedSort,
} from "@contracts/remembered-sort";

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

/** The search results' grid or list: remembered in the `view` cookie (@contracts/list-view) so the server draws it. */
export const listViewAtom = atom<ListView>(firstView());

/**
 * The view and its setter, which remembers the choice in the cookie. Once the page is live it settles what the
 * first HTML could not know: a choice still kept in localStorage (from before the cookie) moves to the cookie,
 * and a page drawn in another view than the cookie's (an offline copy kept by the service worker) follows the cookie.
 */
export const useListView = () =>
  useCookieChoice(listViewAtom, {
    cookie: VIEW_COOKIE,
    fromCookie: viewFromCookie,
    write: viewCookie,
    oldKey: OLD_GRID_KEY,
    // jotai's JSON of the old boolean: "false" was the list.
    fromOld: (raw) => (raw === "false" ? "list" : null),
  });

/**
 * A choice the server draws a page in, remembered in a first-party cookie, with its setter (which writes the cookie
 * and the atom: a browser that refuses cookies keeps the choice for as long as the page is open). Once the page is
 * live it settles what the first HTML could not know: a value still kept in localStorage from before the cookie moves
 * to the cookie once, and a page drawn in another choice than the cookie's (an offline copy kept by the service
 * worker) follows the cookie. Without a cookie (none set yet, or cookies refused) the atom keeps what it has.
 */
function useCookieChoice<T extends string>(
  choice: PrimitiveAtom<T>,
  how: {
    cookie: string;
    fromCookie: (cookie: string) => T;
    write: (value: T, secure: boolean) => string;
    oldKey: string;
    fromOld: (raw: string) => T | null;
  },
): [T, (value: T) => void] {
  const [value, setValue] = useAtom(choice);
  const remember = (next: T) => {
    document.cookie = how.write(next, location.protocol === "https:");
  };
  useEffect(() => {
    let old: T | null = null;
    try {
      const raw = localStorage.getItem(how.oldKey);
      if (raw !== null) {
        localStorage.removeItem(how.oldKey);
        old = how.fromOld(raw);
      }
    } catch {
      // Storage refused (private mode) or a value that is not JSON: nothing to move.
    }
    if (cookieValue(document.cookie, how.cookie) === undefined) {
      if (old !== null) {
        document.cookie = how.write(old, location.protocol === "https:");
        setValue(old);
      }
      return;
    }
    setValue(how.fromCookie(document.cookie));
    // The options are constants of the two hooks below; the effect runs once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setValue]);
  const choose = (next: T) => {
    remember(next);
    setValue(next);
  };
  return [value, choose];
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

/**
 * The remembered sort and its setter, which writes the cookie. A sort still kept in localStorage (jotai's JSON, from
 * before the cookie) moves to the cookie once.
 */
export const useRememberedSort = () =>
  useCookieChoice(rememberedSortAtom, {
    cookie: SORT_COOKIE,
    fromCookie: sortFromCookie,
    write: sortCookie,
    oldKey: OLD_SORT_KEY,
    fromOld: (raw) => {
      const old: unknown = JSON.parse(raw);
      return isRememberedSort(old) ? old : null;
    },
  });
