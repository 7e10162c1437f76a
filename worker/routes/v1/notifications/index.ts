import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { notificationRoutes } from "./notifications";

/** In-app notifications. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountNotifications(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", notificationRoutes);
}
