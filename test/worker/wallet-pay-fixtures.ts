/**
 * Shared set-up of the wallet payment tests (card refunds, bank-transfer and USSD top-ups, the history): a signed-in
 * payer, a fresh Idempotency-Key, and a Paystack webhook signed with the test secret.
 */
import { env } from "cloudflare:workers";
import { signWebhook } from "../../worker/integrations/payments";
import { call, makeUser, signIn } from "./helpers";

const SECRET = (env as unknown as Env).PAYSTACK_SECRET_KEY!;
/** A fresh Idempotency-Key. */
export const key = () => `key-${crypto.randomUUID()}`;
/** Posts `raw` to the Paystack webhook, signed as Paystack signs it. */
export const webhook = async (raw: string) =>
  call("POST", "/v1/payments/paystack/webhook", {
    raw,
    headers: { "x-paystack-signature": await signWebhook(SECRET, raw) },
  });

/** A signed-in member with an empty wallet. */
export async function payer() {
  const u = await makeUser();
  const { token } = await signIn(u);
  return { u, token };
}
