import { ancestorsOf } from "./place-levels";
import { and, count, eq, inArray, isNull, not, notInArray, or, sql, type SQL } from "drizzle-orm";
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
} from "../../db/schema";
import { inspectionFeeKoboOf, inspectionFeeMessages, type PropertyInput } from "../../contracts/listing-input";
import { feeLawProblems, LISTING_MESSAGES, publishProblems, type PropertyDetail } from "../../contracts/listings";
import type { AuthUser } from "../../contracts/auth";
import type { ListingStatus } from "../../contracts/listing-rules";
import { regionLocalityMessage } from "../../contracts/places";
import { ApiError, type FieldError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { listDetails } from "./card-lists";
import { holdForPriceReview, holdForReviewUnlessTrusted, priceCheck } from "./review-gate";
import {
  assertMayList,
  assertNotSuspended,
  chunk,
  listingSlug,
  ownedListing,
  propertyForChange,
  publishable,
} from "./shared";
import { removeMediaObjects, storedKeyColumns } from "./uploads";
import { detectDuplicates } from "./duplicates";
import { inspectionFeeBounds } from "../settings";

type Stmt = BatchItem<"sqlite">;
const runBatch = (ctx: ServiceCtx, stmts: Stmt[]) => ctx.db.batch(stmts as [Stmt, ...Stmt[]]);

/**
 * Category, type, state, locality and amenities must exist and fit together, and the fees must be lawful in the state
 * (feeLawProblems: checked where the listing is saved as anything but a draft): one round trip, 400s naming fields.
 */
async function checkReferences(ctx: ServiceCtx, input: PropertyInput, status: ListingStatus) {
  const amenityIds = [...new Set(input.amenityIds)];
  const [type, category, state, locality, amenityCount] = await ctx.db.batch([
    ctx.db
      .select({ categoryId: propertyTypes.categoryId })
      .from(propertyTypes)
      .where(eq(propertyTypes.id, input.typeId)),
    ctx.db
      .select({ id: propertyCategories.id })
      .from(propertyCategories)
      .where(eq(propertyCategories.id, input.categoryId)),
    ctx.db.select({ name: states.name, slug: states.slug }).from(states).where(eq(states.id, input.stateId)),
    ctx.db
      .select({ stateId: localities.stateId, name: localities.name, kind: localities.kind })
      .from(localities)
      .where(eq(localities.id, input.localityId ?? -1)),
    ctx.db
      .select({ n: count() })
      .from(amenities)
      .where(inArray(amenities.id, amenityIds.length ? amenityIds : [-1])),
  ]);
  const errors: FieldError[] = [];
  if (!category[0]) errors.push({ field: "categoryId", message: "Choose a category." });
  if (!type[0] || type[0].categoryId !== input.categoryId)
    errors.push({ field: "typeId", message: "Choose a property type of the chosen category." });
  if (!state[0]) errors.push({ field: "stateId", message: "Choose a state." });
  else if (input.localityId && locality[0]?.stateId !== input.stateId)
    errors.push({ field: "localityId", message: "Choose a locality in the chosen state." });
  // A region (the Lagos Island side) is a search term, not an address: its searches take in the listings of its areas.
  else if (input.localityId && locality[0]?.kind === "region")
    errors.push({ field: "localityId", message: regionLocalityMessage(locality[0].name) });
  if (amenityIds.length && amenityCount[0]?.n !== amenityIds.length)
    errors.push({ field: "amenityIds", message: "Some amenities are not known." });
  const fee = inspectionFeeKoboOf(input);
  const field = input.inspectionFeeKobo != null ? "inspectionFeeKobo" : "inspectionFee";
  if (fee !== null) {
    // The bounds are an admin setting (App preference; SPEC §9 defaults ₦1,000 to ₦15,000).
    const bounds = await inspectionFeeBounds(ctx);
    if (fee < bounds.minKobo) errors.push({ field, message: inspectionFeeMessages.min(bounds.minKobo) });
    else if (fee > bounds.maxKobo) errors.push({ field, message: inspectionFeeMessages.max(bounds.maxKobo) });
  }
  const unlawful = feeLawProblems(
    { ...input, inspectionFeeKobo: fee },
    { stateSlug: state[0]?.slug, publishing: status !== "draft", inspectionField: field },
  );
  // The law's word replaces the admin bounds' on the same field: no amount of inspection fee is lawful there.
  const all = [...errors.filter((e) => !unlawful.some((p) => p.field === e.field)), ...unlawful];
  if (all.length) throw new ApiError(400, all.map((e) => `${e.field}: ${e.message}`).join(" "), all);
  return { amenityIds, place: (input.localityId ? locality[0]?.name : undefined) ?? state[0]!.name };
}

type MediaPlan = { token: string; roomIndex: number | null; position: number };

/**
 * Every token must be one of the owner's finished uploads, free or already on this listing, and used once.
 * The linking UPDATEs repeat these conditions, so a token that changed hands meanwhile is never linked.
 */
async function checkMedia(
  ctx: ServiceCtx,
  ownerId: string,
  propertyId: string | null,
  input: PropertyInput,
): Promise<MediaPlan[]> {
  const plan: MediaPlan[] = [
    ...input.mediaTokens.map((token, position) => ({ token, roomIndex: null, position })),
    ...input.rooms.flatMap((room, roomIndex) =>
      room.mediaTokens.map((token, position) => ({ token, roomIndex, position })),
    ),
  ];
  const field = (p: MediaPlan) => (p.roomIndex === null ? "mediaTokens" : `rooms.${p.roomIndex}.mediaTokens`);
  const seen = new Set<string>();
  for (const p of plan) {
    if (seen.has(p.token))
      throw new ApiError(400, "The same photo is used twice.", [
        { field: field(p), message: "The same photo is used twice." },
      ]);
    seen.add(p.token);
  }
  if (input.primaryMediaToken && !seen.has(input.primaryMediaToken))
    throw new ApiError(400, "The main photo must be one of the listing's photos.", [
      { field: "primaryMediaToken", message: "The main photo must be one of the listing's photos." },
    ]);
  if (!plan.length) return plan;
  const usable = or(
    isNull(propertyMedia.propertyId),
    propertyId ? eq(propertyMedia.propertyId, propertyId) : undefined,
  );
  const reads = chunk(
    plan.map((p) => p.token),
    90,
  ).map((ids) =>
    ctx.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(
        and(
          inArray(propertyMedia.id, ids),
          eq(propertyMedia.ownerId, ownerId),
          eq(propertyMedia.status, "ready"),
          usable,
        ),
      ),
  );
  const found = new Set((await ctx.db.batch(reads as [(typeof reads)[number]])).flat().map((r) => r.id));
  const bad = plan.filter((p) => !found.has(p.token));
  if (bad.length) {
    const fields = [...new Set(bad.map(field))];
    throw new ApiError(
      400,
      LISTING_MESSAGES.badMediaTokens,
      fields.map((f) => ({ field: f, message: LISTING_MESSAGES.badMediaTokens })),
    );
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
  // Derived from the locality in the same statement (migrations/0074's trigger would otherwise write the row again).
  ...ancestorsOf(input.localityId ?? null),
  lat: input.lat ?? null,
  lng: input.lng ?? null,
  titleDocuments: JSON.stringify([...new Set(input.titleDocuments)]),
  inspectionFeeKobo: inspectionFeeKoboOf(input),
});

/** 400 naming what keeps a listing that should go live from going live (SPEC.md §5: 'propertyMedia.length is zero'). */
function assertPublishable(input: PropertyInput) {
  const problems = publishProblems(input, input.mediaTokens.length);
  if (problems.length) throw new ApiError(400, problems.map((p) => p.message).join(" "), problems);
}

/**
 * Amenities, rooms, video links and photo links of a listing, as batch statements that take effect only
 * while `guard` holds (the listing exists as this write left it), so a lost guard writes nothing.
 */
function childStatements(
  ctx: ServiceCtx,
  propertyId: string,
  ownerId: string,
  input: PropertyInput,
  amenityIds: number[],
  roomIds: string[],
  existingRooms: Set<string>,
  plan: MediaPlan[],
  primary: string | null,
  guard: SQL,
) {
  const stmts: Stmt[] = [];
  if (amenityIds.length)
    stmts.push(
      ctx.db
        .insert(propertyAmenities)
        .select(sql`select ${propertyId}, value from json_each(${JSON.stringify(amenityIds)}) where ${guard}`),
    );
  input.rooms.forEach((room, position) => {
    const id = roomIds[position]!;
    const values = { name: room.name, description: room.description ?? null, position };
    stmts.push(
      existingRooms.has(id)
        ? ctx.db
            .update(propertyRooms)
            .set(values)
            .where(and(eq(propertyRooms.id, id), eq(propertyRooms.propertyId, propertyId), guard))
        : ctx.db
            .insert(propertyRooms)
            .select(
              sql`select ${id}, ${propertyId}, ${values.name}, ${values.description}, ${position} where ${guard}`,
            ),
    );
  });
  input.videoLinks.forEach((url, position) => {
    stmts.push(
      ctx.db
        .insert(propertyVideoLinks)
        .select(sql`select ${newId()}, ${propertyId}, ${url}, ${position} where ${guard}`),
    );
  });
  for (const p of plan) {
    stmts.push(
      ctx.db
        .update(propertyMedia)
        .set({
          propertyId,
          roomId: p.roomIndex === null ? null : roomIds[p.roomIndex]!,
          position: p.position,
          isPrimary: p.token === primary,
        })
        .where(
          and(
            eq(propertyMedia.id, p.token),
            eq(propertyMedia.ownerId, ownerId),
            eq(propertyMedia.status, "ready"),
            or(isNull(propertyMedia.propertyId), eq(propertyMedia.propertyId, propertyId)),
            guard,
          ),
        ),
    );
  }
  return stmts;
}

/** The batch's guard: this very write's row (its write id) is there. */
const writtenBy = (propertyId: string, writeId: string) =>
  sql`exists (select 1 from ${properties} where ${properties.id} = ${propertyId} and ${properties.writeId} = ${writeId})`;

/**
 * The batch's last word on going live: a listing meant to be active whose photos were taken meanwhile
 * (a photo linked by a parallel request) stays a draft instead of publishing without a picture.
 */
const keepDraftUnlessPublishable = (ctx: ServiceCtx, propertyId: string, writeId: string) =>
  ctx.db
    .update(properties)
    .set({ status: "draft" })
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.writeId, writeId),
        eq(properties.status, "active"),
        not(publishable),
      ),
    );

