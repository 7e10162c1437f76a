import type { ServiceCtx } from "../../lib/context";
import type { StoredCopies } from "../../contracts/listing-media";
import { sizesOf, storedCopies } from "../listings/picture-copies";
import { articleImageKey } from "./article-images";
import { and, eq } from "drizzle-orm";
import { propertyMedia } from "../../db/schema";
import { mediaSizes } from "../listings/media-items";
import { storedKeyColumns } from "../listings/uploads";

/**
 * Article covers and the pictures inside articles and content pages, right-sized: what the bucket holds for a
 * picture (its copies, picture-copies.ts) is read once, when the row is saved, and kept with it, so a read never asks
 * the bucket. Only our own article uploads have copies; any other picture is shown as its original.
 */
const ARTICLE_PICTURE = /^\/media\/articles\/([0-9a-f-]{36})$/;
/** How wide a picture in an article's or page's text is drawn: the column is at most 48rem (768 px). */
export const BODY_PICTURE_SIZES = "(max-width: 800px) 100vw, 768px";
/** Pictures in one text that get copies looked up; more than this are shown as their originals (each costs two reads). */
const MAX_BODY_PICTURES = 30;

/** A listing photo's original (a cover may be one): its row knows its copies. */
const LISTING_ORIGINAL = /^\/media\/(listings\/[^/]+\/([0-9a-f-]{36})\/original\.[a-z]+)$/;

/** The copies of one of our pictures: an article upload's from the bucket, a listing photo's from its row. */
export async function pictureCopies(ctx: ServiceCtx, url: string | null): Promise<StoredCopies | null> {
  const id = url ? ARTICLE_PICTURE.exec(url)?.[1] : undefined;
  if (id) return storedCopies(ctx, articleImageKey(id));
  const listing = url ? LISTING_ORIGINAL.exec(url) : null;
  if (!listing) return null;
  const row = await ctx.db
    .select({ width: propertyMedia.width, height: propertyMedia.height, ...storedKeyColumns })
    .from(propertyMedia)
    .where(and(eq(propertyMedia.id, listing[2]!), eq(propertyMedia.originalKey, listing[1]!)))
    .get();
  if (!row) return null;
  const sizes = mediaSizes(row)
    .filter((s) => s.url !== url)
    .map((s) => ({ width: s.width, key: s.url.replace(/^\/media\//, "") }));
  return { width: row.width, height: row.height, sizes };
}

/** The cover fields an article answers: its srcset list (empty without copies) and its size when it was measured. */
export const coverFields = (url: string | null, stored: StoredCopies | null | undefined) => ({
  coverImageSizes: url ? sizesOf(stored, url) : [],
  coverImageWidth: stored?.width ?? null,
  coverImageHeight: stored?.height ?? null,
});

const SRC = /\ssrc="([^"]+)"/;
const attr = (name: string, value: string | number) => ` ${name}="${value}"`;

/**
 * Sanitised HTML with each of our article pictures given its `srcset`, `sizes`, width and height (the box is kept
 * before the bytes arrive), lazy and async: the text starts below the title and cover, never in the first view.
 * The sanitiser drops these attributes from what the editor sends, so they are always the server's own.
 */
export async function sizeBodyPictures(ctx: ServiceCtx, html: string) {
  const urls = [...new Set([...html.matchAll(/<img\b[^>]*>/gi)].map((m) => SRC.exec(m[0])?.[1] ?? ""))]
    .filter((u) => ARTICLE_PICTURE.test(u))
    .slice(0, MAX_BODY_PICTURES);
  const found = new Map(await Promise.all(urls.map(async (u) => [u, await pictureCopies(ctx, u)] as const)));
  return html.replace(/<img\b([^>]*?)\s*\/?>/gi, (_tag, attrs: string) => {
    const url = SRC.exec(attrs)?.[1] ?? "";
    const stored = found.get(url);
    const sizes = sizesOf(stored, url);
    let extra = "";
    if (stored?.width && stored.height && !/\swidth=/.test(attrs))
      extra += attr("width", stored.width) + attr("height", stored.height);
    if (sizes.length > 1)
      extra += attr("srcset", sizes.map((s) => `${s.url} ${s.width}w`).join(", ")) + attr("sizes", BODY_PICTURE_SIZES);
    return `<img${attrs}${extra}${attr("loading", "lazy")}${attr("decoding", "async")}>`;
  });
}

/** Text stored before pictures were sized still loads its pictures lazily: `loading` added where it is missing. */
export const lazyPictures = (html: string) =>
  html.replace(/<img\b(?![^>]*\sloading=)([^>]*?)\s*\/?>/gi, '<img$1 loading="lazy" decoding="async">');
