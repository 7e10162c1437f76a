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
const id = z.object({ id: z.string().trim().min(1).max(60) });
const notFound = { 404: "No such banner" };

export const adminBannerRoutes = router()
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "get",
      path: "/banners",
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
      secure: true,
      body: houseBannerInput,
      status: 201,
      response: bannerAnswer,
    }),
    async (c) => c.json({ data: await createHouseBanner(c.var.ctx, c.req.valid("json")) }, 201),
  )
  .openapi(bannerUpload.route({ path: "/banners/uploads", guard }), bannerUpload.handler)
  .openapi(
    jsonRoute({
      middleware: [guard],
      method: "put",
      path: "/banners/placements/{placement}/order",
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
