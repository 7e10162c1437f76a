/**
 * Every domain that sells something by payment link registers its purpose from its own index.ts
 * (services/wallet/purposes.ts), and every paid product its order lifecycle with the escrow engine
 * (services/escrow/products.ts). `registerAllPurposes()` calls them all once; the worker entry, the cron jobs
 * and the money test helpers call it at load, so every path that settles a payment knows them. An explicit
 * call, not a bare `import "./bookings"`: package.json's "sideEffects" lets the bundler drop side-effect-only
 * imports. A new purpose (a banner, a featured slot, a tenancy deposit) is one more line here.
 */
import { registerBannerPurposes } from "./banners";
import { registerBookingPurposes } from "./bookings";
import { registerDiscoveryPurposes } from "./discovery";
import { registerProjectPurposes } from "./projects";
import { registerRentPurposes } from "./rent";
import { registerStayPurposes } from "./stays";
import { registerSubscriptionPurposes } from "./subscriptions";

let registered = false;
export function registerAllPurposes() {
  if (registered) return;
  registered = true;
  registerBannerPurposes();
  registerBookingPurposes();
  registerDiscoveryPurposes();
  registerProjectPurposes();
  registerRentPurposes();
  registerStayPurposes();
  registerSubscriptionPurposes();
}
