import { and, asc, eq } from "drizzle-orm";
import { createDb } from "../../db/client";
import { properties, propertyMedia } from "../../db/schema";
import { byIdOrSlug } from "./shared";
import { mediaUrl, primaryMedia } from "./cards";

/**
 * Shareable listing pages (the data; routes/listing-page.ts answers the request): the SPA's index.html with the listing's title, description and first photo in
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

export type ListingMeta = { title: string; description: string; image: string | null; url: string };

/** The title, description, first photo and canonical URL of an active listing, or null. */
export async function listingMeta(env: Env, idOrSlug: string, origin: string): Promise<ListingMeta | null> {
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
