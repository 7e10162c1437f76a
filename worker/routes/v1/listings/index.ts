import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { popularLocationRoutes } from "./locations-popular";
import { propertyPublicRoutes } from "./properties";
import { propertySearchRoutes } from "./properties-search";
import { propertySecureRoutes } from "./properties-secure";
import { propertyMediaRoutes } from "./properties-media";
import { favoriteRoutes } from "./favorites";
import { dashboardRoutes } from "./dashboard";
import { mediaFileRoutes, mediaRoutes } from "./media";
import { adminListingRoutes } from "../../admin/listings";

/** Listings: public reads and search, the lister's writes and photos, favourites, the lister's dashboard counts, popular locations, and the admin moderation of listings. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountListings(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", popularLocationRoutes);
  app.route("/v1", propertyPublicRoutes);
  app.route("/v1", propertySearchRoutes);
  app.route("/v1", propertySecureRoutes);
  app.route("/v1", propertyMediaRoutes);
  app.route("/v1", favoriteRoutes);
  app.route("/v1", dashboardRoutes);
  app.route("/v1", mediaRoutes);
  app.route("/media", mediaFileRoutes);
  app.route("/admin/api", adminListingRoutes);
}
