import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { all, first, q, rows, type Stmt } from "../../db/sql";
import { APPLIED, activity, walletAccount, walletBalance } from "../wallet/ledger";
import { startPayment, settlePayment } from "../wallet/payments";
import {
  fullRefund,
  hold,
  holdExisting,
  settle as settleEscrow,
  transition,
  type Split,
  type StepOptions,
} from "../escrow";
import { formatNaira } from "../../contracts/naira";
import { BOOKING_MESSAGES as M, LIVE_STATUSES, SLOT_HOURS, type InspectionStatus } from "../../contracts/bookings";
import { tellOtherSide } from "./notify";
import { lagosIso } from "../../contracts/lagos-time";
import { LISTING_LIVE, isListingGone, listingGone } from "../listings";
import {
  DAY,
  HOUR,
  INITIATE_OPENS_BEFORE_MS,
  MAX_CODE_ATTEMPTS,
  REPORT_WINDOW_MS,
  UNPAID_HOLD_MS,
  BookingRow,
  allowedActions,
  cancelSplit,
  commissionBps,
  initiateOpen,
  parseAppointment,
  refundAfterHours,
  refused,
  releaseSplit,
  slotAt,
} from "./inspection-rules";
import { INSPECTION_ESCROW, event, row } from "./inspection-escrow";
import { bookingView, mine } from "./inspection-view";

/**
 * Inspection bookings: slots, booking and payment, the two sides' actions and the cron. The
 * inspection's own rules are in ./inspection-rules.ts; its money moves through the escrow engine
 * (services/escrow) as the order INSPECTION_ESCROW (./inspection-escrow.ts); the views in ./inspection-view.ts.
 */
export { lagosDate, commissionBps, refundAfterHours, split } from "./inspection-rules";
export { bookingView, listBookings, listDisputes } from "./inspection-view";

const Listing = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  owner_id: z.string(),
  status: z.string(),
  inspection_fee_kobo: z.number().int().nullable(),
  refundable_only: z.number().int().nullable(),
});

const listingNotFound = () =>
  new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);

async function bookableListing(ctx: ServiceCtx, propertyId: string) {
  const p = await first(
    q(
      ctx,
      `SELECT p.id, p.title, p.slug, p.owner_id, p.status, p.inspection_fee_kobo, r.refundable_only
     FROM properties p JOIN states s ON s.id = p.state_id LEFT JOIN booking_state_rules r ON r.state_slug = s.slug WHERE p.id = ?`,
      propertyId,
    ),
    Listing,
  );
  if (!p || p.status !== "active")
    throw new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);
  if (!p.inspection_fee_kobo) throw new ApiError(422, M.noFee, [{ field: "propertyId", message: M.noFee }]);
  return p;
}

/** Free hourly slots of one day (Lagos time): taken and past slots are shown as unavailable. */
export async function inspectionSlots(ctx: ServiceCtx, propertyId: string, date: string) {
  const p = await bookableListing(ctx, propertyId);
  const from = slotAt(date, SLOT_HOURS[0]!);
  const to = slotAt(date, SLOT_HOURS[SLOT_HOURS.length - 1]!);
  const results = await all(
    q(
      ctx,
      `SELECT slot_start FROM inspection_bookings WHERE property_id = ? AND slot_start BETWEEN ? AND ?
       AND status IN (${LIVE_STATUSES.map(() => "?").join(", ")}) AND NOT (status = 'awaiting_payment' AND created_at < ?)`,
      propertyId,
      from,
      to,
      ...LIVE_STATUSES,
      ctx.now - UNPAID_HOLD_MS,
    ),
    z.object({ slot_start: z.number().int() }),
  );
  const taken = new Set(results.map((r) => r.slot_start));
  return {
    data: {
      propertyId,
      date,
      feeKobo: p.inspection_fee_kobo!,
      refundableOnly: !!p.refundable_only,
      slots: SLOT_HOURS.map((h) => {
        const start = slotAt(date, h);
        return {
          start: lagosIso(start),
          time: `${String(h).padStart(2, "0")}:00`,
          available: start > ctx.now + HOUR && !taken.has(start),
        };
      }),
    },
  };
}

function sixDigits() {
  const n = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return String(n).padStart(6, "0");
}

const isUniqueSlot = (e: unknown) =>
  /UNIQUE constraint failed: inspection_bookings/.test(
    String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? ""),
  );
const slotTaken = () => new ApiError(409, M.slotTaken, [{ field: "appointmentDate", message: M.slotTaken }]);

