import { expireStaleHold, isUniqueSlot, slotTaken } from "./inspection-book";
import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { q, rows, type Stmt } from "../../db/sql";
import { activity } from "../wallet/ledger";
import { fullRefund, settle as settleEscrow, transition, type Split, type StepOptions } from "../escrow";
import { formatNaira } from "../../contracts/naira";
import { BOOKING_MESSAGES as M, type InspectionStatus } from "../../contracts/bookings";
import { tellOtherSide } from "./notify";
import { lagosIso } from "../../contracts/lagos-time";
import {
  INITIATE_OPENS_BEFORE_MS,
  MAX_CODE_ATTEMPTS,
  REPORT_WINDOW_MS,
  BookingRow,
  allowedActions,
  cancelSplit,
  initiateOpen,
  parseAppointment,
  refused,
  releaseSplit,
} from "./inspection-rules";
import { INSPECTION_ESCROW, row } from "./inspection-escrow";
import { bookingView, mine } from "./inspection-view";

/** The two sides' actions on an inspection and the admin's decision on a dispute; money leaves escrow only through `settle`. */
/**
 * The one way money leaves escrow for a booking (the engine's `settle`, key `inspection:settle:<id>`, at
 * most once): a cancel racing the code, the cron or an admin decision can never pay twice.
 */
export function settle(
  ctx: ServiceCtx,
  b: BookingRow,
  o: Omit<StepOptions, "from" | "to" | "subjectId"> & {
    split: Split;
    from: readonly InspectionStatus[];
    to: InspectionStatus;
    memo: string;
    extra?: (entryId: string) => Stmt[];
  },
) {
  return settleEscrow(ctx, INSPECTION_ESCROW, {
    ...o,
    orderId: b.id,
    payerId: b.seeker_id,
    payeeId: b.agent_id,
    amountKobo: b.fee_kobo,
  });
}

/** The money parts of a settlement, in the words of the timeline. */
const moneyWords = (s: Split) =>
  [
    s.payerKobo ? `${formatNaira(s.payerKobo)} back to the seeker` : "",
    s.payeeKobo ? `${formatNaira(s.payeeKobo)} to the agent` : "",
  ]
    .filter(Boolean)
    .join(", ");

export async function cancelBooking(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (!allowedActions(ctx, b, role).includes("cancel")) throw refused(b, "cancelled");
  if (b.status === "awaiting_payment") {
    const ok = await transition(ctx, INSPECTION_ESCROW, {
      orderId: b.id,
      from: ["awaiting_payment"],
      to: "cancelled",
      set: "cancelled_by = ?, cancelled_at = ?",
      setParams: [role, ctx.now],
      actorId: user.id,
      action: "cancelled",
      detail: "Cancelled before payment",
    });
    if (!ok) throw refused(b, "cancelled");
  } else {
    const s = cancelSplit(ctx, b, role);
    const r = await settle(ctx, b, {
      split: s,
      from: [b.status],
      guardSql: "slot_start = ? AND slot_start > ?",
      guardParams: [b.slot_start, ctx.now],
      to: "cancelled",
      set: "cancelled_by = ?, cancelled_at = ?",
      setParams: [role, ctx.now],
      actorId: user.id,
      action: "cancelled",
      // The timeline already says who cancelled ("by you", "by Amaka Eze"): the detail says what became of the fee.
      detail:
        s.rule === "full refund"
          ? "Fee returned: full refund to the person who booked."
          : `Fee returned: ${s.rule}; the other half paid to the agent.`,
      memo: `Inspection cancelled by the ${role}: ${s.rule}`,
    });
    if (r.outcome !== "posted") throw refused({ ...b, status: (await row(ctx, b.id))!.status }, "cancelled");
  }
  await tellOtherSide(ctx, b.id, "cancelled", role);
  return bookingView(ctx, user, b.id);
}

/** The seeker accepts the agent's proposed time, or the agent confirms a pending booking. */
export async function confirmBooking(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (!allowedActions(ctx, b, role).includes("confirm")) throw refused(b, "confirmed");
  const ok = await transition(ctx, INSPECTION_ESCROW, {
    orderId: b.id,
    from: [role === "agent" ? "pending" : "proposed"],
    guardSql: "slot_start = ? AND slot_start > ?",
    guardParams: [b.slot_start, ctx.now],
    to: "confirmed",
    set: "confirmed_at = ?",
    setParams: [ctx.now],
    actorId: user.id,
    action: "confirmed",
    detail: role === "agent" ? "Confirmed by the agent" : "The seeker accepted the proposed time",
  });
  if (!ok) throw refused({ ...b, status: (await row(ctx, b.id))!.status }, "confirmed");
  await tellOtherSide(ctx, b.id, "confirmed", role);
  return bookingView(ctx, user, b.id);
}

