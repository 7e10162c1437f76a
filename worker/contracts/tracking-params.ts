/** Query parameters that only say where a visitor came from (campaign tags, ad click ids, `ref`): no page depends on them. */
export const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|msclkid|ref)$/i;

/**
 * A page's search params without the tracking ones: what its data depends on. The worker renders and caches a page
 * from its URL without them (worker/edge/page-cache.ts), so a route's loader deps must leave them out too: the
 * browser's router names its match by those deps, and a name that differs from the server's makes it load the page
 * again and redraw it instead of hydrating it (a WhatsApp link's `utm_source`).
 */
export function withoutTrackingParams<T extends Record<string, unknown>>(search: T): T {
  const keys = Object.keys(search);
  if (!keys.some((k) => TRACKING_PARAM.test(k))) return search;
  return Object.fromEntries(Object.entries(search).filter(([k]) => !TRACKING_PARAM.test(k))) as T;
}
