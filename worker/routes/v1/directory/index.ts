import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { agentRoutes } from "./agents";

/** The professionals directory. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountDirectory(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", agentRoutes);
}
