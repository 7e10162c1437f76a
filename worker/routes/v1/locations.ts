import { jsonRoute, router, z } from "../../lib/openapi";
import { ApiError } from "../../lib/errors";
import { lgaList, localityList, stateList } from "../../contracts/locations";
import { getState, listLgas, listLocalities, listStates } from "../../services/content";

const stateParam = z.object({ id: z.coerce.number().int().positive("id must be a state id") });

// Reference data changes rarely: browsers and the edge may keep it for a day.
const CACHE = "public, max-age=86400, stale-while-revalidate=604800";

export const locationRoutes = router()
  .openapi(
    jsonRoute({ method: "get", path: "/locations/states", tags: ["Locations"], summary: "Nigeria's 36 states and the FCT", response: stateList }),
    async (c) => {
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listStates(c.var.ctx) }, 200);
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/locations/states/{id}/localities", tags: ["Locations"], summary: "Well-known localities of a state", params: stateParam, response: localityList }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getState(c.var.ctx, id))) throw new ApiError(404, "No state with that id.");
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listLocalities(c.var.ctx, id) }, 200);
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/locations/states/{id}/lgas", tags: ["Locations"], summary: "Local government areas of a state", params: stateParam, response: lgaList }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getState(c.var.ctx, id))) throw new ApiError(404, "No state with that id.");
      c.header("Cache-Control", CACHE);
      return c.json({ data: await listLgas(c.var.ctx, id) }, 200);
    },
  );
