import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../../lib/app-env";
import { bannerRoutes, bannerUploadRoutes } from "./banners";
import { adminBannerRoutes } from "../../admin/banners";

/** Banner ads: the brokerage's banners and their uploads, live slides, views and clicks, and staff's review. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export function mountBanners(app: OpenAPIHono<AppEnv>) {
  app.route("/v1", bannerUploadRoutes);
  app.route("/v1", bannerRoutes);
  app.route("/admin/api", adminBannerRoutes);
}
