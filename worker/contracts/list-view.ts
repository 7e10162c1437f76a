/**
 * The search pages' remembered grid/list view: a small first-party cookie, `view=list`, set by the SPA
 * when the visitor picks a view (a year, SameSite=Lax, not HttpOnly: the page writes it). The worker reads it when
 * it renders a search page, so a visitor who chose the list gets the list in the first HTML (no grid drawn and
 * thrown away, no grid photos fetched). Grid is the default: no cookie, `view=grid` and anything else are the grid,
 * and the grid's page keeps the edge cache key it always had (worker/edge/page-cache.ts).
 */
export type ListView = "grid" | "list";

export const VIEW_COOKIE = "view";
export const VIEW_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The pages whose HTML depends on the view: the search pages (/properties, /properties/{rent,sale,stay}). */
export const LIST_VIEW_PAGES = /^\/properties(\/(rent|sale|stay))?\/?$/;

/** The value of the first cookie called `name` in a Cookie header (or `document.cookie`), trimmed; undefined when there is none. */
export function cookieValue(cookie: string | null | undefined, name: string): string | undefined {
  if (!cookie) return undefined;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The view a Cookie header (or `document.cookie`) names: "list" only for exactly `view=list`. */
export const viewFromCookie = (cookie: string | null | undefined): ListView =>
  cookieValue(cookie, VIEW_COOKIE) === "list" ? "list" : "grid";

/** The view a page request is rendered in: the cookie's on a search page, the grid (the default) on any other. */
export const viewForPage = (pathname: string, cookie: string | null | undefined): ListView =>
  LIST_VIEW_PAGES.test(pathname) ? viewFromCookie(cookie) : "grid";

/** The Set-Cookie / document.cookie text that remembers a view for a year on this site. */
export const viewCookie = (view: ListView, secure: boolean) =>
  `${VIEW_COOKIE}=${view}; Path=/; Max-Age=${VIEW_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
