import { createRoute } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../lib/app-env";
import { errorAnswer, jsonRoute, router, signedUrlQuery, z } from "../../../lib/openapi";
import { signedPictureUpload } from "../../signed-upload";
import { currentUser, requireAccountType } from "../../../lib/guards";
import { errorBody, messageBody } from "../../../contracts/auth";
import {
  BANNER_ACCOUNT_TYPES,
  BANNER_PLACEMENTS,
  bannerAnalytics,
  bannerAnswer,
  bannerCounted,
  bannerCreateInput,
  bannerPatchInput,
  bannerList,
  bannerPayInput,
  bannerPayResult,
  bannerPriceList,
  bannerRenewInput,
  bannerSlideList,
  bannerUploadRequest,
  bannerUploadTicket,
} from "../../../contracts/banners";
import { idempotent } from "../../idempotent";
import { COPY_VARIANTS } from "../../../contracts/listing-media";
import {
  bannerAnalytics as analytics,
  clickTarget,
  countBanner,
  createBanner,
  createBannerUpload,
  deleteOwnBanner,
  getBanner,
  listBannerPrices,
  listOwnBanners,
  liveBanners,
  payBanner,
  receiveBannerCopy,
  receiveBannerImage,
  renewBanner,
  updateOwnBanner,
} from "../../../services/banners";
import { paidStep, userById } from "../../steps";
const id = z.object({ id: z.string().trim().min(1).max(60) });
const owners = requireAccountType(...BANNER_ACCOUNT_TYPES);

/** POST …/banners/uploads, for advertisers and for staff alike: a signed upload URL for one banner picture. */
/** The owner's edit of a banner before review: PUT takes the whole create form, PATCH any of its fields. */
const ownerEdit = <M extends "put" | "patch">(method: M) =>
  jsonRoute({
    method,
    path: "/secure/banners/{id}",
    secure: true,
    middleware: [owners],
    params: id,
    body: (method === "put" ? bannerCreateInput : bannerPatchInput) as M extends "put"
      ? typeof bannerCreateInput
      : typeof bannerPatchInput,
    errors: { 404: "No such banner of yours", 409: "Reviewed already, or the terms are fixed by a payment" },
    response: bannerAnswer,
  });
export const bannerUpload = {
  route: <const P extends string>(p: { path: P; guard: MiddlewareHandler<AppEnv> }) =>
    jsonRoute({
      middleware: [p.guard],
      method: "post",
      path: p.path,
      secure: true,
      body: bannerUploadRequest,
      status: 201,
      errors: { 413: "Too large" },
      response: bannerUploadTicket,
    }),
  handler: async (c: Context<AppEnv, string, { out: { json: z.infer<typeof bannerUploadRequest> } }>) =>
    c.json(await createBannerUpload(c.var.ctx, currentUser(c).id, c.req.valid("json")), 201),
};

