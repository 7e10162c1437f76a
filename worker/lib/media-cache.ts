/**
 * The edge copy of public pictures (`caches.default`, this Cloudflare location only). Keyed by the public
 * origin (APP_URL) and the object key, so the route that fills it and the services that remove pictures
 * name the same entry. Only keys whose bytes can never change go in; private prefixes never reach it.
 */
const EDGE_TTL_S = 24 * 3600;
/** What browsers get: the key's bytes never change, so they keep it for a year. */
export const BROWSER_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function mediaCacheKey(env: Env, key: string) {
  const origin = URL.canParse(env.APP_URL) ? new URL(env.APP_URL).origin : "http://localhost";
  return new Request(`${origin}/media/${key}`, { method: "GET" });
}

const edgeCache = () => (typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default);

export async function matchCachedMedia(env: Env, key: string) {
  return (await edgeCache()?.match(mediaCacheKey(env, key))) ?? null;
}

/**
 * Stores a copy whose own Cache-Control bounds its life at the edge to a day: a picture removed later
 * (deleted listing or account) is purged here at once and ages out of other locations within that day.
 */
export async function cacheMedia(env: Env, key: string, body: ArrayBuffer, headers: Headers) {
  const stored = new Headers(headers);
  stored.set("Cache-Control", `public, max-age=${EDGE_TTL_S}`);
  await edgeCache()?.put(mediaCacheKey(env, key), new Response(body, { status: 200, headers: stored }));
}

export async function forgetCachedMedia(env: Env, keys: string[]) {
  const cache = edgeCache();
  if (!cache) return;
  await Promise.all(keys.map((k) => cache.delete(mediaCacheKey(env, k)).catch(() => false)));
}

/** `If-None-Match` against an ETag: a list, weak or strong forms, or `*`. */
export function etagMatches(ifNoneMatch: string | null, etag: string | null) {
  if (!ifNoneMatch || !etag) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}
