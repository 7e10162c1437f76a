import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { countRows, all, first, q } from "../../db/sql";
import { numberedPageMeta } from "../platform/paging";
import { BOOKING_MESSAGES as M, INSPECTION_STATUSES } from "../../contracts/bookings";
import { lagosIso } from "../../contracts/lagos-time";
import { MAX_CODE_ATTEMPTS, allowedActions, split, type BookingRow, type Role } from "./inspection-rules";
import { row } from "./inspection-escrow";
import { asSide, bookingTimeline, type BookingListQuery } from "./sides";

/** The booking if this user is its seeker or agent (404 otherwise, the same for "missing" and "not yours"). */
export async function mine(ctx: ServiceCtx, user: AuthUser, id: string): Promise<{ b: BookingRow; role: Role }> {
  const b = await row(ctx, id);
  if (!b || (b.seeker_id !== user.id && b.agent_id !== user.id)) throw new ApiError(404, M.notFound);
  return { b, role: b.seeker_id === user.id ? "seeker" : "agent" };
}

const PropertyRow = z.object({ id: z.string(), slug: z.string(), title: z.string(), address: z.string() });
const PersonRow = z.object({ id: z.string(), firstName: z.string(), lastName: z.string().nullable() });
export async function bookingView(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  const p = await first(
    q(ctx, "SELECT id, slug, title, address FROM properties WHERE id = ?", b.property_id),
    PropertyRow,
  );
  const people = await all(
    q(
      ctx,
      "SELECT id, first_name AS firstName, last_name AS lastName FROM users WHERE id IN (?, ?)",
      b.seeker_id,
      b.agent_id,
    ),
    PersonRow,
  );
  const name = (uid: string) => {
    const u = people.find((x) => x.id === uid);
    return u ? `${u.firstName} ${u.lastName ?? ""}`.trim() : "";
  };
  const timeline = await bookingTimeline(ctx, "inspection_events", b.id, { seeker: b.seeker_id, agent: b.agent_id });
  const s = split(b);
  return {
    id: b.id,
    role,
    status: b.status,
    appointmentDate: lagosIso(b.slot_start),
    property: p ?? { id: b.property_id, slug: "", title: "", address: "" },
    seeker: { id: b.seeker_id, name: name(b.seeker_id) },
    agent: { id: b.agent_id, name: name(b.agent_id) },
    feeKobo: b.fee_kobo,
    commissionKobo: s.commissionKobo,
    agentReceivesKobo: s.agentKobo,
    refundableOnly: !!b.refundable_only,
    payWith: b.pay_with,
    paymentReference: role === "seeker" ? b.payment_reference : null,
    /** Shown to the seeker only: the agent gets it at the viewing. */
    initiationCode: role === "seeker" ? b.code : null,
    codeAttemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - b.code_attempts),
    cancelledBy: b.cancelled_by,
    reportReason: b.report_reason,
    actions: allowedActions(ctx, b, role),
    timeline,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  };
}

const ListRow = z.object({
  id: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  slotStart: z.number().int(),
  feeKobo: z.number().int(),
  seekerId: z.string(),
  propertyId: z.string(),
  title: z.string(),
  slug: z.string(),
});

/** Tabs: upcoming (live, slot not over), past (completed, or the slot is over), cancelled (cancelled or expired). */
export async function listBookings(ctx: ServiceCtx, user: AuthUser, o: BookingListQuery<"seeker" | "agent">) {
  const { sql: who, params: whoParams } = asSide({ seeker: "b.seeker_id", agent: "b.agent_id" }, o.role, user.id);
  const tab =
    o.tab === "upcoming"
      ? "b.status IN ('awaiting_payment', 'pending', 'proposed', 'confirmed') AND b.slot_start + 3600000 > ?"
      : o.tab === "past"
        ? "(b.status IN ('completed', 'disputed', 'resolved') OR (b.status IN ('pending', 'proposed', 'confirmed') AND b.slot_start + 3600000 <= ?))"
        : o.tab === "cancelled"
          ? "b.status IN ('cancelled', 'expired') AND ? = ?"
          : "? = ?";
  const tabParams = o.tab === "upcoming" || o.tab === "past" ? [ctx.now] : [0, 0];
  const where = `${who} AND ${tab}`;
  const total = await countRows(
    q(ctx, `SELECT COUNT(*) AS n FROM inspection_bookings b WHERE ${where}`, ...whoParams, ...tabParams),
  );
  const results = await all(
    q(
      ctx,
      `SELECT b.id, b.status, b.slot_start AS slotStart, b.fee_kobo AS feeKobo, b.seeker_id AS seekerId, p.id AS propertyId, p.title, p.slug
     FROM inspection_bookings b JOIN properties p ON p.id = b.property_id WHERE ${where}
     ORDER BY b.slot_start ${o.sorting === "asc" ? "ASC" : "DESC"}, b.id LIMIT ? OFFSET ?`,
      ...whoParams,
      ...tabParams,
      o.perPage,
      (o.page - 1) * o.perPage,
    ),
    ListRow,
  );
  return {
    data: results.map((r) => ({
      id: r.id,
      status: r.status,
      appointmentDate: lagosIso(r.slotStart),
      feeKobo: r.feeKobo,
      role: r.seekerId === user.id ? ("seeker" as const) : ("agent" as const),
      property: { id: r.propertyId, title: r.title, slug: r.slug },
    })),
    meta: numberedPageMeta(o, total),
  };
}

const DisputeRow = z.object({
  id: z.string(),
  propertyId: z.string(),
  title: z.string(),
  seekerId: z.string(),
  agentId: z.string(),
  slotStart: z.number().int(),
  feeKobo: z.number().int(),
  reason: z.string().nullable(),
  reportedAt: z.number().nullable(),
});

export async function listDisputes(ctx: ServiceCtx) {
  const results = await all(
    q(
      ctx,
      `SELECT b.id, b.property_id AS propertyId, p.title, b.seeker_id AS seekerId, b.agent_id AS agentId, b.slot_start AS slotStart, b.fee_kobo AS feeKobo, b.report_reason AS reason, b.reported_at AS reportedAt
     FROM inspection_bookings b JOIN properties p ON p.id = b.property_id WHERE b.status = 'disputed' ORDER BY b.reported_at LIMIT 200`,
    ),
    DisputeRow,
  );
  return { data: results.map((r) => ({ ...r, appointmentDate: lagosIso(r.slotStart) })) };
}
