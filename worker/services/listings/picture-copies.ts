/**
 * Right-sized copies of a picture stored as one object under its own key (article pictures, banners): the browser
 * makes 320, 640, 960 and 1280 px copies beside the original, as it does for listing photos, and PUTs each to a
 * signed link of its own. A copy lives at `<key>/w<width>`, written once like the original, and keeps its measured
 * width in R2's metadata. What a row stores is read back from the bucket when the row is saved (`storedCopies`), so a
 * picture uploaded without copies (older clients, old rows) is still shown, as its original alone.
 */

import { COPY_VARIANTS, type StoredCopies } from "../../contracts/listing-media";
import { LISTING_RULES } from "../../contracts/listing-rules";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { pictureInfo, readLimited, tooLarge } from "./upload-bytes";
import type { SignedUpload } from "./upload-links";

export { COPY_VARIANTS };
export type CopyVariant = (typeof COPY_VARIANTS)[number];
export const copyWidth = (variant: CopyVariant) => Number(variant.slice(1));
export const copyKey = (key: string, variant: CopyVariant) => `${key}/${variant}`;
/** Whether `rest` (what follows an object's own key) names one of its copies: `/media` serves only these. */
export const isCopyName = (rest: string | undefined) =>
  rest === undefined || (COPY_VARIANTS as readonly string[]).includes(rest);

export type { StoredCopies };

/** The copy slots a ticket offers: one signed link per width. */
export async function copyUploads(link: (variant: CopyVariant) => Promise<string>) {
  return Promise.all(COPY_VARIANTS.map(async (v) => ({ width: copyWidth(v), uploadUrl: await link(v) })));
}

const maxCopyBytes = (width: number) => (width > 640 ? LISTING_RULES.maxLargeBytes : LISTING_RULES.maxThumbBytes);
const badCopy = (message: string) => new ApiError(400, message, [{ field: "body", message }]);

/** The original's measured size, kept in R2's metadata so a later save can answer width and height. */
export function originalMetadata(bytes: Uint8Array) {
  const info = pictureInfo(bytes);
  return info ? { width: String(info.width), height: String(info.height) } : null;
}

/**
 * Stores one copy of the picture `key`: a JPEG, PNG or WebP no wider than its slot (a copy wider than its slot would
 * make the srcset lie), written only if absent. `extra` is metadata the caller's own checks rely on (a banner's owner).
 */
export async function receiveCopy(
  ctx: ServiceCtx,
  key: string,
  variant: CopyVariant,
  up: Pick<SignedUpload, "contentLength" | "body">,
  extra: Record<string, string> = {},
) {
  const width = copyWidth(variant);
  const max = maxCopyBytes(width);
  if (up.contentLength !== null && up.contentLength > max) throw tooLarge(max);
  const bytes = await readLimited(up.body, max);
  const info = pictureInfo(bytes);
  if (!info) throw badCopy("Upload a JPEG, PNG or WebP picture.");
  if (info.width > width) throw badCopy(`This copy must be at most ${width} pixels wide.`);
  const stored = await ctx.env.MEDIA.put(copyKey(key, variant), bytes, {
    httpMetadata: { contentType: info.type },
    customMetadata: { ...extra, width: String(info.width), height: String(info.height) },
    onlyIf: new Headers({ "if-none-match": "*" }),
  });
  if (!stored) throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  return { width: info.width };
}

const num = (v: string | undefined) => (v && /^\d{1,5}$/.test(v) ? Number(v) : null);

/** What the bucket holds for `key`: its size (when it was measured on upload) and its copies, narrowest first. */
export async function storedCopies(ctx: ServiceCtx, key: string): Promise<StoredCopies | null> {
  const [head, listed] = await Promise.all([
    ctx.env.MEDIA.head(key),
    ctx.env.MEDIA.list({ prefix: `${key}/`, limit: COPY_VARIANTS.length + 1, include: ["customMetadata"] }),
  ]);
  if (!head) return null;
  const sizes = listed.objects
    .filter((o) => isCopyName(o.key.slice(key.length + 1)))
    .map((o) => ({ width: num(o.customMetadata?.width) ?? 0, key: o.key }))
    .filter((c) => c.width > 0)
    .sort((a, b) => a.width - b.width);
  return { width: num(head.customMetadata?.width), height: num(head.customMetadata?.height), sizes };
}

/** Every key of a picture: the original and whatever copies the bucket holds. */
export async function pictureObjectKeys(ctx: ServiceCtx, key: string) {
  const listed = await ctx.env.MEDIA.list({ prefix: `${key}/`, limit: COPY_VARIANTS.length + 1 });
  return [key, ...listed.objects.map((o) => o.key)];
}

/**
 * The `srcset` list an answer carries (MediaItem.sizes' shape): the copies, narrowest first, one per distinct width,
 * then the original when it is wider than every copy. Empty when there are no copies: the original alone is shown.
 */
export function sizesOf(stored: StoredCopies | null | undefined, originalUrl: string) {
  if (!stored?.sizes.length) return [];
  const out: { width: number; url: string }[] = [];
  for (const c of stored.sizes)
    if (!out.length || c.width > out[out.length - 1]!.width) out.push({ width: c.width, url: `/media/${c.key}` });
  if (stored.width && stored.width > out[out.length - 1]!.width) out.push({ width: stored.width, url: originalUrl });
  return out;
}
