import { jsonError } from "./responses";
import {
  anonymousCtx,
  robotsTxt,
  SITEMAP_KINDS,
  sitemapChildren,
  sitemapEntries,
  sitemapIndexXml,
  urlSetXml,
  type SitemapKind,
} from "../services/seo";

/**
 * /robots.txt, /sitemap.xml (the index) and /sitemaps/{kind}.xml?after={id} (a child of at most 50,000 URLs),
 * answered by the worker (wrangler.toml's run_worker_first) rather than the SPA's HTML. Cached a day at the edge.
 */
export const isSeoPath = (pathname: string) =>
  pathname === "/robots.txt" || pathname === "/sitemap.xml" || pathname.startsWith("/sitemaps/");

const CACHE = "public, max-age=3600, s-maxage=86400";

export async function seoFile(request: Request, env: Env, url: URL): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return jsonError(405, "Use GET.");
  const origin = url.origin;
  if (url.pathname === "/robots.txt")
    return new Response(robotsTxt(origin), {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE },
    });
  const ctx = anonymousCtx(env);
  if (url.pathname === "/sitemap.xml") return xmlResponse(sitemapIndexXml(origin, await sitemapChildren(ctx)));
  const m = /^\/sitemaps\/([a-z]+)\.xml$/.exec(url.pathname);
  const kind = m?.[1];
  if (!kind || !(SITEMAP_KINDS as readonly string[]).includes(kind)) return jsonError(404, "No such sitemap.");
  const after = url.searchParams.get("after") ?? "";
  if (after.length > 120) return jsonError(400, "after: at most 120 characters.");
  return xmlResponse(urlSetXml(origin, await sitemapEntries(ctx, { kind: kind as SitemapKind, after })));
}

const xmlResponse = (body: string) =>
  new Response(body, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": CACHE } });
