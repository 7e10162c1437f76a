import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { payoutRoutes, walletRoutes } from "./wallet";
import { paymentRoutes } from "./payments";
import { walletPayRoutes } from "./wallet-pay";
import { adminMoneyRoutes } from "../../admin/money";

/** The wallet, payouts, payments and the admin money pages. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountWallet(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", walletRoutes);
  app.route("/v1", payoutRoutes);
  app.route("/v1", walletPayRoutes);
  app.route("/v1", paymentRoutes);
  app.route("/admin/api", adminMoneyRoutes);
}
