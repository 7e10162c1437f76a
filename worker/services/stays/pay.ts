import type { AuthUser } from "../../contracts/auth";
import type { ServiceCtx } from "../../lib/context";
import type { Stmt } from "../../db/sql";
import { holdExisting, settleOwnPayment, startOrderPayment } from "../escrow";
import { STAY_MESSAGES as M } from "../../contracts/stays";
import { stayRow } from "./core";
import { STAY_ESCROW, refused } from "./escrow";
import { myStay, stayActions, stayView } from "./view";
import { tellStaySide } from "./notify";

/** Paying a stay by link: the payment's settlement hook, the callback's verify and a fresh link for a hold still unpaid. */

/**
 * Settlement hook of a stay's payment link: the wallet was credited; the total moves to escrow once, and
 * only while the booking still holds its nights (pending_payment; an expired hold leaves the money in the wallet).
 */
export async function payStayFromWallet(ctx: ServiceCtx, stayId: string, done?: (entryId: string) => Stmt) {
  const b = await stayRow(ctx, stayId);
  if (!b || b.status !== "pending_payment") return;
  const r = await holdExisting(ctx, STAY_ESCROW, {
    orderId: b.id,
    payerId: b.guest_id,
    amountKobo: b.total_kobo,
    memo: "Short stay held in escrow",
    from: ["pending_payment"],
    to: "awaiting_host",
    set: "paid_at = ?, hold_expires_at = NULL",
    setParams: [ctx.now],
    actorId: b.guest_id,
    action: "paid",
    detail: "Paid by link; the total is held in escrow",
    extra: (entryId) => (done ? [done(entryId)] : []),
  });
  if (r.outcome === "posted") await tellStaySide(ctx, b.id, "booked", "guest");
}

/** The payment callback page: settles the payment with the provider (which moves the total to escrow). */
export async function verifyStayPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const { payment, orderId } = await settleOwnPayment(ctx, user.id, reference, "stay", M.paymentNotFound);
  return { payment, data: await stayView(ctx, user, orderId) };
}

/** A fresh payment link for a stay still held unpaid (a failed or abandoned attempt); the hold's expiry stays. */
export async function payStayByLink(ctx: ServiceCtx, user: AuthUser, id: string, callbackUrl: string) {
  const { b, role } = await myStay(ctx, user, id);
  if (role !== "guest" || !stayActions(ctx, b, role).includes("pay")) throw refused(b, "paid");
  const reference = `PNG-ST-${b.id.slice(5)}-${ctx.now}`;
  const authorizationUrl = await startOrderPayment(
    ctx,
    user,
    { spec: STAY_ESCROW, id: b.id, unpaid: "pending_payment" },
    { purpose: "stay", amountKobo: b.total_kobo, purposeData: { stayId: b.id }, callbackUrl, reference },
  );
  return { data: await stayView(ctx, user, b.id), authorizationUrl: authorizationUrl as string | null };
}
