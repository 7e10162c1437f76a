import { paystack } from "./paystack";
import { sandbox } from "./sandbox";
import type { PaymentProvider } from "./types";
import { isLocalUrl } from "../../lib/env-check";

export * from "./types";
export { signWebhook, verifyWebhookSignature } from "./signature";
export {
  sandboxCharge,
  sandboxSettle,
  sandboxIncomingTransfer,
  SANDBOX_BANKS,
  SANDBOX_CARD_LAST4,
  SANDBOX_STRANGER,
} from "./sandbox";

/**
 * PAYMENT_PROVIDER picks the adapter: `paystack` (needs PAYSTACK_SECRET_KEY) or `sandbox`. The sandbox (where
 * the payer just picks "success") runs only on a localhost APP_URL, even when chosen explicitly: a deploy that
 * forgets to configure payments, or ships the local config, gets no free money (the worker also refuses the
 * local config on a public address, lib/env-check.ts).
 */
export function paymentProvider(env: Env): PaymentProvider | null {
  const local = isLocalUrl(env.APP_URL);
  const choice = env.PAYMENT_PROVIDER || (local ? "sandbox" : "");
  if (choice === "paystack")
    return env.PAYSTACK_SECRET_KEY
      ? paystack(env.PAYSTACK_SECRET_KEY, env.PAYSTACK_API_URL || undefined, env.PAYSTACK_DVA_BANK || undefined)
      : null;
  if (choice === "sandbox" && local) return sandbox(env);
  return null;
}
