import type { AuthUser } from "../../contracts/auth";
import { MONEY_MESSAGES, type PaymentStatus } from "../../contracts/money";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { APPLIED, SYSTEM_ACCOUNTS, post, q, walletAccount, walletBalance } from "./ledger";
import { provider, viaProvider } from "./provider";
import { receipts } from "./receipts";
import { activatePaidSubscription } from "../subscriptions/subscribe";
import { payFromWallet } from "../bookings/inspections";
import { payReservation } from "../projects/reservations";
import { payStayFromWallet } from "../stays/book";

export type PaymentPurpose = "topup" | "subscription" | "booking" | "project_booking" | "stay";

type PaymentRow = { reference: string; user_id: string; purpose: PaymentPurpose; purpose_data: string; amount_kobo: number; status: "pending" | "success" | "failed" };

/**
 * Starts a provider payment: the row is written first (pending), then the provider gives the
 * authorization URL. Nothing is credited here; only `settlePayment` after the provider's verify does.
 */
export async function startPayment(
  ctx: ServiceCtx,
  user: AuthUser,
  p: { purpose: PaymentPurpose; amountKobo: number; purposeData?: Record<string, unknown>; callbackUrl: string; reference?: string },
) {
  const pay = provider(ctx.env);
  const reference = p.reference ?? `PNG-${crypto.randomUUID()}`;
  await q(ctx,
    `INSERT INTO payments (reference, user_id, purpose, purpose_data, amount_kobo, provider, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?) ON CONFLICT (reference) DO NOTHING`,
    reference, user.id, p.purpose, JSON.stringify(p.purposeData ?? {}), p.amountKobo, pay.name, ctx.now, ctx.now,
  ).run();
  try {
    const { authorizationUrl } = await viaProvider(() =>
      pay.initialize({ email: user.email, amountKobo: p.amountKobo, reference, callbackUrl: p.callbackUrl, metadata: { purpose: p.purpose, userId: user.id } }),
    );
    return { reference, authorizationUrl };
  } catch (e) {
    await q(ctx, "UPDATE payments SET status = 'failed', updated_at = ? WHERE reference = ? AND status = 'pending'", ctx.now, reference).run();
    throw e;
  }
}

async function paymentRow(ctx: ServiceCtx, reference: string, userId?: string) {
  return q(ctx, `SELECT reference, user_id, purpose, purpose_data, amount_kobo, status FROM payments WHERE reference = ?${userId ? " AND user_id = ?" : ""}`, reference, ...(userId ? [userId] : [])).first<PaymentRow>();
}

/**
 * Asks the provider about a payment and credits the wallet if, and only if, it says paid in full in NGN.
 * Safe to call any number of times, in any order, concurrently (callback verify, webhooks, retries): the
 * ledger entry `payment:<reference>` exists at most once, and the payment row flips with it in one batch.
 */
export async function settlePayment(ctx: ServiceCtx, reference: string, userId?: string): Promise<PaymentStatus | null> {
  const row = await paymentRow(ctx, reference, userId);
  if (!row) return null;
  let status = row.status;
  if (status === "pending") {
    const verdict = await viaProvider(() => provider(ctx.env).verify(reference));
    if (verdict.status === "success" && verdict.amountKobo === row.amount_kobo && verdict.currency === "NGN") {
      const r = await post(ctx, {
        idemKey: `payment:${reference}`,
        kind: "topup",
        userId: row.user_id,
        reference,
        memo: row.purpose === "topup" ? "Wallet top-up" : "Payment by link",
        lines: [
          { accountId: walletAccount(row.user_id), amountKobo: row.amount_kobo },
          { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: -row.amount_kobo },
        ],
        with: (entryId) => [q(ctx, `UPDATE payments SET status = 'success', entry_id = ?, updated_at = ? WHERE reference = ? AND ${APPLIED}`, entryId, ctx.now, reference, entryId)],
      });
      status = r.outcome === "insufficient" ? status : "success";
      if (r.outcome === "posted" && row.purpose === "topup") await receipts.topup(ctx, row.user_id, row.amount_kobo, reference, r.balances[walletAccount(row.user_id)] ?? 0);
    } else if (verdict.status === "failed") {
      await q(ctx, "UPDATE payments SET status = 'failed', updated_at = ? WHERE reference = ? AND status = 'pending'", ctx.now, reference).run();
      status = "failed";
    }
  }
  // Hooks are idempotent (keyed by the reference): rerunning them finishes work a crash may have cut short.
  if (status === "success" && row.purpose === "subscription") await activatePaidSubscription(ctx, row);
  if (status === "success" && row.purpose === "booking") await payFromWallet(ctx, String(JSON.parse(row.purpose_data).bookingId ?? ""));
  if (status === "success" && row.purpose === "project_booking") await payReservation(ctx, String(JSON.parse(row.purpose_data).reservationId ?? ""));
  if (status === "success" && row.purpose === "stay") await payStayFromWallet(ctx, String(JSON.parse(row.purpose_data).stayId ?? ""));
  return { reference, status, amountKobo: row.amount_kobo, purpose: row.purpose, balanceKobo: await walletBalance(ctx, row.user_id) };
}

/** The owner's view of a payment (the callback pages): settles it first if the provider has news. */
export async function verifyOwnPayment(ctx: ServiceCtx, user: AuthUser, reference: string) {
  const status = await settlePayment(ctx, reference, user.id);
  if (!status) throw new ApiError(404, MONEY_MESSAGES.paymentNotFound, [{ field: "reference", message: MONEY_MESSAGES.paymentNotFound }]);
  return status;
}
