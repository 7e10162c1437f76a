import { mountRouters } from "../../mount";
import { payoutRoutes, walletRoutes } from "./wallet";
import { paymentRoutes } from "./payments";
import { walletPayRoutes } from "./wallet-pay";
import { adminMoneyRoutes } from "../../admin/money";

/** The wallet, payouts, payments and the admin money pages. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountWallet = mountRouters(
  ["/v1", walletRoutes, payoutRoutes, walletPayRoutes, paymentRoutes],
  ["/admin/api", adminMoneyRoutes],
);
