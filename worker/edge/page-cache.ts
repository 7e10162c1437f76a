import { viewForPage } from "../contracts/list-view";
import { DEFAULT_SORT, sortForPage, type RememberedSort } from "../contracts/remembered-sort";
import { TRACKING_PARAM } from "../contracts/tracking-params";
import { log } from "../lib/log";

/**
 * The edge cache of public HTML. Server-rendered pages are the same for every visitor (the
 * session lives in the browser), so they are kept in the Workers Cache API:
 *
 *   fresh (≤ 30 s)   served as is                      x-edge-cache: hit
 *   stale (≤ 60 s)   served, re-rendered in waitUntil  x-edge-cache: stale
 *   older / none     rendered now and stored           x-edge-cache: miss
 *
 * The key is what changes the HTML: the host (a page names its host in its links), the path, the query (sorted;
 * tracking parameters never reach the render at all, withoutTracking), the build (the
 * entry script's hashed name), the content generation and, on the search pages only, the visitor's remembered list
 * view (the `view=list` cookie, contracts/list-view.ts) and remembered sort (the `sort` cookie, contracts/remembered-sort.ts,
 * only when the URL names no sort of its own). Those pages are kept under origins of their own, which no request can
 * name (`list-view.`, `sort-price-asc.`, both); the grid in the latest order, the default, keeps the key it always had. A write that can change a public page (a listing,
 * project, profile, review, content, anything staff do) puts a new generation, so this colo's pages are fresh at
 * once; other colos' copies age out within 60 s. Only 200 pages are kept. The pages' CSP allows their inline
 * scripts by SHA-256 hash (computed when rendered, stored with the page), never a per-response nonce, so cached
 * HTML keeps a strict policy.
 */
export const PAGE_CACHE = { freshMs: 30_000, maxStaleMs: 60_000 } as const;
const ORIGIN = "https://page-cache.internal";
const GENERATION_KEY = `${ORIGIN}/__generation`;

const cache = () => (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default ?? null;

/**
 * The current content generation (a cache entry of this colo; 0 before the first write). This isolate keeps it
 * for a second, so a hot page costs one cache read, not two; a bump in this isolate updates it at once, other
 * isolates see it within the second.
 */
let knownGeneration: { value: string; at: number } | null = null;
async function generation(c: Cache) {
  if (knownGeneration && Date.now() - knownGeneration.at < 1_000) return knownGeneration.value;
  const hit = await c.match(GENERATION_KEY);
  knownGeneration = { value: hit ? await hit.text() : "0", at: Date.now() };
  return knownGeneration.value;
}

/** After a write that may change public pages: every page of this colo is re-rendered on its next visit. */
export async function bumpPageGeneration() {
  const c = cache();
  if (!c) return;
  const value = String(Date.now()) + crypto.randomUUID().slice(0, 8);
  knownGeneration = { value, at: Date.now() };
  memory.clear();
  await c.put(GENERATION_KEY, new Response(value, { headers: { "cache-control": "public, s-maxage=86400" } }));
}

/**
 * The hottest pages also live in this isolate's memory while fresh (at most 64, ~a few MB): a hit then costs no
 * cache read at all. Same keys and freshness as the Cache API copy.
 */
const MEMORY_PAGES = 64;
const memory = new Map<string, { page: RenderedPage; at: number }>();
function remember(key: string, page: RenderedPage, at: number) {
  memory.delete(key);
  memory.set(key, { page, at });
  if (memory.size > MEMORY_PAGES) memory.delete(memory.keys().next().value!);
}

/**
 * The writes that may change a public page: a signed-in user's or staff member's writes and the project paths
 * of SPEC §7 — less the private ones (messages, notifications, wallet, saved items, bookings, sign-in). Reads sent
 * as POST (the searches) and anonymous forms never empty the cache.
 */
const PUBLIC_WRITES = [
  /^\/v1\/secure\//,
  /^\/admin\/api\//,
  /^\/(v1\/)?(create-project|project\/|projects\/[^/]+\/edit|secure\/project|user\/sub-developer-account)/,
];
const PRIVATE_WRITES = [
  /^\/v1\/secure\/(favorite|notifications|wallet|push|saved-searches|inspections|stays\/bookings|media|kyc|payments|subscriptions\/checkout|user\/(change-password|me\/password))\b/,
  /^\/admin\/api\/(login_check|logout|two-factor)\b/,
];
export const changesPublicPages = (method: string, path: string) =>
  method !== "GET" &&
  method !== "HEAD" &&
  method !== "OPTIONS" &&
  PUBLIC_WRITES.some((r) => r.test(path)) &&
  !PRIVATE_WRITES.some((r) => r.test(path));

/** The key's origin: page-cache.internal for the defaults, with a label per remembered choice that changes the HTML. */
function originFor(listView: boolean, sort: RememberedSort) {
  const labels = [
    listView ? "list-view" : null,
    sort !== DEFAULT_SORT ? `sort-${sort.replace(/_/g, "-")}` : null,
  ].filter(Boolean);
  return labels.length ? `https://${labels.join(".")}.page-cache.internal` : ORIGIN;
}

/**
 * The request a page is rendered from and kept under: without tracking parameters (utm_*, click ids, ref), which
 * change nothing on the page but would otherwise ride into its canonical link and the router state it hydrates from,
 * and be handed to every later visitor of the same kept copy. The browser's address bar keeps them for analytics.
 */
export function withoutTracking(request: Request): Request {
  const url = new URL(request.url);
  const tracked = [...url.searchParams.keys()].filter((k) => TRACKING_PARAM.test(k));
  if (!tracked.length) return request;
  for (const k of tracked) url.searchParams.delete(k);
  return new Request(url, request);
}

function cacheKey(url: URL, version: string, gen: string, listView: boolean, sort: RememberedSort) {
  const params = [...url.searchParams]
    .filter(([k]) => !TRACKING_PARAM.test(k))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params);
  query.set("__v", version);
  query.set("__g", gen);
  // The host is the key's first path segment: a page rendered for a host that is not the site's (its links name
  // that host) stays under that host's key.
  return `${originFor(listView, sort)}/${encodeURIComponent(url.host)}${url.pathname.replace(/\/+$/, "") || "/"}?${query}`;
}

