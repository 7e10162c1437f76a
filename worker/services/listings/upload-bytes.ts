/**
 * A signed upload's bytes: read within a size limit and identified as a JPEG, PNG or WebP by their structure.
 * Every upload path (listing, project and evidence photos, profile pictures, KYC, banners, article images, chat
 * attachments) runs these, so a picture is refused for the same reasons with the same answer everywhere.
 */

import { LISTING_MESSAGES } from "../../contracts/listings";
import { ApiError } from "../../lib/errors";
import { hasMarkup, inspectStructure } from "../../lib/image-inspect";
import { MESSAGES } from "../../contracts/messages";

export const EXT = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
export type ImageType = keyof typeof EXT;

/**
 * Identifies pictures by their structure (lib/image-inspect.ts: a parsed header with a size, no markup),
 * never by their name, their first bytes alone or the type the client claims.
 */
export function sniffImage(b: Uint8Array): ImageType | null {
  return pictureInfo(b)?.type ?? null;
}

/**
 * The one check every upload path runs on the bytes (listing, project and evidence photos, profile pictures, KYC,
 * banners, article images, chat attachments): null when it is not a JPEG, PNG or WebP at all; a picture with markup
 * anywhere in it is the same 400 everywhere; otherwise its type and size.
 */
export function pictureInfo(b: Uint8Array) {
  const info = inspectStructure(b);
  if (info && hasMarkup(b))
    throw new ApiError(400, MESSAGES.pictureHoldsMarkup, [{ field: "body", message: MESSAGES.pictureHoldsMarkup }]);
  return info;
}

export const tooLarge = (max: number) =>
  new ApiError(413, `A picture can be at most ${Math.round(max / 1024 / 1024) || 1} MB.`);

/** Reads at most `max` bytes; a body that grows past it is refused without being kept. */
export async function readLimited(body: ReadableStream<Uint8Array> | null, max: number) {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(max);
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** Generic: reads a signed upload's body within `max` bytes and identifies the picture (413 / 400 otherwise). */
export async function readImageBody(
  body: ReadableStream<Uint8Array> | null,
  contentLength: number | null,
  max: number,
) {
  if (contentLength !== null && contentLength > max) throw tooLarge(max);
  const bytes = await readLimited(body, max);
  const type = sniffImage(bytes);
  if (!type)
    throw new ApiError(400, LISTING_MESSAGES.onlyImages, [{ field: "body", message: LISTING_MESSAGES.onlyImages }]);
  return { bytes, type, ext: EXT[type] };
}
