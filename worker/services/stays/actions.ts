import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { formatNaira } from "../../contracts/naira";
import { STAY_MESSAGES as M, type StayStatus } from "../../contracts/stays";
import { fullRefund, partialRefund, transition } from "../escrow";
import { stayRow, type StayRow } from "./core";
import { STAY_ESCROW, refundAll, refused, settleStay } from "./escrow";
import { guestRefund, myStay, stayActions, stayView } from "./view";
import { tellStaySide, type StayChange } from "./notify";

/** The sides' decisions on a stay before check-in: the host confirms or declines; either side cancels (by the booking's policy). */

async function afterChange(
  ctx: ServiceCtx,
  user: AuthUser,
  b: StayRow,
  ok: boolean,
  what: string,
  change: StayChange,
  actor: "guest" | "host",
) {
  if (!ok) throw refused((await stayRow(ctx, b.id)) ?? b, what);
  await tellStaySide(ctx, b.id, change, actor);
  return stayView(ctx, user, b.id);
}

export async function confirmStay(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "host") throw new ApiError(403, M.hostOnly);
  if (!stayActions(ctx, b, role).includes("confirm")) throw refused(b, "confirmed");
  const ok = await transition(ctx, STAY_ESCROW, {
    orderId: b.id,
    from: ["awaiting_host"],
    guardSql: "check_in_at > ?",
    guardParams: [ctx.now],
    to: "confirmed",
    actorId: user.id,
    action: "confirmed",
    detail: "The host confirmed the stay",
  });
  return afterChange(ctx, user, b, ok, "confirmed", "confirmed", "host");
}

export async function declineStay(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "host") throw new ApiError(403, M.hostOnly);
  if (!stayActions(ctx, b, role).includes("decline")) throw refused(b, "declined");
  const ok = await settleStay(ctx, b, {
    ...refundAll(
      b,
      "declined",
      user.id,
      "declined",
      "The host declined: the full amount went back to the guest",
      "host",
    ),
    from: ["awaiting_host"],
  });
  return afterChange(ctx, user, b, ok, "declined", "declined", "host");
}

/**
 * Cancel before check-in. The host: full refund. The guest: an unpaid hold just ends; a stay the host has not
 * confirmed is refunded in full; a confirmed one by the booking's policy (the kept part of the nights goes
 * to the host less commission; cleaning and deposit come back).
 */
export async function cancelStay(ctx: ServiceCtx, user: AuthUser, id: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (!stayActions(ctx, b, role).includes("cancel")) throw refused(b, "cancelled");
  const notStarted = { guardSql: "check_in_at > ?", guardParams: [ctx.now] };
  let ok: boolean;
  if (role === "host") {
    ok = await settleStay(ctx, b, {
      ...refundAll(
        b,
        "cancelled",
        user.id,
        "cancelled",
        "The host cancelled: the full amount went back to the guest",
        "host",
      ),
      from: ["confirmed"],
      ...notStarted,
    });
  } else if (b.status === "pending_payment") {
    // Nothing was paid: the engine's leg with nothing to move is a guarded transition (the nights still go).
    ok = await settleStay(ctx, b, {
      leg: "cancel",
      amountKobo: 0,
      split: fullRefund(0),
      from: ["pending_payment"],
      to: "cancelled",
      set: "cancelled_by = 'guest', refund_kobo = 0",
      actorId: user.id,
      action: "cancelled",
      detail: "The guest cancelled before paying",
      memo: "",
    });
  } else {
    const refund = guestRefund(ctx, b)!;
    const kept = b.total_kobo - refund;
    const from: StayStatus[] = b.status === "awaiting_host" ? ["awaiting_host"] : ["confirmed"];
    ok = await settleStay(ctx, b, {
      leg: "cancel",
      amountKobo: b.total_kobo,
      split: partialRefund(b.total_kobo, refund, b.commission_bps),
      from,
      ...notStarted,
      to: "cancelled",
      set: "payout_status = ?, deposit_status = 'refunded', refund_kobo = ?, cancelled_by = 'guest'",
      setParams: [kept ? "paid" : "refunded", refund],
      actorId: user.id,
      action: "cancelled",
      detail: kept
        ? `The guest cancelled (${b.policy} policy): refunded ${formatNaira(refund)}, the host kept the rest less commission`
        : "The guest cancelled: full refund",
      memo: `Short stay cancelled by the guest (${b.policy})`,
    });
  }
  return afterChange(ctx, user, b, ok, "cancelled", "cancelled", role);
}
