import { paystack } from "./paystack";
import { sandbox } from "./sandbox";
import type { PaymentProvider } from "./types";

export * from "./types";
export { signWebhook, verifyWebhookSignature } from "./signature";
export { sandboxCharge, sandboxSettle, SANDBOX_BANKS, SANDBOX_STRANGER } from "./sandbox";

const isLocal = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url);

/**
 * PAYMENT_PROVIDER picks the adapter: `paystack` (needs PAYSTACK_SECRET_KEY) or `sandbox`. Unset, the
 * sandbox runs only on a localhost APP_URL: a deploy that forgets to configure payments gets no free money.
 */
export function paymentProvider(env: Env): PaymentProvider | null {
  const choice = env.PAYMENT_PROVIDER || (isLocal(env.APP_URL) ? "sandbox" : "");
  if (choice === "paystack") return env.PAYSTACK_SECRET_KEY ? paystack(env.PAYSTACK_SECRET_KEY, env.PAYSTACK_API_URL || undefined) : null;
  if (choice === "sandbox") return sandbox(env);
  return null;
}
