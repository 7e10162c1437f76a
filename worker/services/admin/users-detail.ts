import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import {
  activityLogs,
  inspectionBookings,
  kycSubmissions,
  projectReservations,
  projects,
  properties,
  states,
  stayBookings,
  userPreferences,
} from "../../db/schema";
import type { AdminUserDetail } from "../../contracts/admin-users";
import type { ServiceCtx } from "../../lib/context";
import { userTransactions } from "../wallet/admin-money";
import { managedUser, toAdminUserRow } from "./users";

const LISTINGS_PAGE = 10;
const BOOKINGS_EACH = 5;
const ACTIVITY_ROWS = 15;

type Booking = AdminUserDetail["bookings"][number];

/**
 * GET /admin/api/users/{id}: the account and what hangs off it, each part a bounded read through its own
 * index (listings by owner, bookings by guest and host, ledger lines by account, activity by target or actor).
 */
export async function userDetail(ctx: ServiceCtx, id: string): Promise<AdminUserDetail> {
  const u = await managedUser(ctx, id);
  const listingCols = {
    id: properties.id,
    slug: properties.slug,
    title: properties.title,
    listingType: properties.listingType,
    status: properties.status,
    priceKobo: properties.priceKobo,
    createdAt: properties.createdAt,
  };
  const bookingOf =
    (kind: Booking["kind"], role: Booking["role"]) =>
    (r: { id: string; title: string | null; status: string; amountKobo: number; at: number }): Booking => ({
      kind,
      role,
      ...r,
    });
  const [state, counts, listings, insp, stays, reservations, wallet, kyc, activity] = await Promise.all([
    ctx.db
      .select({ name: states.name })
      .from(userPreferences)
      .innerJoin(states, eq(states.id, userPreferences.basedStateId))
      .where(eq(userPreferences.userId, id))
      .get(),
    ctx.db
      .select({ total: sql<number>`count(*)`, live: sql<number>`coalesce(sum(${properties.status} = 'active'), 0)` })
      .from(properties)
      .where(and(eq(properties.ownerId, id), ne(properties.status, "deleted")))
      .get(),
    ctx.db
      .select(listingCols)
      .from(properties)
      .where(and(eq(properties.ownerId, id), ne(properties.status, "deleted")))
      .orderBy(desc(properties.createdAt))
      .limit(LISTINGS_PAGE + 1)
      .all(),
    ctx.db
      .select({
        id: inspectionBookings.id,
        title: properties.title,
        status: inspectionBookings.status,
        amountKobo: inspectionBookings.feeKobo,
        at: inspectionBookings.slotStart,
        seekerId: inspectionBookings.seekerId,
      })
      .from(inspectionBookings)
      .leftJoin(properties, eq(properties.id, inspectionBookings.propertyId))
      .where(or(eq(inspectionBookings.seekerId, id), eq(inspectionBookings.agentId, id)))
      .orderBy(desc(inspectionBookings.slotStart))
      .limit(BOOKINGS_EACH)
      .all(),
    ctx.db
      .select({
        id: stayBookings.id,
        title: properties.title,
        status: stayBookings.status,
        amountKobo: stayBookings.totalKobo,
        at: stayBookings.createdAt,
        guestId: stayBookings.guestId,
      })
      .from(stayBookings)
      .leftJoin(properties, eq(properties.id, stayBookings.propertyId))
      .where(or(eq(stayBookings.guestId, id), eq(stayBookings.hostId, id)))
      .orderBy(desc(stayBookings.checkIn))
      .limit(BOOKINGS_EACH)
      .all(),
    ctx.db
      .select({
        id: projectReservations.id,
        title: projects.name,
        status: projectReservations.status,
        amountKobo: projectReservations.depositKobo,
        at: projectReservations.createdAt,
        seekerId: projectReservations.seekerId,
      })
      .from(projectReservations)
      .leftJoin(projects, eq(projects.id, projectReservations.projectId))
      .where(or(eq(projectReservations.seekerId, id), eq(projectReservations.developerId, id)))
      .orderBy(desc(projectReservations.createdAt))
      .limit(BOOKINGS_EACH)
      .all(),
    userTransactions(ctx, id, 1, 5),
    ctx.db
      .select({
        id: kycSubmissions.id,
        status: kycSubmissions.status,
        idType: kycSubmissions.idType,
        reason: kycSubmissions.reason,
        createdAt: kycSubmissions.createdAt,
      })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, id))
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(1)
      .get(),
    ctx.db
      .select({
        id: activityLogs.id,
        action: activityLogs.action,
        actorId: activityLogs.actorId,
        details: activityLogs.details,
        ip: activityLogs.ip,
        createdAt: activityLogs.createdAt,
      })
      .from(activityLogs)
      .where(or(and(eq(activityLogs.targetType, "user"), eq(activityLogs.targetId, id)), eq(activityLogs.actorId, id)))
      .orderBy(desc(activityLogs.createdAt))
      .limit(ACTIVITY_ROWS)
      .all(),
  ]);
  const bookings = [
    ...insp.map(({ seekerId, ...r }) => bookingOf("inspection", seekerId === id ? "guest" : "host")(r)),
    ...stays.map(({ guestId, ...r }) => bookingOf("stay", guestId === id ? "guest" : "host")(r)),
    ...reservations.map(({ seekerId, ...r }) =>
      bookingOf("project_reservation", seekerId === id ? "guest" : "host")(r),
    ),
  ].sort((a, b) => b.at - a.at);
  return {
    user: {
      ...toAdminUserRow(u),
      subAccountType: u.subAccountType,
      companyName: u.companyName,
      stateName: state?.name ?? null,
      deactivatedAt: u.deactivatedAt,
      deactivationReason: u.deactivationReason,
      updatedAt: u.updatedAt,
    },
    listings: {
      total: counts?.total ?? 0,
      live: counts?.live ?? 0,
      data: listings.slice(0, LISTINGS_PAGE),
      hasMore: listings.length > LISTINGS_PAGE,
    },
    bookings,
    wallet: { balanceKobo: wallet.balanceKobo, recent: wallet.data },
    kyc: { verified: u.kycVerified, latest: kyc ?? null },
    activity,
  };
}
