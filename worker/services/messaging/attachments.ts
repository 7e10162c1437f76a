import { MESSAGING_MESSAGES, MESSAGING_RULES } from "../../contracts/messaging";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { readLimited, sniffImage } from "../listings/upload-bytes";
import { signPurpose, verifyPurpose, type SignedUpload } from "../listings/upload-links";
import { consumeLimit } from "../platform/rate-limit";

/**
 * Chat pictures use the signed-upload mechanism of listing and profile pictures, but stay private: the
 * object lives under chat/{conversation}/{sender}/, is never served by /media/*, and is read through a
 * signed, expiring link that only message lists (participants) hand out.
 */
const EXT = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
type ImageType = keyof typeof EXT;
const FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export const attachmentKey = (conversationId: string, userId: string, file: string) =>
  `chat/${conversationId}/${userId}/${file}`;
const uploadMessage = (key: string, exp: number) => `chat-upload\n${key}\n${exp}`;
const viewMessage = (key: string, exp: number) => `chat-view\n${key}\n${exp}`;

export async function createAttachmentUpload(
  ctx: ServiceCtx,
  userId: string,
  conversationId: string,
  input: { contentType: ImageType; sizeBytes: number },
) {
  await consumeLimit(ctx, `msg-attach:${userId}`, MESSAGING_RULES.attachmentLimit, MESSAGING_RULES.attachmentWindowMs);
  const token = `${newId()}.${EXT[input.contentType]}`;
  const key = attachmentKey(conversationId, userId, token);
  const expiresAt = ctx.now + MESSAGING_RULES.uploadUrlTtlMs;
  const sig = await signPurpose(ctx.env, uploadMessage(key, expiresAt));
  return { token, uploadUrl: `/v1/media/upload/${key}?exp=${expiresAt}&sig=${sig}`, expiresAt };
}

export type IncomingAttachment = {
  conversationId: string;
  userId: string;
  file: string;
} & SignedUpload;

/** A link is good for one picture: a second PUT is a 409, so a sent picture can never change. */
export async function receiveAttachment(ctx: ServiceCtx, up: IncomingAttachment) {
  const key = attachmentKey(up.conversationId, up.userId, up.file);
  await verifyPurpose(ctx, uploadMessage(key, up.exp), up.exp, up.sig);
  const max = MESSAGING_RULES.maxAttachmentBytes;
  if (up.contentLength !== null && up.contentLength > max) throw new ApiError(413, "A picture can be at most 8 MB.");
  if (await ctx.env.MEDIA.head(key))
    throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  const bytes = await readLimited(up.body, max);
  const type = sniffImage(bytes);
  if (!type || EXT[type] !== up.file.split(".").pop()) {
    const message = "Send the JPEG, PNG or WebP picture this link was made for.";
    throw new ApiError(400, message, [{ field: "body", message }]);
  }
  // Conditional put: two PUTs racing on one link store the first picture only.
  const stored = await ctx.env.MEDIA.put(key, bytes, {
    httpMetadata: { contentType: type },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (!stored) throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  return { token: up.file };
}

/** Turns tokens from a send request into keys, refusing any that were not uploaded by this sender here. */
export async function resolveAttachments(ctx: ServiceCtx, conversationId: string, senderId: string, tokens: string[]) {
  const unique = [...new Set(tokens)];
  const keys = unique.map((t) => {
    if (!FILE.test(t))
      throw new ApiError(400, MESSAGING_MESSAGES.attachmentMissing, [
        { field: "attachments", message: MESSAGING_MESSAGES.attachmentMissing },
      ]);
    return attachmentKey(conversationId, senderId, t);
  });
  const heads = await Promise.all(keys.map((k) => ctx.env.MEDIA.head(k)));
  if (heads.some((h) => !h))
    throw new ApiError(400, MESSAGING_MESSAGES.attachmentMissing, [
      { field: "attachments", message: MESSAGING_MESSAGES.attachmentMissing },
    ]);
  return keys;
}

/** Expiry rounded to the hour, so the same picture keeps one URL (and one browser cache entry) for a while. */
export async function attachmentViewUrl(ctx: ServiceCtx, key: string) {
  const ttl = MESSAGING_RULES.viewUrlTtlMs;
  const exp = Math.ceil((ctx.now + ttl) / ttl) * ttl;
  return `/v1/media/${key}?exp=${exp}&sig=${await signPurpose(ctx.env, viewMessage(key, exp))}`;
}

export async function readAttachment(
  ctx: ServiceCtx,
  p: { conversationId: string; userId: string; file: string; exp: number; sig: string },
) {
  if (!FILE.test(p.file)) throw new ApiError(404, "No such picture.");
  const key = attachmentKey(p.conversationId, p.userId, p.file);
  await verifyPurpose(ctx, viewMessage(key, p.exp), p.exp, p.sig);
  const obj = await ctx.env.MEDIA.get(key);
  if (!obj) throw new ApiError(404, "No such picture.");
  return obj;
}
