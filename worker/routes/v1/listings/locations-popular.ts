import { jsonRoute, router } from "../../../lib/openapi";
import { popularLocations } from "../../../contracts/popular-locations";
import { popularLocations as readPopular } from "../../../services/listings";

/**
 * The stored answer is recomputed by the half-hourly cron; browsers and the edge may keep it a quarter hour
 * (and serve it stale for another while they fetch the next).
 */
export const POPULAR_CACHE = "public, max-age=900, stale-while-revalidate=900";

export const popularLocationRoutes = router().openapi(
  jsonRoute({
    method: "get",
    path: "/locations/popular",
    tags: ["Locations"],
    summary: __API_DOCS__ ? "Top localities and states by live listing count" : "",
    description: __API_DOCS__
      ? "For the home page's popular locations. Counts are live listings (active, fresh, not held as duplicates), recomputed every 30 minutes."
      : "",
    response: popularLocations,
  }),
  async (c) => {
    c.header("Cache-Control", POPULAR_CACHE);
    return c.json(await readPopular(c.var.ctx), 200);
  },
);
