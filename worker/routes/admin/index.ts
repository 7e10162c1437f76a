import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/app-env";
import { adminAuthRoutes } from "./auth";
import { backOfficeRoutes } from "./back-office";
import { adminUserRoutes } from "./users";
import { adminOperationsRoutes } from "./operations";
import { reportRoutes } from "./reports";
import { adminStaffRoutes } from "./staff";

/** The back office's own routes: staff sign-in, the dashboard, users, staff and roles, operations and reports. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountBackOffice(app: OpenAPIHono<AppEnv>) {
  app.route("/admin/api", adminAuthRoutes);
  app.route("/admin/api", backOfficeRoutes);
  app.route("/admin/api", adminUserRoutes);
  app.route("/admin/api", adminOperationsRoutes);
  app.route("/admin/api", reportRoutes);
  app.route("/admin/api", adminStaffRoutes);
}
