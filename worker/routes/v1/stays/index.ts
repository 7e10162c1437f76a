import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { stayRoutes } from "./stays";
import { adminStayRoutes } from "../../admin/stays";

/** Short stays and their admin deposit claims. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountStays(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", stayRoutes);
  app.route("/admin/api", adminStayRoutes);
}
