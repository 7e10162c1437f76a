import { jsonRoute, router, z } from "../../lib/openapi";
import { searchFilter, SORTS } from "../../contracts/listings";
import { PAGE_SIZES } from "../../contracts/constants";
import { searchProperties } from "../../services/listings";
import { cardPage, paging } from "./properties-params";

const query = z.object({ sortBy: z.enum(SORTS).optional(), ...paging(PAGE_SIZES.userProperties) });
const TAGS = ["Search"];
const description = "Only active listings confirmed by their lister within 30 days and not awaiting duplicate review.";

const searchRoute = <P extends string>(path: P, summary: string) =>
  jsonRoute({ method: "post", path, tags: TAGS, summary, description, query, body: searchFilter, response: cardPage });

export const propertySearchRoutes = router()
  .openapi(searchRoute("/properties/sale/search", "Search listings for sale"), async (c) => {
    const { sortBy, ...p } = c.req.valid("query");
    return c.json(await searchProperties(c.var.ctx, c.var.user, "sale", c.req.valid("json"), sortBy, p), 200);
  })
  .openapi(searchRoute("/properties/rent/search", "Search listings to rent"), async (c) => {
    const { sortBy, ...p } = c.req.valid("query");
    return c.json(await searchProperties(c.var.ctx, c.var.user, "rent", c.req.valid("json"), sortBy, p), 200);
  })
  .openapi(searchRoute("/properties/short-stay/search", "Search short stays"), async (c) => {
    const { sortBy, ...p } = c.req.valid("query");
    return c.json(await searchProperties(c.var.ctx, c.var.user, "short_stay", c.req.valid("json"), sortBy, p), 200);
  })
  .openapi(searchRoute("/properties/search", "Search all listings (listingType in the filter)"), async (c) => {
    const { sortBy, ...p } = c.req.valid("query");
    return c.json(await searchProperties(c.var.ctx, c.var.user, undefined, c.req.valid("json"), sortBy, p), 200);
  });