/**
 * SHA-256 (base64) of every inline script of a page, for its CSP. Each is one the page wrote: HTML that staff wrote
 * reaches the page with any script tag shown as text (web/src/lib/user-html.ts).
 */
export async function inlineScriptHashes(html: string) {
  const hashes = new Set<string>();
  // Data blocks (JSON-LD) are never run, so they need no hash.
  for (const m of html.matchAll(
    /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi,
  )) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(m[1]!));
    hashes.add(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return [...hashes];
}

/**
 * The coding a kept page is sent in: brotli if the visitor takes it, else gzip, else none. The visitor's own header
 * is `request.cf.clientAcceptEncoding` (on Cloudflare, and in Miniflare, the worker's `accept-encoding` is always
 * `br, gzip`); without `cf` (a direct call), the request's header. A coding listed with q=0 is refused.
 */
export function pageEncoding(request: Request): "br" | "gzip" | null {
  const header =
    (request.cf as { clientAcceptEncoding?: string } | undefined)?.clientAcceptEncoding ??
    request.headers.get("accept-encoding") ??
    "";
  const taken = new Set<string>();
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) taken.add(coding === "x-gzip" ? "gzip" : coding);
  }
  return taken.has("br") ? "br" : taken.has("gzip") ? "gzip" : null;
}

export type RenderedPage = { status: number; headers: Headers; html: string; scriptHashes: string[] };

/**
 * Serves a public page through the cache. `render` produces the page (its HTML read whole, its inline scripts
 * hashed); `version` names the build. Signed-in visitors get the same HTML and hydrate their own state. A page
 * answered as a hit may be the very object kept in memory: read it, never change it.
 */
export async function servePage(
  request: Request,
  ctx: ExecutionContext,
  version: string,
  render: () => Promise<RenderedPage>,
): Promise<{ page: RenderedPage; state: "hit" | "stale" | "miss" | "bypass" }> {
  const c = request.method === "GET" ? cache() : null;
  if (!c) return { page: await render(), state: "bypass" };
  const url = new URL(request.url);
  const cookie = request.headers.get("cookie");
  const key = cacheKey(
    url,
    version,
    await generation(c),
    viewForPage(url.pathname, cookie) === "list",
    sortForPage(url, cookie),
  );
  const inMemory = memory.get(key);
  // The kept page itself, not a copy: callers read it and never change it (so a response built from it can be
  // kept with it too, worker/index.ts).
  if (inMemory && Date.now() - inMemory.at <= PAGE_CACHE.freshMs) return { page: inMemory.page, state: "hit" };
  const store = async (page: RenderedPage) => {
    if (page.status !== 200) return;
    remember(key, page, Date.now());
    const headers = new Headers(page.headers);
    headers.set("x-cached-at", String(Date.now()));
    headers.set("x-script-hashes", page.scriptHashes.join(" "));
    // How long this colo may keep it at all; freshness is decided above from x-cached-at.
    headers.set("cache-control", `public, s-maxage=${PAGE_CACHE.maxStaleMs / 1000}`);
    await c.put(key, new Response(page.html, { status: 200, headers }));
  };
  const hit = await c.match(key);
  if (hit) {
    const age = Date.now() - Number(hit.headers.get("x-cached-at") ?? 0);
    if (age <= PAGE_CACHE.maxStaleMs) {
      const headers = new Headers(hit.headers);
      const page = {
        status: 200,
        headers,
        html: await hit.text(),
        scriptHashes: (headers.get("x-script-hashes") ?? "").split(" ").filter(Boolean),
      };
      headers.delete("x-cached-at");
      headers.delete("x-script-hashes");
      if (age <= PAGE_CACHE.freshMs) {
        remember(key, page, Date.now() - age);
        return { page, state: "hit" };
      }
      ctx.waitUntil(
        render()
          .then(store)
          .catch((error: unknown) =>
            log("warn", "page-cache.refresh-failed", { path: new URL(request.url).pathname, error }),
          ),
      );
      return { page, state: "stale" };
    }
  }
  const page = await render();
  const storing = store(page).catch((error: unknown) =>
    log("warn", "page-cache.store-failed", { path: new URL(request.url).pathname, error }),
  );
  ctx.waitUntil(storing);
  return { page, state: "miss" };
}
