import { z } from "zod";
import { first, allResults } from "../../db/sql";
import type { AuthUser } from "../../contracts/auth";
import {
  cardRefund,
  PAY_MESSAGES,
  refundableCard,
  type CardRefund,
  type RefundOptions,
} from "../../contracts/wallet-pay";
import { ApiError } from "../../lib/errors";
import { newId } from "../../lib/crypto";
import type { ServiceCtx } from "../../lib/context";
import {
  PaymentProviderError,
  sandboxSettle,
  verifyWebhookSignature,
  type WebhookEvent,
} from "../../integrations/payments";
import { APPLIED, SYSTEM_ACCOUNTS, post, q, walletAccount, walletBalance } from "./ledger";
import { provider, viaProvider } from "./provider";

/**
 * Wallet money sent back to the card that paid it in: a Paystack refund against the original
 * transaction. One guarded batch takes it out of the wallet into "card refunds pending" — never more than the
 * card payment's remainder (what it paid minus refunds not failed), never below a zero balance — with the
 * refund row. The provider's refund.processed moves it on to the provider (done); refund.failed puts it back.
 */

/** What is left to refund on a card payment: bind the payment reference once. */
const REMAINDER = `(p.amount_kobo - COALESCE((SELECT SUM(r.amount_kobo) FROM card_refunds r WHERE r.payment_reference = p.reference AND r.status <> 'failed'), 0))`;

const SELECT = `SELECT r.id, r.payment_reference AS paymentReference, r.amount_kobo AS amountKobo, r.status, p.card_last4 AS cardLast4, p.card_brand AS cardBrand,
  r.failure_reason AS failureReason, r.created_at AS createdAt, r.updated_at AS updatedAt, r.user_id AS userId, r.provider_refund_id AS providerRefundId
  FROM card_refunds r JOIN payments p ON p.reference = r.payment_reference`;
const Row = cardRefund.extend({ userId: z.string(), providerRefundId: z.string().nullable() });
type Row = z.infer<typeof Row>;
const shape = ({ userId: _u, providerRefundId: _p, ...r }: Row): CardRefund => r;

/** Your card payments that can still take money back, and your recent refunds. */
export async function refundOptions(ctx: ServiceCtx, user: AuthUser): Promise<RefundOptions> {
  const [balanceKobo, cards, refunds] = await Promise.all([
    walletBalance(ctx, user.id),
    allResults(
      q(
        ctx,
        `SELECT p.reference AS paymentReference, p.card_last4 AS cardLast4, p.card_brand AS cardBrand, p.amount_kobo AS paidKobo, p.created_at AS paidAt, ${REMAINDER} AS refundableKobo
       FROM payments p WHERE p.user_id = ? AND p.channel = 'card' AND p.status = 'success' ORDER BY p.created_at DESC LIMIT 20`,
        user.id,
      ),
      refundableCard.omit({ availableKobo: true }),
    ),
    allResults(q(ctx, `${SELECT} WHERE r.user_id = ? ORDER BY r.created_at DESC LIMIT 20`, user.id), Row),
  ]);
  return {
    balanceKobo,
    cards: cards.results
      .filter((c) => c.refundableKobo > 0)
      .map((c) => ({ ...c, availableKobo: Math.max(0, Math.min(c.refundableKobo, balanceKobo)) })),
    refunds: refunds.results.map(shape),
  };
}

const byId = (ctx: ServiceCtx, id: string) => first(q(ctx, `${SELECT} WHERE r.id = ?`, id), Row);

/**
 * Sends `amountKobo` of your wallet back to the card of `paymentReference`. Keyed by your Idempotency-Key: a
 * retry finds the first refund. 422 (naming the field) when it is not your card payment, or more than the
 * remainder or your balance — decided by the write, so 30 parallel requests can never take more.
 */
export async function refundToCard(
  ctx: ServiceCtx,
  user: AuthUser,
  input: { paymentReference: string; amountKobo: number },
  idempotencyKey: string,
): Promise<CardRefund> {
  const id = newId();
  const card = await first(
    q(
      ctx,
      "SELECT card_last4 AS last4 FROM payments WHERE reference = ? AND user_id = ? AND channel = 'card' AND status = 'success'",
      input.paymentReference,
      user.id,
    ),
    z.object({ last4: z.string().nullable() }),
  );
  if (!card)
    throw new ApiError(422, PAY_MESSAGES.noCardPayment, [
      { field: "paymentReference", message: PAY_MESSAGES.noCardPayment },
    ]);
  const r = await post(ctx, {
    idemKey: `card-refund:${user.id}:${idempotencyKey}`,
    kind: "card_refund",
    userId: user.id,
    reference: input.paymentReference,
    memo: card.last4 ? `Sent back to your card •••• ${card.last4}` : "Sent back to your card",
    guard: {
      sql: `EXISTS (SELECT 1 FROM payments p WHERE p.reference = ? AND p.user_id = ? AND p.channel = 'card' AND p.status = 'success' AND ${REMAINDER} >= ?)`,
      params: [input.paymentReference, user.id, input.amountKobo],
    },
    lines: [
      { accountId: walletAccount(user.id), amountKobo: -input.amountKobo },
      { accountId: SYSTEM_ACCOUNTS.cardRefunds, amountKobo: input.amountKobo },
    ],
    with: (entryId) => [
      q(
        ctx,
        `INSERT INTO card_refunds (id, user_id, payment_reference, entry_id, amount_kobo, status, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, 'pending', ?, ? WHERE ${APPLIED}`,
        id,
        user.id,
        input.paymentReference,
        entryId,
        input.amountKobo,
        ctx.now,
        ctx.now,
        entryId,
      ),
    ],
  });
  if (r.outcome === "insufficient")
    throw new ApiError(422, PAY_MESSAGES.cardRefundTooMuch, [
      { field: "amountKobo", message: PAY_MESSAGES.cardRefundTooMuch },
    ]);
  const row = await first(q(ctx, `${SELECT} WHERE r.entry_id = ?`, r.entryId), Row);
  if (r.outcome === "posted") await askProvider(ctx, row!);
  return shape((await byId(ctx, row!.id))!);
}

