import { settle } from "./inspection-actions";
import { z } from "zod";
import type { ServiceCtx } from "../../lib/context";
import { all, q } from "../../db/sql";
import { fullRefund } from "../escrow";
import { tellOtherSide } from "./notify";
import { DAY, HOUR, BookingRow, refundAfterHours } from "./inspection-rules";

/**
 * The inspection's clock (the engine's sweep runs it after expiring unpaid holds by the product's rule):
 * refund inspections never initiated a set time after their slot (disputed ones wait for an admin); remind
 * both sides the day before. Each step is keyed or guarded, so reruns do nothing more.
 */
export async function inspectionClock(ctx: ServiceCtx) {
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
