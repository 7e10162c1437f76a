import { z } from "zod";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { first, q } from "../../db/sql";
import {
  BOOKING_MESSAGES as M,
  INSPECTION_STATUSES,
  SLOT_HOURS,
  type InspectionStatus,
} from "../../contracts/bookings";
import { LAGOS_OFFSET_MS, lagosAt, lagosDay, lagosHour } from "../../contracts/lagos-time";
import { commissionSplit, fullRefund, partialRefund, type Split } from "../escrow";

/**
 * The inspection's own rules, apart from its money: slots, who may do what when, and how a
 * cancellation divides the fee. The money moves through the escrow engine (./inspection-escrow.ts).
 */
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
/** An unpaid payment-link booking holds its slot this long. */
export const UNPAID_HOLD_MS = 30 * 60_000;
/** A seeker may report a no-show or a property unlike its listing this long after the slot starts. */
export const REPORT_WINDOW_MS = DAY;
/** Seeker cancelling a confirmed booking later than this before the slot gets half back. */
export const LATE_CANCEL_MS = DAY;
/** The agent may enter the seeker's code (completing the inspection and releasing the fee) from this long before the slot. */
export const INITIATE_OPENS_BEFORE_MS = HOUR;
export const MAX_CODE_ATTEMPTS = 5;

/** An inspection_bookings row, parsed (worker/db/sql.ts). */
export const BookingRow = z.object({
  id: z.string(),
  property_id: z.string(),
  seeker_id: z.string(),
  agent_id: z.string(),
  slot_start: z.number().int(),
  status: z.enum(INSPECTION_STATUSES),
  fee_kobo: z.number().int(),
  commission_bps: z.number().int(),
  refundable_only: z.number().int(),
  pay_with: z.string(),
  payment_reference: z.string().nullable(),
  code: z.string(),
  code_attempts: z.number().int(),
  cancelled_by: z.string().nullable(),
  report_reason: z.string().nullable(),
  paid_at: z.number().nullable(),
  confirmed_at: z.number().nullable(),
  initiated_at: z.number().nullable(),
  cancelled_at: z.number().nullable(),
  reported_at: z.number().nullable(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type BookingRow = z.infer<typeof BookingRow>;
export type Role = "seeker" | "agent";

/** "2026-11-25" + 10 → epoch ms of 10:00 Lagos time. */
export const slotAt = (date: string, hour: number) => lagosAt(date, `${String(hour).padStart(2, "0")}:00`);
/** The Lagos calendar date of an instant (YYYY-MM-DD). */
export const lagosDate = lagosDay;

/**
 * appointmentDate: `YYYY-MM-DDTHH:mm` (Lagos time; seconds, `Z` or an offset allowed). It must be a whole hour
 * between 08:00 and 18:00 Lagos time and in the future.
 */
export function parseAppointment(ctx: ServiceCtx, value: string) {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  const bad = (message: string) => new ApiError(400, message, [{ field: "appointmentDate", message }]);
  if (!m) throw bad(M.appointmentFormat);
  const tz = m[5];
  const offsetMs = !tz
    ? LAGOS_OFFSET_MS
    : tz === "Z"
      ? 0
      : (tz[0] === "-" ? -1 : 1) * (Number(tz.slice(1, 3)) * HOUR + Number(tz.slice(-2)) * 60_000);
  const ms = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? "00"}Z`) - offsetMs;
  const day = new Date(`${m[1]}T00:00:00Z`);
  if (!Number.isFinite(ms) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== m[1])
    throw bad(M.appointmentFormat);
  if (ms % HOUR !== 0 || !SLOT_HOURS.includes(lagosHour(ms))) throw bad(M.appointmentHours);
  if (ms <= ctx.now) throw bad(M.appointmentPast);
  if (ms > ctx.now + 90 * DAY) throw bad(M.appointmentFar);
  return ms;
}

async function setting(ctx: ServiceCtx, key: string, fallback: number) {
  const row = await first(
    q(ctx, "SELECT value FROM booking_settings WHERE key = ?", key),
    z.object({ value: z.number() }),
  );
  return row?.value ?? fallback;
}
export const commissionBps = (ctx: ServiceCtx) => setting(ctx, "inspection_commission_bps", 1000);
export const refundAfterHours = (ctx: ServiceCtx) => setting(ctx, "inspection_refund_after_hours", 48);

/** Whether the code may be entered now: from one hour before the slot. */
export const initiateOpen = (ctx: ServiceCtx, b: Pick<BookingRow, "slot_start">) =>
  ctx.now >= b.slot_start - INITIATE_OPENS_BEFORE_MS;

/** What this side may do now (the SPA shows only these; the routes refuse the rest). */
export function allowedActions(ctx: ServiceCtx, b: BookingRow, role: Role) {
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
    if (b.status === "confirmed" && b.code_attempts < MAX_CODE_ATTEMPTS && initiateOpen(ctx, b)) a.push("initiate");
  }
  return a;
}

/** The seeker / agent / platform parts of a release (all back to the seeker in a refundable-only state). */
export function releaseSplit(b: Pick<BookingRow, "fee_kobo" | "commission_bps" | "refundable_only">): Split {
  return b.refundable_only ? fullRefund(b.fee_kobo) : commissionSplit(b.fee_kobo, b.commission_bps);
}

/** The agent's share and the platform's commission of a release, as the booking view names them. */
export function split(b: Pick<BookingRow, "fee_kobo" | "commission_bps" | "refundable_only">) {
  const s = releaseSplit(b);
  return { seekerKobo: s.payerKobo, agentKobo: s.payeeKobo, commissionKobo: s.commissionKobo };
}

/** The refund rule, by who cancels and when (docs/money-and-escrow.md). */
export function cancelSplit(ctx: ServiceCtx, b: BookingRow, role: Role): Split & { rule: string } {
  if (role === "agent" || b.status !== "confirmed" || b.refundable_only || b.slot_start - ctx.now >= LATE_CANCEL_MS)
    return { ...fullRefund(b.fee_kobo), rule: "full refund" };
  const half = Math.floor(b.fee_kobo / 2);
  return {
    ...partialRefund(b.fee_kobo, half, b.commission_bps),
    rule: "half refunded (cancelled less than 24 hours before)",
  };
}

export const refused = (b: Pick<BookingRow, "status">, what: string) =>
  new ApiError(409, M.refused(what, b.status as InspectionStatus));
