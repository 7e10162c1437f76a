import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, SYSTEM_ACCOUNTS, activity, post, q, walletAccount, walletBalance, type Stmt } from "../wallet/ledger";
import { startPayment, settlePayment } from "../wallet/payments";
import { BOOKING_MESSAGES as M, LIVE_STATUSES, SLOT_HOURS, type InspectionStatus } from "../../contracts/bookings";
import { tellOtherSide } from "./notify";
import { LAGOS_OFFSET_MS, lagosAt, lagosDay, lagosHour, lagosIso } from "../../contracts/lagos-time";
import { LISTING_LIVE, isListingGone, listingGone } from "../listings";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** An unpaid payment-link booking holds its slot this long. */
const UNPAID_HOLD_MS = 30 * 60_000;
/** A seeker may report a no-show or a property unlike its listing this long after the slot starts. */
const REPORT_WINDOW_MS = DAY;
/** Seeker cancelling a confirmed booking later than this before the slot gets half back. */
const LATE_CANCEL_MS = DAY;
const MAX_CODE_ATTEMPTS = 5;

type BookingRow = {
  id: string;
  property_id: string;
  seeker_id: string;
  agent_id: string;
  slot_start: number;
  status: InspectionStatus;
  fee_kobo: number;
  commission_bps: number;
  refundable_only: number;
  pay_with: string;
  payment_reference: string | null;
  code: string;
  code_attempts: number;
  cancelled_by: string | null;
  report_reason: string | null;
  paid_at: number | null;
  confirmed_at: number | null;
  initiated_at: number | null;
  cancelled_at: number | null;
  reported_at: number | null;
  created_at: number;
  updated_at: number;
};

/** "2026-11-25" + 10 → epoch ms of 10:00 Lagos time. */
const slotAt = (date: string, hour: number) => lagosAt(date, `${String(hour).padStart(2, "0")}:00`);
/** The Lagos calendar date of an instant (YYYY-MM-DD). */
export const lagosDate = lagosDay;

/**
 * appointmentDate: `YYYY-MM-DDTHH:mm` (Lagos time; seconds, `Z` or an offset allowed). It must be a whole hour
 * between 08:00 and 18:00 Lagos time and in the future.
 */
