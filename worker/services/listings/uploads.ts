import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { properties, propertyMedia, users } from "../../db/schema";
import { LISTING_MESSAGES, LISTING_RULES } from "../../contracts/listings";
import { SIZED_VARIANTS, type SizedVariant, type UploadTicket } from "../../contracts/listing-media";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId, toBase64Url } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { forgetCachedMedia } from "../../lib/media-cache";
import { assertMayList } from "./shared";
import { hasMarkup, inspectStructure } from "../../lib/image-inspect";
import { MESSAGES } from "../../contracts/messages";
import { photoHash } from "../../lib/photo-hash";

/**
 * Pictures go from the browser straight to R2 through short-lived signed URLs, so the worker never holds
 * a session for them. A media row moves pending → has_original | has_thumb → ready; the guarded UPDATE
 * decides "ready" in SQL, so two PUTs arriving together cannot both miss each other.
 */
export const VARIANTS = ["original", "thumb", "w320", "w960", "w1280"] as const;
export type Variant = (typeof VARIANTS)[number];
const isSized = (v: Variant): v is SizedVariant => v in SIZED_VARIANTS;

const EXT = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" } as const;
type ImageType = keyof typeof EXT;

const enc = new TextEncoder();

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
function pictureInfo(b: Uint8Array) {
  const info = inspectStructure(b);
  if (info && hasMarkup(b))
    throw new ApiError(400, MESSAGES.pictureHoldsMarkup, [{ field: "body", message: MESSAGES.pictureHoldsMarkup }]);
  return info;
}

const keyPrefix = (ownerId: string, mediaId: string) => `listings/${ownerId}/${mediaId}`;
const originalKey = (ownerId: string, mediaId: string, type: ImageType) =>
  `${keyPrefix(ownerId, mediaId)}/original.${EXT[type]}`;
const thumbKey = (ownerId: string, mediaId: string, type: ImageType) =>
  `${keyPrefix(ownerId, mediaId)}/md.${EXT[type]}`;
const sizedKey = (ownerId: string, mediaId: string, variant: SizedVariant, type: ImageType) =>
  `${keyPrefix(ownerId, mediaId)}/${variant}.${EXT[type]}`;

type StoredKeys = { originalKey: string; thumbKey: string; sizedKeys?: Record<string, string> | null };
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

