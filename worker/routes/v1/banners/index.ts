import { mountRouters } from "../../mount";
import { bannerRoutes, bannerUploadRoutes } from "./banners";
import { adminBannerRoutes } from "../../admin/banners";

/** Banner ads: the brokerage's banners and their uploads, live slides, views and clicks, and staff's review. Mounted from this one place (worker/app.ts calls it); the order of the routes within is the order they match. */
export const mountBanners = mountRouters(["/v1", bannerUploadRoutes, bannerRoutes], ["/admin/api", adminBannerRoutes]);
