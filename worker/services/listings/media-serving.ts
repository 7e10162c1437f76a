/**
 * Serving stored pictures: which bucket keys are public at all, and whether the row behind a key still allows it
 * to be shown (and cached at the edge). Kept apart from uploading: this runs on every picture a page shows.
 */

import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { properties, propertyMedia, users } from "../../db/schema";
import type { ServiceCtx } from "../../lib/context";
import { isCopyName } from "./picture-copies";

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
  // Banner pictures likewise: one key per signed link, written once. Their right-sized copies (`<key>/w640`) too.
  if (prefix === "articles" || prefix === "banners")
    return isCopyName(mediaId) && key.split("/").length <= 3 && /^[0-9a-f-]{36}$/.test(ownerId) ? "fixed" : null;
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
