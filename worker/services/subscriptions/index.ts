/** Plans and boosts: the domain's purposes. The worker imports this once (services/purposes.ts). */
import { registerPurpose } from "../wallet/purposes";
import { activatePaidSubscription } from "./subscribe";

/** A plan paid by link: bought from the wallet, keyed by the payment's reference (`link:<reference>`). */
export const registerSubscriptionPurposes = () =>
  registerPurpose("subscription", {
    onPaid: (ctx, p) =>
      activatePaidSubscription(ctx, { reference: p.reference, user_id: p.userId, purpose_data: p.purposeData }),
  });
