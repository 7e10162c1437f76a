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
const TAGS = ["Search"];
const description =
  "Only active listings confirmed by their lister within 30 days and not awaiting duplicate review. Boosted listings come first within every sort. `total` never comes from counting the listings one by one past 1,000: exact for a search by listing type and place alone, and for a listing type with place, property type, minimum bedrooms and a price range whose ends are band boundaries (₦100k, ₦250k, ₦500k, ₦1m, ₦2m, ₦3m, ₦5m, ₦10m, ₦20m, ₦50m, ₦100m, ₦200m, ₦500m, ₦1bn), whatever the number; an estimate (`totalIsEstimate`) for a price inside a band, keywords with at most a type and a place, or a map box with at most a type (a box over many localities whose first five already hold more than 1,000: 1,000 with `totalIsLowerBound`); with any other filter, exact up to 1,000 (`totalIsLowerBound` says there are more). A page that is not full always gives the exact total. A keyword whose rarest word is in over 5,000 listings lists its newest matches first unless `sortBy` says otherwise. Other keywords sort by relevance (bm25) unless `sortBy` says otherwise; then the best 1,001 matches are sorted.";

const searchRoute = <P extends string>(path: P, summary: string) =>
  jsonRoute({
    method: "post",
    path,
    tags: TAGS,
    summary,
    description,
    query,
    body: searchFilter,
    response: searchPage,
  });

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
  .openapi(searchRoute(SEARCH_PATHS.sale, "Search listings for sale"), async (c) =>
    c.json(await answer(c, "sale", c.req.valid("query"), c.req.valid("json")), 200),
  )
  .openapi(searchRoute(SEARCH_PATHS.rent, "Search listings to rent"), async (c) =>
    c.json(await answer(c, "rent", c.req.valid("query"), c.req.valid("json")), 200),
  )
  .openapi(searchRoute(SEARCH_PATHS.shortStay, "Search short stays"), async (c) =>
    c.json(await answer(c, "short_stay", c.req.valid("query"), c.req.valid("json")), 200),
  )
  .openapi(searchRoute(SEARCH_PATHS.all, "Search all listings (listingType in the filter)"), async (c) =>
    c.json(await answer(c, undefined, c.req.valid("query"), c.req.valid("json")), 200),
  );
