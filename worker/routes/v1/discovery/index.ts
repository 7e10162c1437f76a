import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { savedSearchRoutes } from "./saved-searches";
import { propertyRequestRoutes } from "./property-requests";
import { adminRequestRoutes } from "../../admin/requests";

/** Saved searches and property requests (and their admin queue). Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountDiscovery(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", savedSearchRoutes);
  app.route("/v1", propertyRequestRoutes);
  app.route("/admin/api", adminRequestRoutes);
}