/**
 * Moves the booking to another slot (one guarded UPDATE: the UNIQUE index refuses a taken slot). The seeker's
 * move needs the agent's confirmation again; the agent's move is a proposal the seeker accepts.
 */
export async function rescheduleBooking(ctx: ServiceCtx, user: AuthUser, id: string, appointmentDate: string) {
  const { b, role } = await mine(ctx, user, id);
  if (!allowedActions(ctx, b, role).includes("reschedule")) throw refused(b, "rescheduled");
  const slot = parseAppointment(ctx, appointmentDate);
  if (slot === b.slot_start) throw new ApiError(422, M.sameSlot, [{ field: "appointmentDate", message: M.sameSlot }]);
  const to = role === "agent" ? "proposed" : "pending";
  let res;
  try {
    [, res] = await ctx.env.DB.batch([
      expireStaleHold(ctx, b.property_id, slot),
      q(
        ctx,
        "UPDATE inspection_bookings SET slot_start = ?, status = ?, reminder_sent_at = NULL, updated_at = ? WHERE id = ? AND status = ? AND slot_start = ? AND slot_start > ?",
        slot,
        to,
        ctx.now,
        b.id,
        b.status,
        b.slot_start,
        ctx.now,
      ),
      q(
        ctx,
        "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1",
        newId(),
        b.id,
        user.id,
        role === "agent" ? "proposed" : "rescheduled",
        `New time ${lagosIso(slot)}`,
        ctx.now,
      ),
    ]);
  } catch (e) {
    if (isUniqueSlot(e)) throw slotTaken();
    throw e;
  }
  if (!res!.meta.changes) throw refused({ ...b, status: (await row(ctx, b.id))!.status }, "rescheduled");
  await tellOtherSide(ctx, b.id, role === "agent" ? "proposed" : "rescheduled", role);
  return bookingView(ctx, user, b.id);
}

/**
 * The agent enters the seeker's code, from one hour before the appointment (earlier: 409, nothing moves and
 * no attempt is counted). Right: one batch releases escrow (agent less commission, or back to the seeker in
 * a refundable-only state) and completes the booking. Wrong: nothing moves and one guarded UPDATE counts the
 * attempt; the fifth wrong code locks the booking (it is then refunded by cron or decided by an admin).
 */
export async function initiateInspection(ctx: ServiceCtx, user: AuthUser, id: string, code: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "agent") throw new ApiError(403, M.agentOnly);
  if (b.status !== "confirmed") throw refused(b, "initiated");
  if (!initiateOpen(ctx, b)) throw tooEarly(b);
  const r = await settle(ctx, b, {
    split: releaseSplit(b),
    from: ["confirmed"],
    // The window is part of the guard too: a reschedule racing the code cannot release early.
    guardSql: "code = ? AND code_attempts < ? AND slot_start - ? <= ?",
    guardParams: [code, MAX_CODE_ATTEMPTS, INITIATE_OPENS_BEFORE_MS, ctx.now],
    to: "completed",
    set: "initiated_at = ?",
    setParams: [ctx.now],
    actorId: user.id,
    action: "initiated",
    detail: b.refundable_only
      ? "Code entered: the fee went back to the seeker (refundable-only state)"
      : "Code entered: the fee was released to the agent less commission",
    memo: b.refundable_only
      ? "Inspection held: fee returned (refundable-only state)"
      : "Inspection fee released less commission",
  });
  if (r.outcome === "posted") {
    await tellOtherSide(ctx, b.id, "initiated", "agent");
    return bookingView(ctx, user, b.id);
  }
  // The count and, on the fifth, the "locked" timeline row go in one batch.
  const [counted] = await ctx.env.DB.batch([
    q(
      ctx,
      "UPDATE inspection_bookings SET code_attempts = code_attempts + 1, updated_at = ? WHERE id = ? AND status = 'confirmed' AND code_attempts < ? AND code <> ? AND slot_start - ? <= ? RETURNING code_attempts",
      ctx.now,
      b.id,
      MAX_CODE_ATTEMPTS,
      code,
      INITIATE_OPENS_BEFORE_MS,
      ctx.now,
    ),
    q(
      ctx,
      "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'locked', 'Five wrong codes: the booking is locked', ? WHERE changes() = 1 AND (SELECT code_attempts FROM inspection_bookings WHERE id = ?) >= ?",
      newId(),
      b.id,
      user.id,
      ctx.now,
      b.id,
      MAX_CODE_ATTEMPTS,
    ),
  ]);
  const [wrong] = rows(counted, z.object({ code_attempts: z.number().int() }));
  if (wrong) {
    if (wrong.code_attempts >= MAX_CODE_ATTEMPTS)
      throw new ApiError(409, M.locked, [{ field: "initiationCode", message: M.locked }]);
    const left = MAX_CODE_ATTEMPTS - wrong.code_attempts;
    throw new ApiError(422, M.wrongCode(left), [{ field: "initiationCode", message: M.wrongCode(left) }]);
  }
  const now = (await row(ctx, b.id))!;
  if (now.status === "confirmed" && now.code_attempts >= MAX_CODE_ATTEMPTS)
    throw new ApiError(409, M.locked, [{ field: "initiationCode", message: M.locked }]);
  if (now.status === "confirmed" && !initiateOpen(ctx, now)) throw tooEarly(now);
  throw refused(now, "initiated");
}

