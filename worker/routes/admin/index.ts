import { mountRouters } from "../mount";
import { adminAuthRoutes } from "./auth";
import { backOfficeRoutes } from "./back-office";
import { adminUserRoutes } from "./users";
import { adminOperationsRoutes } from "./operations";
import { reportRoutes } from "./reports";
import { adminStaffRoutes } from "./staff";

/** The back office's own routes: staff sign-in, the dashboard, users, staff and roles, operations and reports. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountBackOffice = mountRouters([
  "/admin/api",
  adminAuthRoutes,
  backOfficeRoutes,
  adminUserRoutes,
  adminOperationsRoutes,
  reportRoutes,
  adminStaffRoutes,
]);
