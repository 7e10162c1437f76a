import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { contentRoutes } from "./content";
import { contactRoutes } from "./contact";
import { newsletterRoutes } from "./newsletter";
import { adminContactRoutes } from "../../admin/contact";
import { adminContentRoutes } from "../../admin/content";

/** Website content and articles, the contact form and the newsletter (and their back office). Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountContent(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", contentRoutes);
  app.route("/v1", contactRoutes);
  app.route("/newsletter", newsletterRoutes);
  app.route("/admin/api", adminContactRoutes);
  app.route("/admin/api", adminContentRoutes);
}