/** Asks the provider for the refund. A refusal puts the money back at once; an outage leaves it pending for the webhook or staff. */
async function askProvider(ctx: ServiceCtx, row: Row) {
  const pay = provider(ctx.env);
  let refundId: string;
  try {
    const res = await pay.refund({ transactionReference: row.paymentReference, amountKobo: row.amountKobo });
    refundId = res.refundId;
    await q(
      ctx,
      "UPDATE card_refunds SET provider_refund_id = ?, updated_at = ? WHERE id = ? AND provider_refund_id IS NULL",
      refundId,
      ctx.now,
      row.id,
    ).run();
    if (res.status !== "pending") return settleCardRefund(ctx, row.id, res.status);
  } catch (e) {
    if (e instanceof PaymentProviderError && e.kind === "rejected")
      return settleCardRefund(ctx, row.id, "failed", e.message);
    // Unavailable: the refund may or may not exist at the provider; never ask twice blindly (no idempotency key there).
    console.error(JSON.stringify({ level: "error", msg: "card refund not confirmed", id: row.id, error: String(e) }));
    return;
  }
  // The sandbox answers like Paystack: through the signed webhook, checked and handled as webhooks.ts does.
  if (pay.name === "sandbox") {
    const settled = await sandboxSettle(ctx.env, refundId);
    if (settled && (await verifyWebhookSignature(ctx.env.PAYSTACK_SECRET_KEY, settled.rawBody, settled.signature))) {
      await receiveRefundEvent(ctx, JSON.parse(settled.rawBody) as WebhookEvent);
    }
  }
}

/**
 * A refund event of the provider's (signed) webhook: refund.processed / refund.failed (and the in-between
 * states, which change nothing). The event body only says which refund; its outcome is asked of the provider.
 * Returns false for any other event.
 */
export async function receiveRefundEvent(ctx: ServiceCtx, event: WebhookEvent) {
  if (typeof event?.event !== "string" || !event.event.startsWith("refund.")) return false;
  const refundId = event.data?.id != null ? String(event.data.id).slice(0, 120) : null;
  if (!refundId) return true;
  const row = await first(q(ctx, `${SELECT} WHERE r.provider_refund_id = ?`, refundId), Row);
  if (!row || row.status !== "pending") return true;
  const verdict = await viaProvider(() => provider(ctx.env).fetchRefund(refundId));
  if (verdict.status !== "pending")
    await settleCardRefund(ctx, row.id, verdict.status, event.data.reason ?? event.data.gateway_response);
  return true;
}

/**
 * A refund's outcome: done (pending → provider clearing) or failed (pending → back to your wallet). Both
 * entries need the refund to be pending and flip it in the same batch: the first outcome counts, once.
 */
export async function settleCardRefund(ctx: ServiceCtx, id: string, outcome: "processed" | "failed", reason?: string) {
  const row = await byId(ctx, id);
  if (!row || row.status !== "pending") return;
  const ok = outcome === "processed";
  const why = (reason || "Your bank could not take the refund").slice(0, 200);
  await post(ctx, {
    idemKey: `${ok ? "card-refund-done" : "card-refund-reversal"}:${id}`,
    kind: ok ? "card_refund_done" : "card_refund_reversal",
    userId: row.userId,
    reference: row.paymentReference,
    memo: ok ? "Refund to your card completed" : `Refund to your card failed: back in your wallet`,
    guard: { sql: "EXISTS (SELECT 1 FROM card_refunds WHERE id = ? AND status = 'pending')", params: [id] },
    lines: ok
      ? [
          { accountId: SYSTEM_ACCOUNTS.cardRefunds, amountKobo: -row.amountKobo },
          { accountId: SYSTEM_ACCOUNTS.clearing, amountKobo: row.amountKobo },
        ]
      : [
          { accountId: SYSTEM_ACCOUNTS.cardRefunds, amountKobo: -row.amountKobo },
          { accountId: walletAccount(row.userId), amountKobo: row.amountKobo },
        ],
    with: (entryId) => [
      q(
        ctx,
        `UPDATE card_refunds SET status = ?, failure_reason = ?, updated_at = ? WHERE id = ? AND status = 'pending' AND ${APPLIED}`,
        outcome,
        ok ? null : why,
        ctx.now,
        id,
        entryId,
      ),
    ],
  });
}
