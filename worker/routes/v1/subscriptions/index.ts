import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { subscriptionRoutes } from "./subscriptions";

/** Plans and subscriptions. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountSubscriptions(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", subscriptionRoutes);
}
