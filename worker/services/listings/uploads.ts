/**
 * Pictures go from the browser straight to R2 through short-lived signed URLs, so the worker never holds
 * a session for them. A media row moves pending → has_original | has_thumb → ready; the guarded UPDATE
 * decides "ready" in SQL, so two PUTs arriving together cannot both miss each other.
 */

import { and, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { propertyMedia } from "../../db/schema";
import { LISTING_MESSAGES, LISTING_RULES } from "../../contracts/listings";
import { SIZED_VARIANTS, type SizedVariant, type UploadTicket } from "../../contracts/listing-media";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { forgetCachedMedia } from "../../lib/media-cache";
import { assertMayList } from "./shared";
import { photoHash } from "../../lib/photo-hash";
import { EXT, pictureInfo, readLimited, tooLarge, type ImageType } from "./upload-bytes";
import { signUpload, verifyUpload, type SignedUpload, type Variant } from "./upload-links";

const isSized = (v: Variant): v is SizedVariant => v in SIZED_VARIANTS;

const keyPrefix = (ownerId: string, mediaId: string) => `listings/${ownerId}/${mediaId}`;
const originalKey = (ownerId: string, mediaId: string, type: ImageType) =>
  `${keyPrefix(ownerId, mediaId)}/original.${EXT[type]}`;
const thumbKey = (ownerId: string, mediaId: string, type: ImageType) =>
  `${keyPrefix(ownerId, mediaId)}/md.${EXT[type]}`;
const sizedKey = (ownerId: string, mediaId: string, variant: SizedVariant, type: ImageType) =>
  `${keyPrefix(ownerId, mediaId)}/${variant}.${EXT[type]}`;

type StoredKeys = { originalKey: string; thumbKey: string; sizedKeys?: Record<string, string> | null };
/** The columns of a picture row that name its R2 objects (objectKeysOf). */
export const storedKeyColumns = {
  originalKey: propertyMedia.originalKey,
  thumbKey: propertyMedia.thumbKey,
  sizedKeys: propertyMedia.sizedKeys,
};
/** Every R2 object behind one picture row. */
export const objectKeysOf = (m: StoredKeys) => [m.originalKey, m.thumbKey, ...Object.values(m.sizedKeys ?? {})];

/**
 * Removes pictures' objects from R2 and from this location's edge cache (other locations' copies age out
 * within the cache's edge lifetime). A failed R2 call leaves an orphan object, never a broken row.
 */
export async function removeMediaObjects(ctx: ServiceCtx, rows: StoredKeys[]) {
  const keys = rows.flatMap(objectKeysOf);
  if (!keys.length) return;
  await ctx.env.MEDIA.delete(keys).catch(() => undefined);
  await forgetCachedMedia(ctx.env, keys);
}

/** A picture put on a developer's project (project_media) is in use, like one on a listing. */
const notOnProject = sql`not exists (select 1 from project_media pm where pm.media_id = ${propertyMedia.id})`;

/** `phash` is still accepted from older clients and ignored: the server hashes the stored original itself (receiveUpload). */
export type UploadRequest = {
  contentType: ImageType;
  sizeBytes: number;
  width?: number;
  height?: number;
  phash?: string;
};

/** The hash's four 16-bit bands, each indexed: near-identical pictures share at least one. */
export function phashBands(phash: string) {
  return [0, 1, 2, 3].map((i) => parseInt(phash.slice(i * 4, i * 4 + 4), 16)) as [number, number, number, number];
}

/** A photo's hash columns: the hash (null when it could not be read), its bands, and when it was taken. */
export function phashColumns(hash: string | null, now: number) {
  const bands = hash ? phashBands(hash) : null;
  return {
    phash: hash,
    phashB0: bands?.[0] ?? null,
    phashB1: bands?.[1] ?? null,
    phashB2: bands?.[2] ?? null,
    phashB3: bands?.[3] ?? null,
    phashAt: now,
  };
}

export async function createUpload(ctx: ServiceCtx, user: AuthUser, input: UploadRequest): Promise<UploadTicket> {
  await assertMayList(ctx, user);
  return issueUpload(ctx, user.id, input);
}

/** The upload ticket itself, for a caller that has already decided who may upload (projects: the developer owns its staff's uploads). */
export async function issueUpload(ctx: ServiceCtx, ownerId: string, input: UploadRequest): Promise<UploadTicket> {
  const user = { id: ownerId };
  const id = newId();
  await ctx.db
    .insert(propertyMedia)
    .values({
      id,
      ownerId: user.id,
      originalKey: originalKey(user.id, id, input.contentType),
      thumbKey: thumbKey(user.id, id, "image/webp"),
      contentType: input.contentType,
      sizeBytes: input.sizeBytes,
      width: input.width ?? null,
      height: input.height ?? null,
      // No fingerprint until the original's bytes arrive: the uploader's own (input.phash) is never trusted.
      phash: null,
      status: "pending",
      createdAt: ctx.now,
    })
    .run();
  const expiresAt = ctx.now + LISTING_RULES.uploadUrlTtlMs;
  const url = async (variant: Variant) =>
    `/v1/media/upload/${id}/${variant}?exp=${expiresAt}&sig=${await signUpload(ctx.env, id, variant, expiresAt)}`;
  const sizeUploads = await Promise.all(
    (Object.entries(SIZED_VARIANTS) as [SizedVariant, number][]).map(async ([variant, width]) => ({
      width,
      uploadUrl: await url(variant),
    })),
  );
  return { token: id, uploadUrl: await url("original"), thumbUploadUrl: await url("thumb"), sizeUploads, expiresAt };
}

export type IncomingUpload = {
  id: string;
  variant: Variant;
} & SignedUpload;

const maxBytesOf = (variant: Variant) =>
  variant === "original"
    ? LISTING_RULES.maxUploadBytes
    : variant === "w1280" || variant === "w960"
      ? LISTING_RULES.maxLargeBytes
      : LISTING_RULES.maxThumbBytes;

export async function receiveUpload(ctx: ServiceCtx, up: IncomingUpload) {
  await verifyUpload(ctx, up.id, up.variant, up.exp, up.sig);
  const max = maxBytesOf(up.variant);
  if (up.contentLength !== null && up.contentLength > max) throw tooLarge(max);
  const row = await ctx.db
    .select({
      ownerId: propertyMedia.ownerId,
      propertyId: propertyMedia.propertyId,
      ...storedKeyColumns,
    })
    .from(propertyMedia)
    .where(eq(propertyMedia.id, up.id))
    .get();
  if (!row) throw new ApiError(404, "This upload no longer exists. Please upload the picture again.");
  if (row.propertyId) throw new ApiError(409, "This picture is already on a listing and cannot be replaced.");
  const bytes = await readLimited(up.body, max);
  const info = pictureInfo(bytes);
  if (!info)
    throw new ApiError(400, LISTING_MESSAGES.onlyImages, [{ field: "body", message: LISTING_MESSAGES.onlyImages }]);
  const type = info.type;
  const variant = up.variant;
  const key = isSized(variant)
    ? sizedKey(row.ownerId, up.id, variant, type)
    : variant === "original"
      ? originalKey(row.ownerId, up.id, type)
      : thumbKey(row.ownerId, up.id, type);
  // The duplicate-photo fingerprint, computed before the upload answers, so it exists whenever the upload is
  // "ready" and a listing can use it (the duplicate check runs when the listing is saved). Without it nothing is
  // stored: a 503 the uploader retries, never a photo that skipped the check.
  const hash =
    variant === "original"
      ? await photoHash(ctx.env, bytes).catch(() => {
          throw new ApiError(503, "We could not check this picture just now. Please send it again.");
        })
      : null;
  await ctx.env.MEDIA.put(key, bytes, { httpMetadata: { contentType: type } });
  const mine = variant === "original" ? "has_original" : "has_thumb";
  const other = variant === "original" ? "has_thumb" : "has_original";
  // Only the original and the 640 thumbnail decide "ready"; the other widths are recorded as they come.
  const set = isSized(variant)
    ? {
        sizedKeys: sql`json_set(coalesce(${propertyMedia.sizedKeys}, '{}'), ${`$."${SIZED_VARIANTS[variant]}"`}, ${key})`,
      }
    : {
        // The original's size as measured here, not as the uploader said.
        ...(variant === "original"
          ? {
              originalKey: key,
              contentType: type,
              sizeBytes: bytes.byteLength,
              width: info.width,
              height: info.height,
              ...phashColumns(hash, ctx.now),
            }
          : { thumbKey: key }),
        status: sql`case when ${propertyMedia.status} in (${other}, 'ready') then 'ready' else ${mine} end`,
      };
  const [updated] = await ctx.db
    .update(propertyMedia)
    .set(set)
    .where(and(eq(propertyMedia.id, up.id), isNull(propertyMedia.propertyId), notOnProject))
    .returning({ status: propertyMedia.status });
  if (!updated) throw new ApiError(409, "This picture is already on a listing and cannot be replaced.");
  // A retry with a different format leaves the earlier object behind under another name.
  const previous = isSized(variant)
    ? row.sizedKeys?.[String(SIZED_VARIANTS[variant])]
    : variant === "original"
      ? row.originalKey
      : row.thumbKey;
  if (previous && previous !== key) await ctx.env.MEDIA.delete(previous).catch(() => undefined);
  return { id: up.id, status: updated.status === "ready" ? ("ready" as const) : ("pending" as const) };
}

/**
 * Uploads never put on a listing (abandoned forms) are removed after a week (evidence of a deposit claim is kept): rows first, in one guarded
 * DELETE (an upload linked to a listing meanwhile is kept), then the objects of exactly the rows removed.
 * An object left behind by a failed R2 call is harmless; a row pointing at a deleted object is not.
 */
export async function removeAbandonedUploads(ctx: ServiceCtx, olderThanMs = 7 * 24 * 3600_000) {
  const rows = await ctx.db
    .select({ id: propertyMedia.id })
    .from(propertyMedia)
    .where(
      and(
        isNull(propertyMedia.propertyId),
        ne(propertyMedia.status, "evidence"),
        lt(propertyMedia.createdAt, ctx.now - olderThanMs),
        notOnProject,
      ),
    )
    .limit(90)
    .all();
  if (!rows.length) return 0;
  const gone = await ctx.db
    .delete(propertyMedia)
    .where(
      and(
        inArray(
          propertyMedia.id,
          rows.map((r) => r.id),
        ),
        isNull(propertyMedia.propertyId),
        ne(propertyMedia.status, "evidence"),
        lt(propertyMedia.createdAt, ctx.now - olderThanMs),
        notOnProject,
      ),
    )
    .returning(storedKeyColumns);
  if (gone.length) await ctx.env.MEDIA.delete(gone.flatMap(objectKeysOf));
  return gone.length;
}
