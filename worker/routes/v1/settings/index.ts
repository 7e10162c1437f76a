import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { websiteInfoRoutes } from "./website-info";
import { adminSettingsRoutes } from "../../admin/settings";

/** Website info (public) and the admin settings. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountSettings(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", websiteInfoRoutes);
  app.route("/admin/api", adminSettingsRoutes);
}
