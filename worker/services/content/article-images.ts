import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { readLimited, sniffImage } from "../listings/upload-bytes";
import { signPurpose, verifyPurpose, type SignedUpload } from "../listings/upload-links";
import { copyUploads, originalMetadata, receiveCopy, type CopyVariant } from "../listings/picture-copies";

/**
 * Article pictures (covers and pictures in the text) take the same path as profile pictures: staff ask for a
 * signed link, the browser PUTs the bytes straight to it, and the picture is served by /media. One key per
 * link, written only if absent, so the bytes behind a URL never change and can be cached for a year. The ticket
 * also offers a link per right-sized copy (picture-copies.ts), so readers download the width they draw.
 */
export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const TTL_MS = 15 * 60_000;
// A copy's message names its variant after a "/", which an object id (a UUID) never holds.
const message = (objectId: string, exp: number, variant?: CopyVariant) =>
  `article-image\n${variant ? `${objectId}/${variant}` : objectId}\n${exp}`;
export const articleImageKey = (objectId: string) => `articles/${objectId}`;
const tooLarge = () => new ApiError(413, "A picture can be at most 5 MB.");

export async function createArticleImageUpload(ctx: ServiceCtx, input: { sizeBytes: number }) {
  if (input.sizeBytes > ARTICLE_IMAGE_MAX_BYTES) throw tooLarge();
  const objectId = newId();
  const expiresAt = ctx.now + TTL_MS;
  const link = async (variant?: CopyVariant) =>
    `/v1/media/upload/article/${objectId}${variant ? `/${variant}` : ""}?exp=${expiresAt}&sig=${await signPurpose(ctx.env, message(objectId, expiresAt, variant))}`;
  return {
    uploadUrl: await link(),
    url: `/media/${articleImageKey(objectId)}`,
    expiresAt,
    sizeUploads: await copyUploads(link),
  };
}

export async function receiveArticleImage(ctx: ServiceCtx, up: { objectId: string } & SignedUpload) {
  await verifyPurpose(ctx, message(up.objectId, up.exp), up.exp, up.sig);
  if (up.contentLength !== null && up.contentLength > ARTICLE_IMAGE_MAX_BYTES) throw tooLarge();
  const bytes = await readLimited(up.body, ARTICLE_IMAGE_MAX_BYTES);
  const type = sniffImage(bytes);
  if (!type)
    throw new ApiError(400, "Upload a JPEG, PNG or WebP picture.", [
      { field: "body", message: "Upload a JPEG, PNG or WebP picture." },
    ]);
  const key = articleImageKey(up.objectId);
  // Written only if no object has this key yet: a link replayed cannot change a published picture.
  const stored = await ctx.env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: type },
    customMetadata: originalMetadata(bytes) ?? {},
    onlyIf: new Headers({ "if-none-match": "*" }),
  });
  if (!stored) throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  return { url: `/media/${key}` };
}

/** One right-sized copy of an article picture, PUT to its own signed link. */
export async function receiveArticleImageCopy(
  ctx: ServiceCtx,
  up: { objectId: string; variant: CopyVariant } & SignedUpload,
) {
  await verifyPurpose(ctx, message(up.objectId, up.exp, up.variant), up.exp, up.sig);
  const { width } = await receiveCopy(ctx, articleImageKey(up.objectId), up.variant, up);
  return { url: `/media/${articleImageKey(up.objectId)}/${up.variant}`, width };
}
