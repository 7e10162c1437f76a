import type { ServiceCtx } from "../../lib/context";
import { all, q } from "../../db/sql";
import { z } from "zod";
import { STAY_TIMING } from "../../contracts/stays";
import { commissionSplit, fullRefund, sweepProduct, type ProductClock } from "../escrow";
import { HOUR, StayRow } from "./core";
import { STAY_ESCROW, STAY_EXPIRY, refundAll, settleStay } from "./escrow";
import { tellStaySide } from "./notify";

/**
 * The stay's clock (the engine's sweep runs it after expiring unpaid holds by the product's rule, nights
 * released): stays the host never answered lapse (full refund); hosts are paid 24 h after check-in; deposits
 * go back 24 h after check-out unless claimed; a reminder the day before. Each step is keyed or guarded, so
 * reruns do nothing more.
 */
export async function stayClock(ctx: ServiceCtx) {
  const reply = STAY_TIMING.hostReplyHours * HOUR;
  const lapsed = await all(
    q(
      ctx,
      "SELECT * FROM stay_bookings WHERE status = 'awaiting_host' AND (paid_at < ? OR check_in_at <= ?) LIMIT 100",
      ctx.now - reply,
      ctx.now,
    ),
    StayRow,
  );
  for (const b of lapsed) {
    const ok = await settleStay(ctx, b, {
      ...refundAll(
        b,
        "expired",
        null,
        "lapsed",
        "The host did not confirm in time: the full amount went back to the guest",
        null,
      ),
      from: ["awaiting_host"],
      guardSql: "(paid_at < ? OR check_in_at <= ?)",
      guardParams: [ctx.now - reply, ctx.now],
    });
    if (ok) await tellStaySide(ctx, b.id, "lapsed", null);
  }
  const payoutAt = ctx.now - STAY_TIMING.payoutAfterCheckInHours * HOUR;
  const due = await all(
    q(ctx, "SELECT * FROM stay_bookings WHERE status = 'confirmed' AND check_in_at <= ? LIMIT 100", payoutAt),
    StayRow,
  );
  for (const b of due) {
    const earned = b.nights_kobo + b.cleaning_fee_kobo;
    const ok = await settleStay(ctx, b, {
      leg: "payout",
      amountKobo: earned,
      split: commissionSplit(earned, b.commission_bps),
      from: ["confirmed"],
      guardSql: "check_in_at <= ?",
      guardParams: [payoutAt],
      to: "checked_in",
      set: "payout_status = 'paid'",
      actorId: null,
      action: "paid_out",
      detail: "24 hours after check-in: the host was paid less commission",
      memo: "Short stay payout less commission",
    });
    if (ok) await tellStaySide(ctx, b.id, "paid_out", null);
  }
  const returnAt = ctx.now - STAY_TIMING.claimWindowHours * HOUR;
  const deposits = await all(
    q(
      ctx,
      "SELECT * FROM stay_bookings WHERE status = 'checked_in' AND deposit_status = 'held' AND check_out_at <= ? LIMIT 100",
      returnAt,
    ),
    StayRow,
  );
  for (const b of deposits) {
    const ok = await settleStay(ctx, b, {
      leg: "deposit",
      amountKobo: b.caution_kobo,
      split: fullRefund(b.caution_kobo),
      from: ["checked_in"],
      guardSql: "deposit_status = 'held' AND check_out_at <= ?",
      guardParams: [returnAt],
      to: "completed",
      set: "deposit_status = 'returned'",
      actorId: null,
      action: "deposit_returned",
      detail: "No claim within 24 hours of check-out: the caution deposit went back to the guest",
      memo: "Caution deposit returned",
    });
    if (ok && b.caution_kobo > 0) await tellStaySide(ctx, b.id, "deposit_returned", null);
  }
  const soon = await all(
    q(
      ctx,
      "UPDATE stay_bookings SET reminder_sent_at = ? WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND check_in_at BETWEEN ? AND ? RETURNING id",
      ctx.now,
      ctx.now,
      ctx.now + 24 * HOUR,
    ),
    z.object({ id: z.string() }),
  );
  for (const d of soon) await tellStaySide(ctx, d.id, "reminder", null);
}

/** What the engine's sweep runs for stays: the declared expiry of unpaid holds, then the clock above. */
export const STAY_SWEEP = {
  table: "stay_bookings",
  spec: STAY_ESCROW,
  expiry: STAY_EXPIRY,
  clock: stayClock,
} satisfies ProductClock;

/** Cron (and tests): one stay turn of the sweep. */
export const runStayJobs = (ctx: ServiceCtx) => sweepProduct(ctx, STAY_SWEEP);
