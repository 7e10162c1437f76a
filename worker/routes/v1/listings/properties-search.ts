import { jsonRoute, router, z } from "../../../lib/openapi";
import { propertyCard, searchFilter, searchPageOf, SORTS } from "../../../contracts/listings";
import { PAGE_SIZES } from "../../../contracts/constants";
import type { AppEnv } from "../../../lib/app-env";
import type { Context } from "hono";
import { searchProperties, type SearchFilter, type Sort } from "../../../services/listings/search";
import { cursorParam, paging } from "../../params";
import { countSearch } from "../../../services/listings/counters";
import { SEARCH_PATHS } from "../../../contracts/listing-rules";

const query = z.object({
  sortBy: z.enum(SORTS).optional(),
  ...paging(PAGE_SIZES.userProperties),
  cursor: cursorParam,
});
const searchPage = searchPageOf(propertyCard).openapi("PropertySearchPage");

const searchRoute = <P extends string>(path: P) =>
  jsonRoute({ method: "post", path, query, body: searchFilter, response: searchPage });

type Q = { sortBy?: Sort; page: number; perPage: number; cursor?: string };

const answer = (
  c: Context<AppEnv>,
  listingType: string | undefined,
  { sortBy, cursor, ...pageOf }: Q,
  filter: SearchFilter,
) => {
  // A search is counted once, on its first page (the admin dashboard's searches and localities), after the answer.
  if (!cursor && pageOf.page === 1) void countSearch(c.var.ctx, filter);
  return searchProperties(c.var.ctx, c.var.user, listingType, filter, sortBy, pageOf, { cursor });
};

export const propertySearchRoutes = router()
  .openapi(searchRoute(SEARCH_PATHS.sale), async (c) =>
    c.json(await answer(c, "sale", c.req.valid("query"), c.req.valid("json")), 200),
  )
  .openapi(searchRoute(SEARCH_PATHS.rent), async (c) =>
    c.json(await answer(c, "rent", c.req.valid("query"), c.req.valid("json")), 200),
  )
  .openapi(searchRoute(SEARCH_PATHS.shortStay), async (c) =>
    c.json(await answer(c, "short_stay", c.req.valid("query"), c.req.valid("json")), 200),
  )
  .openapi(searchRoute(SEARCH_PATHS.all), async (c) =>
    c.json(await answer(c, undefined, c.req.valid("query"), c.req.valid("json")), 200),
  );
