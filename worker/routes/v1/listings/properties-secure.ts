import { jsonRoute, router, z } from "../../../lib/openapi";
import { currentUser, requireAccountType } from "../../../lib/guards";
import { LISTING_STATUSES, propertyDetail, disableResult, confirmResult } from "../../../contracts/listings";
import { propertyInput } from "../../../contracts/listing-input";
import { PAGE_SIZES } from "../../../contracts/constants";
import type { ListingStatus } from "../../../contracts/listing-rules";

type OwnStatus = Exclude<ListingStatus, "deleted">;
import { LISTING_ACCOUNT_TYPES } from "../../../contracts/constants";
import {
  confirmAvailable,
  createProperty,
  deleteProperty,
  getOwnProperty,
  ownProperties,
  toggleDisabled,
  updateProperty,
} from "../../../services/listings";
import { detailPage, idParam, message, paging } from "../../params";
import { idempotent } from "../../idempotent";
import { userById, userWithBody } from "../../steps";

export const propertySecureRoutes = router()
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/property",
      errors: { 422: "Your plan's listing quota is used up" },
      secure: true,
      middleware: [requireAccountType(...LISTING_ACCOUNT_TYPES), idempotent({ required: false })],
      body: propertyInput,
      status: 201,
      response: propertyDetail,
    }),
    userWithBody(201, createProperty),
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/properties/property/{id}",
      errors: { 409: "The listing changed meanwhile, or cannot take this status" },
      secure: true,
      params: idParam,
      body: propertyInput,
      response: propertyDetail,
    }),
    async (c) =>
      c.json(await updateProperty(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/properties/property/{id}",
      secure: true,
      params: idParam,
      response: propertyDetail,
    }),
    userById(getOwnProperty),
  )
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/properties/property/{id}",
      secure: true,
      params: idParam,
      response: message,
      errors: { 409: "The listing has paid or upcoming stays or inspections" },
    }),
    async (c) => {
      await deleteProperty(c.var.ctx, currentUser(c), c.req.valid("param").id);
      return c.json({ message: "The listing was deleted." }, 200);
    },
  )
  .openapi(
    jsonRoute({
      method: "put",
      path: "/secure/properties/property/{id}/disable",
      errors: { 409: "The listing is a draft or was delisted by staff" },
      secure: true,
      params: idParam,
      response: disableResult,
    }),
    userById(toggleDisabled),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/properties/property/{id}/confirm",
      secure: true,
      params: idParam,
      response: confirmResult,
    }),
    userById(confirmAvailable),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/property/user/{id}",
      secure: true,
      params: idParam,
      query: z.object({
        ...paging(PAGE_SIZES.userProperties),
        search: z.string().trim().max(2000).optional(),
        status: z.enum(LISTING_STATUSES.filter((s) => s !== "deleted") as [OwnStatus, ...OwnStatus[]]).optional(),
      }),
      response: detailPage,
    }),
    async (c) =>
      c.json(await ownProperties(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("query")), 200),
  );
