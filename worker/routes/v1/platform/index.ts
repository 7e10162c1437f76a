import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { healthRoutes } from "./health";

/** Health and readiness (D1, R2, rooms, configuration). Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountPlatform(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", healthRoutes);
}
