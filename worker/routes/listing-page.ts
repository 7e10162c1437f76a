import { listingMeta } from "../services/listings";

// The HTTP half of shareable listing pages (worker/index.ts routes GET /properties/... here); the listing's
// data comes from services/listings-og.ts.

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const FALLBACK_SHELL = `<!doctype html><html lang="en-NG"><head><meta charset="UTF-8" /><title>PropertyNG</title></head><body><div id="root"></div></body></html>`;

export async function renderListingPage(request: Request, env: Env, idOrSlug: string): Promise<Response> {
  const url = new URL(request.url);
  const shell = await env.ASSETS.fetch(new Request(new URL("/", url), { headers: { accept: "text/html" } }));
  const page = shell.ok
    ? new Response(shell.body, { status: 200, headers: shell.headers })
    : new Response(FALLBACK_SHELL, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
  const meta = await listingMeta(env, idOrSlug, url.origin).catch(() => null);
  if (!meta) return page;
  const tags = [
    `<title>${attr(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="PropertyNG" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${attr(meta.image)}" />`, `<meta name="twitter:card" content="summary_large_image" />`] : []),
    `<link rel="canonical" href="${attr(meta.url)}" />`,
  ].join("");
  const drop = { element: (el: Element) => void el.remove() };
  const rewritten = new HTMLRewriter()
    .on("head > title", drop)
    .on('meta[name="description"]', drop)
    .on('meta[property^="og:"]', drop)
    .on('meta[name^="twitter:"]', drop)
    .on('link[rel="canonical"]', drop)
    .on("head", { element: (el) => void el.append(tags, { html: true }) })
    .transform(page);
  const res = new Response(rewritten.body, rewritten);
  res.headers.delete("content-length");
  res.headers.delete("etag");
  res.headers.set("cache-control", "public, max-age=60");
  return res;
}
