import { and, eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { MESSAGES } from "../../contracts/messages";
import { PROFILE_MESSAGES, PROFILE_RULES } from "../../contracts/profile";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { readLimited, sniffImage } from "../listings/upload-bytes";
import { signPurpose, verifyPurpose, type SignedUpload } from "../listings/upload-links";

/**
 * Profile pictures and banners go straight to R2 through a signed link, like listing pictures, but need
 * no row of their own: the link names the user, the kind and a fresh object id, and the user's column
 * points at the object once its bytes are in. Keys never get new content, so they cache for a year.
 */
export type ImageKind = "profile" | "banner";
const EXT = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;

const message = (userId: string, kind: ImageKind, objectId: string, exp: number) =>
  `profile-image\n${userId}\n${kind}\n${objectId}\n${exp}`;
const tooLarge = () => new ApiError(413, PROFILE_MESSAGES.imageTooLarge);

export async function createProfileImageUpload(
  ctx: ServiceCtx,
  userId: string,
  input: { kind: ImageKind; sizeBytes: number },
) {
  if (input.sizeBytes > PROFILE_RULES.maxImageBytes) throw tooLarge();
  const objectId = newId();
  const expiresAt = ctx.now + PROFILE_RULES.uploadUrlTtlMs;
  const sig = await signPurpose(ctx.env, message(userId, input.kind, objectId, expiresAt));
  return {
    uploadUrl: `/v1/media/upload/profile/${userId}/${input.kind}/${objectId}?exp=${expiresAt}&sig=${sig}`,
    expiresAt,
  };
}

export type IncomingProfileImage = {
  userId: string;
  kind: ImageKind;
  objectId: string;
} & SignedUpload;

export const profileKeyPrefix = (userId: string) => `profiles/${userId}/`;

/** Refusals (forged link, too large, not a picture, deleted account) store nothing and change nothing. */
export async function receiveProfileImage(ctx: ServiceCtx, up: IncomingProfileImage) {
  await verifyPurpose(ctx, message(up.userId, up.kind, up.objectId, up.exp), up.exp, up.sig);
  if (up.contentLength !== null && up.contentLength > PROFILE_RULES.maxImageBytes) throw tooLarge();
  const user = await ctx.db
    .select({ profilePicture: users.profilePicture, bannerImage: users.bannerImage })
    .from(users)
    .where(and(eq(users.id, up.userId), eq(users.status, "active")))
    .get();
  if (!user) throw new ApiError(403, MESSAGES.forbidden);
  // A link is good for one picture: replaying it would change the bytes behind a URL cached for a year.
  const stem = `${profileKeyPrefix(up.userId)}${up.kind}-${up.objectId}.`;
  if ((up.kind === "profile" ? user.profilePicture : user.bannerImage)?.startsWith(`/media/${stem}`)) {
    throw new ApiError(409, "This upload link was already used. Please choose the picture again.");
  }
  const bytes = await readLimited(up.body, PROFILE_RULES.maxImageBytes);
  const type = sniffImage(bytes);
  if (!type)
    throw new ApiError(400, PROFILE_MESSAGES.onlyImages, [{ field: "body", message: PROFILE_MESSAGES.onlyImages }]);
  const key = `${stem}${EXT[type]}`;
  const url = `/media/${key}`;
  await ctx.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type } });
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ [up.kind === "profile" ? "profilePicture" : "bannerImage"]: url, updatedAt: ctx.now })
      // An account deleted meanwhile keeps no picture.
      .where(and(eq(users.id, up.userId), eq(users.status, "active")))
      .returning({ id: users.id }),
    activityStatement(ctx, `user.${up.kind}_image`, { type: "user", id: up.userId }, undefined, up.userId),
  ]);
  if (!updated.length) {
    await ctx.env.MEDIA.delete(key).catch(() => undefined);
    throw new ApiError(403, MESSAGES.forbidden);
  }
  const previous = up.kind === "profile" ? user.profilePicture : user.bannerImage;
  const previousKey = previous?.replace(/^\/media\//, "");
  if (previousKey && previousKey !== key && previousKey.startsWith(profileKeyPrefix(up.userId))) {
    await ctx.env.MEDIA.delete(previousKey).catch(() => undefined);
  }
  return { kind: up.kind, url };
}
