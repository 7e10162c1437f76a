import { and, count, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  amenities,
  localities,
  properties,
  propertyAmenities,
  propertyCategories,
  propertyMedia,
  propertyRooms,
  propertyTypes,
  propertyVideoLinks,
  states,
} from "../db/schema";
import { LISTING_MESSAGES, type PropertyDetail, type PropertyInput } from "../contracts/listings";
import type { AuthUser } from "../contracts/auth";
import { ApiError, type FieldError } from "../lib/errors";
import { newId } from "../lib/crypto";
import type { ServiceCtx } from "../lib/context";
import { listDetails } from "./listing-cards";
import { assertMayList, assertNotSuspended, canModerate, chunk, listingSlug, ownedListing, propertyForChange } from "./listings-shared";
import { detectDuplicates } from "./duplicates";

type Stmt = BatchItem<"sqlite">;
const runBatch = (ctx: ServiceCtx, stmts: Stmt[]) => ctx.db.batch(stmts as [Stmt, ...Stmt[]]);

/** Category, type, state, locality and amenities must exist and fit together: one round trip, 400s naming fields. */
async function checkReferences(ctx: ServiceCtx, input: PropertyInput) {
  const amenityIds = [...new Set(input.amenityIds)];
  const [type, category, state, locality, amenityCount] = await ctx.db.batch([
    ctx.db.select({ categoryId: propertyTypes.categoryId }).from(propertyTypes).where(eq(propertyTypes.id, input.typeId)),
    ctx.db.select({ id: propertyCategories.id }).from(propertyCategories).where(eq(propertyCategories.id, input.categoryId)),
    ctx.db.select({ name: states.name }).from(states).where(eq(states.id, input.stateId)),
    ctx.db.select({ stateId: localities.stateId, name: localities.name }).from(localities).where(eq(localities.id, input.localityId ?? -1)),
    ctx.db.select({ n: count() }).from(amenities).where(inArray(amenities.id, amenityIds.length ? amenityIds : [-1])),
  ]);
  const errors: FieldError[] = [];
  if (!category[0]) errors.push({ field: "categoryId", message: "Choose a category." });
  if (!type[0] || type[0].categoryId !== input.categoryId) errors.push({ field: "typeId", message: "Choose a property type of the chosen category." });
  if (!state[0]) errors.push({ field: "stateId", message: "Choose a state." });
  else if (input.localityId && locality[0]?.stateId !== input.stateId) errors.push({ field: "localityId", message: "Choose a locality in the chosen state." });
  if (amenityIds.length && amenityCount[0]?.n !== amenityIds.length) errors.push({ field: "amenityIds", message: "Some amenities are not known." });
  if (errors.length) throw new ApiError(400, errors.map((e) => `${e.field}: ${e.message}`).join(" "), errors);
  return { amenityIds, place: (input.localityId ? locality[0]?.name : undefined) ?? state[0]!.name };
}

type MediaPlan = { token: string; roomIndex: number | null; position: number };

/**
 * Every token must be one of the owner's finished uploads, free or already on this listing, and used once.
 * The linking UPDATEs repeat these conditions, so a token that changed hands meanwhile is never linked.
 */
