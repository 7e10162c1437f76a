import { jsonRoute, router, z } from "../../../lib/openapi";
import { popularLocations } from "../../../contracts/popular-locations";
import { fieldError } from "../../../lib/errors";
import { amenityList, categoryList, FEATURED_TYPES, propertyDetail } from "../../../contracts/listings";
import { reportInput } from "../../../contracts/listing-input";
import { PAGE_SIZES } from "../../../contracts/constants";
import { listAmenities, listCategories } from "../../../services/listings/reference";
import { recordListingView } from "../../../services/listings/counters";
import {
  allProperties,
  compareProperties,
  countView,
  featuredProperties,
  getPublicProperty,
  propertiesByIds,
  similarProperties,
  userProperties,
} from "../../../services/listings/read";
import { reportListing } from "../../../services/listings/reports";
import { popularLocations as readPopular } from "../../../services/listings";
import {
  cardList,
  cardPage,
  cursorCardPage,
  cursorParam,
  idOrSlugParam,
  idParam,
  list,
  message,
  paging,
} from "../../params";

// Reference data changes with a release, not with traffic.
const REFERENCE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
/** The home page excludes what it already shows; the list is bound as one parameter, so this is a sanity cap. */
const EXCLUDE_MAX = 200;

/** Lenient: the SPA sends Sale | Rent | Short Stay; the apps may send the stored values. */
const featuredType = z
  .enum(["Sale", "Rent", "Short Stay", "sale", "rent", "short_stay", "stay"])
  .optional()
  .transform((t) =>
    t === undefined
      ? undefined
      : t in FEATURED_TYPES
        ? FEATURED_TYPES[t as keyof typeof FEATURED_TYPES]
        : t === "stay"
          ? "short_stay"
          : t,
  );

/**
 * The stored answer is recomputed by the half-hourly cron; browsers and the edge may keep it a quarter hour
 * (and serve it stale for another while they fetch the next).
 */
const POPULAR_CACHE = "public, max-age=900, stale-while-revalidate=900";

export const propertyPublicRoutes = router()
  .openapi(jsonRoute({ method: "get", path: "/locations/popular", response: popularLocations }), async (c) => {
    c.header("Cache-Control", POPULAR_CACHE);
    return c.json(await readPopular(c.var.ctx), 200);
  })
  .openapi(jsonRoute({ method: "get", path: "/property-categories", response: categoryList }), async (c) => {
    c.header("Cache-Control", REFERENCE_CACHE);
    return c.json({ data: await listCategories(c.var.ctx) }, 200);
  })
  .openapi(jsonRoute({ method: "get", path: "/property-amenities", response: amenityList }), async (c) => {
    c.header("Cache-Control", REFERENCE_CACHE);
    return c.json({ data: await listAmenities(c.var.ctx) }, 200);
  })
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/property/{idOrSlug}",
      params: idOrSlugParam,
      response: propertyDetail,
    }),
    async (c) => {
      const { detail, countView: visit } = await getPublicProperty(
        c.var.ctx,
        c.var.user,
        c.req.valid("param").idOrSlug,
      );
      if (visit) {
        // Once per visitor a day, for the listing's counter and the admin funnel alike (after the answer).
        const counting = countView(c.var.ctx, detail.id)
          .then((counted) => (counted ? recordListingView(c.var.ctx) : undefined))
          .catch(() => undefined);
        try {
          c.executionCtx.waitUntil(counting);
        } catch {
          await counting;
        }
      }
      c.header("Cache-Control", "private, no-store");
      return c.json(detail, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/property/{idOrSlug}/similar",
      params: idOrSlugParam,
      response: cardList,
    }),
    async (c) => c.json({ data: await similarProperties(c.var.ctx, c.var.user, c.req.valid("param").idOrSlug) }, 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/properties",
      query: z.object({ "p[]": list(20).optional(), p: list(20).optional() }),
      response: cardList,
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json({ data: await propertiesByIds(c.var.ctx, c.var.user, [...(q["p[]"] ?? []), ...(q.p ?? [])]) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/properties/compare",
      query: z.object({ "p[]": list(4).optional(), p: list(4).optional() }),
      response: z.object({ data: z.array(propertyDetail) }),
    }),
    async (c) => {
      const q = c.req.valid("query");
      const ids = [...(q["p[]"] ?? []), ...(q.p ?? [])];
      if (ids.length > 4) throw fieldError("p[]", "Compare at most 4 listings.");
      return c.json({ data: await compareProperties(c.var.ctx, c.var.user, ids) }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/properties/featured",
      query: z.object({
        ...paging(PAGE_SIZES.featured),
        type: featuredType,
        "exclude[]": list(EXCLUDE_MAX).optional(),
        exclude: list(EXCLUDE_MAX).optional(),
      }),
      response: cardPage,
    }),
    async (c) => {
      const q = c.req.valid("query");
      const exclude = [...(q["exclude[]"] ?? []), ...(q.exclude ?? [])];
      if (exclude.length > EXCLUDE_MAX)
        throw fieldError("exclude[]", `Send at most ${EXCLUDE_MAX} listings to exclude.`);
      return c.json(
        await featuredProperties(c.var.ctx, c.var.user, {
          page: q.page,
          perPage: q.perPage,
          listingType: q.type,
          exclude,
        }),
        200,
      );
    },
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/properties/user/{id}",
      params: idParam,
      query: z.object(paging(PAGE_SIZES.agentProperties)),
      response: cardPage,
    }),
    async (c) =>
      c.json(await userProperties(c.var.ctx, c.var.user, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/properties/all",
      query: z.object({ ...paging(PAGE_SIZES.userProperties), cursor: cursorParam }),
      response: cursorCardPage,
    }),
    async (c) => c.json(await allProperties(c.var.ctx, c.var.user, c.req.valid("query")), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/property/{id}/report",
      errors: { 409: "You already reported this listing" },
      params: idParam,
      body: reportInput,
      status: 201,
      response: message,
    }),
    async (c) => c.json(await reportListing(c.var.ctx, c.req.valid("param").id, c.req.valid("json")), 201),
  );
