import { jsonRoute, router, z } from "../../../lib/openapi";
import { ApiError } from "../../../lib/errors";
import {
  lgaList,
  localityList,
  locationMatchList,
  locationSearchQuery,
  mapConfig,
  stateList,
} from "../../../contracts/locations";
import { getState, listLgas, listLocalities, listStates } from "../../../services/content";
import { searchLocations } from "../../../services/locations/search";
import { coordinatesFromLink } from "../../../services/locations/map-links";
import { mapLinkQuery, mapPoint } from "../../../contracts/map-link";

const stateParam = z.object({ id: z.coerce.number().int().positive("id must be a state id") });

// Reference data changes rarely: browsers and the edge may keep it for a day.
const CACHE = "public, max-age=86400, stale-while-revalidate=604800";
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const locationRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/locations/states", response: stateList }), async (c) => {
    c.header("Cache-Control", CACHE);
    return c.json({ data: await listStates(c.var.ctx) }, 200);
  })
  .openapi(
    jsonRoute({ method: "get", path: "/locations/states/{id}/localities", params: stateParam, response: localityList }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getState(c.var.ctx, id))) throw new ApiError(404, "No state with that id.");
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listLocalities(c.var.ctx, id) }, 200);
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/locations/states/{id}/lgas", params: stateParam, response: lgaList }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getState(c.var.ctx, id))) throw new ApiError(404, "No state with that id.");
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listLgas(c.var.ctx, id) }, 200);
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/locations/search", query: locationSearchQuery, response: locationMatchList }),
    async (c) => {
      const { q } = c.req.valid("query");
      c.header("Cache-Control", "public, max-age=3600, stale-while-revalidate=86400");
      return c.json({ data: await searchLocations(c.var.ctx, q) }, 200);
    },
  )
  .openapi(jsonRoute({ method: "get", path: "/locations/map", response: mapConfig }), (c) => {
    const tileUrl = c.env.MAP_TILE_URL || DEFAULT_TILE_URL;
    c.header("Cache-Control", "public, max-age=300");
    const osm = tileUrl.includes("openstreetmap.org");
    return c.json(
      { tileUrl, attribution: osm ? OSM_ATTRIBUTION : tileUrl.startsWith("/") ? "Plain local tiles" : "Map tiles" },
      200,
    );
  })
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/coordinates",
      query: mapLinkQuery,
      errors: { 422: "No position in the link, or one outside Nigeria" },
      response: mapPoint,
    }),
    async (c) => c.json(await coordinatesFromLink(c.req.valid("query").url), 200),
  );