async function detailOf(ctx: ServiceCtx, id: string, viewerId: string) {
  const [detail] = await listDetails(ctx, { where: eq(properties.id, id), orderBy: [], limit: 1 }, viewerId);
  return detail;
}

export async function createProperty(ctx: ServiceCtx, user: AuthUser, input: PropertyInput): Promise<PropertyDetail> {
  await assertMayList(ctx, user);
  const status = input.status ?? "active";
  const { amenityIds, place } = await checkReferences(ctx, input, status);
  if (status === "active") assertPublishable(input);
  const plan = await checkMedia(ctx, user.id, null, input);
  const { band } = status === "active" ? await priceCheck(ctx, input) : { band: null };
  const id = newId();
  const writeId = newId();
  const roomIds = input.rooms.map(() => newId());
  const primary = input.primaryMediaToken ?? null;
  await runBatch(ctx, [
    ctx.db.insert(properties).values({
      id,
      slug: listingSlug(id, input.title, place),
      ownerId: user.id,
      ...columns(input),
      status,
      writeId,
      confirmedAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }),
    ...childStatements(ctx, id, user.id, input, amenityIds, roomIds, new Set(), plan, primary, writtenBy(id, writeId)),
    keepDraftUnlessPublishable(ctx, id, writeId),
    ...(band ? [holdForPriceReview(ctx, id, writeId, band)] : []),
    holdForReviewUnlessTrusted(ctx, id, writeId),
  ]);
  if (plan.length) await detectDuplicates(ctx, id);
  return (await detailOf(ctx, id, user.id))!;
}

