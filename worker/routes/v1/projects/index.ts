import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { projectRoutes } from "./projects";
import { subDeveloperRoutes } from "./projects-team";
import { projectBookingRoutes } from "./projects-booking";
import { adminProjectRoutes } from "../../admin/projects";

/** Development projects, the developer's team, unit reservations and the admin review of projects. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountProjects(app: OpenAPIHono<AppEnv>) {
  app.route("/", projectRoutes);
  app.route("/v1", subDeveloperRoutes);
  app.route("/v1", projectBookingRoutes);
  app.route("/admin/api", adminProjectRoutes);
}
