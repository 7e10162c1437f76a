import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { q } from "../../db/sql";
import { BANNER_IMAGE_MAX_BYTES, BANNER_MESSAGES } from "../../contracts/banner-rules";
import { readImageBody } from "../listings/upload-bytes";
import { signPurpose, verifyPurpose } from "../listings/upload-links";
import {
  copyUploads,
  originalMetadata,
  pictureObjectKeys,
  receiveCopy,
  storedCopies,
  type CopyVariant,
  type StoredCopies,
} from "../listings/picture-copies";

/**
 * Banner pictures take the article pictures' path: ask for a signed link, PUT the bytes to it, the picture is
 * served by /media under an unguessable key written once (so it can be cached for a year). A banner names its
 * pictures by the URL the ticket answered (/media/banners/<uuid>); the server checks the object is there and, for
 * a broker's or company's banner, that its owner asked for the upload (the link signs the asker, the object keeps
 * it): another advertiser's picture, seen in a live banner, cannot be reused. The ticket also offers a link per
 * right-sized copy (picture-copies.ts); a banner keeps the copies the bucket held when it was saved.
 */
const TTL_MS = 15 * 60_000;
// A copy's message names its variant after a "/", which an object id (a UUID) never holds.
const message = (objectId: string, exp: number, owner: string, variant?: CopyVariant) =>
  `banner-image\n${variant ? `${objectId}/${variant}` : objectId}\n${exp}\n${owner}`;
export const bannerImageKey = (objectId: string) => `banners/${objectId}`;
export const keyOfUrl = (url: string) => url.replace(/^\/media\//, "");
export const urlOfKey = (key: string) => `/media/${key}`;

export async function createBannerUpload(ctx: ServiceCtx, owner: string, input: { sizeBytes: number }) {
  if (input.sizeBytes > BANNER_IMAGE_MAX_BYTES) throw new ApiError(413, "A banner picture can be at most 2 MB.");
  const objectId = newId();
  const expiresAt = ctx.now + TTL_MS;
  const link = async (variant?: CopyVariant) =>
    `/v1/media/upload/banner/${objectId}${variant ? `/${variant}` : ""}?exp=${expiresAt}&owner=${encodeURIComponent(owner)}&sig=${await signPurpose(ctx.env, message(objectId, expiresAt, owner, variant))}`;
  return {
    uploadUrl: await link(),
    url: urlOfKey(bannerImageKey(objectId)),
    expiresAt,
    sizeUploads: await copyUploads(link),
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
    customMetadata: { ...originalMetadata(bytes), owner: up.owner },
    onlyIf: new Headers({ "if-none-match": "*" }),
  });
  if (!stored) throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  return { url: urlOfKey(key) };
}

/** One right-sized copy of a banner picture, PUT to its own signed link; it keeps its asker like the original. */
export async function receiveBannerCopy(
  ctx: ServiceCtx,
  up: Parameters<typeof receiveBannerImage>[1] & { variant: CopyVariant },
) {
  await verifyPurpose(ctx, message(up.objectId, up.exp, up.owner, up.variant), up.exp, up.sig);
  const key = bannerImageKey(up.objectId);
  const { width } = await receiveCopy(ctx, key, up.variant, up, { owner: up.owner });
  return { url: urlOfKey(`${key}/${up.variant}`), width };
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
  const fields = [
    ["image", "imageKey"],
    ["mobileImage", "mobileImageKey"],
    ["tabletImage", "tabletImageKey"],
  ] as const;
  const copies: Partial<Record<(typeof fields)[number][0], StoredCopies>> = {};
  const out: { imageKey: string; mobileImageKey: string | null; tabletImageKey: string | null; imageSizes: string } = {
    imageKey: "",
    mobileImageKey: null,
    tabletImageKey: null,
    imageSizes: "{}",
  };
  for (const [field, col] of fields) {
    const url = input[field];
    if (!url) continue;
    const key = keyOfUrl(url);
    const stored = key.startsWith("banners/") ? await ctx.env.MEDIA.head(key) : null;
    if (!stored || (owner && stored.customMetadata?.owner !== owner))
      throw new ApiError(400, BANNER_MESSAGES.image, [{ field, message: BANNER_MESSAGES.image }]);
    out[col] = key;
    const found = await storedCopies(ctx, key);
    if (found?.sizes.length) copies[field] = found;
  }
  out.imageSizes = JSON.stringify(copies);
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
    if (!used)
      await pictureObjectKeys(ctx, key)
        .then((all) => ctx.env.MEDIA.delete(all))
        .catch(() => undefined);
  }
}
