import { paystack } from "./paystack";
import * as local from "./sandbox";
import type { PaymentProvider } from "./types";
import { isLocalUrl, notInThisBuild } from "../../lib/env-check";

export * from "./types";
export { signWebhook, verifyWebhookSignature } from "./signature";

/**
 * The sandbox's own steps (its checkout page, its bank's settlements and transfers), callable only where the sandbox
 * is the provider. The production build leaves the sandbox out (`__LOCAL_ADAPTERS__`, wrangler.toml), where these
 * are never reached: paymentProvider never answers the sandbox on a public address.
 */
const absent = notInThisBuild("The payment sandbox");
export const sandboxCharge: typeof local.sandboxCharge = __LOCAL_ADAPTERS__ ? local.sandboxCharge : absent;
export const sandboxSettle: typeof local.sandboxSettle = __LOCAL_ADAPTERS__ ? local.sandboxSettle : absent;
export const sandboxIncomingTransfer: typeof local.sandboxIncomingTransfer = __LOCAL_ADAPTERS__
  ? local.sandboxIncomingTransfer
  : absent;

/**
 * PAYMENT_PROVIDER picks the adapter: `paystack` (needs PAYSTACK_SECRET_KEY) or `sandbox`. The sandbox (where
 * the payer just picks "success") runs only on a localhost APP_URL, even when chosen explicitly: a deploy that
 * forgets to configure payments, or ships the local config, gets no free money (the worker also refuses the
 * local config on a public address, lib/env-check.ts).
 */
export function paymentProvider(env: Env): PaymentProvider | null {
  const onLocalhost = isLocalUrl(env.APP_URL);
  const choice = env.PAYMENT_PROVIDER || (onLocalhost ? "sandbox" : "");
  if (choice === "paystack")
    return env.PAYSTACK_SECRET_KEY
      ? paystack(env.PAYSTACK_SECRET_KEY, env.PAYSTACK_API_URL || undefined, env.PAYSTACK_DVA_BANK || undefined)
      : null;
  if (__LOCAL_ADAPTERS__ && choice === "sandbox" && onLocalhost) return local.sandbox(env);
  return null;
}
