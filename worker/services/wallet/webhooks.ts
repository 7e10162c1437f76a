import { MONEY_MESSAGES } from "../../contracts/money";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { verifyWebhookSignature, type WebhookEvent } from "../../integrations/payments";
import { receiveIncomingTransfer } from "./bank-transfers";
import { receiveRefundEvent } from "./card-refunds";
import { settlePayment } from "./payments";
import { receiveTransferEvent } from "./withdrawals";

/**
 * The provider's webhook (Paystack, or the sandbox calling the same code with the same signature).
 * The signature is checked before anything is read; an event only triggers our own check with the provider
 * (verify a charge, fetch a refund: the event body is never trusted for amounts or outcomes), so a replayed
 * or forged-but-signed event can at most do what the provider confirms, once.
 */
export async function receiveWebhook(ctx: ServiceCtx, rawBody: string, signature: string | null | undefined) {
  if (!(await verifyWebhookSignature(ctx.env.PAYSTACK_SECRET_KEY, rawBody, signature)))
    throw new ApiError(401, MONEY_MESSAGES.badSignature);
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw new ApiError(400, "The webhook body is not valid JSON.");
  }
  // Refund events name the refund (data.id) and the refunded transaction, not a `reference`.
  if (await receiveRefundEvent(ctx, event)) return { handled: true };
  const reference = typeof event?.data?.reference === "string" ? event.data.reference.slice(0, 120) : null;
  if (!reference) return { handled: false };
  // A transfer into a user's dedicated account: no payment of ours exists yet for this reference.
  if (event.event === "charge.success" && event.data.channel === "dedicated_nuban")
    return { handled: await receiveIncomingTransfer(ctx, reference) };
  if (event.event === "charge.success" || event.event === "charge.failed") {
    await settlePayment(ctx, reference);
    return { handled: true };
  }
  return { handled: await receiveTransferEvent(ctx, event) };
}
