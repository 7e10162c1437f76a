import { mountRouters } from "../../mount";
import { propertyPublicRoutes } from "./properties";
import { propertySearchRoutes } from "./properties-search";
import { propertySecureRoutes } from "./properties-secure";
import { propertyMediaRoutes } from "./properties-media";
import { favoriteRoutes } from "./favorites";
import { dashboardRoutes } from "./dashboard";
import { mediaFileRoutes, mediaRoutes } from "./media";
import { adminListingRoutes } from "../../admin/listings";
import { priceBandRoutes } from "./price-band";

/** Listings: public reads and search, the lister's writes and photos, favourites, the lister's dashboard counts, popular locations (the first of the public reads), and the admin moderation of listings. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountListings = mountRouters(
  [
    "/v1",
    propertyPublicRoutes,
    propertySearchRoutes,
    propertySecureRoutes,
    propertyMediaRoutes,
    favoriteRoutes,
    dashboardRoutes,
    mediaRoutes,
    priceBandRoutes,
  ],
  ["/media", mediaFileRoutes],
  ["/admin/api", adminListingRoutes],
);
