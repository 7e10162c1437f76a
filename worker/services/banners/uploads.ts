import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { q } from "../../db/sql";
import { BANNER_IMAGE_MAX_BYTES, BANNER_MESSAGES } from "../../contracts/banner-rules";
import { readImageBody } from "../listings/upload-bytes";
import { signPurpose, verifyPurpose } from "../listings/upload-links";

/**
 * Banner pictures take the article pictures' path: ask for a signed link, PUT the bytes to it, the picture is
 * served by /media under an unguessable key written once (so it can be cached for a year). A banner names its
 * pictures by the URL the ticket answered (/media/banners/<uuid>); the server checks the object is there and, for
 * a broker's or company's banner, that its owner asked for the upload (the link signs the asker, the object keeps
 * it): another advertiser's picture, seen in a live banner, cannot be reused.
 */
const TTL_MS = 15 * 60_000;
const message = (objectId: string, exp: number, owner: string) => `banner-image\n${objectId}\n${exp}\n${owner}`;
export const bannerImageKey = (objectId: string) => `banners/${objectId}`;
export const keyOfUrl = (url: string) => url.replace(/^\/media\//, "");
export const urlOfKey = (key: string) => `/media/${key}`;

export async function createBannerUpload(ctx: ServiceCtx, owner: string, input: { sizeBytes: number }) {
  if (input.sizeBytes > BANNER_IMAGE_MAX_BYTES) throw new ApiError(413, "A banner picture can be at most 2 MB.");
  const objectId = newId();
  const expiresAt = ctx.now + TTL_MS;
  const sig = await signPurpose(ctx.env, message(objectId, expiresAt, owner));
  return {
    uploadUrl: `/v1/media/upload/banner/${objectId}?exp=${expiresAt}&owner=${encodeURIComponent(owner)}&sig=${sig}`,
    url: urlOfKey(bannerImageKey(objectId)),
    expiresAt,
  };
}

export async function receiveBannerImage(
  ctx: ServiceCtx,
  up: {
    objectId: string;
    exp: number;
    owner: string;
    sig: string;
    contentLength: number | null;
    body: ReadableStream<Uint8Array> | null;
  },
) {
  await verifyPurpose(ctx, message(up.objectId, up.exp, up.owner), up.exp, up.sig);
  const { bytes, type } = await readImageBody(up.body, up.contentLength, BANNER_IMAGE_MAX_BYTES);
  const key = bannerImageKey(up.objectId);
  const stored = await ctx.env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: type },
    customMetadata: { owner: up.owner },
    onlyIf: new Headers({ "if-none-match": "*" }),
  });
  if (!stored) throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  return { url: urlOfKey(key) };
}

/**
 * The R2 keys of a banner's pictures, each checked to exist and, with `owner`, to be that account's upload (a URL
 * typed by hand or copied from another banner is a 400 naming its field). Staff may use any stored picture.
 */
export async function pictureKeys(
  ctx: ServiceCtx,
  input: { image: string; mobileImage?: string | null; tabletImage?: string | null },
  owner?: string,
) {
  const out: { imageKey: string; mobileImageKey: string | null; tabletImageKey: string | null } = {
    imageKey: "",
    mobileImageKey: null,
    tabletImageKey: null,
  };
  const fields = [
    ["image", "imageKey"],
    ["mobileImage", "mobileImageKey"],
    ["tabletImage", "tabletImageKey"],
  ] as const;
  for (const [field, col] of fields) {
    const url = input[field];
    if (!url) continue;
    const key = keyOfUrl(url);
    const stored = key.startsWith("banners/") ? await ctx.env.MEDIA.head(key) : null;
    if (!stored || (owner && stored.customMetadata?.owner !== owner))
      throw new ApiError(400, BANNER_MESSAGES.image, [{ field, message: BANNER_MESSAGES.image }]);
    out[col] = key;
  }
  return out;
}

/**
 * The pictures a banner no longer shows (it was deleted, or its owner or staff chose others) leave the bucket, unless
 * another banner shows them too. Never fatal: a picture left behind costs storage, not correctness.
 */
export async function forgetPictures(ctx: ServiceCtx, keys: (string | null | undefined)[]) {
  for (const key of new Set(keys.filter((k): k is string => !!k && k.startsWith("banners/")))) {
    const used = await q(
      ctx,
      "SELECT 1 FROM banners WHERE image_key = ?1 OR mobile_image_key = ?1 OR tablet_image_key = ?1 LIMIT 1",
      key,
    ).first();
    if (!used) await ctx.env.MEDIA.delete(key).catch(() => undefined);
  }
}