/** Frees a slot still held by an unpaid payment link older than the hold (same batch as the new booking). */
const expireStaleHold = (ctx: ServiceCtx, propertyId: string, slot: number) =>
  q(
    ctx,
    "UPDATE inspection_bookings SET status = 'expired', updated_at = ? WHERE property_id = ? AND slot_start = ? AND status = 'awaiting_payment' AND created_at < ?",
    ctx.now,
    propertyId,
    slot,
    ctx.now - UNPAID_HOLD_MS,
  );

/**
 * Books a slot. By wallet: one batch posts the fee from the seeker's wallet to escrow and inserts the booking
 * (conditioned on the entry); a second live booking of the slot breaks the UNIQUE index, so the whole batch,
 * payment included, rolls back (409). By link: the booking holds the slot unpaid for 30 minutes while the
 * seeker pays; the payment's settlement tops the wallet up and moves the fee to escrow (`payFromWallet`).
 */
export async function bookInspection(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { propertyId: string; appointmentDate: string; payWith: "wallet" | "link" },
  callbackUrl: string,
) {
  const p = await bookableListing(ctx, input.propertyId);
  if (p.owner_id === user.id) throw new ApiError(422, M.ownListing, [{ field: "propertyId", message: M.ownListing }]);
  const slot = parseAppointment(ctx, input.appointmentDate);
  const id = newId();
  const fee = p.inspection_fee_kobo!;
  const bps = await commissionBps(ctx);
  const insert = (status: string, reference: string | null, entryId?: string) =>
    q(
      ctx,
      `INSERT INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, refundable_only, pay_with, payment_reference, code, paid_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${LISTING_LIVE}${entryId ? ` AND ${APPLIED}` : ""}`,
      id,
      p.id,
      user.id,
      p.owner_id,
      slot,
      status,
      fee,
      bps,
      p.refundable_only ? 1 : 0,
      input.payWith,
      reference,
      sixDigits(),
      entryId ? ctx.now : null,
      ctx.now,
      ctx.now,
      p.id,
      ...(entryId ? [entryId] : []),
    );
  if (input.payWith === "wallet") {
    let r;
    try {
      r = await hold(ctx, INSPECTION_ESCROW, {
        orderId: id,
        payerId: user.id,
        amountKobo: fee,
        memo: `Inspection fee held in escrow: ${p.title}`,
        guard: { sql: LISTING_LIVE, params: [p.id] },
        with: (entryId) => [
          expireStaleHold(ctx, p.id, slot),
          insert("pending", null, entryId),
          event(ctx, id, user.id, "booked", "Paid from wallet; fee held in escrow", entryId),
        ],
      });
    } catch (e) {
      if (isUniqueSlot(e)) throw slotTaken();
      throw e;
    }
    if (r.outcome === "insufficient") {
      if (await listingGone(ctx, p.id)) throw listingNotFound();
      const balance = r.balances[walletAccount(user.id)] ?? 0;
      throw new ApiError(422, M.walletShort(fee - balance), [
        { field: "payWith", message: M.walletShort(fee - balance) },
      ]);
    }
    await tellOtherSide(ctx, id, "booked");
    return { data: await bookingView(ctx, user, id), authorizationUrl: null as string | null };
  }
  const reference = `PNG-BK-${id}`;
  try {
    await ctx.env.DB.batch([
      expireStaleHold(ctx, p.id, slot),
      insert("awaiting_payment", reference),
      event(ctx, id, user.id, "booked", "Waiting for the payment link"),
    ]);
  } catch (e) {
    if (isUniqueSlot(e)) throw slotTaken();
    // The booking row is only written while the listing is live; its timeline row then has no booking.
    if (isListingGone(e)) throw listingNotFound();
    throw e;
  }
  const { authorizationUrl } = await startPayment(ctx, user, {
    purpose: "booking",
    amountKobo: fee,
    purposeData: { bookingId: id },
    callbackUrl,
    reference,
  });
  return { data: await bookingView(ctx, user, id), authorizationUrl: authorizationUrl as string | null };
}

/** Settlement hook of a booking's payment link: the wallet was credited, now the fee moves to escrow (once). */
export async function payFromWallet(ctx: ServiceCtx, bookingId: string, done?: (entryId: string) => Stmt) {
  const b = await row(ctx, bookingId);
  if (!b || b.status !== "awaiting_payment") return;
  const r = await holdExisting(ctx, INSPECTION_ESCROW, {
    orderId: b.id,
    payerId: b.seeker_id,
    amountKobo: b.fee_kobo,
    memo: "Inspection fee held in escrow",
    from: ["awaiting_payment"],
    to: "pending",
    set: "paid_at = ?",
    setParams: [ctx.now],
    actorId: b.seeker_id,
    action: "paid",
    detail: "Paid by link; fee held in escrow",
    extra: (entryId) => (done ? [done(entryId)] : []),
  });
  if (r.outcome === "posted") await tellOtherSide(ctx, b.id, "booked");
}

