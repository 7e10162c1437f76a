import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { pushRoutes } from "./push";
import { adminBroadcastRoutes } from "../../admin/broadcasts";

/** Web push subscriptions and admin broadcasts. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountBroadcasts(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", pushRoutes);
  app.route("/admin/api", adminBroadcastRoutes);
}
