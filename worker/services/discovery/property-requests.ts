import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { localities, propertyRequests, propertyRequestUnlocks, propertyTypes, states, users } from "../../db/schema";
import type { AuthUser } from "../../contracts/auth";
import { DISCOVERY_MESSAGES, type PropertyRequest, type propertyRequestInput } from "../../contracts/discovery";
import { ApiError, fieldError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { activityStatement } from "../platform/activity";
import { fullName } from "../../contracts/names";
import { personColumns } from "../accounts/users";
import type { z } from "zod";
import type { Paging } from "../listings/read";
import { pageOfRows, q } from "../../db/sql";

type Input = z.infer<typeof propertyRequestInput>;
export type RequestFilter = {
  intent?: string;
  stateId?: number;
  localityId?: number;
  typeId?: number;
  minBedrooms?: number;
  maxBudgetKobo?: number;
};

/** Posting a request: state, locality (in that state) and type must exist; each mistake names its field. */
export async function createPropertyRequest(ctx: ServiceCtx, user: AuthUser, input: Input) {
  const [state, locality, type] = await ctx.db.batch([
    ctx.db.select({ id: states.id }).from(states).where(eq(states.id, input.stateId)),
    ctx.db
      .select({ id: localities.id, stateId: localities.stateId })
      .from(localities)
      .where(eq(localities.id, input.localityId ?? -1)),
    ctx.db
      .select({ id: propertyTypes.id })
      .from(propertyTypes)
      .where(eq(propertyTypes.id, input.typeId ?? -1)),
  ]);
  if (!state.length) throw fieldError("stateId", "Choose a state from the list.");
  if (input.localityId && locality[0]?.stateId !== input.stateId)
    throw fieldError("localityId", "Choose a locality in the chosen state.");
  if (input.typeId && !type.length) throw fieldError("typeId", "Choose a property type from the list.");
  const id = newId();
  await ctx.db
    .insert(propertyRequests)
    // The input is exactly the request's own columns (a strict object); what it leaves out is stored as NULL.
    .values({ id, userId: user.id, ...input, status: "open", createdAt: ctx.now, updatedAt: ctx.now })
    .run();
  const [made] = await select(ctx, user.id, eq(propertyRequests.id, id), 1, 0);
  return made!;
}

const unlocks = alias(propertyRequestUnlocks, "mine");

/** Requests with the viewer's unlock joined: contact details only where the viewer owns or unlocked the request. */
async function select(
  ctx: ServiceCtx,
  viewerId: string,
  where: SQL | undefined,
  limit: number,
  offset: number,
  staff = false,
): Promise<PropertyRequest[]> {
  const rows = await ctx.db
    .select({
      r: propertyRequests,
      stateName: states.name,
      localityName: localities.name,
      typeTitle: propertyTypes.title,
      unlockedAt: unlocks.createdAt,
      requester: { ...personColumns, phone: users.phone },
    })
    .from(propertyRequests)
    .innerJoin(states, eq(states.id, propertyRequests.stateId))
    .innerJoin(users, eq(users.id, propertyRequests.userId))
    .leftJoin(localities, eq(localities.id, propertyRequests.localityId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, propertyRequests.typeId))
    .leftJoin(unlocks, and(eq(unlocks.requestId, propertyRequests.id), eq(unlocks.userId, viewerId)))
    .where(where)
    .orderBy(desc(propertyRequests.createdAt), desc(propertyRequests.id))
    .limit(limit)
    .offset(offset)
    .all();
  return rows.map(({ r, requester: who, ...x }) => {
    const unlocked = staff || r.userId === viewerId || x.unlockedAt !== null;
    return {
      id: r.id,
      intent: r.intent as PropertyRequest["intent"],
      state: { id: r.stateId, name: x.stateName },
      locality: r.localityId && x.localityName ? { id: r.localityId, name: x.localityName } : null,
      type: r.typeId && x.typeTitle ? { id: r.typeId, title: x.typeTitle } : null,
      bedrooms: r.bedrooms,
      budgetKobo: r.budgetKobo,
      moveInDate: r.moveInDate,
      notes: r.notes,
      status: r.status as PropertyRequest["status"],
      createdAt: r.createdAt,
      unlocked,
      requester: {
        firstName: who.firstName,
        fullName: unlocked ? fullName(who.firstName, who.lastName) : null,
        email: unlocked ? who.email : null,
        phone: unlocked ? who.phone : null,
      },
    };
  });
}

/** Brokerages and companies browse open requests, newest first; filters are index-friendly equality tests. */
export async function browsePropertyRequests(ctx: ServiceCtx, viewer: AuthUser, f: RequestFilter, p: Paging) {
  const where = and(
    eq(propertyRequests.status, "open"),
    f.stateId ? eq(propertyRequests.stateId, f.stateId) : undefined,
    f.intent ? eq(propertyRequests.intent, f.intent) : undefined,
    f.localityId ? eq(propertyRequests.localityId, f.localityId) : undefined,
    f.typeId ? eq(propertyRequests.typeId, f.typeId) : undefined,
    f.minBedrooms ? gte(propertyRequests.bedrooms, f.minBedrooms) : undefined,
    f.maxBudgetKobo !== undefined ? lte(propertyRequests.budgetKobo, f.maxBudgetKobo) : undefined,
  );
  const rows = await select(ctx, viewer.id, where, p.perPage + 1, (p.page - 1) * p.perPage);
  return pageOfRows(rows, p);
}

export async function myPropertyRequests(ctx: ServiceCtx, user: AuthUser, p: Paging) {
  const rows = await select(
    ctx,
    user.id,
    eq(propertyRequests.userId, user.id),
    p.perPage + 1,
    (p.page - 1) * p.perPage,
  );
  return pageOfRows(rows, p);
}

export async function closePropertyRequest(ctx: ServiceCtx, user: AuthUser, id: string) {
  const done = await ctx.db
    .update(propertyRequests)
    .set({ status: "closed", updatedAt: ctx.now })
    .where(and(eq(propertyRequests.id, id), eq(propertyRequests.userId, user.id)))
    .returning({ id: propertyRequests.id });
  if (!done.length) throw new ApiError(404, DISCOVERY_MESSAGES.requestNotFound);
  const [r] = await select(ctx, user.id, eq(propertyRequests.id, id), 1, 0);
  return r!;
}

/**
 * A lister sees a requester's contact details by spending one of their plan's viewing quota for the
 * current period. One guarded INSERT decides: it happens only with an active plan whose quota the
 * viewer's plan unlocks since the period started (not the contacts they paid for) have not used up, on an open request, and the pair's
 * primary key makes a second unlock of the same request free (nothing inserted, nothing spent).
 */
export async function unlockPropertyRequest(ctx: ServiceCtx, viewer: AuthUser, id: string) {
  const spent = await q(
    ctx,
    `INSERT INTO property_request_unlocks (request_id, user_id, created_at)
     SELECT ?, ?, ? FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.user_id = ? AND s.status = 'active' AND s.ends_at > ?
       AND EXISTS (SELECT 1 FROM property_requests r WHERE r.id = ? AND r.status = 'open' AND r.user_id <> ?)
       AND (SELECT count(*) FROM property_request_unlocks u WHERE u.user_id = s.user_id AND u.created_at >= s.starts_at AND u.paid_kobo = 0) < p.viewing_quota
     ON CONFLICT (request_id, user_id) DO NOTHING`,
    id,
    viewer.id,
    ctx.now,
    viewer.id,
    ctx.now,
    id,
    viewer.id,
  ).run();
  const [r] = await select(ctx, viewer.id, eq(propertyRequests.id, id), 1, 0);
  if (!r) throw new ApiError(404, DISCOVERY_MESSAGES.requestNotFound);
  if (r.unlocked) return { ...r, spent: spent.meta.changes > 0 };
  if (r.status !== "open") throw new ApiError(409, DISCOVERY_MESSAGES.requestClosed);
  throw new ApiError(402, DISCOVERY_MESSAGES.noViewingQuota, [
    { field: "plan", message: DISCOVERY_MESSAGES.noViewingQuota },
  ]);
}

/** One request as this viewer sees it (its contact details only once unlocked), or null. */
export async function requestForViewer(ctx: ServiceCtx, viewerId: string, id: string) {
  const [r] = await select(ctx, viewerId, eq(propertyRequests.id, id), 1, 0);
  return r ?? null;
}

/** Staff with CAN_VIEW_REQUESTS: every request (open or closed), contact details shown; equality filters on indexed columns. */
export async function adminPropertyRequests(
  ctx: ServiceCtx,
  staff: AuthUser,
  f: { status?: "open" | "closed"; intent?: string; stateId?: number },
  p: Paging,
) {
  const where = and(
    f.status ? eq(propertyRequests.status, f.status) : undefined,
    f.stateId ? eq(propertyRequests.stateId, f.stateId) : undefined,
    f.intent ? eq(propertyRequests.intent, f.intent) : undefined,
  );
  const rows = await select(ctx, staff.id, where, p.perPage + 1, (p.page - 1) * p.perPage, true);
  return pageOfRows(rows, p);
}

/**
 * Staff close a request (spam, fulfilled elsewhere) with a reason. One guarded UPDATE (only while open)
 * decides, and the activity row is written in the same batch only when it changed the request.
 */
export async function adminClosePropertyRequest(ctx: ServiceCtx, staff: AuthUser, id: string, reason: string) {
  const [done] = await ctx.db.batch([
    ctx.db
      .update(propertyRequests)
      .set({ status: "closed", updatedAt: ctx.now })
      .where(and(eq(propertyRequests.id, id), eq(propertyRequests.status, "open")))
      .returning({ id: propertyRequests.id, userId: propertyRequests.userId }),
    activityStatement(
      ctx,
      "admin.property_request.close",
      { type: "property_request", id },
      { before: { status: "open" }, after: { status: "closed" }, reason },
      staff.id,
      { where: sql`changes() = 1` },
    ),
  ]);
  if (!done.length) {
    const exists = await ctx.db
      .select({ id: propertyRequests.id })
      .from(propertyRequests)
      .where(eq(propertyRequests.id, id))
      .get();
    if (!exists) throw new ApiError(404, DISCOVERY_MESSAGES.requestNotFound);
    throw new ApiError(409, DISCOVERY_MESSAGES.requestClosed);
  }
  const [r] = await select(ctx, staff.id, eq(propertyRequests.id, id), 1, 0, true);
  return r!;
}
