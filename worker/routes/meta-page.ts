// The HTTP half of shareable pages that are not server-rendered yet (project and agent pages): the SPA's
// index.html with the page's title, description, Open Graph tags, canonical link and JSON-LD in the head.

export type PageMeta = { title: string; description: string; url: string; image?: string | null; jsonLd: unknown };

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** JSON inside <script>: "</" and "<!--" can never end or open anything. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

const FALLBACK_SHELL = `<!doctype html><html lang="en-NG"><head><meta charset="UTF-8" /><title>PropertyNG</title></head><body><div id="root"></div></body></html>`;

export async function shellWithMeta(request: Request, env: Env, ogType: "website" | "profile", load: (origin: string) => Promise<PageMeta | null>): Promise<Response> {
  const url = new URL(request.url);
  const shell = await env.ASSETS.fetch(new Request(new URL("/", url), { headers: { accept: "text/html" } }));
  const page = shell.ok
    ? new Response(shell.body, { status: 200, headers: shell.headers })
    : new Response(FALLBACK_SHELL, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
  const meta = await load(url.origin).catch(() => null);
  if (!meta) return page;
  const tags = [
    `<title>${attr(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:site_name" content="PropertyNG" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${attr(meta.image)}" />`, `<meta name="twitter:card" content="summary_large_image" />`] : []),
    `<link rel="canonical" href="${attr(meta.url)}" />`,
    `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`,
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
