import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { activityLogs, kycSubmissions, properties, states, userPreferences } from "../../db/schema";
import { z } from "zod";
import { sqlAll } from "../../db/sql";
import type { AdminUserDetail } from "../../contracts/admin-users";
import type { ServiceCtx } from "../../lib/context";
import { userTransactions } from "../wallet/admin-money";
import { managedUser, toAdminUserRow } from "./users";

const LISTINGS_PAGE = 10;
const BOOKINGS_EACH = 5;
const ACTIVITY_ROWS = 15;

type Booking = AdminUserDetail["bookings"][number];

/**
 * Each kind of booking an account can be either side of (the guest: seeker or guest; the host: agent, host or
 * developer): the order table (o) with what names it (t), its amount and date, and the order of its newest first.
 */
const BOOKING_KINDS = {
  inspection: {
    from: "inspection_bookings o LEFT JOIN properties t ON t.id = o.property_id",
    title: "t.title",
    amountKobo: "o.fee_kobo",
    at: "o.slot_start",
    newest: "o.slot_start",
    guest: "o.seeker_id",
    host: "o.agent_id",
  },
  stay: {
    from: "stay_bookings o LEFT JOIN properties t ON t.id = o.property_id",
    title: "t.title",
    amountKobo: "o.total_kobo",
    at: "o.created_at",
    newest: "o.check_in",
    guest: "o.guest_id",
    host: "o.host_id",
  },
  project_reservation: {
    from: "project_reservations o LEFT JOIN projects t ON t.id = o.project_id",
    title: "t.name",
    amountKobo: "o.deposit_kobo",
    at: "o.created_at",
    newest: "o.created_at",
    guest: "o.seeker_id",
    host: "o.developer_id",
  },
} satisfies Record<Booking["kind"], Record<string, string>>;

const BookingRow = z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.string(),
  amountKobo: z.number(),
  at: z.number(),
  asGuest: z.number(),
});

/** The account's latest bookings of one kind, on either side (BOOKINGS_EACH at most), with its role in each. */
async function bookingsOf(ctx: ServiceCtx, id: string, kind: Booking["kind"]): Promise<Booking[]> {
  const k = BOOKING_KINDS[kind];
  const [guest, host] = [sql.raw(k.guest), sql.raw(k.host)];
  const rows = await sqlAll(
    ctx.db,
    sql`SELECT o.id, ${sql.raw(k.title)} AS title, o.status, ${sql.raw(k.amountKobo)} AS amountKobo, ${sql.raw(k.at)} AS at,
      ${guest} = ${id} AS asGuest FROM ${sql.raw(k.from)} WHERE ${guest} = ${id} OR ${host} = ${id}
      ORDER BY ${sql.raw(k.newest)} DESC LIMIT ${BOOKINGS_EACH}`,
    BookingRow,
  );
  return rows.map(({ asGuest, ...r }) => ({ kind, role: asGuest ? "guest" : "host", ...r }));
}

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
    bookingsOf(ctx, id, "inspection"),
    bookingsOf(ctx, id, "stay"),
    bookingsOf(ctx, id, "project_reservation"),
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
  const bookings = [...insp, ...stays, ...reservations].sort((a, b) => b.at - a.at);
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