/**
 * The status an edit leaves the listing in: drafts publish with status "active"; live listings never go
 * back to draft; a delisted listing may be fixed by its lister but only staff relist it.
 */
function nextStatus(current: ListingStatus, asked: PropertyInput["status"]): ListingStatus {
  if (asked === "draft" && current !== "draft")
    throw new ApiError(409, "A published listing cannot go back to being a draft. Disable it instead.", [
      { field: "status", message: "A published listing cannot go back to being a draft. Disable it instead." },
    ]);
  if (asked === "active" && current === "delisted")
    throw new ApiError(409, "This listing was delisted by our team. Fix it and contact support to have it relisted.", [
      { field: "status", message: "Only our team can relist a delisted listing." },
    ]);
  return asked === "active" && current === "draft" ? "active" : current;
}

/**
 * Replaces the listing's details, amenities, rooms, video links and photos in one all-or-nothing batch:
 * it opens with an UPDATE guarded by owner and status (as read) that stamps a fresh write id, and every
 * other statement runs only where that stamp is, so an edit racing a delete, disable or delist writes
 * nothing. Photos dropped from the form are deleted, rows first, then their objects.
 */
export async function updateProperty(
  ctx: ServiceCtx,
  user: AuthUser,
  id: string,
  input: PropertyInput,
): Promise<PropertyDetail> {
  const row = await propertyForChange(ctx, user, id);
  await assertNotSuspended(ctx, user.id);
  const status = nextStatus(row.status, input.status);
  const { amenityIds } = await checkReferences(ctx, input, status);
  if (status === "active") assertPublishable(input);
  const plan = await checkMedia(ctx, row.ownerId, id, input);
  // Publishing a draft, a live listing's new price, or a waiting listing's edit is checked against the band.
  const check = status === "active" || status === "pending_review" ? await priceCheck(ctx, input, id) : null;
  const priceHold =
    check?.band && (status === "pending_review" || row.status === "draft" || check.priceChanged) ? check.band : null;
  const [rooms, current] = await ctx.db.batch([
    ctx.db.select({ id: propertyRooms.id }).from(propertyRooms).where(eq(propertyRooms.propertyId, id)),
    ctx.db
      .select({ id: propertyMedia.id, isPrimary: propertyMedia.isPrimary })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id)),
  ]);
  const existingRooms = new Set(rooms.map((r) => r.id));
  const roomIds = input.rooms.map((r) => (r.id && existingRooms.has(r.id) ? r.id : newId()));
  const keptRooms = roomIds.filter((r) => existingRooms.has(r));
  const tokens = new Set(plan.map((p) => p.token));
  const removed = current.filter((m) => !tokens.has(m.id)).map((m) => m.id);
  const propertyTokens = new Set(input.mediaTokens);
  const primary = input.primaryMediaToken ?? current.find((m) => m.isPrimary && propertyTokens.has(m.id))?.id ?? null;
  const writeId = newId();
  const guard = writtenBy(id, writeId);
  const removals = chunk(removed, 90).map((ids) =>
    ctx.db
      .delete(propertyMedia)
      .where(and(inArray(propertyMedia.id, ids), eq(propertyMedia.propertyId, id), guard))
      .returning(storedKeyColumns),
  );
  const results = await runBatch(ctx, [
    ctx.db
      .update(properties)
      .set({ ...columns(input), status, writeId, priceHoldTopKobo: null, confirmedAt: ctx.now, updatedAt: ctx.now })
      .where(and(ownedListing(row), eq(properties.status, row.status)))
      .returning({ id: properties.id }),
    ctx.db.delete(propertyAmenities).where(and(eq(propertyAmenities.propertyId, id), guard)),
    ctx.db.delete(propertyVideoLinks).where(and(eq(propertyVideoLinks.propertyId, id), guard)),
    ...removals,
    ctx.db
      .delete(propertyRooms)
      .where(
        and(
          eq(propertyRooms.propertyId, id),
          keptRooms.length ? notInArray(propertyRooms.id, keptRooms) : undefined,
          guard,
        ),
      ),
    ...childStatements(ctx, id, row.ownerId, input, amenityIds, roomIds, existingRooms, plan, primary, guard),
    keepDraftUnlessPublishable(ctx, id, writeId),
    ...(priceHold ? [holdForPriceReview(ctx, id, writeId, priceHold)] : []),
    ...(row.status === "draft" ? [holdForReviewUnlessTrusted(ctx, id, writeId)] : []),
  ]);
  if (!(results[0] as unknown[]).length) {
    const now = await ctx.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)).get();
    if (!now || now.status === "deleted") throw new ApiError(404, LISTING_MESSAGES.notFound);
    throw new ApiError(
      409,
      "This listing changed while you were editing it (it was disabled, enabled or delisted). Reload it and try again.",
    );
  }
  const gone = results.slice(3, 3 + removals.length).flat() as {
    originalKey: string;
    thumbKey: string;
    sizedKeys: Record<string, string> | null;
  }[];
  await removeMediaObjects(ctx, gone);
  if (plan.length) await detectDuplicates(ctx, id);
  return (await detailOf(ctx, id, user.id))!;
}
