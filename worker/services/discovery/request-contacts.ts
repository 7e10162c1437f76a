import { z } from "zod";
import type { AuthUser } from "../../contracts/auth";
import {
  DISCOVERY_MESSAGES,
  REQUEST_CONTACT_PRICE_KOBO,
  type PropertyRequest,
  type ViewingQuota,
} from "../../contracts/discovery";
import { MONEY_MESSAGES } from "../../contracts/money";
import { first, q } from "../../db/sql";
import type { ServiceCtx } from "../../lib/context";
import { ApiError } from "../../lib/errors";
import { APPLIED, SYSTEM_ACCOUNTS, post, walletAccount } from "../wallet/ledger";
import { startPayment } from "../wallet/payments";
import { registerPurpose, type PaidPayment } from "../wallet/purposes";
import { receipts } from "../wallet/receipts";
import { requestForViewer } from "./property-requests";

/**
 * A lister's contact views: the plan's quota for its current period (plan views spent since it started), and the
 * price of a contact bought outright once they are used up. Without an active plan there are no plan views.
 */
export async function viewingQuota(ctx: ServiceCtx, userId: string): Promise<ViewingQuota> {
  const row = await first(
    q(
      ctx,
      `SELECT p.viewing_quota AS lim, s.ends_at AS endsAt,
         (SELECT count(*) FROM property_request_unlocks u WHERE u.user_id = s.user_id AND u.created_at >= s.starts_at AND u.paid_kobo = 0) AS used
       FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
       WHERE s.user_id = ? AND s.status = 'active' AND s.ends_at > ?
       ORDER BY s.ends_at DESC LIMIT 1`,
      userId,
      ctx.now,
    ),
    z.object({ lim: z.number().int(), endsAt: z.number(), used: z.number().int() }),
  );
  const limit = row?.lim ?? 0;
  const used = Math.min(row?.used ?? 0, limit);
  return {
    limit,
    used,
    left: limit - used,
    periodEndsAt: row?.endsAt ?? null,
    contactPriceKobo: REQUEST_CONTACT_PRICE_KOBO,
  };
}

/**
 * Buys one request's contact details from the wallet in one batch: the entry (the price out of the wallet into
 * revenue) is posted only if the wallet covers it, the request is open and someone else's, and this lister has not
 * unlocked it already; with it, the unlock row that shows the details. The key is the pair, so a contact is paid
 * for at most once, however many presses, replays or paid links arrive.
 */
async function buyFromWallet(ctx: ServiceCtx, userId: string, requestId: string) {
  const price = REQUEST_CONTACT_PRICE_KOBO;
  const r = await post(ctx, {
    idemKey: `request-contact:${userId}:${requestId}`,
    kind: "request_contact",
    userId,
    reference: requestId,
    memo: "Property request contact details",
    guard: {
      sql: `EXISTS (SELECT 1 FROM property_requests WHERE id = ? AND status = 'open' AND user_id <> ?)
        AND NOT EXISTS (SELECT 1 FROM property_request_unlocks WHERE request_id = ? AND user_id = ?)`,
      params: [requestId, userId, requestId, userId],
    },
    lines: [
      { accountId: walletAccount(userId), amountKobo: -price },
      { accountId: SYSTEM_ACCOUNTS.revenue, amountKobo: price },
    ],
    with: (entryId) => [
      q(
        ctx,
        `INSERT INTO property_request_unlocks (request_id, user_id, created_at, paid_kobo)
         SELECT ?, ?, ?, ? WHERE ${APPLIED} ON CONFLICT (request_id, user_id) DO NOTHING`,
        requestId,
        userId,
        ctx.now,
        price,
        entryId,
      ),
    ],
  });
  if (r.outcome === "posted")
    await receipts.charge(
      ctx,
      userId,
      price,
      "a property requester's contact details",
      r.balances[walletAccount(userId)] ?? 0,
    );
  return r;
}

/** Why nothing was charged, read after the guarded write refused: the request's state, then the wallet. */
function refusal(r: PropertyRequest | null) {
  if (!r) return new ApiError(404, DISCOVERY_MESSAGES.requestNotFound);
  if (r.status !== "open") return new ApiError(409, DISCOVERY_MESSAGES.requestClosed);
  return new ApiError(422, MONEY_MESSAGES.insufficient, [
    { field: "paymentMethod", message: MONEY_MESSAGES.insufficient },
  ]);
}

/**
 * POST pay-now: the contact from the wallet at once, or a payment link whose credit then buys it (the lister comes
 * back to the requests page, which verifies the payment).
 */
export async function payForContact(
  ctx: ServiceCtx,
  viewer: AuthUser,
  requestId: string,
  input: { paymentMethod: "wallet" | "link" },
  origin: string,
) {
  if (input.paymentMethod === "link") {
    const r = await requestForViewer(ctx, viewer.id, requestId);
    // Already shown: nothing to pay for, the details are in the answer.
    if (r?.unlocked) return { status: "paid" as const, charged: false, request: r };
    if (r?.status !== "open") throw refusal(r);
    const started = await startPayment(ctx, viewer, {
      purpose: "request_contact",
      amountKobo: REQUEST_CONTACT_PRICE_KOBO,
      purposeData: { requestId },
      callbackUrl: `${origin}/dashboard/property-requests`,
    });
    return { status: "payment_required" as const, ...started };
  }
  const r = await buyFromWallet(ctx, viewer.id, requestId);
  const request = await requestForViewer(ctx, viewer.id, requestId);
  // Refused because the details were already shown (a plan view, an earlier payment): 200, nothing charged.
  if (!request?.unlocked) throw refusal(request);
  return { status: "paid" as const, charged: r.outcome === "posted", request };
}

/** A contact paid by link: once the payment is in the wallet, buy it from there (the pair's key makes it once). */
async function contactPaidByLink(ctx: ServiceCtx, payment: PaidPayment) {
  const requestId = String(payment.data.requestId ?? "");
  if (!requestId) return;
  // Refused (closed meanwhile, already unlocked): the money stays in the lister's wallet, which the page shows.
  await buyFromWallet(ctx, payment.userId, requestId);
}

export const registerDiscoveryPurposes = () =>
  registerPurpose("request_contact", { onPaid: (ctx, p) => contactPaidByLink(ctx, p) });