/**
 * The one way money leaves escrow for a booking (the engine's `settle`, key `inspection:settle:<id>`, at
 * most once): a cancel racing the code, the cron or an admin decision can never pay twice.
 */
function settle(
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
      detail: `Cancelled by the ${role === "agent" ? "agent" : "seeker"}: ${s.rule}`,
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

/** Pay-by-link again for an unpaid booking (the hold is still on): a fresh payment for the same booking. */
export async function payBookingByLink(ctx: ServiceCtx, user: AuthUser, id: string, callbackUrl: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || b.status !== "awaiting_payment") throw refused(b, "paid");
  const reference = `PNG-BK-${b.id}-${ctx.now}`;
  const { authorizationUrl } = await startPayment(ctx, user, {
    purpose: "booking",
    amountKobo: b.fee_kobo,
    purposeData: { bookingId: b.id },
    callbackUrl,
    reference,
  });
  await q(
    ctx,
    "UPDATE inspection_bookings SET payment_reference = ?, updated_at = ? WHERE id = ? AND status = 'awaiting_payment'",
    reference,
    ctx.now,
    b.id,
  ).run();
  return { data: await bookingView(ctx, user, b.id), authorizationUrl };
}

/** Pays an unpaid booking from the wallet (e.g. after a top-up). */
export async function payBookingByWallet(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || b.status !== "awaiting_payment") throw refused(b, "paid");
  const balance = await walletBalance(ctx, user.id);
  await payFromWallet(ctx, b.id);
  const after = (await row(ctx, b.id))!;
  if (after.status === "awaiting_payment")
    throw new ApiError(422, M.walletShort(b.fee_kobo - balance), [
      { field: "payWith", message: M.walletShort(b.fee_kobo - balance) },
    ]);
  return { data: await bookingView(ctx, user, b.id), authorizationUrl: null };
}

/** The payment callback page: settles the payment with the provider (which moves the fee to escrow) and answers the booking. */
export async function verifyBookingPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const status = await settlePayment(ctx, reference, user.id);
  if (!status || status.purpose !== "booking")
    throw new ApiError(404, M.paymentNotFound, [{ field: "reference", message: M.paymentNotFound }]);
  const found = await first(
    q(ctx, "SELECT json_extract(purpose_data, '$.bookingId') AS id FROM payments WHERE reference = ?", reference),
    z.object({ id: z.string() }),
  );
  return { payment: status, data: await bookingView(ctx, user, found!.id) };
}

/**
 * Cron: expire unpaid holds; refund inspections never initiated a set time after their slot (disputed ones wait
 * for an admin); remind both sides the day before. Each step is keyed or guarded, so reruns do nothing more.
 */
export async function runInspectionJobs(ctx: ServiceCtx) {
  await q(
    ctx,
    "UPDATE inspection_bookings SET status = 'expired', updated_at = ? WHERE status = 'awaiting_payment' AND created_at < ?",
    ctx.now,
    ctx.now - UNPAID_HOLD_MS,
  ).run();
  const after = (await refundAfterHours(ctx)) * HOUR;
  const overdue = await all(
    q(
      ctx,
      "SELECT * FROM inspection_bookings WHERE status IN ('pending', 'proposed', 'confirmed') AND slot_start < ? LIMIT 100",
      ctx.now - after,
    ),
    BookingRow,
  );
  for (const b of overdue) {
    // The engine's expire step: all back to the seeker.
    const r = await settle(ctx, b, {
      split: fullRefund(b.fee_kobo),
      from: ["pending", "proposed", "confirmed"],
      guardSql: "slot_start < ?",
      guardParams: [ctx.now - after],
      to: "expired",
      actorId: null,
      action: "refunded",
      detail: "Never initiated: the fee was refunded to the seeker",
      memo: "Inspection never initiated: refunded",
    });
    if (r.outcome === "posted") await tellOtherSide(ctx, b.id, "expired", null);
  }
  const due = await all(
    q(
      ctx,
      "UPDATE inspection_bookings SET reminder_sent_at = ? WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND slot_start BETWEEN ? AND ? RETURNING id",
      ctx.now,
      ctx.now,
      ctx.now + DAY,
    ),
    z.object({ id: z.string() }),
  );
  for (const d of due) await tellOtherSide(ctx, d.id, "reminder", null);
}