/** A key of its own for upload links, derived from the JWT secret so one secret serves both. */
async function uploadKey(env: Env) {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be set (32+ characters)");
  const master = await crypto.subtle.importKey(
    "raw",
    enc.encode(env.JWT_SECRET),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", master, enc.encode("propertyng:media-upload:v1"));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const signedMessage = (id: string, variant: string, exp: number) => enc.encode(`${id}\n${variant}\n${exp}`);

/** `variant` also scopes other private uploads (e.g. "kyc:document"), so one link never fits another use. */
export async function signUpload(env: Env, id: string, variant: Variant | `kyc:${string}`, exp: number) {
  const sig = await crypto.subtle.sign("HMAC", await uploadKey(env), signedMessage(id, variant, exp));
  return toBase64Url(new Uint8Array(sig));
}

function fromBase64Url(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(s)) return null;
  try {
    return Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** 403 for a forged or expired link. HMAC verify compares in constant time. */
export async function verifyUpload(
  ctx: ServiceCtx,
  id: string,
  variant: Variant | `kyc:${string}`,
  exp: number,
  sig: string,
) {
  const bytes = fromBase64Url(sig);
  const ok =
    bytes !== null &&
    (await crypto.subtle.verify("HMAC", await uploadKey(ctx.env), bytes, signedMessage(id, variant, exp)));
  if (!ok) throw new ApiError(403, LISTING_MESSAGES.uploadForged);
  if (exp < ctx.now) throw new ApiError(403, LISTING_MESSAGES.uploadExpired);
}

/**
 * Signed links for other uploads (profile pictures): the message names its purpose and has a different
 * shape from listing links, so a signature made for one can never be replayed on the other.
 */
export async function signPurpose(env: Env, message: string) {
  const sig = await crypto.subtle.sign("HMAC", await uploadKey(env), enc.encode(message));
  return toBase64Url(new Uint8Array(sig));
}

export async function verifyPurpose(ctx: ServiceCtx, message: string, exp: number, sig: string) {
  const bytes = fromBase64Url(sig);
  const ok =
    bytes !== null && (await crypto.subtle.verify("HMAC", await uploadKey(ctx.env), bytes, enc.encode(message)));
  if (!ok) throw new ApiError(403, LISTING_MESSAGES.uploadForged);
  if (exp < ctx.now) throw new ApiError(403, LISTING_MESSAGES.uploadExpired);
}

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

const tooLarge = (max: number) =>
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

export type IncomingUpload = {
  id: string;
  variant: Variant;
  exp: number;
  sig: string;
  contentLength: number | null;
  body: ReadableStream<Uint8Array> | null;
};

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
      originalKey: propertyMedia.originalKey,
      thumbKey: propertyMedia.thumbKey,
      sizedKeys: propertyMedia.sizedKeys,
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
  const bands = hash ? phashBands(hash) : null;
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
              phash: hash,
              phashB0: bands?.[0] ?? null,
              phashB1: bands?.[1] ?? null,
              phashB2: bands?.[2] ?? null,
              phashB3: bands?.[3] ?? null,
              phashAt: ctx.now,
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

/** Only listing, profile and article pictures are public; anything else in the bucket (KYC documents) is not served. */
export function isPublicMediaKey(key: string) {
  return (
    (key.startsWith("listings/") ||
      key.startsWith("profiles/") ||
      key.startsWith("articles/") ||
      key.startsWith("banners/")) &&
    key.length <= 300 &&
    /^[A-Za-z0-9._/-]+$/.test(key) &&
    !key.includes("..") &&
    !key.includes("//")
  );
}

/**
 * Whether the picture under `key` may still be shown: a listing photo while its row exists, its listing is
 * not deleted and its uploader's account is not deleted; a profile picture while its account is not
 * deleted. Objects outlive these (soft deletes keep rows for reports), so the answer comes from D1.
 * "fixed" when the bytes behind the key can never change again: a photo on a listing (uploads are refused
 * once attached) or a profile picture (one key per upload); a photo still in someone's listing form can be
 * re-sent under the same key, so it is "open".
 */
async function visibility(ctx: ServiceCtx, key: string): Promise<"fixed" | "open" | null> {
  const [prefix, ownerId, mediaId] = key.split("/");
  if (!ownerId) return null;
  // Article pictures (staff uploads, one key per signed link, written once): public by their unguessable key.
  // Banner pictures likewise: one key per signed link, written once.
  if (prefix === "articles" || prefix === "banners")
    return mediaId === undefined && /^[0-9a-f-]{36}$/.test(ownerId) ? "fixed" : null;
  if (prefix === "profiles") {
    const row = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, ownerId), isNull(users.deletedAt)))
      .get();
    return row ? "fixed" : null;
  }
  if (!mediaId) return null;
  const row = await ctx.db
    .select({ propertyId: propertyMedia.propertyId })
    .from(propertyMedia)
    .innerJoin(users, eq(users.id, propertyMedia.ownerId))
    .leftJoin(properties, eq(properties.id, propertyMedia.propertyId))
    .where(
      and(
        eq(propertyMedia.id, mediaId),
        eq(propertyMedia.ownerId, ownerId),
        or(
          eq(propertyMedia.originalKey, key),
          eq(propertyMedia.thumbKey, key),
          sql`exists (select 1 from json_each(coalesce(${propertyMedia.sizedKeys}, '{}')) where value = ${key})`,
        ),
        isNull(users.deletedAt),
        or(isNull(propertyMedia.propertyId), ne(properties.status, "deleted")),
        // Evidence of a deposit claim is private (signed links from the claims screen only).
        ne(propertyMedia.status, "evidence"),
      ),
    )
    .get();
  if (!row) return null;
  return row.propertyId ? "fixed" : "open";
}

/**
 * The object, or its metadata only when the client's ETag still matches (→ 304); null when not (or no
 * longer) public. `fixed` says whether the key's bytes can never change (safe to cache at the edge).
 */
export async function readMedia(ctx: ServiceCtx, key: string, ifNoneMatch: string | null) {
  if (!isPublicMediaKey(key)) return null;
  const seen = await visibility(ctx, key);
  if (!seen) return null;
  const etag = ifNoneMatch?.replace(/^W\//, "").replace(/"/g, "").trim();
  const obj = await ctx.env.MEDIA.get(key, etag ? { onlyIf: { etagDoesNotMatch: etag } } : undefined);
  return obj ? { obj, fixed: seen === "fixed" } : null;
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
    .returning({
      originalKey: propertyMedia.originalKey,
      thumbKey: propertyMedia.thumbKey,
      sizedKeys: propertyMedia.sizedKeys,
    });
  if (gone.length) await ctx.env.MEDIA.delete(gone.flatMap(objectKeysOf));
  return gone.length;
}
