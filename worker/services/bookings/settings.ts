import { z } from "zod";
import { all, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { activity } from "../wallet/ledger";
import { commissionBps, refundAfterHours } from "./inspections";
import { commissionBps as stayCommissionBps } from "../stays/core";

export async function bookingSettings(ctx: ServiceCtx) {
  const results = await all(
    q(ctx, "SELECT state_slug AS slug FROM booking_state_rules WHERE refundable_only = 1 ORDER BY state_slug"),
    z.object({ slug: z.string() }),
  );
  return {
    data: {
      commissionBps: await commissionBps(ctx),
      refundAfterHours: await refundAfterHours(ctx),
      refundableOnlyStates: results.map((r) => r.slug),
      stayCommissionBps: await stayCommissionBps(ctx),
    },
  };
}

/** One batch: the settings, the state rules and the activity log row with before/after. Applies to bookings made from now on. */
export async function updateBookingSettings(
  ctx: ServiceCtx,
  adminId: string,
  input: {
    commissionBps: number;
    refundAfterHours: number;
    refundableOnlyStates: string[];
    stayCommissionBps?: number;
  },
) {
  const before = (await bookingSettings(ctx)).data;
  const states = [...new Set(input.refundableOnlyStates.map((s) => s.trim().toLowerCase()))];
  await ctx.env.DB.batch([
    q(
      ctx,
      "INSERT INTO booking_settings (key, value, updated_at) VALUES ('inspection_commission_bps', ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
      input.commissionBps,
      ctx.now,
    ),
    q(
      ctx,
      "INSERT INTO booking_settings (key, value, updated_at) VALUES ('inspection_refund_after_hours', ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
      input.refundAfterHours,
      ctx.now,
    ),
    ...(input.stayCommissionBps === undefined
      ? []
      : [
          q(
            ctx,
            "INSERT INTO booking_settings (key, value, updated_at) VALUES ('stay_commission_bps', ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            input.stayCommissionBps,
            ctx.now,
          ),
        ]),
    q(ctx, "UPDATE booking_state_rules SET refundable_only = 0, updated_at = ?", ctx.now),
    ...states.map((s) =>
      q(
        ctx,
        "INSERT INTO booking_state_rules (state_slug, refundable_only, updated_at) VALUES (?, 1, ?) ON CONFLICT (state_slug) DO UPDATE SET refundable_only = 1, updated_at = excluded.updated_at",
        s,
        ctx.now,
      ),
    ),
    activity(
      ctx,
      "settings.bookings",
      { type: "settings", id: "bookings" },
      { before, after: { ...input, refundableOnlyStates: states } },
      adminId,
    ),
  ]);
  return bookingSettings(ctx);
}
