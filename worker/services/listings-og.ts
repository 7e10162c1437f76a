import { and, asc, eq } from "drizzle-orm";
import { createDb } from "../db/client";
import { properties, propertyMedia } from "../db/schema";
import { byIdOrSlug } from "./listings-shared";
import { mediaUrl, primaryMedia } from "./listing-cards";

/**
 * Shareable listing pages: the SPA's index.html with the listing's title, description and first photo in
 * <title> and the Open Graph tags, so WhatsApp, Facebook and search engines see the listing before any
 * script runs. Unknown or non-public listings get index.html as it is (the SPA shows its 404).
 */
const RESERVED = new Set(["sale", "rent", "stay", "request-property", "project"]);

/** The id or slug of a listing page path, or null for every other page. */
export function listingPagePath(pathname: string): string | null {
  const detail = /^\/properties\/property\/([^/]+)\/?$/.exec(pathname);
  if (detail) return safeDecode(detail[1]!);
  const short = /^\/properties\/([^/]+)\/?$/.exec(pathname);
  if (short && !RESERVED.has(short[1]!)) return safeDecode(short[1]!);
  return null;
}

/** "/properties/property/%" is no listing: null lets the page answer as any unknown page, never a 500. */
function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

type Meta = { title: string; description: string; image: string | null; url: string };

async function listingMeta(env: Env, idOrSlug: string, origin: string): Promise<Meta | null> {
  const db = createDb(env.DB);
  const p = await db
    .select({ id: properties.id, slug: properties.slug, title: properties.title, description: properties.description })
    .from(properties)
    .where(and(byIdOrSlug(idOrSlug), eq(properties.status, "active")))
    .get();
  if (!p) return null;
  const media = await db
    .select({ thumbKey: propertyMedia.thumbKey, isPrimary: propertyMedia.isPrimary, position: propertyMedia.position, roomId: propertyMedia.roomId })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, p.id))
    .orderBy(asc(propertyMedia.position))
    .all();
  const primary = primaryMedia(media);
  const description = p.description.replace(/\s+/g, " ").trim();
  return {
    title: `${p.title} · PropertyNG`,
    description: description.length > 200 ? `${description.slice(0, 197)}…` : description,
    image: primary ? origin + mediaUrl(primary.thumbKey) : null,
    url: `${origin}/properties/property/${p.slug}`,
  };
}

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
