import { atom, useAtom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { useEffect } from "react";
import { viewCookie, viewFromCookie, VIEW_COOKIE, type ListView } from "@contracts/list-view";
import type { Sort } from "./api";

/** SPEC.md §3 client state: the properties sort (default latest) persists locally. */
export const sortAtom = atomWithStorage<Sort>("properties.sort", "latest");

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
