import { jsonRoute, router, z } from "../../lib/openapi";
import { bannerUpload } from "../v1/banners/banners";
import { requirePermission } from "../../lib/guards";
import { messageBody } from "../../contracts/auth";
import {
  BANNER_PLACEMENTS,
  BANNER_STATUSES,
  bannerAnalytics,
  bannerAnswer,
  bannerOrderInput,
  bannerPage,
  bannerPriceInput,
  bannerPriceList,
  bannerRejectInput,
  houseBannerInput,
} from "../../contracts/banners";
import {
  approveBanner,
  bannerAnalytics as analytics,
  createHouseBanner,
  deleteBannerAdmin,
  getBanner,
  listBannerPrices,
  listBannersAdmin,
  orderBanners,
  rejectBanner,
  setBannerPrice,
  toggleBanner,
  updateBannerAdmin,
} from "../../services/banners";
import { byId, byQuery } from "../steps";

// SPEC §6: CAN_CREATE_USER gives "users, banner management"; prices are admin settings (CAN_VIEW_DASHBOARD_REPORTS).
const guard = requirePermission("CAN_CREATE_USER");
const settings = requirePermission("CAN_VIEW_DASHBOARD_REPORTS");
const TAGS = ["Admin: banners"];
const id = z.object({ id: z.string().trim().min(1).max(60) });
const notFound = { 404: "No such banner" };

export const adminBannerRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/banners",
      tags: TAGS,
      summary: __API_DOCS__ ? "Banners by status and placement (a placement alone lists it in rotation order)" : "",
      secure: true,
      query: z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        perPage: z.coerce.number().int().min(1).max(50).default(20),
        status: z.enum(BANNER_STATUSES).optional(),
        placement: z.enum(BANNER_PLACEMENTS).optional(),
      }),
      response: bannerPage,
    }),
    byQuery(listBannersAdmin),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/banners",
      tags: TAGS,
      summary: __API_DOCS__ ? "Create a house banner (approved at once; logged)" : "",
      secure: true,
      body: houseBannerInput,
      status: 201,
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await createHouseBanner(c.var.ctx, c.req.valid("json")) }, 201),
  )
  .openapi(bannerUpload.route({ path: "/banners/uploads", tags: TAGS, guard }), bannerUpload.handler)
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "put",
      path: "/banners/placements/{placement}/order",
      tags: TAGS,
      summary: __API_DOCS__ ? "Curate a placement: the banners' rotation order (logged)" : "",
      secure: true,
      params: z.object({ placement: z.enum(BANNER_PLACEMENTS) }),
      body: bannerOrderInput,
      response: messageBody,
    }),
    async (c) => {
      await orderBanners(c.var.ctx, c.req.valid("param").placement, c.req.valid("json").ids);
      return c.json({ message: "Order saved." }, 200);
    },
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/banners/{id}",
      tags: TAGS,
      summary: __API_DOCS__ ? "One banner" : "",
      secure: true,
      params: id,
      errors: notFound,
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await getBanner(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "put",
      path: "/banners/{id}",
      tags: TAGS,
      summary: __API_DOCS__ ? "Edit a banner (a paid banner keeps its paid dates; logged)" : "",
      secure: true,
      params: id,
      body: houseBannerInput,
      errors: notFound,
      response: bannerAnswer,
    }),
    async (c) =>
      c.json({ data: await updateBannerAdmin(c.var.ctx, c.req.valid("param").id, c.req.valid("json")) }, 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "delete",
      path: "/banners/{id}",
      tags: TAGS,
      summary: __API_DOCS__ ? "Delete a house banner, or an advertiser's not paid yet or rejected (logged)" : "",
      description: __API_DOCS__
        ? "A paid banner waiting for review is rejected instead (its payment goes back to the owner's wallet); a live or ended paid banner stays in its owner's history."
        : "",
      secure: true,
      params: id,
      errors: { ...notFound, 409: "Paid and not rejected" },
      response: messageBody,
    }),
    byId(deleteBannerAdmin),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/banners/{id}/approve",
      tags: TAGS,
      summary: __API_DOCS__ ? "Approve a banner waiting for review (logged)" : "",
      secure: true,
      params: id,
      errors: { ...notFound, 409: "Not waiting for review" },
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await approveBanner(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "post",
      path: "/banners/{id}/reject",
      tags: TAGS,
      summary: __API_DOCS__
        ? "Reject a banner with a reason; a paid banner is refunded to the owner's wallet (logged)"
        : "",
      secure: true,
      params: id,
      body: bannerRejectInput,
      errors: { ...notFound, 409: "Not waiting for review" },
      response: bannerAnswer,
    }),
    async (c) =>
      c.json({ data: await rejectBanner(c.var.ctx, c.req.valid("param").id, c.req.valid("json").reason) }, 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "patch",
      path: "/banners/{id}/toggle",
      tags: TAGS,
      summary: __API_DOCS__ ? "Switch an approved banner off, or a disabled one on (logged)" : "",
      secure: true,
      params: id,
      errors: { ...notFound, 409: "Neither approved nor disabled" },
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await toggleBanner(c.var.ctx, c.req.valid("param").id) }, 200),
  )
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/banners/{id}/analytics",
      tags: TAGS,
      summary: __API_DOCS__ ? "Impressions, clicks and CTR by day" : "",
      secure: true,
      params: id,
      query: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
      errors: notFound,
      response: bannerAnalytics,
    }),
    async (c) => c.json(await analytics(c.var.ctx, c.req.valid("param").id, undefined, c.req.valid("query").days), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [settings],
      method: "get",
      path: "/settings/banner-prices",
      tags: TAGS,
      summary: __API_DOCS__ ? "Banner prices by placement and days (admin settings)" : "",
      secure: true,
      response: bannerPriceList,
    }),
    async (c) => c.json(await listBannerPrices(c.var.ctx, false), 200),
  )
  .openapi(
    jsonRoute({
      middleware: [settings],
      method: "put",
      path: "/settings/banner-prices/{placement}/{days}",
      tags: TAGS,
      summary: __API_DOCS__ ? "Change a banner price (applies to payments from now on; logged)" : "",
      secure: true,
      params: z.object({ placement: z.enum(BANNER_PLACEMENTS), days: z.coerce.number().int().min(1).max(365) }),
      body: bannerPriceInput,
      errors: { 404: "No such price" },
      response: bannerPriceList,
    }),
    async (c) => {
      const { placement, days } = c.req.valid("param");
      await setBannerPrice(c.var.ctx, placement, days, c.req.valid("json"));
      return c.json(await listBannerPrices(c.var.ctx, false), 200);
    },
  );