async function checkMedia(ctx: ServiceCtx, ownerId: string, propertyId: string | null, input: PropertyInput): Promise<MediaPlan[]> {
  const plan: MediaPlan[] = [
    ...input.mediaTokens.map((token, position) => ({ token, roomIndex: null, position })),
    ...input.rooms.flatMap((room, roomIndex) => room.mediaTokens.map((token, position) => ({ token, roomIndex, position }))),
  ];
  const field = (p: MediaPlan) => (p.roomIndex === null ? "mediaTokens" : `rooms.${p.roomIndex}.mediaTokens`);
  const seen = new Set<string>();
  for (const p of plan) {
    if (seen.has(p.token)) throw new ApiError(400, "The same photo is used twice.", [{ field: field(p), message: "The same photo is used twice." }]);
    seen.add(p.token);
  }
  if (input.primaryMediaToken && !seen.has(input.primaryMediaToken))
    throw new ApiError(400, "The main photo must be one of the listing's photos.", [{ field: "primaryMediaToken", message: "The main photo must be one of the listing's photos." }]);
  if (!plan.length) return plan;
  const usable = or(isNull(propertyMedia.propertyId), propertyId ? eq(propertyMedia.propertyId, propertyId) : undefined);
  const reads = chunk(plan.map((p) => p.token), 90).map((ids) =>
    ctx.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(and(inArray(propertyMedia.id, ids), eq(propertyMedia.ownerId, ownerId), eq(propertyMedia.status, "ready"), usable)),
  );
  const found = new Set((await ctx.db.batch(reads as [(typeof reads)[number]])).flat().map((r) => r.id));
  const bad = plan.filter((p) => !found.has(p.token));
  if (bad.length) {
    const fields = [...new Set(bad.map(field))];
    throw new ApiError(400, LISTING_MESSAGES.badMediaTokens, fields.map((f) => ({ field: f, message: LISTING_MESSAGES.badMediaTokens })));
  }
  return plan;
}

const columns = (input: PropertyInput) => ({
  title: input.title,
  description: input.description,
  listingType: input.listingType,
  categoryId: input.categoryId,
  typeId: input.typeId,
  priceKobo: input.priceKobo,
  pricePeriod: input.pricePeriod,
  serviceChargeKobo: input.serviceChargeKobo,
  agencyFeeKobo: input.agencyFeeKobo,
  legalFeeKobo: input.legalFeeKobo,
  cautionFeeKobo: input.cautionFeeKobo,
  bedrooms: input.bedrooms,
  bathrooms: input.bathrooms,
  toilets: input.toilets,
  areaSqm: input.areaSqm ?? null,
  furnishing: input.furnishing,
  address: input.address,
  stateId: input.stateId,
  localityId: input.localityId ?? null,
  lat: input.lat ?? null,
  lng: input.lng ?? null,
  titleDocuments: JSON.stringify([...new Set(input.titleDocuments)]),
  inspectionFeeKobo: input.inspectionFeeKobo ?? null,
});

/** Amenities, rooms, video links and photo links of a listing, as batch statements. */
function childStatements(ctx: ServiceCtx, propertyId: string, ownerId: string, input: PropertyInput, amenityIds: number[], roomIds: string[], existingRooms: Set<string>, plan: MediaPlan[], primary: string | null) {
  const stmts: Stmt[] = [];
  for (const c of chunk(amenityIds, 40)) stmts.push(ctx.db.insert(propertyAmenities).values(c.map((amenityId) => ({ propertyId, amenityId }))));
  input.rooms.forEach((room, position) => {
    const id = roomIds[position]!;
    const values = { name: room.name, description: room.description ?? null, position };
    stmts.push(
      existingRooms.has(id)
        ? ctx.db.update(propertyRooms).set(values).where(and(eq(propertyRooms.id, id), eq(propertyRooms.propertyId, propertyId)))
        : ctx.db.insert(propertyRooms).values({ id, propertyId, ...values }),
    );
  });
  const links = input.videoLinks.map((url, position) => ({ id: newId(), propertyId, url, position }));
  for (const c of chunk(links, 20)) stmts.push(ctx.db.insert(propertyVideoLinks).values(c));
  for (const p of plan) {
    stmts.push(
      ctx.db
        .update(propertyMedia)
        .set({ propertyId, roomId: p.roomIndex === null ? null : roomIds[p.roomIndex]!, position: p.position, isPrimary: p.token === primary })
        .where(
          and(
            eq(propertyMedia.id, p.token),
            eq(propertyMedia.ownerId, ownerId),
            eq(propertyMedia.status, "ready"),
            or(isNull(propertyMedia.propertyId), eq(propertyMedia.propertyId, propertyId)),
          ),
        ),
    );
  }
  return stmts;
}

