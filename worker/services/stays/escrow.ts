import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { q, type Stmt } from "../../db/sql";
import {
  commissionSplit,
  expireAll,
  fullRefund,
  settle,
  timelineEvent,
  type EscrowSpec,
  type Happened,
  type Split,
  type StepOptions,
} from "../escrow";
import { STAY_MESSAGES as M, type StayStatus } from "../../contracts/stays";
import type { StayRow } from "./core";

/**
 * A short stay as an escrow order: the guest (payer) pays nights + cleaning + caution deposit into
 * escrow for the host (payee). Its money leaves in legs, each at most once per booking:
 *   cancel   everything still held (decline, cancel by policy, lapse) — `stay:cancel:<id>`
 *   payout   nights + cleaning to the host less commission, 24 h after check-in — `stay:payout:<id>`
 *   deposit  the caution deposit back to the guest, or split by an admin's claim decision — `stay:deposit:<id>`
 * The status guards keep them apart: cancel only before check-in (awaiting_host/confirmed), payout moves
 * confirmed → checked_in, deposit moves checked_in → completed.
 */
export const STAY_ESCROW: EscrowSpec = {
  key: "stay",
  table: "stay_bookings",
  events: { table: "stay_events", orderColumn: "booking_id" },
  kinds: { hold: "stay_hold", settle: "stay_settle" },
};

export type StayLeg = "cancel" | "payout" | "deposit";

export const refused = (b: Pick<StayRow, "status">, what: string) => new ApiError(409, M.refused(what, b.status));

/** One row of the booking's timeline (with `entryId`: only if that entry is posted by the same batch; `ifChanged`: only if the statement before changed a row). */
export const stayEvent = (
  ctx: ServiceCtx,
  bookingId: string,
  actorId: string | null,
  action: string,
  detail: string | null,
  cond?: string | { ifChanged: true },
) =>
  timelineEvent(
    ctx,
    STAY_ESCROW,
    { orderId: bookingId, actorId, action, detail },
    typeof cond === "string" ? { entryId: cond } : (cond ?? {}),
  );

/** Frees the nights of a booking, only if the step it goes with happened in the same batch. */
export const releaseNights = (ctx: ServiceCtx, bookingId: string, happened: Happened) =>
  q(ctx, `DELETE FROM stay_nights WHERE booking_id = ? AND ${happened.sql}`, bookingId, ...happened.params);

/**
 * Expires unpaid holds past their time and frees their nights (of one listing, or all): statements for the
 * start of a booking's batch, so a stale hold never blocks a new booking, and for the cron.
 */
export function expireStaleHolds(ctx: ServiceCtx, propertyId?: string) {
  return expireAll(ctx, STAY_ESCROW, {
    from: ["pending_payment"],
    sql: `hold_expires_at < ?${propertyId ? " AND property_id = ?" : ""}`,
    params: [ctx.now, ...(propertyId ? [propertyId] : [])],
    to: "expired",
    event: { action: "expired", detail: "Not paid in time: the nights were released" },
    release: (m) => [q(ctx, `DELETE FROM stay_nights WHERE booking_id IN (${m.sql})`, ...m.params)],
  });
}

/** The host's share and the platform's commission of `kobo` kept from a booking. */
export const hostSplit = (b: Pick<StayRow, "commission_bps">, kobo: number) => {
  const s = commissionSplit(kobo, b.commission_bps);
  return { hostKobo: s.payeeKobo, commissionKobo: s.commissionKobo };
};

/**
 * The one way money leaves escrow for a stay: one leg of the engine's `settle`, guarded by the booking's
 * state in the same write. The new state, the timeline row and (on cancel) the release of the nights go in
 * the same batch, only if it happened. Answers whether it happened now.
 */
export async function settleStay(ctx: ServiceCtx, b: StayRow, o: StaySettle) {
  const r = await settle(ctx, STAY_ESCROW, {
    ...o,
    orderId: b.id,
    payerId: b.guest_id,
    payeeId: b.host_id,
    followUp: o.leg === "cancel" ? (happened) => [releaseNights(ctx, b.id, happened)] : undefined,
  });
  return r.outcome === "posted";
}

/** A stay's settle options: the engine's own (from, guardSql, to, set, actorId, action, detail…), in the stay's statuses and legs. */
export type StaySettle = Omit<StepOptions, "from" | "to" | "subjectId"> & {
  leg: StayLeg;
  amountKobo: number;
  split: Split;
  from: StayStatus[];
  to: StayStatus;
  memo: string;
  extra?: (entryId: string) => Stmt[];
};

/** Everything the booking still holds in escrow goes back to the guest (decline, host cancel, lapse). */
export const refundAll = (
  b: StayRow,
  to: StayStatus,
  actorId: string | null,
  action: string,
  detail: string,
  cancelledBy: string | null,
) => ({
  leg: "cancel" as const,
  amountKobo: b.total_kobo,
  split: fullRefund(b.total_kobo),
  to,
  set: "payout_status = 'refunded', deposit_status = 'refunded', refund_kobo = ?, cancelled_by = ?",
  setParams: [b.total_kobo, cancelledBy],
  actorId,
  action,
  detail,
  memo: `Short stay ${action}: full refund`,
});
