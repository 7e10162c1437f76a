import { and, eq, sql, type SQL } from "drizzle-orm";
import { properties, propertyMedia } from "../../db/schema";
import { ADMIN_EDITABLE, type AdminListingEdit } from "../../contracts/moderation";
import { NO_PHOTOS, publishProblems, type PropertyDetail } from "../../contracts/listings";
import { MESSAGES } from "../../contracts/messages";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { listDetails } from "../listings/card-lists";
import { changed, logIf } from "./decisions";
import { removeMediaObjects, storedKeyColumns } from "../listings/uploads";

/**
 * Staff work on someone else's listing, through /admin/api only (the owner routes refuse staff). Each
 * write is one batch: the guarded change, then the activity row with who, what, before and after,
 * written only when the change happened.
 */
async function detail(ctx: ServiceCtx, id: string): Promise<PropertyDetail> {
  const [d] = await listDetails(ctx, { where: eq(properties.id, id), orderBy: [], limit: 1 }, ctx.actor?.id);
  if (!d) throw new ApiError(404, MESSAGES.notFound);
  return d;
}

export const adminListingDetail = detail;

const changedMeanwhile = () =>
  new ApiError(409, "The listing changed while you were looking at it. Reload it and try again.");

export async function adminEditListing(ctx: ServiceCtx, id: string, input: AdminListingEdit) {
  const row = await ctx.db
    .select({
      status: properties.status,
      title: properties.title,
      description: properties.description,
      address: properties.address,
      priceKobo: properties.priceKobo,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      toilets: properties.toilets,
      categoryId: properties.categoryId,
      listingType: properties.listingType,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .get();
  if (!row || row.status === "deleted") throw new ApiError(404, MESSAGES.notFound);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of ADMIN_EDITABLE) {
    const value = input[key];
    if (value !== undefined && value !== row[key]) {
      before[key] = row[key];
      after[key] = value;
    }
  }
  if (!Object.keys(after).length) return { changed: [] as string[], listing: await detail(ctx, id) };
  if (row.status === "active") {
    const facts = { ...row, ...after } as typeof row;
    const problems = publishProblems(facts, 1).filter((p) => p.message !== NO_PHOTOS);
    if (problems.length) throw new ApiError(400, problems.map((p) => p.message).join(" "), problems);
  }
  // "before" is what the log says: the UPDATE happens only while every field it names still has that value.
  const unchanged: SQL[] = [
    eq(properties.status, row.status),
    eq(properties.categoryId, row.categoryId),
    eq(properties.listingType, row.listingType),
  ];
  for (const key of ADMIN_EDITABLE) unchanged.push(sql`${properties[key]} is ${row[key]}`);
  const [updated] = await ctx.db.batch([
    ctx.db
      .update(properties)
      .set({ ...after, updatedAt: ctx.now })
      .where(and(eq(properties.id, id), ...unchanged))
      .returning({ id: properties.id }),
    logIf(
      ctx,
      changed,
      "listing.edit",
      { type: "property", id },
      { title: row.title, reason: input.reason, before, after },
    ),
  ]);
  if (!updated.length) throw changedMeanwhile();
  return { changed: Object.keys(after), listing: await detail(ctx, id) };
}

/**
 * Removes one photo (e.g. stolen or indecent): the row first (logged in the same batch), then the objects.
 * A live listing keeps at least one photo: delist it first when its only photo must go.
 */
export async function adminRemoveListingPhoto(ctx: ServiceCtx, id: string, mediaId: string, reason: string) {
  const media = await ctx.db
    .select({
      id: propertyMedia.id,
      roomId: propertyMedia.roomId,
      ...storedKeyColumns,
      title: properties.title,
      status: properties.status,
    })
    .from(propertyMedia)
    .innerJoin(properties, eq(properties.id, propertyMedia.propertyId))
    .where(and(eq(propertyMedia.id, mediaId), eq(propertyMedia.propertyId, id)))
    .get();
  if (!media) throw new ApiError(404, "We couldn't find that photo on this listing.");
  const [gone] = await ctx.db.batch([
    ctx.db
      .delete(propertyMedia)
      .where(
        and(
          eq(propertyMedia.id, mediaId),
          eq(propertyMedia.propertyId, id),
          sql`(${propertyMedia.roomId} is not null
            or not exists (select 1 from ${properties} where ${properties.id} = ${id} and ${properties.status} = 'active')
            or exists (select 1 from ${propertyMedia} m where m.property_id = ${id} and m.room_id is null and m.id <> ${mediaId}))`,
        ),
      )
      .returning({ id: propertyMedia.id }),
    logIf(
      ctx,
      changed,
      "listing.photo_removed",
      { type: "property", id },
      {
        title: media.title,
        reason,
        before: { mediaId, url: `/media/${media.originalKey}`, roomId: media.roomId },
        after: null,
      },
    ),
  ]);
  if (!gone.length)
    throw new ApiError(409, `${NO_PHOTOS}: a live listing keeps at least one photo. Delist the listing first.`, [
      { field: "mediaId", message: NO_PHOTOS },
    ]);
  await removeMediaObjects(ctx, [media]);
  return { id: mediaId, removed: true as const };
}
