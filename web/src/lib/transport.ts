/**
 * Where the SPA's API calls go. In the browser: `fetch` to the page's own origin. When the worker renders a
 * public page (web/src/entry-server.tsx), route loaders run inside the worker and must reach the API in
 * process (`app.fetch`), never over the network: the server installs a source once, and the source answers
 * the transport of the request being rendered (an AsyncLocalStorage store in the worker), so no module here
 * ever holds one request's data or auth.
 */
export type Transport = { origin: string; fetch: (request: Request) => Promise<Response> };

let source: () => Transport | undefined = () => undefined;

/** Server only, once at start-up: how to find the current request's transport. */
export function setTransportSource(get: () => Transport | undefined) {
  source = get;
}

/** The origin API paths are resolved against: the page being rendered, or the browser's origin. */
export function apiOrigin(): string {
  const t = source();
  if (t) return t.origin;
  return typeof window === "undefined" ? "http://localhost" : window.location.origin;
}

/**
 * The newest D1 session bookmark this tab received (worker/lib/db-session.ts): sent back on every call, so this
 * person's reads see their own writes even when they run on a replica. Browser only (the server renders
 * anonymous pages from the nearest replica).
 */
let bookmark: string | null = null;
const BOOKMARK_HEADER = "x-d1-bookmark";

/** Sends one API request through the current transport. */
export async function apiFetch(request: Request): Promise<Response> {
  const t = source();
  if (t) return t.fetch(request);
  if (bookmark && !request.headers.has(BOOKMARK_HEADER)) request.headers.set(BOOKMARK_HEADER, bookmark);
  const res = await fetch(request);
  const next = res.headers.get(BOOKMARK_HEADER);
  // Bookmarks grow with the database's position: keep the newest (they compare as strings).
  if (next && (!bookmark || next > bookmark)) bookmark = next;
  return res;
}