function parseAppointment(ctx: ServiceCtx, value: string) {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  const bad = (message: string) => new ApiError(400, message, [{ field: "appointmentDate", message }]);
  if (!m) throw bad(M.appointmentFormat);
  const tz = m[5];
  const offsetMs = !tz ? LAGOS_OFFSET_MS : tz === "Z" ? 0 : (tz[0] === "-" ? -1 : 1) * (Number(tz.slice(1, 3)) * HOUR + Number(tz.slice(-2)) * 60_000);
  const ms = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? "00"}Z`) - offsetMs;
  const day = new Date(`${m[1]}T00:00:00Z`);
  if (!Number.isFinite(ms) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== m[1]) throw bad(M.appointmentFormat);
  if (ms % HOUR !== 0 || !SLOT_HOURS.includes(lagosHour(ms))) throw bad(M.appointmentHours);
  if (ms <= ctx.now) throw bad(M.appointmentPast);
  if (ms > ctx.now + 90 * DAY) throw bad(M.appointmentFar);
  return ms;
}

async function setting(ctx: ServiceCtx, key: string, fallback: number) {
  const row = await q(ctx, "SELECT value FROM booking_settings WHERE key = ?", key).first<{ value: number }>();
  return row?.value ?? fallback;
}
export const commissionBps = (ctx: ServiceCtx) => setting(ctx, "inspection_commission_bps", 1000);
export const refundAfterHours = (ctx: ServiceCtx) => setting(ctx, "inspection_refund_after_hours", 48);

type Listing = { id: string; title: string; slug: string; owner_id: string; status: string; inspection_fee_kobo: number | null; refundable_only: number | null };

const listingNotFound = () => new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);

async function bookableListing(ctx: ServiceCtx, propertyId: string) {
  const p = await q(ctx,
    `SELECT p.id, p.title, p.slug, p.owner_id, p.status, p.inspection_fee_kobo, r.refundable_only
     FROM properties p JOIN states s ON s.id = p.state_id LEFT JOIN booking_state_rules r ON r.state_slug = s.slug WHERE p.id = ?`,
    propertyId,
  ).first<Listing>();
  if (!p || p.status !== "active") throw new ApiError(404, M.listingNotFound, [{ field: "propertyId", message: M.listingNotFound }]);
  if (!p.inspection_fee_kobo) throw new ApiError(422, M.noFee, [{ field: "propertyId", message: M.noFee }]);
  return p;
}

/** Free hourly slots of one day (Lagos time): taken and past slots are shown as unavailable. */
export async function inspectionSlots(ctx: ServiceCtx, propertyId: string, date: string) {
  const p = await bookableListing(ctx, propertyId);
  const from = slotAt(date, SLOT_HOURS[0]!);
  const to = slotAt(date, SLOT_HOURS[SLOT_HOURS.length - 1]!);
  const { results } = await q(ctx,
    `SELECT slot_start FROM inspection_bookings WHERE property_id = ? AND slot_start BETWEEN ? AND ?
       AND status IN (${LIVE_STATUSES.map(() => "?").join(", ")}) AND NOT (status = 'awaiting_payment' AND created_at < ?)`,
    propertyId, from, to, ...LIVE_STATUSES, ctx.now - UNPAID_HOLD_MS,
  ).all<{ slot_start: number }>();
  const taken = new Set(results.map((r) => r.slot_start));
  return {
    data: {
      propertyId,
      date,
      feeKobo: p.inspection_fee_kobo!,
      refundableOnly: !!p.refundable_only,
      slots: SLOT_HOURS.map((h) => {
        const start = slotAt(date, h);
        return { start: lagosIso(start), time: `${String(h).padStart(2, "0")}:00`, available: start > ctx.now + HOUR && !taken.has(start) };
      }),
    },
  };
}

function sixDigits() {
  const n = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return String(n).padStart(6, "0");
}

const isUniqueSlot = (e: unknown) => /UNIQUE constraint failed: inspection_bookings/.test(String((e as Error)?.message ?? e) + String((e as { cause?: Error })?.cause?.message ?? ""));
const slotTaken = () => new ApiError(409, M.slotTaken, [{ field: "appointmentDate", message: M.slotTaken }]);

function event(ctx: ServiceCtx, bookingId: string, actorId: string | null, action: string, detail: string | null, entryId?: string) {
  return q(ctx, `INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ?${entryId ? ` WHERE ${APPLIED}` : ""}`,
    newId(), bookingId, actorId, action, detail, ctx.now, ...(entryId ? [entryId] : []));
}

/** Frees a slot still held by an unpaid payment link older than the hold (same batch as the new booking). */
const expireStaleHold = (ctx: ServiceCtx, propertyId: string, slot: number) =>
  q(ctx, "UPDATE inspection_bookings SET status = 'expired', updated_at = ? WHERE property_id = ? AND slot_start = ? AND status = 'awaiting_payment' AND created_at < ?",
    ctx.now, propertyId, slot, ctx.now - UNPAID_HOLD_MS);

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
    q(ctx,
      `INSERT INTO inspection_bookings (id, property_id, seeker_id, agent_id, slot_start, status, fee_kobo, commission_bps, refundable_only, pay_with, payment_reference, code, paid_at, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${LISTING_LIVE}${entryId ? ` AND ${APPLIED}` : ""}`,
      id, p.id, user.id, p.owner_id, slot, status, fee, bps, p.refundable_only ? 1 : 0, input.payWith, reference, sixDigits(), entryId ? ctx.now : null, ctx.now, ctx.now, p.id, ...(entryId ? [entryId] : []));
  if (input.payWith === "wallet") {
    let r;
    try {
      r = await post(ctx, {
        idemKey: `inspection:hold:${id}`,
        kind: "inspection_hold",
        userId: user.id,
        reference: id,
        memo: `Inspection fee held in escrow: ${p.title}`,
        lines: [
          { accountId: walletAccount(user.id), amountKobo: -fee },
          { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: fee },
        ],
        guard: { sql: LISTING_LIVE, params: [p.id] },
        with: (entryId) => [expireStaleHold(ctx, p.id, slot), insert("pending", null, entryId), event(ctx, id, user.id, "booked", "Paid from wallet; fee held in escrow", entryId)],
      }, []);
    } catch (e) {
      if (isUniqueSlot(e)) throw slotTaken();
      throw e;
    }
    if (r.outcome === "insufficient") {
      if (await listingGone(ctx, p.id)) throw listingNotFound();
      const balance = r.balances[walletAccount(user.id)] ?? 0;
      throw new ApiError(422, M.walletShort(fee - balance), [{ field: "payWith", message: M.walletShort(fee - balance) }]);
    }
    await tellOtherSide(ctx, id, "booked");
    return { data: await bookingView(ctx, user, id), authorizationUrl: null as string | null };
  }
  const reference = `PNG-BK-${id}`;
  try {
    await ctx.env.DB.batch([expireStaleHold(ctx, p.id, slot), insert("awaiting_payment", reference), event(ctx, id, user.id, "booked", "Waiting for the payment link")]);
  } catch (e) {
    if (isUniqueSlot(e)) throw slotTaken();
    // The booking row is only written while the listing is live; its timeline row then has no booking.
    if (isListingGone(e)) throw listingNotFound();
    throw e;
  }
  const { authorizationUrl } = await startPayment(ctx, user, { purpose: "booking", amountKobo: fee, purposeData: { bookingId: id }, callbackUrl, reference });
  return { data: await bookingView(ctx, user, id), authorizationUrl: authorizationUrl as string | null };
}

/** Settlement hook of a booking's payment link: the wallet was credited, now the fee moves to escrow (once). */
export async function payFromWallet(ctx: ServiceCtx, bookingId: string) {
  const b = await row(ctx, bookingId);
  if (!b || b.status !== "awaiting_payment") return;
  const r = await post(ctx, {
    idemKey: `inspection:hold:${b.id}`,
    kind: "inspection_hold",
    userId: b.seeker_id,
    reference: b.id,
    memo: "Inspection fee held in escrow",
    lines: [
      { accountId: walletAccount(b.seeker_id), amountKobo: -b.fee_kobo },
      { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: b.fee_kobo },
    ],
    guard: { sql: "EXISTS (SELECT 1 FROM inspection_bookings WHERE id = ? AND status = 'awaiting_payment')", params: [b.id] },
    with: (entryId) => [
      q(ctx, `UPDATE inspection_bookings SET status = 'pending', paid_at = ?, updated_at = ? WHERE id = ? AND ${APPLIED}`, ctx.now, ctx.now, b.id, entryId),
      event(ctx, b.id, b.seeker_id, "paid", "Paid by link; fee held in escrow", entryId),
    ],
  });
  if (r.outcome === "posted") await tellOtherSide(ctx, b.id, "booked");
}

async function row(ctx: ServiceCtx, id: string) {
  return q(ctx, "SELECT * FROM inspection_bookings WHERE id = ?", id).first<BookingRow>();
}

type Role = "seeker" | "agent";
async function mine(ctx: ServiceCtx, user: AuthUser, id: string): Promise<{ b: BookingRow; role: Role }> {
  const b = await row(ctx, id);
  if (!b || (b.seeker_id !== user.id && b.agent_id !== user.id)) throw new ApiError(404, M.notFound);
  return { b, role: b.seeker_id === user.id ? "seeker" : "agent" };
}

/** What this side may do now (the SPA shows only these; the routes refuse the rest). */
function allowedActions(ctx: ServiceCtx, b: BookingRow, role: Role) {
  const before = ctx.now < b.slot_start;
  const inReport = ctx.now >= b.slot_start && ctx.now < b.slot_start + REPORT_WINDOW_MS;
  const a: string[] = [];
  const live = ["pending", "proposed", "confirmed"].includes(b.status);
  if (role === "seeker") {
    if (b.status === "awaiting_payment") a.push("pay", "cancel");
    if (b.status === "proposed" && before) a.push("confirm");
    if (live && before) a.push("reschedule", "cancel");
    if (live && inReport) a.push("report");
  } else {
    if (b.status === "pending" && before) a.push("confirm");
    if (live && before) a.push("reschedule", "cancel");
    if (b.status === "confirmed" && b.code_attempts < MAX_CODE_ATTEMPTS) a.push("initiate");
  }
  return a;
}

/** The agent's share and the platform's commission of a release (none in a refundable-only state). */
export function split(b: Pick<BookingRow, "fee_kobo" | "commission_bps" | "refundable_only">) {
  if (b.refundable_only) return { seekerKobo: b.fee_kobo, agentKobo: 0, commissionKobo: 0 };
  const commissionKobo = Math.floor((b.fee_kobo * b.commission_bps) / 10_000);
  return { seekerKobo: 0, agentKobo: b.fee_kobo - commissionKobo, commissionKobo };
}

/**
 * The one way money leaves escrow for a booking: the entry key `inspection:settle:<id>` exists at most once,
 * so a cancel racing the code, the cron or an admin decision can never pay twice. The guard re-reads the
 * booking's state in the same write; the booking's new state and its timeline row go with the entry.
 */
async function settle(
  ctx: ServiceCtx,
  b: BookingRow,
  o: { seekerKobo: number; agentKobo: number; commissionKobo: number; from: InspectionStatus[]; guardSql?: string; guardParams?: unknown[]; to: InspectionStatus; set?: string; setParams?: unknown[]; actorId: string | null; action: string; detail: string; memo: string; extra?: (entryId: string) => Stmt[] },
) {
  const lines = [
    { accountId: SYSTEM_ACCOUNTS.escrow, amountKobo: -b.fee_kobo },
    { accountId: walletAccount(b.seeker_id), amountKobo: o.seekerKobo },
    { accountId: walletAccount(b.agent_id), amountKobo: o.agentKobo },
    { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: o.commissionKobo },
  ].filter((l) => l.amountKobo !== 0);
  return post(ctx, {
    idemKey: `inspection:settle:${b.id}`,
    kind: "inspection_settle",
    userId: b.seeker_id,
    reference: b.id,
    memo: o.memo,
    actorId: o.actorId,
    lines,
    guard: {
      sql: `EXISTS (SELECT 1 FROM inspection_bookings WHERE id = ? AND status IN (${o.from.map(() => "?").join(", ")})${o.guardSql ? ` AND ${o.guardSql}` : ""})`,
      params: [b.id, ...o.from, ...(o.guardParams ?? [])],
    },
    with: (entryId) => [
      q(ctx, `UPDATE inspection_bookings SET status = ?, updated_at = ?${o.set ? `, ${o.set}` : ""} WHERE id = ? AND ${APPLIED}`, o.to, ctx.now, ...(o.setParams ?? []), b.id, entryId),
      event(ctx, b.id, o.actorId, o.action, o.detail, entryId),
      ...(o.extra?.(entryId) ?? []),
    ],
  });
}

const refused = (b: BookingRow, what: string) => new ApiError(409, M.refused(what, b.status));

/** The refund rule, by who cancels and when (README "Bookings"). */
function cancelSplit(ctx: ServiceCtx, b: BookingRow, role: Role) {
  const full = { seekerKobo: b.fee_kobo, agentKobo: 0, commissionKobo: 0, rule: "full refund" };
  if (role === "agent" || b.status !== "confirmed" || b.refundable_only || b.slot_start - ctx.now >= LATE_CANCEL_MS) return full;
  const half = Math.floor(b.fee_kobo / 2);
  const s = split({ ...b, fee_kobo: b.fee_kobo - half });
  return { seekerKobo: half, agentKobo: s.agentKobo, commissionKobo: s.commissionKobo, rule: "half refunded (cancelled less than 24 hours before)" };
}

export async function cancelBooking(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (!allowedActions(ctx, b, role).includes("cancel")) throw refused(b, "cancelled");
  if (b.status === "awaiting_payment") {
    const [res] = await ctx.env.DB.batch([
      q(ctx, "UPDATE inspection_bookings SET status = 'cancelled', cancelled_by = ?, cancelled_at = ?, updated_at = ? WHERE id = ? AND status = 'awaiting_payment'", role, ctx.now, ctx.now, b.id),
      q(ctx, "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'cancelled', 'Cancelled before payment', ? WHERE changes() = 1", newId(), b.id, user.id, ctx.now),
    ]);
    if (!res!.meta.changes) throw refused(b, "cancelled");
  } else {
    const s = cancelSplit(ctx, b, role);
    const r = await settle(ctx, b, {
      ...s,
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
  const from = role === "agent" ? "pending" : "proposed";
  const [res] = await ctx.env.DB.batch([
    q(ctx, "UPDATE inspection_bookings SET status = 'confirmed', confirmed_at = ?, updated_at = ? WHERE id = ? AND status = ? AND slot_start = ? AND slot_start > ?", ctx.now, ctx.now, b.id, from, b.slot_start, ctx.now),
    q(ctx, "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'confirmed', ?, ? WHERE changes() = 1",
      newId(), b.id, user.id, role === "agent" ? "Confirmed by the agent" : "The seeker accepted the proposed time", ctx.now),
  ]);
  if (!res!.meta.changes) throw refused({ ...b, status: (await row(ctx, b.id))!.status }, "confirmed");
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
      q(ctx, "UPDATE inspection_bookings SET slot_start = ?, status = ?, reminder_sent_at = NULL, updated_at = ? WHERE id = ? AND status = ? AND slot_start = ? AND slot_start > ?",
        slot, to, ctx.now, b.id, b.status, b.slot_start, ctx.now),
      q(ctx, "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, ?, ?, ? WHERE changes() = 1",
        newId(), b.id, user.id, role === "agent" ? "proposed" : "rescheduled", `New time ${lagosIso(slot)}`, ctx.now),
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
 * The agent enters the seeker's code. Right: one batch releases escrow (agent less commission, or back to the
 * seeker in a refundable-only state) and completes the booking. Wrong: nothing moves and one guarded UPDATE
 * counts the attempt; the fifth wrong code locks the booking (it is then refunded by cron or decided by an admin).
 */
export async function initiateInspection(ctx: ServiceCtx, user: AuthUser, id: string, code: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "agent") throw new ApiError(403, M.agentOnly);
  if (b.status !== "confirmed") throw refused(b, "initiated");
  const s = split(b);
  const r = await settle(ctx, b, {
    ...s,
    from: ["confirmed"],
    guardSql: "code = ? AND code_attempts < ?",
    guardParams: [code, MAX_CODE_ATTEMPTS],
    to: "completed",
    set: "initiated_at = ?",
    setParams: [ctx.now],
    actorId: user.id,
    action: "initiated",
    detail: b.refundable_only ? "Code entered: the fee went back to the seeker (refundable-only state)" : "Code entered: the fee was released to the agent less commission",
    memo: b.refundable_only ? "Inspection held: fee returned (refundable-only state)" : "Inspection fee released less commission",
  });
  if (r.outcome === "posted") {
    await tellOtherSide(ctx, b.id, "initiated", "agent");
    return bookingView(ctx, user, b.id);
  }
  // The count and, on the fifth, the "locked" timeline row go in one batch.
  const [counted] = await ctx.env.DB.batch<{ code_attempts: number }>([
    q(ctx,
      "UPDATE inspection_bookings SET code_attempts = code_attempts + 1, updated_at = ? WHERE id = ? AND status = 'confirmed' AND code_attempts < ? AND code <> ? RETURNING code_attempts",
      ctx.now, b.id, MAX_CODE_ATTEMPTS, code,
    ),
    q(ctx,
      "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'locked', 'Five wrong codes: the booking is locked', ? WHERE changes() = 1 AND (SELECT code_attempts FROM inspection_bookings WHERE id = ?) >= ?",
      newId(), b.id, user.id, ctx.now, b.id, MAX_CODE_ATTEMPTS,
    ),
  ]);
  const wrong = counted!.results[0];
  if (wrong) {
    if (wrong.code_attempts >= MAX_CODE_ATTEMPTS) throw new ApiError(409, M.locked, [{ field: "initiationCode", message: M.locked }]);
    const left = MAX_CODE_ATTEMPTS - wrong.code_attempts;
    throw new ApiError(422, M.wrongCode(left), [{ field: "initiationCode", message: M.wrongCode(left) }]);
  }
  const now = (await row(ctx, b.id))!;
  if (now.status === "confirmed" && now.code_attempts >= MAX_CODE_ATTEMPTS) throw new ApiError(409, M.locked, [{ field: "initiationCode", message: M.locked }]);
  throw refused(now, "initiated");
}

/** The seeker reports a no-show or a property unlike its listing (within 24 h of the slot): the fee stays in escrow for an admin. */
export async function reportBooking(ctx: ServiceCtx, user: AuthUser, id: string, reason: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || !allowedActions(ctx, b, role).includes("report")) throw refused(b, "reported");
  const [res] = await ctx.env.DB.batch([
    q(ctx, "UPDATE inspection_bookings SET status = 'disputed', report_reason = ?, reported_at = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'proposed', 'confirmed') AND ? BETWEEN slot_start AND slot_start + ?",
      reason, ctx.now, ctx.now, b.id, ctx.now, REPORT_WINDOW_MS),
    q(ctx, "INSERT INTO inspection_events (id, booking_id, actor_id, action, detail, created_at) SELECT ?, ?, ?, 'reported', ?, ? WHERE changes() = 1", newId(), b.id, user.id, reason, ctx.now),
  ]);
  if (!res!.meta.changes) throw refused(b, "reported");
  await tellOtherSide(ctx, b.id, "reported", "seeker");
  return bookingView(ctx, user, b.id);
}

/** Admin decision on a disputed booking: refund the seeker or release to the agent (less commission). Logged with before/after. */
export async function resolveDispute(ctx: ServiceCtx, adminId: string, id: string, outcome: "refund" | "release", note: string) {
  const b = await row(ctx, id);
  if (!b) throw new ApiError(404, M.notFound);
  if (b.status !== "disputed") throw refused(b, "resolved");
  const s = outcome === "refund" ? { seekerKobo: b.fee_kobo, agentKobo: 0, commissionKobo: 0 } : split(b);
  const r = await settle(ctx, b, {
    ...s,
    from: ["disputed"],
    to: "resolved",
    actorId: adminId,
    action: "resolved",
    detail: `${outcome === "refund" ? "Refunded to the seeker" : "Released to the agent"} by our team: ${note}`,
    memo: `Inspection dispute resolved: ${outcome}`,
    extra: (entryId) => [activity(ctx, "inspection.resolve", { type: "inspection_booking", id: b.id }, { before: { status: b.status }, after: { status: "resolved", outcome, ...s }, note }, adminId, entryId)],
  });
  if (r.outcome !== "posted") throw refused({ ...b, status: (await row(ctx, b.id))!.status }, "resolved");
  await tellOtherSide(ctx, b.id, "resolved", null);
  return { data: { id: b.id, status: "resolved" as const, outcome } };
}

export async function listDisputes(ctx: ServiceCtx) {
  const { results } = await q(ctx,
    `SELECT b.id, b.property_id AS propertyId, p.title, b.seeker_id AS seekerId, b.agent_id AS agentId, b.slot_start AS slotStart, b.fee_kobo AS feeKobo, b.report_reason AS reason, b.reported_at AS reportedAt
     FROM inspection_bookings b JOIN properties p ON p.id = b.property_id WHERE b.status = 'disputed' ORDER BY b.reported_at LIMIT 200`,
  ).all<Record<string, unknown>>();
  return { data: results.map((r) => ({ ...r, appointmentDate: lagosIso(r.slotStart as number) })) };
}

export async function bookingView(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  const p = await q(ctx, "SELECT id, slug, title, address FROM properties WHERE id = ?", b.property_id).first<{ id: string; slug: string; title: string; address: string }>();
  const people = await q(ctx, "SELECT id, first_name AS firstName, last_name AS lastName FROM users WHERE id IN (?, ?)", b.seeker_id, b.agent_id).all<{ id: string; firstName: string; lastName: string }>();
  const name = (uid: string) => {
    const u = people.results.find((x) => x.id === uid);
    return u ? `${u.firstName} ${u.lastName}`.trim() : "";
  };
  const { results: events } = await q(ctx, "SELECT action, detail, actor_id AS actorId, created_at AS createdAt FROM inspection_events WHERE booking_id = ? ORDER BY created_at, rowid", b.id).all<{ action: string; detail: string | null; actorId: string | null; createdAt: number }>();
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
    timeline: events.map((e) => ({ action: e.action, detail: e.detail, by: e.actorId === b.seeker_id ? "seeker" : e.actorId === b.agent_id ? "agent" : e.actorId ? "staff" : "system", createdAt: e.createdAt })),
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  };
}

/** Tabs: upcoming (live, slot not over), past (completed, or the slot is over), cancelled (cancelled or expired). */
export async function listBookings(
  ctx: ServiceCtx,
  user: AuthUser,
  o: { page: number; perPage: number; sorting: "asc" | "desc"; tab: "upcoming" | "past" | "cancelled" | "all"; role: "seeker" | "agent" | "any" },
) {
  const who = o.role === "seeker" ? "b.seeker_id = ?" : o.role === "agent" ? "b.agent_id = ?" : "(b.seeker_id = ? OR b.agent_id = ?)";
  const whoParams = o.role === "any" ? [user.id, user.id] : [user.id];
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
  const total = (await q(ctx, `SELECT COUNT(*) AS n FROM inspection_bookings b WHERE ${where}`, ...whoParams, ...tabParams).first<{ n: number }>())!.n;
  const { results } = await q(ctx,
    `SELECT b.id, b.status, b.slot_start AS slotStart, b.fee_kobo AS feeKobo, b.seeker_id AS seekerId, p.id AS propertyId, p.title, p.slug
     FROM inspection_bookings b JOIN properties p ON p.id = b.property_id WHERE ${where}
     ORDER BY b.slot_start ${o.sorting === "asc" ? "ASC" : "DESC"}, b.id LIMIT ? OFFSET ?`,
    ...whoParams, ...tabParams, o.perPage, (o.page - 1) * o.perPage,
  ).all<{ id: string; status: InspectionStatus; slotStart: number; feeKobo: number; seekerId: string; propertyId: string; title: string; slug: string }>();
  return {
    data: results.map((r) => ({
      id: r.id,
      status: r.status,
      appointmentDate: lagosIso(r.slotStart),
      feeKobo: r.feeKobo,
      role: r.seekerId === user.id ? ("seeker" as const) : ("agent" as const),
      property: { id: r.propertyId, title: r.title, slug: r.slug },
    })),
    meta: { page: o.page, perPage: o.perPage, total, lastPage: Math.max(1, Math.ceil(total / o.perPage)) },
  };
}

/** Pay-by-link again for an unpaid booking (the hold is still on): a fresh payment for the same booking. */
export async function payBookingByLink(ctx: ServiceCtx, user: AuthUser, id: string, callbackUrl: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || b.status !== "awaiting_payment") throw refused(b, "paid");
  const reference = `PNG-BK-${b.id}-${ctx.now}`;
  const { authorizationUrl } = await startPayment(ctx, user, { purpose: "booking", amountKobo: b.fee_kobo, purposeData: { bookingId: b.id }, callbackUrl, reference });
  await q(ctx, "UPDATE inspection_bookings SET payment_reference = ?, updated_at = ? WHERE id = ? AND status = 'awaiting_payment'", reference, ctx.now, b.id).run();
  return { data: await bookingView(ctx, user, b.id), authorizationUrl };
}

/** Pays an unpaid booking from the wallet (e.g. after a top-up). */
export async function payBookingByWallet(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || b.status !== "awaiting_payment") throw refused(b, "paid");
  const balance = await walletBalance(ctx, user.id);
  await payFromWallet(ctx, b.id);
  const after = (await row(ctx, b.id))!;
  if (after.status === "awaiting_payment") throw new ApiError(422, M.walletShort(b.fee_kobo - balance), [{ field: "payWith", message: M.walletShort(b.fee_kobo - balance) }]);
  return { data: await bookingView(ctx, user, b.id), authorizationUrl: null };
}

/** The payment callback page: settles the payment with the provider (which moves the fee to escrow) and answers the booking. */
export async function verifyBookingPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const status = await settlePayment(ctx, reference, user.id);
  if (!status || status.purpose !== "booking") throw new ApiError(404, M.paymentNotFound, [{ field: "reference", message: M.paymentNotFound }]);
  const found = await q(ctx, "SELECT json_extract(purpose_data, '$.bookingId') AS id FROM payments WHERE reference = ?", reference).first<{ id: string }>();
  return { payment: status, data: await bookingView(ctx, user, found!.id) };
}

/**
 * Cron: expire unpaid holds; refund inspections never initiated a set time after their slot (disputed ones wait
 * for an admin); remind both sides the day before. Each step is keyed or guarded, so reruns do nothing more.
 */
export async function runInspectionJobs(ctx: ServiceCtx) {
  await q(ctx, "UPDATE inspection_bookings SET status = 'expired', updated_at = ? WHERE status = 'awaiting_payment' AND created_at < ?", ctx.now, ctx.now - UNPAID_HOLD_MS).run();
  const after = (await refundAfterHours(ctx)) * HOUR;
  const { results: overdue } = await q(ctx, "SELECT * FROM inspection_bookings WHERE status IN ('pending', 'proposed', 'confirmed') AND slot_start < ? LIMIT 100", ctx.now - after).all<BookingRow>();
  for (const b of overdue) {
    const r = await settle(ctx, b, {
      seekerKobo: b.fee_kobo, agentKobo: 0, commissionKobo: 0,
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
  const { results: due } = await q(ctx,
    "UPDATE inspection_bookings SET reminder_sent_at = ? WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND slot_start BETWEEN ? AND ? RETURNING id",
    ctx.now, ctx.now, ctx.now + DAY,
  ).all<{ id: string }>();
  for (const d of due) await tellOtherSide(ctx, d.id, "reminder", null);
}
