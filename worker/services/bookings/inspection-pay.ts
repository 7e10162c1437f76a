import type { AuthUser } from "../../contracts/auth";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import type { Stmt } from "../../db/sql";
import { walletBalance } from "../wallet/ledger";
import { holdExisting, settleOwnPayment, startOrderPayment } from "../escrow";
import { BOOKING_MESSAGES as M } from "../../contracts/bookings";
import { tellOtherSide } from "./notify";
import { refused } from "./inspection-rules";
import { INSPECTION_ESCROW, row } from "./inspection-escrow";
import { bookingView, mine } from "./inspection-view";

/** Paying an inspection: the payment link's settlement hook, a fresh link or the wallet for an unpaid booking, and the callback's verify. */
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

/** Pay-by-link again for an unpaid booking (the hold is still on): a fresh payment for the same booking. */
export async function payBookingByLink(ctx: ServiceCtx, user: AuthUser, id: string, callbackUrl: string) {
  const { b, role } = await mine(ctx, user, id);
  if (role !== "seeker" || b.status !== "awaiting_payment") throw refused(b, "paid");
  const reference = `PNG-BK-${b.id}-${ctx.now}`;
  const authorizationUrl = await startOrderPayment(
    ctx,
    user,
    { spec: INSPECTION_ESCROW, id: b.id, unpaid: "awaiting_payment" },
    { purpose: "booking", amountKobo: b.fee_kobo, purposeData: { bookingId: b.id }, callbackUrl, reference },
  );
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
  const { payment, orderId } = await settleOwnPayment(ctx, user.id, reference, "booking", M.paymentNotFound);
  return { payment, data: await bookingView(ctx, user, orderId) };
}
