import { agentMeta } from "../services/directory/agent-og";

// The HTTP half of shareable agent pages (worker/index.ts routes GET /professionals/agents/{id} here), like
// routes/listing-page.ts; to be replaced by the server render of public pages.

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// JSON inside <script>: "<" escaped so no text can close the element.
const script = (o: unknown) => JSON.stringify(o).replace(/</g, "\\u003c");

export async function renderAgentPage(request: Request, env: Env, id: string): Promise<Response> {
  const url = new URL(request.url);
  const shell = await env.ASSETS.fetch(new Request(new URL("/", url), { headers: { accept: "text/html" } }));
  const meta = shell.ok ? await agentMeta(env, id, url.origin).catch(() => null) : null;
  if (!meta) return shell;
  const tags = [
    `<title>${attr(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="PropertyNG" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${attr(meta.image)}" />`] : []),
    `<link rel="canonical" href="${attr(meta.url)}" />`,
    `<script type="application/ld+json">${script(meta.jsonLd)}</script>`,
  ].join("");
  const drop = { element: (el: Element) => void el.remove() };
  const rewritten = new HTMLRewriter()
    .on("head > title", drop)
    .on('meta[name="description"]', drop)
    .on('meta[property^="og:"]', drop)
    .on('link[rel="canonical"]', drop)
    .on("head", { element: (el) => void el.append(tags, { html: true }) })
    .transform(new Response(shell.body, { status: 200, headers: shell.headers }));
  const res = new Response(rewritten.body, rewritten);
  res.headers.delete("content-length");
  res.headers.delete("etag");
  res.headers.set("cache-control", "public, max-age=60");
  return res;
}