async function detailOf(ctx: ServiceCtx, id: string, viewerId: string) {
  const [detail] = await listDetails(ctx, { where: eq(properties.id, id), orderBy: [], limit: 1 }, viewerId);
  return detail;
}

export async function createProperty(ctx: ServiceCtx, user: AuthUser, input: PropertyInput): Promise<PropertyDetail> {
  await assertMayList(ctx, user);
  const { amenityIds, place } = await checkReferences(ctx, input);
  const plan = await checkMedia(ctx, user.id, null, input);
  const id = newId();
  const roomIds = input.rooms.map(() => newId());
  const primary = input.primaryMediaToken ?? null;
  await runBatch(ctx, [
    ctx.db.insert(properties).values({
      id,
      slug: listingSlug(id, input.title, place),
      ownerId: user.id,
      ...columns(input),
      status: "active",
      confirmedAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }),
    ...childStatements(ctx, id, user.id, input, amenityIds, roomIds, new Set(), plan, primary),
  ]);
  if (plan.length) await detectDuplicates(ctx, id);
  return (await detailOf(ctx, id, user.id))!;
}

/**
 * Replaces the listing's details, amenities, rooms, video links and photos in one batch. Photos dropped
 * from the form are deleted (row and objects); rooms keep their ids when the form sends them back.
 */
export async function updateProperty(ctx: ServiceCtx, user: AuthUser, id: string, input: PropertyInput): Promise<PropertyDetail> {
  const row = await propertyForChange(ctx, user, id);
  if (!canModerate(user)) await assertNotSuspended(ctx, user.id);
  const { amenityIds } = await checkReferences(ctx, input);
  const plan = await checkMedia(ctx, row.ownerId, id, input);
  const [rooms, current] = await ctx.db.batch([
    ctx.db.select({ id: propertyRooms.id }).from(propertyRooms).where(eq(propertyRooms.propertyId, id)),
    ctx.db
      .select({ id: propertyMedia.id, isPrimary: propertyMedia.isPrimary, originalKey: propertyMedia.originalKey, thumbKey: propertyMedia.thumbKey })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id)),
  ]);
  const existingRooms = new Set(rooms.map((r) => r.id));
  const roomIds = input.rooms.map((r) => (r.id && existingRooms.has(r.id) ? r.id : newId()));
  const keptRooms = roomIds.filter((r) => existingRooms.has(r));
  const tokens = new Set(plan.map((p) => p.token));
  const removed = current.filter((m) => !tokens.has(m.id));
  const propertyTokens = new Set(input.mediaTokens);
  const primary = input.primaryMediaToken ?? current.find((m) => m.isPrimary && propertyTokens.has(m.id))?.id ?? null;
  const results = await runBatch(ctx, [
    ctx.db
      .update(properties)
      // The lister editing their listing also vouches that it is still available; a moderator's edit does not.
      .set({ ...columns(input), ...(row.ownerId === user.id ? { confirmedAt: ctx.now } : {}), updatedAt: ctx.now })
      .where(ownedListing(row))
      .returning({ id: properties.id }),
    ctx.db.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, id)),
    ctx.db.delete(propertyVideoLinks).where(eq(propertyVideoLinks.propertyId, id)),
    ...chunk(removed.map((m) => m.id), 90).map((ids) => ctx.db.delete(propertyMedia).where(and(inArray(propertyMedia.id, ids), eq(propertyMedia.propertyId, id)))),
    ctx.db.delete(propertyRooms).where(and(eq(propertyRooms.propertyId, id), keptRooms.length ? notInArray(propertyRooms.id, keptRooms) : undefined)),
    ...childStatements(ctx, id, row.ownerId, input, amenityIds, roomIds, existingRooms, plan, primary),
  ]);
  if (!(results[0] as unknown[]).length) throw new ApiError(404, LISTING_MESSAGES.notFound);
  if (removed.length) await ctx.env.MEDIA.delete(removed.flatMap((m) => [m.originalKey, m.thumbKey])).catch(() => undefined);
  if (plan.length) await detectDuplicates(ctx, id);
  return (await detailOf(ctx, id, user.id))!;
}
