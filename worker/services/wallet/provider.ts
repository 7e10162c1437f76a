import { MONEY_MESSAGES } from "../../contracts/money";
import { ApiError } from "../../lib/errors";
import { paymentProvider, PaymentProviderError, type PaymentProvider } from "../../integrations/payments";

/** The configured provider, or a 503 when payments are not configured for this deploy. */
export function provider(env: Env): PaymentProvider {
  const p = paymentProvider(env);
  if (!p) throw new ApiError(503, MONEY_MESSAGES.paymentsOff);
  return p;
}

/** Provider failures as API errors: an outage is a 503 (retry later), a refusal a 422 with the provider's words. */
export async function viaProvider<T>(work: () => Promise<T>, field?: string): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    if (e.kind === "unavailable") throw new ApiError(503, MONEY_MESSAGES.providerDown);
    throw new ApiError(422, e.message, field ? [{ field, message: e.message }] : undefined);
  }
}
