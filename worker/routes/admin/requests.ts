import { jsonRoutes, router, z } from "../../lib/openapi";
import { currentUser, requirePermission } from "../../lib/guards";
import { propertyRequest, REQUEST_INTENTS, REQUEST_STATUSES } from "../../contracts/discovery";
import { pageOf, propertyDetail } from "../../contracts/listings";
import { propertyInput } from "../../contracts/listing-input";
import { createProjectInput, projectAnswer } from "../../contracts/projects";
import { adminClosePropertyRequest, adminPropertyRequests } from "../../services/discovery";
import { addListingFor, addProjectFor, findCustomers } from "../../services/admin/on-behalf";
import { LISTING_ACCOUNT_TYPES } from "../../contracts/constants";

const idParam = z.object({ id: z.string().trim().min(1).max(120) });
const requestPage = pageOf(propertyRequest);
const customers = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), accountType: z.string() })),
});
const customerSearch = z.object({ search: z.string().trim().max(100).optional() });
const closeInput = z.object({
  reason: z.string().trim().min(3, "Say why the request is closed (3 characters at least).").max(500),
});

/**
 * SPEC §6: CAN_VIEW_REQUESTS (property requests), CAN_ADD_LISTING (add listing on a customer's behalf) and
 * CAN_ADD_PROJECT (add project on a developer's behalf). Each permission is route middleware, so it is
 * checked before the body (see jsonRoute).
 */
const requestRoute = jsonRoutes({ middleware: [requirePermission("CAN_VIEW_REQUESTS")], secure: true });
const listingOnBehalfRoute = jsonRoutes({ middleware: [requirePermission("CAN_ADD_LISTING")], secure: true });
const projectOnBehalfRoute = jsonRoutes({ middleware: [requirePermission("CAN_ADD_PROJECT")], secure: true });

export const adminRequestRoutes = router()
  .openapi(
    requestRoute({
      method: "get",
      path: "/property-requests",
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(100).default(20),
        status: z.enum(REQUEST_STATUSES).optional(),
        intent: z.enum(REQUEST_INTENTS).optional(),
        stateId: z.coerce.number().int().positive().optional(),
      }),
      response: requestPage,
    }),
    async (c) => {
      const { page, perPage, ...filter } = c.req.valid("query");
      return c.json(await adminPropertyRequests(c.var.ctx, currentUser(c), filter, { page, perPage }), 200);
    },
  )
  .openapi(
    requestRoute({
      method: "post",
      path: "/property-requests/{id}/close",
      params: idParam,
      body: closeInput,
      response: propertyRequest,
      errors: { 404: "No such request", 409: "The request is already closed" },
    }),
    async (c) =>
      c.json(
        await adminClosePropertyRequest(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json").reason),
        200,
      ),
  )
  .openapi(
    listingOnBehalfRoute({
      method: "post",
      path: "/users/{id}/listings",
      params: idParam,
      body: propertyInput,
      status: 201,
      response: propertyDetail,
      errors: {
        404: "No such customer account",
        422: "The account cannot list, a reference is unknown or the plan's quota is used up",
      },
    }),
    async (c) =>
      c.json(await addListingFor(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .openapi(
    projectOnBehalfRoute({
      method: "post",
      path: "/users/{id}/projects",
      params: idParam,
      body: createProjectInput,
      status: 201,
      response: projectAnswer,
      errors: {
        404: "No such customer account",
        422: "The account is not a developer, or a state, locality, unit category or photo token is not usable",
      },
    }),
    async (c) =>
      c.json(
        { data: await addProjectFor(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")) },
        201,
      ),
  )
  .openapi(
    listingOnBehalfRoute({ method: "get", path: "/customers/listers", query: customerSearch, response: customers }),
    async (c) => c.json(await findCustomers(c.var.ctx, LISTING_ACCOUNT_TYPES, c.req.valid("query").search), 200),
  )
  .openapi(
    projectOnBehalfRoute({ method: "get", path: "/customers/developers", query: customerSearch, response: customers }),
    async (c) => c.json(await findCustomers(c.var.ctx, ["developer"], c.req.valid("query").search), 200),
  );
