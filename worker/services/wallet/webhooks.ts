import { MONEY_MESSAGES } from "../../contracts/money";
import { ApiError } from "../../lib/errors";
import type { ServiceCtx } from "../../lib/context";
import { verifyWebhookSignature, type WebhookEvent } from "../../integrations/payments";
import { settlePayment } from "./payments";
import { receiveTransferEvent } from "./withdrawals";

/**
 * The provider's webhook (Paystack, or the sandbox calling the same code with the same signature).
 * The signature is checked before anything is read; a charge event only triggers our own verify with the
 * provider (the event body is never trusted for amounts), so a replayed or forged-but-signed event can at
 * most credit what the provider confirms, once.
 */
export async function receiveWebhook(ctx: ServiceCtx, rawBody: string, signature: string | null | undefined) {
  if (!(await verifyWebhookSignature(ctx.env.PAYSTACK_SECRET_KEY, rawBody, signature))) throw new ApiError(401, MONEY_MESSAGES.badSignature);
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw new ApiError(400, "The webhook body is not valid JSON.");
  }
  const reference = typeof event?.data?.reference === "string" ? event.data.reference.slice(0, 120) : null;
  if (!reference) return { handled: false };
  if (event.event === "charge.success" || event.event === "charge.failed") {
    await settlePayment(ctx, reference);
    return { handled: true };
  }
  return { handled: await receiveTransferEvent(ctx, event) };
}
