import { jsonRoute, router } from "../../../lib/openapi";
import { guideParams, priceGuide, priceGuideIndex } from "../../../contracts/price-guides";
import { readGuide, readGuideIndex } from "../../../services/price-guides";
import { orNotFound } from "../../steps";

// A guide changes when the cron refreshes its area (at most a few times a day): browsers and the edge may keep it a while.
const CACHE = "public, max-age=600, stale-while-revalidate=3600";

export const priceGuideRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/prices/guides", response: priceGuideIndex }), async (c) => {
    c.header("Cache-Control", CACHE);
    return c.json(await readGuideIndex(c.var.ctx), 200);
  })
  .openapi(
    jsonRoute({
      method: "get",
      path: "/prices/guides/{state}/{area}",
      params: guideParams,
      response: priceGuide,
      errors: { 404: "No area with that slug in that state" },
    }),
    async (c) => {
      const { state, area } = c.req.valid("param");
      const guide = orNotFound(
        await readGuide(c.var.ctx, state, area),
        "No area with that name in that state has a price guide.",
      );
      c.header("Cache-Control", CACHE);
      return c.json(guide, 200);
    },
  );