/** Banner ads (SPEC §7 "Banners": user CRUD, analytics, redirect). */
export const bannerRoutes = router()
  .openapi(
    jsonRoute({
      method: "get",
      path: "/banners",
      query: z.object({ placement: z.enum(BANNER_PLACEMENTS).default("top") }),
      response: bannerSlideList,
    }),
    async (c) => {
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await liveBanners(c.var.ctx, c.req.valid("query").placement), 200);
    },
  )
  .openapi(jsonRoute({ method: "get", path: "/banners/prices", response: bannerPriceList }), async (c) =>
    c.json(await listBannerPrices(c.var.ctx, true), 200),
  )
  .openapi(
    jsonRoute({ method: "post", path: "/banners/{id}/impression", params: id, response: bannerCounted }),
    async (c) => c.json({ counted: await countBanner(c.var.ctx, c.req.valid("param").id, "impressions") }, 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/banners/{id}/click",
      request: { params: id },
      responses: {
        302: { description: __API_DOCS__ ? "Redirect to the banner's link (or /)" : "" },
        400: errorAnswer(__API_DOCS__ ? "Bad id" : ""),
        429: errorAnswer(__API_DOCS__ ? "Too many attempts" : ""),
      },
    }),
    async (c) => {
      const to = await clickTarget(c.var.ctx, c.req.valid("param").id);
      c.header("Cache-Control", "no-store");
      c.header("Referrer-Policy", "origin");
      return c.redirect(to ?? "/", 302);
    },
  )
  .openapi(
    jsonRoute({ method: "get", path: "/secure/banners", secure: true, middleware: [owners], response: bannerList }),
    async (c) => c.json(await listOwnBanners(c.var.ctx, currentUser(c).id), 200),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/banners",
      secure: true,
      middleware: [owners],
      body: bannerCreateInput,
      status: 201,
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await createBanner(c.var.ctx, currentUser(c), c.req.valid("json")) }, 201),
  )
  .openapi(bannerUpload.route({ path: "/secure/banners/uploads", guard: owners }), bannerUpload.handler)
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/banners/{id}",
      secure: true,
      middleware: [owners],
      params: id,
      errors: { 404: "No such banner of yours" },
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await getBanner(c.var.ctx, c.req.valid("param").id, currentUser(c).id) }, 200),
  )
  .openapi(ownerEdit("put"), async (c) => {
    const data = await updateOwnBanner(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json"), true);
    return c.json({ data }, 200);
  })
  .openapi(ownerEdit("patch"), async (c) => {
    const data = await updateOwnBanner(c.var.ctx, currentUser(c), c.req.valid("param").id, c.req.valid("json"), false);
    return c.json({ data }, 200);
  })
  .openapi(
    jsonRoute({
      method: "delete",
      path: "/secure/banners/{id}",
      secure: true,
      middleware: [owners],
      params: id,
      errors: { 404: "No such banner of yours", 409: "Already paid" },
      response: messageBody,
    }),
    userById(deleteOwnBanner),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/banners/{id}/pay",
      secure: true,
      middleware: [owners, idempotent({ required: true })],
      params: id,
      body: bannerPayInput,
      errors: {
        404: "No such banner of yours",
        409: "Not payable",
        422: "No price for this placement and duration, or not enough in the wallet",
      },
      response: bannerPayResult,
    }),
    paidStep(200, payBanner),
  )
  .openapi(
    jsonRoute({
      method: "post",
      path: "/secure/banners/{id}/renew",
      secure: true,
      middleware: [owners, idempotent({ required: true })],
      params: id,
      body: bannerRenewInput,
      errors: {
        404: "No such banner of yours",
        409: "Not approved or expired",
        422: "No price for this placement and duration, or not enough in the wallet",
      },
      response: bannerPayResult,
    }),
    paidStep(200, renewBanner),
  )
  .openapi(
    jsonRoute({
      method: "get",
      path: "/secure/banners/{id}/analytics",
      secure: true,
      middleware: [owners],
      params: id,
      query: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
      errors: { 404: "No such banner of yours" },
      response: bannerAnalytics,
    }),
    async (c) =>
      c.json(await analytics(c.var.ctx, c.req.valid("param").id, currentUser(c).id, c.req.valid("query").days), 200),
  );

const uploadParams = z.object({ objectId: z.string().uuid("Unknown upload.") });
const uploadResult = z.object({ url: z.string() });
const copyParams = uploadParams.extend({ variant: z.enum(COPY_VARIANTS, { message: "Unknown picture size." }) });
const copyResult = uploadResult.extend({ width: z.number().int() });
/** The signed link's query: its expiry, the account that asked for it, and the signature over both. */
const bannerUploadQuery = signedUrlQuery.extend({ owner: z.string().min(1).max(64) });

/**
 * The signed URL is the credential: no bearer token, and the body is a picture (larger than the JSON limit).
 * Its own router, mounted before the listing pictures' /media/upload/:id/:variant (which would take the path).
 */
export const bannerUploadRoutes = router();
const bannerLink = { errorSchema: errorBody, query: bannerUploadQuery, strip: true };
signedPictureUpload(bannerUploadRoutes, {
  ...bannerLink,
  path: "/media/upload/banner/{objectId}/{variant}",
  params: copyParams,
  body: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
  receive: receiveBannerCopy,
  result: copyResult,
  errors: {
    400: __API_DOCS__ ? "Not a picture, or wider than its slot" : "",
    409: __API_DOCS__ ? "The link was already used" : "",
  },
});
signedPictureUpload(bannerUploadRoutes, {
  ...bannerLink,
  path: "/media/upload/banner/{objectId}",
  params: uploadParams,
  receive: receiveBannerImage,
  result: uploadResult,
  errors: { 409: __API_DOCS__ ? "The link was already used" : "" },
});
