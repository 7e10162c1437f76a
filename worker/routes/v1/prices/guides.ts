import { jsonRoute, router } from "../../../lib/openapi";
import { guideParams, priceGuide, priceGuideIndex } from "../../../contracts/price-guides";
import { readGuide, readGuideIndex } from "../../../services/price-guides";
import { orNotFound } from "../../steps";

// A guide changes when the cron refreshes its area (at most a few times a day): browsers and the edge may keep it a while.
const CACHE = "public, max-age=600, stale-while-revalidate=3600";

export const priceGuideRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/prices/guides",
      tags: ["Price guides"],
      summary: __API_DOCS__ ? "The areas with a price guide, by state" : "",
      description: __API_DOCS__
        ? "Every state with the areas whose guide counts at least one live listing, each with its all-homes median rent (per year) and sale price and the count behind each. Read from the guides' aggregates."
        : "",
      response: priceGuideIndex,
    }),
    async (c) => {
      c.header("Cache-Control", CACHE);
      return c.json(await readGuideIndex(c.var.ctx), 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/prices/guides/{state}/{area}",
      tags: ["Price guides"],
      summary: __API_DOCS__ ? "An area's price guide" : "",
      description: __API_DOCS__
        ? "The median asking rent (per year) and sale price of the area's live listings by kind (houses, flats, land) and bedrooms, the count behind each, a 12-month trend and the matching search of each row. An area with no refresh yet answers empty rows and refreshedAt null."
        : "",
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
