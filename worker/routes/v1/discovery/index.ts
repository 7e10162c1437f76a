import { mountRouters } from "../../mount";
import { savedSearchRoutes } from "./saved-searches";
import { propertyRequestRoutes } from "./property-requests";
import { adminRequestRoutes } from "../../admin/requests";

/** Saved searches and property requests (and their admin queue). Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountDiscovery = mountRouters(
  ["/v1", savedSearchRoutes, propertyRequestRoutes],
  ["/admin/api", adminRequestRoutes],
);
