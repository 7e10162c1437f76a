import { mountRouters } from "../../mount";
import { projectRoutes } from "./projects";
import { subDeveloperRoutes } from "./projects-team";
import { projectBookingRoutes } from "./projects-booking";
import { adminProjectRoutes } from "../../admin/projects";
import { instalmentRoutes } from "./instalments";
import { adminInstalmentRoutes } from "../../admin/instalments";

/** Development projects, the developer's team, unit reservations and the admin review of projects. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountProjects = mountRouters(
  ["/", projectRoutes],
  ["/v1", subDeveloperRoutes, projectBookingRoutes, instalmentRoutes],
  ["/admin/api", adminProjectRoutes, adminInstalmentRoutes],
);
