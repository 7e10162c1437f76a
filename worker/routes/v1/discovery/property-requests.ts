import { jsonRoute, jsonRoutes, router, z } from "../../../lib/openapi";
import { currentUser, requireAccountType, requireUser } from "../../../lib/guards";
import { PAGE_SIZES, REQUESTER_ACCOUNT_TYPES, REQUEST_ANSWERER_ACCOUNT_TYPES } from "../../../contracts/constants";
import {
  payForContactInput,
  payForContactResult,
  propertyRequest,
  propertyRequestInput,
  REQUEST_INTENTS,
  viewingQuotaAnswer,
} from "../../../contracts/discovery";
import { pageOf } from "../../../contracts/listings";
import {
  browsePropertyRequests,
  closePropertyRequest,
  createPropertyRequest,
  myPropertyRequests,
  payForContact,
  unlockPropertyRequest,
  viewingQuota,
} from "../../../services/discovery";
import { idParam, paging } from "../../params";
import { userById, userByQuery, userWithBody } from "../../steps";
const requestPage = pageOf(propertyRequest).openapi("PropertyRequestPage");
const num = z.coerce.number().int().positive();

const answererRoute = jsonRoutes({ middleware: [requireAccountType(...REQUEST_ANSWERER_ACCOUNT_TYPES)], secure: true });
const signedInRoute = jsonRoutes({ secure: true });

export const propertyRequestRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/property/property-request",
      secure: true,
      middleware: [requireUser, requireAccountType(...REQUESTER_ACCOUNT_TYPES)],
      body: propertyRequestInput,
      status: 201,
      response: propertyRequest,
    }),
    userWithBody(201, createPropertyRequest),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/property/property-requests",
      secure: true,
      middleware: [requireUser, requireAccountType(...REQUEST_ANSWERER_ACCOUNT_TYPES)],
      query: z.object({
        ...paging(PAGE_SIZES.userProperties),
        intent: z.enum(REQUEST_INTENTS).optional(),
        stateId: num.optional(),
        localityId: num.optional(),
        typeId: num.optional(),
        minBedrooms: z.coerce.number().int().min(0).max(20).optional(),
        maxBudgetKobo: z.coerce.number().int().min(0).optional(),
      }),
      response: requestPage,
    }),
    async (c) => {
      const { page, perPage, ...filter } = c.req.valid("query");
      return c.json(await browsePropertyRequests(c.var.ctx, currentUser(c), filter, { page, perPage }), 200);
    },
  )
  .openapi(
    signedInRoute({
      method: "get",
      path: "/secure/property-requests/mine",
      query: z.object(paging(PAGE_SIZES.userProperties)),
      response: requestPage,
    }),
    userByQuery(myPropertyRequests),
  )
  .openapi(
    signedInRoute({
      method: "post",
      path: "/secure/property-requests/{id}/close",
      params: idParam,
      errors: { 404: "No such request of yours" },
      response: propertyRequest,
    }),
    userById(closePropertyRequest),
  )
  .openapi(
    answererRoute({
      method: "post",
      path: "/secure/property-requests/{id}/unlock",
      params: idParam,
      errors: {
        402: "No contact views left on the plan (upgrade at /dashboard/subscription-plans)",
        404: "No such request",
        409: "The request is closed",
      },
      response: propertyRequest.extend({ spent: z.boolean() }),
    }),
    userById(unlockPropertyRequest),
  )
  .openapi(
    answererRoute({
      method: "post",
      path: "/secure/property-requests/{id}/pay-now",
      params: idParam,
      body: payForContactInput,
      errors: {
        404: "No such request",
        409: "The request is closed",
        422: "The wallet does not cover the price",
      },
      response: payForContactResult,
    }),
    async (c) =>
      c.json(
        await payForContact(
          c.var.ctx,
          currentUser(c),
          c.req.valid("param").id,
          c.req.valid("json"),
          new URL(c.req.url).origin,
        ),
        200,
      ),
  )
  .openapi(answererRoute({ method: "get", path: "/secure/viewing-quota", response: viewingQuotaAnswer }), async (c) =>
    c.json(await viewingQuota(c.var.ctx, currentUser(c).id), 200),
  );
