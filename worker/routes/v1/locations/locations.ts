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
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/states",
      tags: ["Locations"],
      summary: __API_DOCS__ ? "Nigeria's 36 states and the FCT" : "",
      response: stateList,
    }),
    async (c) => {
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listStates(c.var.ctx) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/states/{id}/localities",
      tags: ["Locations"],
      summary: __API_DOCS__ ? "Well-known localities of a state" : "",
      description: __API_DOCS__
        ? "Every locality with its place in the hierarchy: `kind` (region, area, neighbourhood) and `parentId`. A region holds areas and is never a listing's locality."
        : "",
      params: stateParam,
      response: localityList,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getState(c.var.ctx, id))) throw new ApiError(404, "No state with that id.");
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listLocalities(c.var.ctx, id) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/states/{id}/lgas",
      tags: ["Locations"],
      summary: __API_DOCS__ ? "Local government areas of a state" : "",
      params: stateParam,
      response: lgaList,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getState(c.var.ctx, id))) throw new ApiError(404, "No state with that id.");
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listLgas(c.var.ctx, id) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/search",
      tags: ["Locations"],
      summary: __API_DOCS__ ? "States and localities for a location box" : "",
      description:
        'Names and other names (aliases) with a word starting with each typed word ("lek" → Lekki, Lekki Phase 1; "lag" → Lagos (state); "vi" → Victoria Island; "island" → the Lagos Island region; "abuja" → Federal Capital Territory (state)), names or aliases that start with the words first, states before their areas. A region\'s or an area\'s match names the first places it holds (`includes`, `includesCount`): a search for it takes them all in. At most 8. Served by a full-text index.',
      query: locationSearchQuery,
      response: locationMatchList,
    }),
    async (c) => {
      const { q } = c.req.valid("query");
      c.header("Cache-Control", "public, max-age=3600, stale-while-revalidate=86400");
      return c.json({ data: await searchLocations(c.var.ctx, q) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/map",
      tags: ["Locations"],
      summary: __API_DOCS__ ? "The map tiles the properties pages draw (MAP_TILE_URL) and their credit" : "",
      response: mapConfig,
    }),
    (c) => {
      const tileUrl = c.env.MAP_TILE_URL || DEFAULT_TILE_URL;
      c.header("Cache-Control", "public, max-age=300");
      const osm = tileUrl.includes("openstreetmap.org");
      return c.json(
        { tileUrl, attribution: osm ? OSM_ATTRIBUTION : tileUrl.startsWith("/") ? "Plain local tiles" : "Map tiles" },
        200,
      );
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/locations/coordinates",
      tags: ["Locations"],
      summary: __API_DOCS__ ? "The map position a pasted link points at (a listing's pin)" : "",
      description:
        'url: a Google Maps link (full or maps.app.goo.gl short link), an OpenStreetMap link, a geo: URI, or "6.4474, 3.4723". Answers the position rounded to six decimals; 422 naming url when the link holds no position or one outside Nigeria.',
      query: mapLinkQuery,
      errors: { 422: "No position in the link, or one outside Nigeria" },
      response: mapPoint,
    }),
    async (c) => c.json(await coordinatesFromLink(c.req.valid("query").url), 200),
  );