function tooEarly(b: BookingRow) {
  const opensAt = lagosIso(b.slot_start - INITIATE_OPENS_BEFORE_MS)
    .slice(0, 16)
    .replace("T", " ");
  return new ApiError(409, M.tooEarly(opensAt), [{ field: "initiationCode", message: M.tooEarly(opensAt) }]);
}

/** The seeker reports a no-show or a property unlike its listing (within 24 h of the slot): the fee stays in escrow for an admin. */
export async function reportBooking(ctx: ServiceCtx, user: AuthUser, id: string, reason: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || !allowedActions(ctx, b, role).includes("report")) throw refused(b, "reported");
  // The engine's dispute step: the fee stays in escrow, frozen for our team.
  const ok = await transition(ctx, INSPECTION_ESCROW, {
    orderId: b.id,
    from: ["pending", "proposed", "confirmed"],
    guardSql: "? BETWEEN slot_start AND slot_start + ?",
    guardParams: [ctx.now, REPORT_WINDOW_MS],
    to: "disputed",
    set: "report_reason = ?, reported_at = ?",
    setParams: [reason, ctx.now],
    actorId: user.id,
    action: "reported",
    detail: reason,
  });
  if (!ok) throw refused(b, "reported");
  await tellOtherSide(ctx, b.id, "reported", "seeker");
  return bookingView(ctx, user, b.id);
}

/** Admin decision on a disputed booking: refund the seeker or release to the agent (less commission). Logged with before/after. */
export async function resolveDispute(
  ctx: ServiceCtx,
  adminId: string,
  id: string,
  outcome: "refund" | "release",
  note: string,
) {
  const b = await row(ctx, id);
  if (!b) throw new ApiError(404, M.notFound);
  if (b.status !== "disputed") throw refused(b, "resolved");
  const parts = outcome === "refund" ? fullRefund(b.fee_kobo) : releaseSplit(b);
  const s = { seekerKobo: parts.payerKobo, agentKobo: parts.payeeKobo, commissionKobo: parts.commissionKobo };
  const r = await settle(ctx, b, {
    split: parts,
    from: ["disputed"],
    to: "resolved",
    actorId: adminId,
    action: "resolved",
    detail: `${outcome === "refund" ? "Refunded to the seeker" : "Released to the agent"} by our team (${moneyWords(parts)}): ${note}`,
    memo: `Inspection dispute resolved: ${outcome}`,
    extra: (entryId) => [
      activity(
        ctx,
        "inspection.resolve",
        { type: "inspection_booking", id: b.id },
        { before: { status: b.status }, after: { status: "resolved", outcome, ...s }, note },
        adminId,
        entryId,
      ),
    ],
  });
  if (r.outcome !== "posted") throw refused({ ...b, status: (await row(ctx, b.id))!.status }, "resolved");
  await tellOtherSide(ctx, b.id, "resolved", null);
  return { data: { id: b.id, status: "resolved" as const, outcome } };
}
