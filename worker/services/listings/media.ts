import { and, asc, eq, sql } from "drizzle-orm";
import { properties, propertyMedia, propertyRooms, propertyVideoLinks } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { NO_PHOTOS } from "../../contracts/listings";
import type { MediaItem } from "../../contracts/listing-media";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { toMediaItem } from "./media-items";
import { propertyForChange } from "./shared";
import { removeMediaObjects, storedKeyColumns } from "./uploads";

/** Photo, room and video-link changes on a listing: the owner's only (staff use /admin/api/listings). */
const mediaGone = () => new ApiError(404, "We couldn't find that photo on this listing.");

const mediaOrder = [
  sql`${propertyMedia.roomId} is not null`,
  asc(propertyMedia.position),
  asc(propertyMedia.createdAt),
];

export async function listPropertyMedia(
  ctx: ServiceCtx,
  user: AuthUser,
  propertyId: string,
  roomId?: string,
): Promise<MediaItem[]> {
  await propertyForChange(ctx, user, propertyId);
  if (roomId) {
    const room = await ctx.db
      .select({ id: propertyRooms.id })
      .from(propertyRooms)
      .where(and(eq(propertyRooms.id, roomId), eq(propertyRooms.propertyId, propertyId)))
      .get();
    if (!room) throw new ApiError(404, "We couldn't find that room on this listing.");
  }
  const rows = await ctx.db
    .select()
    .from(propertyMedia)
    .where(and(eq(propertyMedia.propertyId, propertyId), roomId ? eq(propertyMedia.roomId, roomId) : undefined))
    .orderBy(...mediaOrder)
    .all();
  return rows.map(toMediaItem);
}

/**
 * A live listing keeps at least one photo of its own (SPEC.md §5): the last one can go only from a draft
 * or a listing that is not live; the condition is in the DELETE, so two parallel deletes cannot both pass.
 */
export async function deletePropertyMedia(ctx: ServiceCtx, user: AuthUser, propertyId: string, mediaId: string) {
  await propertyForChange(ctx, user, propertyId);
  const gone = await ctx.db
    .delete(propertyMedia)
    .where(
      and(
        eq(propertyMedia.id, mediaId),
        eq(propertyMedia.propertyId, propertyId),
        sql`(${propertyMedia.roomId} is not null
          or not exists (select 1 from ${properties} where ${properties.id} = ${propertyId} and ${properties.status} = 'active')
          or exists (select 1 from ${propertyMedia} m where m.property_id = ${propertyId} and m.room_id is null and m.id <> ${mediaId}))`,
      ),
    )
    .returning(storedKeyColumns);
  if (!gone.length) {
    const still = await ctx.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(and(eq(propertyMedia.id, mediaId), eq(propertyMedia.propertyId, propertyId)))
      .get();
    if (still)
      throw new ApiError(
        409,
        `${NO_PHOTOS}: a live listing keeps at least one photo. Add another photo first, or disable the listing.`,
        [{ field: "mediaId", message: NO_PHOTOS }],
      );
    throw mediaGone();
  }
  await removeMediaObjects(ctx, gone);
}

/** A room goes with its photos. */
export async function deleteRoom(ctx: ServiceCtx, user: AuthUser, propertyId: string, roomId: string) {
  await propertyForChange(ctx, user, propertyId);
  const [photos, rooms] = await ctx.db.batch([
    ctx.db
      .delete(propertyMedia)
      .where(and(eq(propertyMedia.roomId, roomId), eq(propertyMedia.propertyId, propertyId)))
      .returning(storedKeyColumns),
    ctx.db
      .delete(propertyRooms)
      .where(and(eq(propertyRooms.id, roomId), eq(propertyRooms.propertyId, propertyId)))
      .returning({ id: propertyRooms.id }),
  ]);
  if (!rooms.length) throw new ApiError(404, "We couldn't find that room on this listing.");
  await removeMediaObjects(ctx, photos);
}

export async function deleteVideoLink(ctx: ServiceCtx, user: AuthUser, propertyId: string, linkId: string) {
  await propertyForChange(ctx, user, propertyId);
  const gone = await ctx.db
    .delete(propertyVideoLinks)
    .where(and(eq(propertyVideoLinks.id, linkId), eq(propertyVideoLinks.propertyId, propertyId)))
    .returning({ id: propertyVideoLinks.id });
  if (!gone.length) throw new ApiError(404, "We couldn't find that video link on this listing.");
}

/** One statement: the chosen photo becomes primary and every other photo of the listing stops being it. */
export async function setPrimary(ctx: ServiceCtx, user: AuthUser, propertyId: string, mediaId: string) {
  await propertyForChange(ctx, user, propertyId);
  const changed = await ctx.db
    .update(propertyMedia)
    .set({ isPrimary: sql`case when ${propertyMedia.id} = ${mediaId} then 1 else 0 end` })
    .where(
      and(
        eq(propertyMedia.propertyId, propertyId),
        sql`exists (select 1 from ${propertyMedia} m where m.id = ${mediaId} and m.property_id = ${propertyId})`,
      ),
    )
    .returning({ id: propertyMedia.id });
  if (!changed.length) throw mediaGone();
}

/** The variant without the listing id in the path: the photo's listing is looked up first. */
export async function setPrimaryByMedia(ctx: ServiceCtx, user: AuthUser, mediaId: string) {
  const media = await ctx.db
    .select({ propertyId: propertyMedia.propertyId })
    .from(propertyMedia)
    .where(eq(propertyMedia.id, mediaId))
    .get();
  if (!media?.propertyId) throw new ApiError(404, "We couldn't find that photo on a listing.");
  await setPrimary(ctx, user, media.propertyId, mediaId);
}

/**
 * Rotation is stored, not applied: the SPA turns the picture with CSS. Photos still in the listing form
 * (not yet on a listing) belong to their uploader.
 */
export async function rotateMedia(ctx: ServiceCtx, user: AuthUser, mediaId: string, degrees: 90 | 180 | 270) {
  const media = await ctx.db
    .select({ ownerId: propertyMedia.ownerId, propertyId: propertyMedia.propertyId })
    .from(propertyMedia)
    .where(eq(propertyMedia.id, mediaId))
    .get();
  if (!media) throw new ApiError(404, "We couldn't find that photo.");
  if (media.propertyId) await propertyForChange(ctx, user, media.propertyId);
  else if (media.ownerId !== user.id) throw new ApiError(403, MESSAGES.forbidden);
  const [row] = await ctx.db
    .update(propertyMedia)
    .set({ rotation: sql`(${propertyMedia.rotation} + ${degrees}) % 360` })
    .where(and(eq(propertyMedia.id, mediaId), eq(propertyMedia.ownerId, media.ownerId)))
    .returning({ rotation: propertyMedia.rotation });
  if (!row) throw new ApiError(404, "We couldn't find that photo.");
  return { rotation: row.rotation };
}
